// Test-only worker for parallel.test.ts: serves chance jobs from the blocks it is given
// (with no game: the test only posts the quit job), then exits.
import { workerData } from 'node:worker_threads';
import type { CfrEngine } from './cfr.ts';
import { serveChanceJobs } from './parallel.ts';

serveChanceJobs({ game: {} } as unknown as CfrEngine, workerData, () => {});
