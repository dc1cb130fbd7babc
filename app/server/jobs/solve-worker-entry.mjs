// Worker thread entry of solve jobs. Node 20 does not apply `--import tsx` from a Worker's
// execArgv to the worker's own modules (nodejs/node#47747), so the worker registers tsx
// itself, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./solve-worker.ts');
