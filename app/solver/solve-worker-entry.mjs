// Worker entry in plain JS: registers tsx's ESM hooks inside the worker thread, then loads
// the TypeScript worker. (`execArgv: ['--import', 'tsx']` does not reach the worker's own
// entry module on Node 20, hence this file.)
import { register } from 'tsx/esm/api';

register();
await import('./solve-worker.ts');
