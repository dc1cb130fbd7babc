// "Solve this flop" for a flop without a tree: queues a solve job (into the v1 set) and
// follows it; when it is done the coverage is refreshed, so the explorer shows the tree.
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Link } from '../../../lib/router.tsx';
import type { Spot } from '../../../lib/spot.ts';
import { useCreateJob } from '../api/create-job.ts';
import { jobOfFlop, solveFlopBody } from '../flop-job.ts';
import { isActiveJob, jobFraction, jobStatusText } from '../progress.ts';
import { useTreeUpdates } from '../use-tree-updates.ts';

export function SolveFlopButton({ spot, flop }: { spot: Spot; flop: string }) {
  const { jobs } = useTreeUpdates();
  const create = useCreateJob();
  const body = solveFlopBody(spot, flop);
  const job = jobs.data ? jobOfFlop(jobs.data, spot, flop) : null;
  if (body === null) return null;
  const active = job !== null && isActiveJob(job);

  return (
    <div className="solve-flop">
      {!active && (
        <button type="button" className="primary" onClick={() => create.mutate(body)} disabled={create.isPending}>
          {create.isPending ? 'Queuing…' : 'Solve this flop'}
        </button>
      )}
      {job !== null && (active || job.status === 'failed' || job.status === 'cancelled') && (
        <p role="status">
          {active && <progress max={1} value={jobFraction(job)} aria-label="Solve progress (iterations)" />} Solve job {job.job_id}: {jobStatusText(job)}.{' '}
          <Link to={{ view: 'trees' }}>Solve jobs</Link>
        </p>
      )}
      {!active && <p className="hint">Solving runs in the background with the pool profile&apos;s ranges and the bundled sizes; it can take minutes.</p>}
      {create.error && <ErrorPanel error={create.error} title="The solve could not be queued" />}
    </div>
  );
}
