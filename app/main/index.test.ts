// The real Electron entry (app/main/index.ts) wires the hardening of app/main/security.ts
// into the window it opens: the BrowserWindow gets secureWebPreferences, its webContents
// hardenWebContents, the default session hardenSession, and every web contents refuses
// webviews. app/main/security.test.ts checks those functions; this checks that index.ts
// uses them, with a mocked 'electron' module that records what the entry does.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

const recorded = vi.hoisted(() => ({
  windows: [] as { options: any; webContents: any; loadedUrls: string[] }[],
  session: { permissionRequest: null as any, permissionCheck: null as any },
  webContentsCreated: [] as ((event: unknown, contents: any) => void)[],
  ipcChannels: [] as string[],
}));

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class FakeWebContents extends Emitter {
    windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
    setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
      this.windowOpenHandler = handler;
    }
  }
  class BrowserWindow {
    webContents = new FakeWebContents();
    private entry: { options: any; webContents: any; loadedUrls: string[] };
    constructor(options: any) {
      this.entry = { options, webContents: this.webContents, loadedUrls: [] };
      recorded.windows.push(this.entry);
    }
    async loadURL(url: string) {
      this.entry.loadedUrls.push(url);
    }
    isMinimized() {
      return false;
    }
    restore() {}
    focus() {}
  }
  const app = Object.assign(new Emitter(), {
    isPackaged: false,
    whenReady: () => Promise.resolve(),
    requestSingleInstanceLock: () => true,
    getPath: () => '/tmp/dss-electron-wiring-test',
    quit: () => {},
    exit: () => {},
  });
  app.on('newListener', (event: string, listener: any) => {
    if (event === 'web-contents-created') recorded.webContentsCreated.push(listener);
  });
  // The server's utility process: answers 'ready' as app/main/server-entry.ts does.
  const utilityProcess = {
    fork: () => {
      const child = Object.assign(new Emitter(), { postMessage: () => {}, kill: () => true });
      setTimeout(() => child.emit('message', { type: 'ready', origin: 'http://127.0.0.1:48123', localKey: 'sk_live_test', adminToken: 'token' }), 0);
      return child;
    },
  };
  return {
    app,
    BrowserWindow,
    dialog: { showErrorBox: () => {}, showSaveDialog: async () => ({ canceled: true }) },
    ipcMain: { handle: (channel: string) => recorded.ipcChannels.push(channel), removeHandler: () => {} },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: any) => (recorded.session.permissionRequest = handler),
        setPermissionCheckHandler: (handler: any) => (recorded.session.permissionCheck = handler),
      },
    },
    shell: { openExternal: vi.fn() },
    utilityProcess,
  };
});

async function startedEntry() {
  await import('./index.ts');
  await vi.waitFor(() => expect(recorded.windows.length).toBe(1), { timeout: 5_000 });
  return recorded.windows[0];
}

function navigationPrevented(contents: EventEmitter, event: string, url: string): boolean {
  let prevented = false;
  contents.emit(event, { preventDefault: () => (prevented = true) }, url);
  return prevented;
}

describe('the Electron entry (app/main/index.ts)', () => {
  it('opens the window with the secure web preferences and the server origin', async () => {
    const win = await startedEntry();
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(win.options.webPreferences.preload).toMatch(/preload[\\/]index\.cjs$/);
    expect(win.loadedUrls).toEqual(['http://127.0.0.1:48123/']);
  });

  it('hardens the window contents: window.open denied, navigation away from the app origin blocked', async () => {
    const { webContents } = await startedEntry();
    expect(webContents.windowOpenHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(navigationPrevented(webContents, 'will-navigate', 'https://evil.example/')).toBe(true);
    expect(navigationPrevented(webContents, 'will-redirect', 'http://127.0.0.1:9/')).toBe(true);
    expect(navigationPrevented(webContents, 'will-navigate', 'http://127.0.0.1:48123/usage')).toBe(false);
    expect(navigationPrevented(webContents, 'will-attach-webview', 'about:blank')).toBe(true);
  });

  it('hardens the default session for the server origin: permissions denied but clipboard writes of the app', async () => {
    await startedEntry();
    const { permissionRequest, permissionCheck } = recorded.session;
    expect(permissionRequest).toBeTypeOf('function');
    const decide = (permission: string, url: string) => {
      let granted: boolean | null = null;
      permissionRequest(null, permission, (allowed: boolean) => (granted = allowed), { requestingUrl: url });
      return granted;
    };
    expect(decide('media', 'http://127.0.0.1:48123/')).toBe(false);
    expect(decide('clipboard-sanitized-write', 'http://127.0.0.1:48123/')).toBe(true);
    expect(decide('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(permissionCheck(null, 'geolocation', 'http://127.0.0.1:48123')).toBe(false);
  });

  it('refuses webviews in every web contents the app creates', async () => {
    await startedEntry();
    expect(recorded.webContentsCreated.length).toBeGreaterThan(0);
    const contents = new EventEmitter();
    for (const listener of recorded.webContentsCreated) listener({}, contents);
    expect(navigationPrevented(contents, 'will-attach-webview', 'about:blank')).toBe(true);
  });

  it('registers the preload bridge handlers', async () => {
    await startedEntry();
    expect(recorded.ipcChannels.length).toBeGreaterThan(0);
  });
});
