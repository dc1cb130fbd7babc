/**
 * The DSS server runs in its own process (Electron's utilityProcess), so solving,
 * river re-solves and SQLite never block the main process that manages the window.
 * Main and the server process speak a tiny message protocol:
 *   main -> server: { type: 'shutdown' }
 *   server -> main: { type: 'ready', origin, localKey, adminToken } | { type: 'failed', message }
 *                   | { type: 'stopped' }
 */
import { z } from 'zod';

export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), origin: z.string().url(), localKey: z.string(), adminToken: z.string() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
  z.object({ type: z.literal('stopped') }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;

/** The part of Electron's UtilityProcess we use (a fake in tests). */
export interface ChildLike {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
}

export interface RunningServer {
  origin: string;
  localKey: string;
  adminToken: string;
  /** Asks the server to finish in-flight requests and close SQLite; kills it after the grace period. */
  stop(graceMs?: number): Promise<void>;
}

export function attachServer(child: ChildLike, startTimeoutMs = 30_000): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    let exited = false;
    const exitWaiters: Array<() => void> = [];
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the DSS server did not start within ${startTimeoutMs} ms`));
    }, startTimeoutMs);
    child.on('exit', (code) => {
      exited = true;
      clearTimeout(timer);
      exitWaiters.splice(0).forEach((wake) => wake());
      reject(new Error(`the DSS server exited with code ${code} before it was ready`));
    });
    child.on('message', (raw) => {
      const parsed = serverMessage.safeParse(raw);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'failed') {
        clearTimeout(timer);
        child.kill();
        reject(new Error(`the DSS server failed to start: ${message.message}`));
      } else if (message.type === 'ready') {
        clearTimeout(timer);
        resolve({
          origin: message.origin,
          localKey: message.localKey,
          adminToken: message.adminToken,
          stop: (graceMs = 10_000) =>
            new Promise<void>((done) => {
              if (exited) return done();
              const kill = setTimeout(() => {
                child.kill();
                done();
              }, graceMs);
              exitWaiters.push(() => {
                clearTimeout(kill);
                done();
              });
              child.postMessage({ type: 'shutdown' });
            }),
        });
      }
    });
  });
}
