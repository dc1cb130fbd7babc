// Solve jobs: the form, then every job with its progress (iteration, exploitability,
// ETA), a cancel button while it is queued or running, and where its tree went.
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Notice, Pending } from '../../../components/status.tsx';
import { formatPositionPair, formatSituation } from '../../../lib/spot.ts';
import { useCancelJob } from '../api/cancel-job.ts';
import type { useJobs } from '../api/get-jobs.ts';
import { isActiveJob, jobFraction, jobStatusText } from '../progress.ts';
import { SolveJobForm } from './solve-job-form.tsx';

export function JobsPanel({ jobs }: { jobs: ReturnType<typeof useJobs> }) {
  const cancel = useCancelJob();
  return (
    <section className="card" aria-labelledby="jobs-title">
      <h2 id="jobs-title">Solve jobs</h2>
      <p className="hint">One job runs at a time, in the background; a job cut off by a restart runs again. A finished tree is served at once.</p>
      <SolveJobForm />
      {cancel.error && <ErrorPanel error={cancel.error} title="The job could not be cancelled" />}
      {jobs.isPending && <Pending label="Loading jobs…" />}
      {jobs.error && <ErrorPanel error={jobs.error} title="Jobs could not be loaded" onRetry={() => void jobs.refetch()} />}
      {jobs.data?.length === 0 && <Notice>No solve jobs yet.</Notice>}
      {jobs.data && jobs.data.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Spot</th>
              <th scope="col">Flop</th>
              <th scope="col">Into</th>
              <th scope="col">Progress</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.data.map((job) => (
              <tr key={job.job_id}>
                <th scope="row">
                  <code>{job.job_id}</code>
                </th>
                <td>
                  {job.spot.pool} · {formatSituation(job.spot.situation)} · {formatPositionPair(job.spot.position)}
                </td>
                <td>
                  {job.flop}
                  {job.canonical_flop !== job.flop && <span className="hint"> (tree {job.canonical_flop})</span>}
                </td>
                <td>{job.destination.folder === null ? 'v1 set' : `folder ${job.destination.folder}`}</td>
                <td>
                  {isActiveJob(job) && <progress max={1} value={jobFraction(job)} aria-label={`Job ${job.job_id} progress (iterations)`} />}
                  <div>{jobStatusText(job)}</div>
                </td>
                <td>
                  {isActiveJob(job) && (
                    <button type="button" className="danger small" onClick={() => cancel.mutate(job.job_id)} aria-label={`Cancel job ${job.job_id}`}>
                      Cancel
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
