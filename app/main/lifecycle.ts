/**
 * The desktop app's lifecycle, written against small interfaces so it can be tested
 * without Electron: single instance, start the server, open the window on the server's
 * origin, quit gracefully (in-flight requests finish, SQLite closed) exactly once.
 */
import type { DesktopConfig } from '../shared/bridge.ts';
import type { RunningServer } from './server-host.ts';

export interface WindowLike {
  loadURL(url: string): Promise<unknown>;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
}

export interface AppLike {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance' | 'window-all-closed' | 'activate', listener: () => void): unknown;
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
  exit(code?: number): void;
}

export interface LifecycleDeps {
  app: AppLike;
  platform: NodeJS.Platform;
  startServer(): Promise<RunningServer>;
  createWindow(config: DesktopConfig): WindowLike;
  registerBridge(config: DesktopConfig): () => void;
  log(message: string): void;
}

export interface Lifecycle {
  /** Resolves false when another instance owns the lock (this one quits at once). */
  start(): Promise<boolean>;
  window(): WindowLike | null;
}

export function createLifecycle(deps: LifecycleDeps): Lifecycle {
  let server: RunningServer | null = null;
  let win: WindowLike | null = null;
  let config: DesktopConfig | null = null;
  let quitting = false;

  const openWindow = async () => {
    if (!config) return;
    win = deps.createWindow(config);
    await win.loadURL(`${config.apiBaseUrl}/`);
  };

  return {
    window: () => win,
    async start() {
      if (!deps.app.requestSingleInstanceLock()) {
        deps.app.quit();
        return false;
      }
      deps.app.on('second-instance', () => {
        if (!win) return;
        if (win.isMinimized()) win.restore();
        win.focus();
      });
      deps.app.on('window-all-closed', () => {
        if (deps.platform !== 'darwin') deps.app.quit();
      });
      deps.app.on('activate', () => {
        if (!win) void openWindow();
      });
      deps.app.on('before-quit', (event) => {
        if (!server || quitting) return;
        // Hold the quit until the server has drained and closed its database.
        event.preventDefault();
        quitting = true;
        const running = server;
        server = null;
        running
          .stop()
          .catch((error: Error) => deps.log(`server stop failed: ${error.message}`))
          .finally(() => deps.app.quit());
      });

      server = await deps.startServer();
      config = { apiBaseUrl: server.origin, localKey: server.localKey, adminToken: server.adminToken };
      deps.registerBridge(config);
      deps.log(`DSS Desk server on ${server.origin}`);
      await openWindow();
      return true;
    },
  };
}
