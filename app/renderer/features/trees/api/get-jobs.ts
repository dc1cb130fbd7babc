// GET /admin/jobs: solve jobs, newest first; polled every second while one is queued or
// running (the admin token cannot ride an EventSource, so progress is polled).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsResponseSchema } from '../../../../shared/contract/jobs.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { isActiveJob } from '../progress.ts';

export const JOBS_QUERY_KEY = ['admin', 'jobs'] as const;
const POLL_MS = 1000;

export async function getJobs(signal?: AbortSignal) {
  const result = await apiRequest({ path: '/admin/jobs', auth: 'admin', schema: jobsResponseSchema, signal });
  return result.data.jobs;
}

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ signal }) => getJobs(signal),
    refetchInterval: (query) => (query.state.data?.some(isActiveJob) ? POLL_MS : false),
  });
}

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
