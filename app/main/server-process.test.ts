import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { runServerProcess, type ServerProcessDeps } from './server-process.ts';

function fakeParent() {
  const emitter = new EventEmitter();
  const posted: unknown[] = [];
  return {
    posted,
    send: (data: unknown) => emitter.emit('message', { data }),
    port: { on: (e: 'message', l: (event: { data: unknown }) => void) => emitter.on(e, l), postMessage: (m: unknown) => posted.push(m) },
  };
}

function deps(overrides: Partial<ServerProcessDeps> = {}) {
  const parent = fakeParent();
  const close = vi.fn(async () => {});
  const start = vi.fn(async (o: { port: number }) => ({ origin: `http://127.0.0.1:${o.port}`, local: { key: 'sk_live_k' }, adminToken: 'tok', close }));
  const exit = vi.fn();
  const all: ServerProcessDeps = {
    parentPort: parent.port as any,
    env: { DSS_DATA_DIR: '/data', DSS_TREES_DIR: '/res/trees' },
    findFreePort: vi.fn(async () => 8788),
    start,
    exit,
    ...overrides,
  };
  return { all, parent, start, close, exit };
}

describe('server utility process', () => {
  it('starts on 127.0.0.1 at the first free port from 8787 and says ready with origin and keys', async () => {
    const d = deps();
    await runServerProcess(d.all);
    expect(d.all.findFreePort).toHaveBeenCalledWith('127.0.0.1', 8787);
    expect(d.start).toHaveBeenCalledWith({ dataDir: '/data', host: '127.0.0.1', port: 8788, treesDirs: ['/res/trees', '/data/trees'] });
    expect(d.parent.posted).toEqual([{ type: 'ready', origin: 'http://127.0.0.1:8788', localKey: 'sk_live_k', adminToken: 'tok' }]);
  });

  it('closes the service once on shutdown, then exits 0', async () => {
    const d = deps();
    await runServerProcess(d.all);
    d.parent.send({ type: 'shutdown' });
    d.parent.send({ type: 'shutdown' });
    d.parent.send({ type: 'other' });
    await new Promise((r) => setTimeout(r, 0));
    expect(d.close).toHaveBeenCalledTimes(1);
    expect(d.exit).toHaveBeenCalledWith(0);
  });

  it('reports failed and exits 1 when the service cannot start', async () => {
    const d = deps({ start: vi.fn(async () => Promise.reject(new Error('database is locked'))) });
    await runServerProcess(d.all);
    expect(d.parent.posted).toEqual([{ type: 'failed', message: 'database is locked' }]);
    expect(d.exit).toHaveBeenCalledWith(1);
  });

  it('refuses to start without a data dir', async () => {
    const d = deps({ env: {} });
    await runServerProcess(d.all);
    expect(d.parent.posted[0]).toMatchObject({ type: 'failed' });
    expect(d.start).not.toHaveBeenCalled();
  });
});
