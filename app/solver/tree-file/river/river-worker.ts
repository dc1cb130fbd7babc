// Worker thread of river on demand: solves one RiverJob per message, in order.
// Messages in: { id, job }; out: { id, result } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { runRiverJob, type RiverJob } from './river-job.ts';

parentPort!.on('message', ({ id, job }: { id: number; job: RiverJob }) => {
  try {
    parentPort!.postMessage({ id, result: runRiverJob(job) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
