// A real `dss serve` for one test: its own fresh data dir (given, as a user would, through
// DSS_DATA_DIR), a free port, and the address it prints for the browser. The first start
// on an empty data dir creates the `local` account and prints its key.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A hung start is a failure, not a wait: the server is up in ~1.5 s on a busy machine. */
const START_LIMIT_MS = 30_000;
const STOP_LIMIT_MS = 10_000;

export interface DssServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The address `dss serve` printed for the browser: `<origin>/#token=<adminToken>`. */
  uiAddress: string;
  adminToken: string;
  /** The local account's key as printed, checked against `<dataDir>/local-key`. */
  localKey: string;
  dataDir: string;
  /** Everything the server wrote so far (stdout, then its request log from stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** The lines `dss serve` prints once it listens (app/cli/commands/serve.ts). */
export function parseServeOutput(stdout: string): { origin: string; adminToken: string; key: string | null } | null {
  const ui = /^Web UI: (http:\/\/[^/\s]+)\/#token=(\S+)$/m.exec(stdout);
  if (ui === null) return null;
  const key = /^\s+(sk_live_[A-Za-z0-9]{32})$/m.exec(stdout);
  return { origin: ui[1], adminToken: ui[2], key: key?.[1] ?? null };
}

const running = new Set<ChildProcess>();
// A runner that dies mid-test must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServer(): Promise<DssServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dss-e2e-'));
  const child = spawn(process.execPath, ['bin/dss.mjs', 'serve', '--port', '0', '--log'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DSS_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    running.delete(child);
    resolve(code);
  }));

  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  let printed: ReturnType<typeof parseServeOutput>;
  try {
    printed = await new Promise((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error(`dss serve printed no UI address within ${START_LIMIT_MS} ms`)), START_LIMIT_MS);
      const check = () => {
        const parsed = parseServeOutput(stdout);
        if (parsed === null) return;
        clearTimeout(limit);
        resolve(parsed);
      };
      child.stdout!.on('data', check);
      void exited.then((code) => {
        clearTimeout(limit);
        reject(new Error(`dss serve exited with ${code} before it printed the UI address`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    removeDataDir();
    throw new Error(`${(error as Error).message}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`);
  }
  const savedKey = readFileSync(path.join(dataDir, 'local-key'), 'utf8').trim();
  if (printed!.key !== savedKey) {
    child.kill('SIGKILL');
    await exited;
    removeDataDir();
    throw new Error(`dss serve printed the key ${printed!.key} on a new data dir, but local-key holds ${savedKey}`);
  }
  const { origin, adminToken } = printed!;

  return {
    origin,
    uiAddress: `${origin}/#token=${adminToken}`,
    adminToken,
    localKey: savedKey,
    dataDir,
    output: () => `${stdout}${stderr}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const limit = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
        await exited;
        clearTimeout(limit);
      }
      removeDataDir();
    },
  };
}
