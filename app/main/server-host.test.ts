import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { attachServer } from './server-host.ts';

class FakeChild extends EventEmitter {
  posted: unknown[] = [];
  killed = false;
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  kill() {
    this.killed = true;
    return true;
  }
}

const ready = { type: 'ready', origin: 'http://127.0.0.1:8787', localKey: 'sk_live_x', adminToken: 'tok' };

describe('server process host', () => {
  it('resolves with the origin and keys once the server says ready, ignoring junk messages', async () => {
    const child = new FakeChild();
    const running = attachServer(child);
    child.emit('message', { type: 'bogus' });
    child.emit('message', 'garbage');
    child.emit('message', ready);
    await expect(running).resolves.toMatchObject({ origin: ready.origin, localKey: 'sk_live_x', adminToken: 'tok' });
  });

  it('rejects when the server reports a failure, and kills it', async () => {
    const child = new FakeChild();
    const running = attachServer(child);
    child.emit('message', { type: 'failed', message: 'port in use' });
    await expect(running).rejects.toThrow('port in use');
    expect(child.killed).toBe(true);
  });

  it('rejects when the server exits before it is ready', async () => {
    const child = new FakeChild();
    const running = attachServer(child);
    child.emit('exit', 3);
    await expect(running).rejects.toThrow('code 3');
  });

  it('rejects and kills the process when it does not start in time', async () => {
    vi.useFakeTimers();
    const child = new FakeChild();
    const running = attachServer(child, 1000);
    vi.advanceTimersByTime(1001);
    await expect(running).rejects.toThrow('did not start');
    expect(child.killed).toBe(true);
    vi.useRealTimers();
  });

  it('stops gracefully: asks for shutdown and resolves when the process exits', async () => {
    const child = new FakeChild();
    const pending = attachServer(child);
    child.emit('message', ready);
    const server = await pending;
    pending.catch(() => {});
    const stopped = server.stop(5000);
    expect(child.posted).toEqual([{ type: 'shutdown' }]);
    child.emit('exit', 0);
    await stopped;
    expect(child.killed).toBe(false);
  });

  it('kills the server when it does not drain within the grace period', async () => {
    vi.useFakeTimers();
    const child = new FakeChild();
    const pending = attachServer(child);
    child.emit('message', ready);
    const server = await pending;
    const stopped = server.stop(2000);
    vi.advanceTimersByTime(2001);
    await stopped;
    expect(child.killed).toBe(true);
    vi.useRealTimers();
  });
});
