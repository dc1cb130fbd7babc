/**
 * Electron entry: wires the real Electron modules into the tested pieces
 * (lifecycle.ts, security.ts, ipc.ts, server-host.ts). Kept thin on purpose.
 */
import { app, BrowserWindow, dialog, ipcMain, session, shell, utilityProcess } from 'electron';
import { writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { createLifecycle } from './lifecycle.ts';
import { registerBridge } from './ipc.ts';
import { hardenSession, hardenWebContents, isVettedExternalUrl, secureWebPreferences } from './security.ts';
import { attachServer } from './server-host.ts';

// Bundled to dist/main/index.cjs; the app root holds app/ (TS sources) and trees/.
const here = path.dirname(new URL(import.meta.url).pathname);
const appRoot = path.resolve(here, '../..');
const treesDir = app.isPackaged ? path.join(process.resourcesPath, 'trees') : path.join(appRoot, 'trees');

const lifecycle = createLifecycle({
  app,
  platform: process.platform,
  log: (message) => console.log(message),
  startServer: () =>
    attachServer(
      utilityProcess.fork(path.join(appRoot, 'app', 'main', 'server-entry.mjs'), [], {
        serviceName: 'DSS Desk server',
        env: { ...process.env, DSS_DATA_DIR: app.getPath('userData'), DSS_TREES_DIR: treesDir },
      }),
    ),
  registerBridge: (config) => {
    hardenSession(session.defaultSession, config.apiBaseUrl);
    return registerBridge(ipcMain, {
      appOrigin: config.apiBaseUrl,
      config: () => config,
      async saveFile(request) {
        const result = await dialog.showSaveDialog({ defaultPath: request.suggestedName, filters: request.filters });
        if (result.canceled || !result.filePath) return null;
        // Atomic write: a crash never leaves a half-written export under the user's name.
        const temporary = `${result.filePath}.${process.pid}.tmp`;
        await writeFile(temporary, request.content, 'utf8');
        await rename(temporary, result.filePath);
        return result.filePath;
      },
    });
  },
  createWindow(config) {
    const win = new BrowserWindow({
      width: 1280,
      height: 860,
      minWidth: 1024,
      minHeight: 640,
      title: 'DSS Desk',
      show: true,
      webPreferences: secureWebPreferences(path.join(here, '../preload/index.cjs')),
    });
    hardenWebContents(win.webContents, config.apiBaseUrl, (url) => isVettedExternalUrl(url) && shell.openExternal(url));
    return win;
  },
});

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

void app.whenReady().then(async () => {
  try {
    await lifecycle.start();
  } catch (error) {
    dialog.showErrorBox('DSS Desk could not start', (error as Error).message);
    app.exit(1);
  }
});
