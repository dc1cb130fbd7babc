import { createServer } from 'node:net';

/** Resolves true when `port` can be bound on `host` right now. */
export function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The preferred port (8787) when free, else the next free one above it. The UI shows
 * the port actually used.
 */
export async function findFreePort(host: string, preferred: number, attempts = 50): Promise<number> {
  for (let port = preferred; port < preferred + attempts && port <= 65535; port++) {
    if (await isPortFree(host, port)) return port;
  }
  throw new Error(`no free port on ${host} in ${preferred}..${preferred + attempts - 1}`);
}
