// `dss serve` as a child process, as a user runs it (node bin/dss.mjs serve), on a data
// dir and a free port (--port 0; the origin is read from its banner). What it prints is
// kept: the origin, the local key (printed on the first start only), the admin token of
// the run, and all of stdout and stderr (the logs with --log).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServeProcess {
  child: ChildProcess;
  origin: string;
  /** The local key when this start created it (the banner prints it once), else null. */
  printedKey: string | null;
  adminToken: string;
  /** Everything the process wrote so far. */
  output(): string;
  /** kill -9: no shutdown at all. Resolves when the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful stop of Ctrl+C (in-flight requests finish). Resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `dss serve --data-dir <dataDir> --port 0 [...extra]`; resolves once it serves. */
export function startServe(dataDir: string, extra: string[] = [], startTimeoutMs = 90_000): Promise<ServeProcess> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'dss.mjs'), 'serve', '--data-dir', dataDir, '--port', '0', ...extra], {
    cwd: REPO_ROOT,
    env: { ...process.env, DSS_DATA_DIR: undefined },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`dss serve did not start within ${startTimeoutMs} ms:\n${text}`));
    }, startTimeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`dss serve exited (${code}) before serving:\n${text}`));
    });
    const onData = () => {
      if (!text.includes('Press Ctrl+C to stop.')) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      const origin = /the \/v1 API is on (http:\/\/\S+)\/v1/.exec(text)?.[1];
      const adminToken = /#token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? /sign-in token: ([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (!origin || !adminToken) {
        child.kill('SIGKILL');
        reject(new Error(`unexpected banner of dss serve:\n${text}`));
        return;
      }
      resolve({
        child,
        origin,
        printedKey: /^\s+(sk_live_[A-Za-z0-9]{32})\s*$/m.exec(text)?.[1] ?? null,
        adminToken,
        output: () => text,
        async kill9() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
  });
}
