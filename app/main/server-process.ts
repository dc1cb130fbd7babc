/**
 * The server side of the protocol in server-host.ts: runs inside Electron's utility
 * process, starts the DSS service on 127.0.0.1 (port 8787, or the next free one), says
 * `ready` with the origin and keys, and on `shutdown` lets in-flight requests finish and
 * closes SQLite before exiting.
 */
import type { ServerMessage } from './server-host.ts';

export interface ParentPortLike {
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
  postMessage(message: ServerMessage): void;
}

export interface StartedService {
  origin: string;
  local: { key: string };
  adminToken: string;
  close(): Promise<void>;
}

export interface ServerProcessDeps {
  parentPort: ParentPortLike;
  env: Record<string, string | undefined>;
  findFreePort(host: string, preferred: number): Promise<number>;
  start(options: { dataDir: string; host: '127.0.0.1'; port: number; treesDirs?: string[] }): Promise<StartedService>;
  exit(code: number): void;
}

export const DEFAULT_PORT = 8787;

export async function runServerProcess(deps: ServerProcessDeps): Promise<void> {
  const dataDir = deps.env.DSS_DATA_DIR;
  if (!dataDir) {
    deps.parentPort.postMessage({ type: 'failed', message: 'DSS_DATA_DIR is not set' });
    deps.exit(1);
    return;
  }
  let service: StartedService;
  try {
    const port = await deps.findFreePort('127.0.0.1', DEFAULT_PORT);
    const treesDirs = deps.env.DSS_TREES_DIR ? [deps.env.DSS_TREES_DIR, `${dataDir}/trees`] : undefined;
    service = await deps.start({ dataDir, host: '127.0.0.1', port, treesDirs });
  } catch (error) {
    deps.parentPort.postMessage({ type: 'failed', message: (error as Error).message });
    deps.exit(1);
    return;
  }
  let stopping = false;
  deps.parentPort.on('message', ({ data }) => {
    if ((data as { type?: unknown })?.type !== 'shutdown' || stopping) return;
    stopping = true;
    service
      .close()
      .then(() => deps.exit(0))
      .catch(() => deps.exit(1));
  });
  deps.parentPort.postMessage({ type: 'ready', origin: service.origin, localKey: service.local.key, adminToken: service.adminToken });
}
