import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort, isPortFree } from './ports.ts';

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(r))));
});

function occupy(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    open.push(server);
    server.listen({ host: '127.0.0.1', port }, () => resolve((server.address() as { port: number }).port));
  });
}

describe('port selection', () => {
  it('takes the preferred port when it is free', async () => {
    const port = await occupy(0);
    await new Promise((r) => open.pop()!.close(r));
    expect(await findFreePort('127.0.0.1', port)).toBe(port);
  });

  it('takes the next free port when the preferred one is taken', async () => {
    const taken = await occupy(0);
    expect(await isPortFree('127.0.0.1', taken)).toBe(false);
    const chosen = await findFreePort('127.0.0.1', taken);
    expect(chosen).toBeGreaterThan(taken);
    expect(await isPortFree('127.0.0.1', chosen)).toBe(true);
  });
});
