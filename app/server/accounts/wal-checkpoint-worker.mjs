// Runs SQLite WAL checkpoints for the server's database off its event loop: a checkpoint
// fsyncs, which would stall every request for its duration. PASSIVE never blocks the
// server's writes. Plain JavaScript (no loader needed in a worker thread).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy or closing: the next tick tries again
  }
}, workerData.intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } finally {
    db.close();
    parentPort.close();
  }
});
