// What the Trees view says about syncs and solve jobs: sizes, fractions, ETAs, one-line
// summaries. Pure: tested in Node.
import type { Job, SyncState } from '../../../shared/contract/jobs.ts';

const KIB = 1024;
const MIB = KIB * 1024;
const GIB = MIB * 1024;

/** Bytes for people: '512 B', '40.1 KB', '1.1 MB', '2.30 GB' (binary units). */
export function formatBytes(bytes: number): string {
  if (bytes < KIB) return `${bytes} B`;
  if (bytes < MIB) return `${(bytes / KIB).toFixed(1)} KB`;
  if (bytes < GIB) return `${(bytes / MIB).toFixed(1)} MB`;
  return `${(bytes / GIB).toFixed(2)} GB`;
}

/** Seconds for people: '< 1 s', '42 s', '3 min 5 s', '1 h 2 min'. */
export function formatSeconds(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 1) return '< 1 s';
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const minutes = Math.round((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`;
}

export const isActiveJob = (job: Pick<Job, 'status'>): boolean => job.status === 'queued' || job.status === 'running';

/** 0..1 of a running job: iterations done over the cap (the solve may stop earlier, at the target). */
export function jobFraction(job: Pick<Job, 'status' | 'progress' | 'max_iterations'>): number {
  if (job.status === 'done') return 1;
  if (job.progress === null || job.max_iterations <= 0) return 0;
  return Math.min(1, job.progress.iteration / job.max_iterations);
}

/** 'queued', 'starting', 'iteration 40 of 1000, exploitability 1.2%, about 3 min left', 'done: 0.45% after 420 iterations'... */
export function jobStatusText(job: Job): string {
  switch (job.status) {
    case 'queued':
      return 'queued';
    case 'running': {
      const p = job.progress;
      if (p === null) return 'starting (building the game)';
      const parts = [`iteration ${p.iteration} of ${job.max_iterations}`];
      if (p.exploitability_pct !== null) parts.push(`exploitability ${formatPercent(p.exploitability_pct)} (target ${formatPercent(job.target_exploitability)})`);
      if (p.eta_s !== null) parts.push(`about ${formatSeconds(p.eta_s)} left`);
      return parts.join(', ');
    }
    case 'done':
      return job.result === null
        ? 'done'
        : `done: exploitability ${formatPercent(job.result.exploitability_pct)} after ${job.result.iterations} iterations in ${formatSeconds(job.result.seconds)}`;
    case 'failed':
      return `failed: ${job.error ?? 'no reason given'}`;
    case 'cancelled':
      return 'cancelled';
  }
}

/** A % of the pot with up to 3 significant decimals: 0.4512 -> '0.451%', 12.5 -> '12.5%'. */
export function formatPercent(pct: number): string {
  const digits = pct >= 10 ? 1 : pct >= 1 ? 2 : 3;
  return `${Number(pct.toFixed(digits))}%`;
}

/** 0..1 of a sync by bytes (by files when there are no bytes to fetch). */
export function syncFraction(sync: Pick<SyncState, 'status' | 'bytes_done' | 'bytes_total' | 'files_done' | 'files_total'>): number {
  if (sync.status === 'done') return 1;
  if (sync.bytes_total > 0) return Math.min(1, sync.bytes_done / sync.bytes_total);
  return sync.files_total > 0 ? sync.files_done / sync.files_total : 0;
}

/** One line on a sync: what it is doing, or what it did. */
export function syncStatusText(sync: SyncState): string {
  const files = `${sync.files_done} of ${sync.files_total} files, ${formatBytes(sync.bytes_done)} of ${formatBytes(sync.bytes_total)}`;
  switch (sync.status) {
    case 'running':
      if (sync.phase === 'manifest') return 'reading the source manifest';
      if (sync.phase === 'finishing') return `${files}; writing the manifest`;
      return files;
    case 'done': {
      const parts = [`${sync.added.length} added`, `${sync.unchanged} unchanged`];
      if (sync.replaced.length) parts.push(`${sync.replaced.length} replaced`);
      if (sync.skipped.length) parts.push(`${sync.skipped.length} skipped`);
      if (sync.resumed_bytes > 0) parts.push(`${formatBytes(sync.resumed_bytes)} resumed`);
      return `done: ${parts.join(', ')}`;
    }
    case 'failed':
      return `failed: ${sync.error ?? 'no reason given'}`;
    case 'cancelled':
      return `stopped at ${files}; a new sync from the same source resumes`;
  }
}

/** Jobs active in `previous` that are done in `current`: their trees just became servable. */
export function jobsDoneSince(previousActive: ReadonlySet<string>, current: readonly Job[]): Job[] {
  return current.filter((job) => previousActive.has(job.job_id) && job.status === 'done');
}

/** Whether a sync seen running (by id) has now finished with a changed set. */
export function syncChangedSince(previousRunningId: string | null, current: SyncState | null): boolean {
  return (
    previousRunningId !== null &&
    current !== null &&
    current.sync_id === previousRunningId &&
    current.status === 'done' &&
    (current.added.length > 0 || current.replaced.length > 0)
  );
}
