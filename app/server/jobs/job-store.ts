// Solve jobs in SQLite (table solve_jobs, migration 3). A factory over the database that
// returns verbs; absence is null. Status moves queued -> running -> done | failed, and
// queued | running -> cancelled; a restart moves running back to queued.
import type { Db } from '../accounts/database.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** What a job solves and where its tree goes; stored as JSON. */
export interface JobRequest {
  platform: string;
  stakes: string;
  pool: string;
  situation: string;
  position: string;
  /** The flop as asked (any suits). */
  flop: string;
  /** The flop the tree file is stored under. */
  canonicalFlop: string;
  targetExploitabilityPct: number;
  maxIterations: number;
  /** The account whose strategy folder receives the tree; null: the data dir's v1 set. */
  account: string | null;
  /** That folder, relative to <dataDir>/custom, fixed when the job was made; null: <dataDir>/trees. */
  folder: string | null;
}

export interface JobProgress {
  iteration: number;
  /** Null until the solver first measures it. */
  exploitabilityPct: number | null;
  elapsedMs: number;
  /** Seconds left, estimated; null when no estimate yet. */
  etaS: number | null;
}

export interface JobResult {
  /** Tree file name in the destination directory. */
  file: string;
  dir: string;
  source: 'v1' | 'custom';
  iterations: number;
  exploitabilityPct: number;
  seconds: number;
}

export interface Job {
  id: number;
  status: JobStatus;
  request: JobRequest;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  progress: JobProgress | null;
  result: JobResult | null;
  error: string | null;
  runs: number;
}

interface JobRow {
  id: number;
  status: JobStatus;
  request: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  iteration: number | null;
  exploitability_pct: number | null;
  elapsed_ms: number | null;
  eta_s: number | null;
  result: string | null;
  error: string | null;
  runs: number;
}

function jobOf(row: JobRow): Job {
  return {
    id: row.id,
    status: row.status,
    request: JSON.parse(row.request) as JobRequest,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    progress:
      row.iteration === null ? null : { iteration: row.iteration, exploitabilityPct: row.exploitability_pct, elapsedMs: row.elapsed_ms ?? 0, etaS: row.eta_s },
    result: row.result === null ? null : (JSON.parse(row.result) as JobResult),
    error: row.error,
    runs: row.runs,
  };
}

export type JobStore = ReturnType<typeof openJobStore>;

export function openJobStore(db: Db, now: () => number = Date.now) {
  const iso = () => new Date(now()).toISOString();
  const byId = db.prepare<[number], JobRow>('SELECT * FROM solve_jobs WHERE id = ?');
  const recent = db.prepare<[number], JobRow>('SELECT * FROM solve_jobs ORDER BY id DESC LIMIT ?');
  const active = db.prepare<[], JobRow>(`SELECT * FROM solve_jobs WHERE status IN ('queued', 'running') ORDER BY id`);
  const insert = db.prepare(`INSERT INTO solve_jobs (status, request, created_at) VALUES ('queued', ?, ?)`);
  const firstQueued = db.prepare<[], { id: number }>(`SELECT id FROM solve_jobs WHERE status = 'queued' ORDER BY id LIMIT 1`);
  const claim = db.prepare(`UPDATE solve_jobs SET status = 'running', started_at = ?, runs = runs + 1 WHERE id = ? AND status = 'queued'`);
  const progress = db.prepare(
    `UPDATE solve_jobs SET iteration = ?, exploitability_pct = ?, elapsed_ms = ?, eta_s = ? WHERE id = ? AND status = 'running'`,
  );
  const done = db.prepare(`UPDATE solve_jobs SET status = 'done', finished_at = ?, result = ?, eta_s = 0 WHERE id = ? AND status = 'running'`);
  const failed = db.prepare(`UPDATE solve_jobs SET status = 'failed', finished_at = ?, error = ? WHERE id = ? AND status = 'running'`);
  const cancelled = db.prepare(`UPDATE solve_jobs SET status = 'cancelled', finished_at = ? WHERE id = ? AND status IN ('queued', 'running')`);
  const requeue = db.prepare(
    `UPDATE solve_jobs SET status = 'queued', started_at = NULL, iteration = NULL, exploitability_pct = NULL, elapsed_ms = NULL, eta_s = NULL
     WHERE status = 'running' AND (? IS NULL OR id = ?)`,
  );

  return {
    enqueue(request: JobRequest): Job {
      const info = insert.run(JSON.stringify(request), iso());
      return jobOf(byId.get(Number(info.lastInsertRowid))!);
    },

    get(id: number): Job | null {
      const row = byId.get(id);
      return row ? jobOf(row) : null;
    },

    /** Newest first. */
    list(limit = 100): Job[] {
      return recent.all(limit).map(jobOf);
    },

    /** Queued and running jobs, oldest first. */
    active(): Job[] {
      return active.all().map(jobOf);
    },

    /** Marks the oldest queued job running and returns it; null when none waits. */
    claimNext(): Job | null {
      return db.transaction(() => {
        const next = firstQueued.get();
        if (!next) return null;
        claim.run(iso(), next.id);
        return jobOf(byId.get(next.id)!);
      }).immediate();
    },

    reportProgress(id: number, p: JobProgress): void {
      progress.run(p.iteration, p.exploitabilityPct, Math.round(p.elapsedMs), p.etaS, id);
    },

    /** Running -> done; false when the job was no longer running (cancelled meanwhile). */
    finish(id: number, result: JobResult): boolean {
      return done.run(iso(), JSON.stringify(result), id).changes > 0;
    },

    fail(id: number, error: string): boolean {
      return failed.run(iso(), error, id).changes > 0;
    },

    /** Queued or running -> cancelled; false when it had already ended. */
    cancel(id: number): boolean {
      return cancelled.run(iso(), id).changes > 0;
    },

    /** Running -> queued (one job, or all of them at start: a stop or crash cut them off). Returns how many. */
    requeueRunning(id: number | null = null): number {
      return requeue.run(id, id).changes;
    },
  };
}
