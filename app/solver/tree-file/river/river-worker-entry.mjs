// Worker entry in plain JS: registers tsx's ESM hooks inside the worker thread, then loads
// the TypeScript worker (as app/solver/solve-worker-entry.mjs does, for the same reason).
import { register } from 'tsx/esm/api';

register();
await import('./river-worker.ts');
