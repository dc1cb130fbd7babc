// `dss serve`: the /v1 API (and the web UI when built) on 127.0.0.1, headless. The first
// start on a data dir creates the `local` account and prints its key; Ctrl+C stops the
// server after in-flight requests finish.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtWebRoot, bundledTreesDir, resolveDataDir, startService } from '../../server/local-setup.ts';
import type { Command } from '../main.ts';

const HELP = `Usage: dss serve [--host 127.0.0.1] [--port 8787] [--data-dir DIR] [--trees DIR]... [--log]

  --host      loopback address to bind: 127.0.0.1 (default), localhost or ::1
  --port      TCP port (default 8787; 0 picks a free one)
  --data-dir  accounts, keys, usage, custom and synced trees (default: $DSS_DATA_DIR, else ./.dss)
  --trees     a v1 tree set (directory with manifest.json); repeatable
              (default: the bundled trees/ and <data dir>/trees)
  --log       log requests to stderr (JSON lines)
`;

const OPTIONS = {
  host: { type: 'string' },
  port: { type: 'string' },
  'data-dir': { type: 'string' },
  trees: { type: 'string', multiple: true },
  log: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const HOSTS = ['127.0.0.1', 'localhost', '::1'] as const;

/** Serves until `stopped` settles; returns the exit code. */
export async function serve(argv: string[], stopped: Promise<unknown>): Promise<number> {
  let values;
  try {
    values = parseArgs({ args: argv, options: OPTIONS, strict: true }).values;
  } catch (error) {
    process.stderr.write(`dss serve: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const host = (values.host ?? '127.0.0.1') as (typeof HOSTS)[number];
  if (!HOSTS.includes(host)) {
    process.stderr.write(`dss serve: --host "${host}" is not a loopback address (${HOSTS.join(', ')}): the API is for this machine only\n`);
    return 2;
  }
  const port = Number(values.port ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`dss serve: --port "${values.port}" is not a port number (0-65535)\n`);
    return 2;
  }
  const dataDir = resolveDataDir(values['data-dir']);
  const treesDirs = values.trees?.map((dir) => path.resolve(dir)) ?? [bundledTreesDir(), path.join(dataDir, 'trees')];

  let service;
  try {
    service = await startService({ host, port, dataDir, treesDirs, logger: values.log ? { level: 'info' } : false });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? `port ${port} is in use (another dss serve?); pick one with --port` : (error as Error).message;
    process.stderr.write(`dss serve: ${why}\n`);
    return 1;
  }
  const { origin, local, adminToken } = service;
  const lines = [`DSS Desk: the /v1 API is on ${origin}/v1 (data dir ${dataDir})`];
  if (local.created) lines.push(`Account "${local.account}" was created. Its API key (also in ${path.join(dataDir, 'local-key')}):`, `  ${local.key}`);
  // The token rides in the fragment: the browser never sends it in a URL.
  lines.push(
    builtWebRoot() ? `Web UI: ${origin}/#token=${adminToken}` : `Web UI: not built (npm run build); its sign-in token: ${adminToken}`,
    `API docs: ${origin}/docs`,
    'Press Ctrl+C to stop.',
  );
  process.stdout.write(`${lines.join('\n')}\n`);

  await stopped;
  await service.close();
  process.stdout.write('DSS Desk stopped.\n');
  return 0;
}

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Run the /v1 API and the web UI on 127.0.0.1',
  run(argv) {
    const stopped = new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    return serve(argv, stopped);
  },
};
