// A fallback engine worker thread: answers WorkerRequest messages with decideFallback.
// It warms the engine up (tables, profiles, JIT) on a few canned decisions before saying
// it is ready, so the first real requests do not pay for loading.
import { parentPort } from 'node:worker_threads';
import { replayTable } from '../replay/replay.ts';
import { decideFallback } from './engine.ts';
import type { WorkerReply, WorkerRequest } from './pool.ts';
import { WARM_UP_BODIES } from './warm-up.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread');

for (const body of WARM_UP_BODIES) decideFallback(body, replayTable(body));

port.on('message', (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id: request.id, ok: true, answer: decideFallback(request.body, request.table) };
  } catch (error) {
    reply = { id: request.id, ok: false, message: (error as Error).message };
  }
  port.postMessage(reply);
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);
