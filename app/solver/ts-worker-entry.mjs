// The one plain-JS entry of every worker thread that runs TypeScript (see ts-worker.ts):
// registers tsx's hooks inside the thread, then imports the module named by the last
// argv entry.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[process.argv.length - 1]);
