// Test-only worker for parallel.test.ts: serves chance jobs from the blocks it is given
// (with no game: the test only posts the quit job), then exits.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { serveChanceJobs } = await import('./parallel.ts');
serveChanceJobs({ game: {} }, workerData, () => {});
