// Entry of the utility process that hosts the DSS server (see server-process.ts).
import { startService } from '../server/local-setup.ts';
import { findFreePort } from './ports.ts';
import { runServerProcess, type ParentPortLike } from './server-process.ts';

const parentPort = (process as unknown as { parentPort: ParentPortLike }).parentPort;

void runServerProcess({
  parentPort,
  env: process.env,
  findFreePort,
  start: (options) => startService(options),
  exit: (code) => process.exit(code),
});
