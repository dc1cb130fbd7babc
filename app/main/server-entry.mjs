// Utility-process entry: the server runs from the TypeScript sources through tsx's
// loader, exactly as `dss serve` does, so its worker threads (fallback engine, river
// solves, solver) find their sources in packaged builds too.
import { register } from 'tsx/esm/api';

register();
await import('./server-entry.ts');
