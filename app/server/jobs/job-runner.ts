// Runs solve jobs one at a time, each in a fresh worker thread (a flop solve holds
// gigabytes; ending the worker gives them back, and cancelling is terminating it).
//
// Lifecycle: start() re-queues jobs a stop or crash left 'running', then runs the queue;
// wake() after an enqueue; cancel() ends a queued or running job; close() stops the running
// worker and puts its job back in the queue, so the next start runs it again.
// Progress (iteration, exploitability, ETA) is kept in memory as it comes and written to
// the database at most once a second. A finished tree is listed in its directory's
// manifest here, on the main thread, under the manifest lock; then `onTreeAdded` lets the
// tree catalog look at the manifest again, so the tree is served at once.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SpotSolveSpec } from '../../solver/tree-file/solve-spot.ts';
import { etaSeconds, type ProgressPoint } from './eta.ts';
import { destinationOf, specOfRequest } from './job-spec.ts';
import type { Job, JobProgress, JobRequest, JobStore } from './job-store.ts';
import type { SolveMessage, SolveTask } from './solve-worker.ts';
import { addTreeToManifest } from './tree-output.ts';
import { startTsWorker } from '../../solver/ts-worker.ts';

const WORKER_MODULE = new URL('./solve-worker.ts', import.meta.url);

export interface JobRunnerOptions {
  store: JobStore;
  dataDir: string;
  /** The solver's spot for a request; default: from the pool profile (tests pass tiny spots). */
  specOf?: (request: JobRequest) => SpotSolveSpec;
  /** Solver threads per job (default 1: the machine also serves the API and the window). */
  threads?: number;
  /** Iterations between exploitability checks (default 10). */
  checkEvery?: number;
  /** Progress is written to the database at most this often (default 1000 ms). */
  progressWriteMs?: number;
  /** A job's tree was listed in `dir`'s manifest. */
  onTreeAdded?: (dir: string) => void;
  /** A job failed (for the log). */
  onJobFailed?: (job: Job, error: string) => void;
}

export interface JobRunner {
  start(): void;
  wake(): void;
  /** Ends a queued or running job; returns it as it is now, or null when there is no such job. */
  cancel(id: number): Job | null;
  /** The freshest progress of the running job (the database has it up to a second later). */
  liveProgress(id: number): JobProgress | null;
  close(): Promise<void>;
}

interface Running {
  job: Job;
  worker: Worker;
  dir: string;
  tag: string;
  history: ProgressPoint[];
  live: JobProgress | null;
  lastWriteAt: number;
  /** Set when cancel() or close() ended it: its outcome is no longer wanted. */
  stopped: 'cancel' | 'close' | null;
}

type Outcome = { kind: 'done'; message: Extract<SolveMessage, { type: 'done' }> } | { kind: 'failed'; error: string };

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { store } = options;
  const specOf = options.specOf ?? specOfRequest;
  const progressWriteMs = options.progressWriteMs ?? 1000;
  let started = false;
  let closed = false;
  let running: Running | null = null;

  const removeTemp = (run: Running) => {
    const temp = path.join(run.dir, `.incoming-${run.tag}.dsstree`);
    fs.rmSync(temp, { force: true });
    fs.rmSync(`${temp}.tmp-${process.pid}`, { force: true });
  };

  const onProgress = (run: Running, message: Extract<SolveMessage, { type: 'progress' }>) => {
    const { request } = run.job;
    run.history.push({ iteration: message.iteration, exploitabilityPct: message.exploitabilityPct, elapsedMs: message.elapsedMs });
    run.live = {
      iteration: message.iteration,
      exploitabilityPct: message.exploitabilityPct,
      elapsedMs: message.elapsedMs,
      etaS: etaSeconds(run.history, request.targetExploitabilityPct, request.maxIterations),
    };
    const at = performance.now();
    if (at - run.lastWriteAt >= progressWriteMs) {
      run.lastWriteAt = at;
      store.reportProgress(run.job.id, run.live);
    }
  };

  const settle = (run: Running, outcome: Outcome) => {
    if (run.stopped !== null) return;
    const { job, dir } = run;
    if (outcome.kind === 'failed') {
      store.fail(job.id, outcome.error);
      options.onJobFailed?.(job, outcome.error);
      return;
    }
    const { message } = outcome;
    try {
      addTreeToManifest(dir, message.file);
    } catch (error) {
      const why = `the tree was solved but could not be listed in ${dir}: ${(error as Error).message}`;
      store.fail(job.id, why);
      options.onJobFailed?.(job, why);
      return;
    }
    if (run.live) store.reportProgress(job.id, { ...run.live, etaS: 0 });
    store.finish(job.id, {
      file: message.file,
      dir,
      source: destinationOf(job.request, options.dataDir).source,
      iterations: message.iterations,
      exploitabilityPct: message.exploitabilityPct,
      seconds: message.seconds,
    });
    options.onTreeAdded?.(dir);
  };

  const runJob = async (job: Job): Promise<void> => {
    const { dir } = destinationOf(job.request, options.dataDir);
    let spec: SpotSolveSpec;
    try {
      spec = specOf(job.request);
    } catch (error) {
      store.fail(job.id, (error as Error).message);
      return;
    }
    const tag = `job-${job.id}`;
    const task: SolveTask = {
      spec,
      targetExploitabilityPct: job.request.targetExploitabilityPct,
      maxIterations: job.request.maxIterations,
      threads: options.threads ?? 1,
      checkEvery: options.checkEvery ?? 10,
      dir,
      tag,
    };
    const worker = startTsWorker(WORKER_MODULE, { workerData: task });
    const run: Running = { job, worker, dir, tag, history: [], live: null, lastWriteAt: -Infinity, stopped: null };
    running = run;
    const outcome = await new Promise<Outcome>((resolve) => {
      worker.on('message', (message: SolveMessage) => {
        if (message.type === 'progress') onProgress(run, message);
        else if (message.type === 'done') resolve({ kind: 'done', message });
        else resolve({ kind: 'failed', error: message.message });
      });
      worker.on('error', (error) => resolve({ kind: 'failed', error: `the solver worker failed: ${error.message}` }));
      worker.on('exit', (code) => resolve({ kind: 'failed', error: `the solver worker stopped (exit code ${code})` }));
    });
    // Synchronously after the outcome: a cancel cannot slip in between it and the manifest.
    settle(run, outcome);
    await worker.terminate();
    if (run.stopped !== null) removeTemp(run);
  };

  const pump = () => {
    if (!started || closed || running !== null) return;
    const job = store.claimNext();
    if (job === null) return;
    void runJob(job)
      .catch((error: Error) => {
        store.fail(job.id, error.message);
        options.onJobFailed?.(job, error.message);
      })
      .finally(() => {
        running = null;
        setImmediate(pump);
      });
  };

  return {
    start() {
      if (started) return;
      started = true;
      store.requeueRunning();
      pump();
    },
    wake: pump,
    cancel(id) {
      const job = store.get(id);
      if (job === null) return null;
      if (running !== null && running.job.id === id) {
        running.stopped = 'cancel';
        store.cancel(id);
        void running.worker.terminate();
      } else {
        store.cancel(id);
      }
      return store.get(id);
    },
    liveProgress(id) {
      return running !== null && running.job.id === id ? running.live : null;
    },
    async close() {
      closed = true;
      const run = running;
      if (run === null) return;
      run.stopped = 'close';
      store.requeueRunning(run.job.id);
      await run.worker.terminate();
      removeTemp(run);
    },
  };
}
