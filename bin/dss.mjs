#!/usr/bin/env node
// The `dss` command. The project runs its TypeScript sources directly through tsx's
// loader (no build step between `npm ci` and a working CLI); worker threads started by
// the CLI get the same loader through `execArgv` (see app/solver/workers.ts).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../app/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
