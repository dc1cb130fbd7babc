/**
 * Preload: exposes exactly one narrow object, `window.dss`, to the sandboxed renderer.
 * No Node API and no raw ipcRenderer reach the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_CHANNELS, type DssBridge } from '../shared/bridge.ts';

const bridge = {
  getConfig: () => ipcRenderer.invoke(BRIDGE_CHANNELS.getConfig),
  saveFile: (request) => ipcRenderer.invoke(BRIDGE_CHANNELS.saveFile, request),
} satisfies DssBridge;

contextBridge.exposeInMainWorld('dss', bridge);
