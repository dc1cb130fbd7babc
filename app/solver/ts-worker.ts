import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module. Node 20 does not apply `--import tsx`
 * from a Worker's execArgv to the worker's own entry module, so every worker starts from
 * one plain-JS entry (ts-worker-entry.mjs) that registers tsx in the thread and then
 * imports `module`.
 */
export function startTsWorker(module: URL, options: WorkerOptions = {}): Worker {
  return new Worker(new URL('./ts-worker-entry.mjs', import.meta.url), { ...options, argv: [...(options.argv ?? []), module.href] });
}
