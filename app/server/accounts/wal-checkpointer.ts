// Background WAL checkpoints for a served database. Every billed call is a commit (a WAL
// append, no fsync with synchronous=NORMAL); SQLite's automatic checkpoint would fsync on
// the event loop every few hundred commits and stall all requests meanwhile. The serving
// connection's automatic checkpoint is pushed far out (a backstop), and a worker thread
// with its own connection checkpoints every `intervalMs`.
import { Worker } from 'node:worker_threads';
import type { Db } from './database.ts';

/** Pages the WAL may grow to before the serving connection checkpoints by itself (~40 MB). */
const BACKSTOP_PAGES = 10_000;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

export function startWalCheckpointer(db: Db, intervalMs: number): WalCheckpointer | null {
  if (db.memory || intervalMs <= 0) return null;
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(new URL('./wal-checkpoint-worker.mjs', import.meta.url), { workerData: { file: db.name, intervalMs } });
  worker.unref();
  // A failed worker only means checkpoints fall back to the backstop.
  worker.on('error', () => {});
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
        setTimeout(() => void worker.terminate(), 2000).unref();
      }),
  };
}
