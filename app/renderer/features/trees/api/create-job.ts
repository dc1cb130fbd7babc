// POST /admin/jobs {situation, position, flop, pool?, ...} -> 201 the new job, or 200 the
// queued or running job that already makes the same tree.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSchema, type JobCreateBody } from '../../../../shared/contract/jobs.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { JOBS_QUERY_KEY } from './get-jobs.ts';

export async function createJob(body: JobCreateBody) {
  const result = await apiRequest({ method: 'POST', path: '/admin/jobs', body, auth: 'admin', schema: jobSchema });
  return result.data;
}

export function createJobMutationOptions() {
  return mutationOptions({ mutationKey: ['admin', 'jobs', 'create'], mutationFn: createJob });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createJobMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
