import { describe, expect, it, vi } from 'vitest';
import { createLifecycle, type AppLike } from './lifecycle.ts';

function fakeApp(lock = true) {
  const listeners = new Map<string, Array<(...args: any[]) => void>>();
  const app = {
    requestSingleInstanceLock: vi.fn(() => lock),
    on: (event: string, listener: (...args: any[]) => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    quit: vi.fn(),
    exit: vi.fn(),
    emit(event: string, ...args: unknown[]) {
      for (const l of listeners.get(event) ?? []) l(...args);
    },
  };
  return app as typeof app & AppLike;
}

function fakeWindow() {
  return { loadURL: vi.fn(async () => {}), isMinimized: vi.fn(() => true), restore: vi.fn(), focus: vi.fn() };
}

const running = (stop = vi.fn(async () => {})) => ({
  origin: 'http://127.0.0.1:8788',
  localKey: 'sk_live_k',
  adminToken: 'admin',
  stop,
});

describe('desktop lifecycle', () => {
  it('quits at once when another instance holds the lock, without starting a server', async () => {
    const app = fakeApp(false);
    const startServer = vi.fn();
    const life = createLifecycle({ app, platform: 'linux', startServer, createWindow: vi.fn(), registerBridge: vi.fn(), log: vi.fn() });
    expect(await life.start()).toBe(false);
    expect(app.quit).toHaveBeenCalled();
    expect(startServer).not.toHaveBeenCalled();
  });

  it('starts the server, then loads the window from the server origin (the port actually used)', async () => {
    const app = fakeApp();
    const win = fakeWindow();
    const registerBridge = vi.fn();
    const life = createLifecycle({ app, platform: 'linux', startServer: async () => running(), createWindow: () => win, registerBridge, log: vi.fn() });
    expect(await life.start()).toBe(true);
    expect(win.loadURL).toHaveBeenCalledWith('http://127.0.0.1:8788/');
    expect(registerBridge).toHaveBeenCalledWith({ apiBaseUrl: 'http://127.0.0.1:8788', localKey: 'sk_live_k', adminToken: 'admin' });
  });

  it('focuses the existing window when a second instance starts', async () => {
    const app = fakeApp();
    const win = fakeWindow();
    const life = createLifecycle({ app, platform: 'linux', startServer: async () => running(), createWindow: () => win, registerBridge: vi.fn(), log: vi.fn() });
    await life.start();
    app.emit('second-instance');
    expect(win.restore).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
  });

  it('holds the quit until the server has stopped, then quits once', async () => {
    const app = fakeApp();
    let release!: () => void;
    const stop = vi.fn(() => new Promise<void>((r) => (release = r)));
    const life = createLifecycle({ app, platform: 'linux', startServer: async () => running(stop), createWindow: fakeWindow, registerBridge: vi.fn(), log: vi.fn() });
    await life.start();
    const event = { preventDefault: vi.fn() };
    app.emit('before-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(app.quit).not.toHaveBeenCalled();
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(app.quit).toHaveBeenCalledTimes(1);
    const second = { preventDefault: vi.fn() };
    app.emit('before-quit', second);
    expect(second.preventDefault).not.toHaveBeenCalled();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('keeps running on macOS when the last window closes, quits elsewhere', async () => {
    for (const [platform, quits] of [['darwin', false], ['linux', true]] as const) {
      const app = fakeApp();
      const life = createLifecycle({ app, platform, startServer: async () => running(), createWindow: fakeWindow, registerBridge: vi.fn(), log: vi.fn() });
      await life.start();
      app.emit('window-all-closed');
      expect(app.quit.mock.calls.length > 0).toBe(quits);
    }
  });
});
