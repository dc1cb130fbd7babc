// DELETE /admin/jobs/:job_id: cancels a queued or running job; answers the job.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSchema } from '../../../../shared/contract/jobs.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { JOBS_QUERY_KEY } from './get-jobs.ts';

export async function cancelJob(jobId: string) {
  const result = await apiRequest({ method: 'DELETE', path: `/admin/jobs/${encodeURIComponent(jobId)}`, auth: 'admin', schema: jobSchema });
  return result.data;
}

export function cancelJobMutationOptions() {
  return mutationOptions({ mutationKey: ['admin', 'jobs', 'cancel'], mutationFn: cancelJob });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelJobMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
