// The fallback engine off the HTTP event loop: a pool of worker threads, one decision per
// worker at a time, a queue in front, and a timeout per call.
//
// Contract of decide(): resolves with the engine answer, or rejects with
// FallbackUnavailable when the engine does not answer -- the call timed out (queued or
// running; a running worker is terminated and replaced), the worker failed or crashed,
// or the engine is closed. Answers are deterministic, so a retry gets the same answer.
// With `workers: 0` decisions run in-process (tests, tools); the timeout then cannot
// interrupt a decision and is not applied.
import { Worker } from 'node:worker_threads';
import type { PostflopBody, PreflopBody } from '../../../shared/contract/strategy-body.ts';
import type { ReplayedTable } from '../replay/table.ts';
import { decideFallback, type EngineAnswer } from './engine.ts';
import { FallbackUnavailable } from './errors.ts';
import { ENGINE_VERSION } from './version.ts';
import { startTsWorker } from '../../../solver/ts-worker.ts';

export interface FallbackEngineOptions {
  /** Worker threads; 0 runs decisions in-process. */
  workers: number;
  /** Per-call limit, from the call to the answer (queue wait included). */
  timeoutMs: number;
}

export interface FallbackEngine {
  /** The build every answer reports (`fallback-1.0.0+<hash>`). */
  readonly version: string;
  decide(body: PreflopBody | PostflopBody, table: ReplayedTable): Promise<EngineAnswer>;
  /** Resolves when every worker has loaded (call at startup so the first requests do not wait for it). */
  ready(): Promise<void>;
  /** Rejects queued calls and stops the workers. */
  close(): Promise<void>;
}

/** Messages between the pool and its workers. */
export type WorkerRequest = { id: number; body: PreflopBody | PostflopBody; table: ReplayedTable };
export type WorkerReply = { type: 'ready' } | { id: number; ok: true; answer: EngineAnswer } | { id: number; ok: false; message: string };

interface Task {
  id: number;
  request: WorkerRequest;
  resolve: (answer: EngineAnswer) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
  slot: Slot | null;
}

interface Slot {
  index: number;
  worker: Worker;
  isReady: boolean;
  ready: Promise<void>;
  task: Task | null;
}

export function createFallbackEngine(options: FallbackEngineOptions): FallbackEngine {
  if (!Number.isInteger(options.workers) || options.workers < 0) throw new Error(`workers ${options.workers} is not an integer >= 0`);
  if (!(options.timeoutMs > 0)) throw new Error(`timeoutMs ${options.timeoutMs} is not > 0`);
  return options.workers === 0 ? inProcessEngine() : workerEngine(options);
}

function inProcessEngine(): FallbackEngine {
  let closed = false;
  return {
    version: ENGINE_VERSION,
    async decide(body, table) {
      if (closed) throw new FallbackUnavailable('the fallback engine is closed');
      try {
        return decideFallback(body, table);
      } catch (error) {
        throw new FallbackUnavailable(`the fallback engine failed: ${(error as Error).message}`, error);
      }
    },
    async ready() {},
    async close() {
      closed = true;
    },
  };
}

function workerEngine({ workers, timeoutMs }: FallbackEngineOptions): FallbackEngine {
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  /** Workers that died before loading, in a row: past a few, stop respawning (a broken build). */
  let startupFailures = 0;
  const MAX_STARTUP_FAILURES = 3;
  const broken = () => startupFailures >= MAX_STARTUP_FAILURES;

  const finish = (task: Task, outcome: { answer: EngineAnswer } | { error: Error }) => {
    clearTimeout(task.timer);
    if (task.slot) task.slot.task = null;
    task.slot = null;
    if ('answer' in outcome) task.resolve(outcome.answer);
    else task.reject(outcome.error);
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (!slot.isReady || slot.task || queue.length === 0) continue;
      const task = queue.shift()!;
      slot.task = task;
      task.slot = slot;
      slot.worker.postMessage(task.request);
    }
  };

  const spawn = (index: number) => {
    // No execArgv: the parent's flags are not inherited (startTsWorker registers tsx).
    const worker = startTsWorker(new URL('./worker.ts', import.meta.url), { execArgv: [] });
    let markReady: () => void = () => {};
    const slot: Slot = { index, worker, isReady: false, ready: new Promise((resolve) => (markReady = resolve)), task: null };
    slots[index] = slot;
    worker.on('message', (reply: WorkerReply) => {
      if ('type' in reply) {
        startupFailures = 0;
        slot.isReady = true;
        markReady();
        dispatch();
        return;
      }
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      finish(task, reply.ok ? { answer: reply.answer } : { error: new FallbackUnavailable(`the fallback engine failed: ${reply.message}`) });
      dispatch();
    });
    const lost = (why: string, cause?: unknown) => {
      if (slots[index] !== slot) return;
      const task = slot.task;
      if (task) finish(task, { error: new FallbackUnavailable(`the fallback worker ${why}`, cause) });
      markReady();
      if (!slot.isReady) startupFailures++;
      if (closed) return;
      if (broken()) {
        for (const queued of queue.splice(0)) finish(queued, { error: new FallbackUnavailable(`the fallback workers cannot start: ${why}`, cause) });
        return;
      }
      spawn(index);
    };
    worker.on('error', (error) => lost(`failed: ${error.message}`, error));
    worker.on('exit', (code) => lost(`exited with code ${code}`));
  };

  for (let i = 0; i < workers; i++) spawn(i);

  return {
    version: ENGINE_VERSION,
    decide(body, table) {
      if (closed) return Promise.reject(new FallbackUnavailable('the fallback engine is closed'));
      if (broken()) return Promise.reject(new FallbackUnavailable('the fallback workers cannot start'));
      return new Promise<EngineAnswer>((resolve, reject) => {
        const id = nextId++;
        const task: Task = {
          id,
          request: { id, body, table },
          resolve,
          reject,
          slot: null,
          timer: setTimeout(() => {
            const slot = task.slot;
            if (slot) {
              // A decision past its time: replace the worker rather than wait for it (the
              // old worker's exit is ignored: its slot is no longer in `slots`).
              slot.task = null;
              if (!closed) spawn(slot.index);
              void slot.worker.terminate();
            } else {
              const at = queue.indexOf(task);
              if (at >= 0) queue.splice(at, 1);
            }
            task.slot = null;
            reject(new FallbackUnavailable(`the fallback engine did not answer within ${timeoutMs} ms`));
          }, timeoutMs),
        };
        queue.push(task);
        dispatch();
      });
    },
    async ready() {
      await Promise.all(slots.map((slot) => slot.ready));
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) finish(task, { error: new FallbackUnavailable('the fallback engine is closed') });
      const running = [...slots];
      for (const slot of running) if (slot.task) finish(slot.task, { error: new FallbackUnavailable('the fallback engine is closed') });
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}
