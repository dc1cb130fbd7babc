// `window.dss`, the Electron preload object (app/shared/bridge.ts); absent in a browser.
import type { DssBridge } from '../../../shared/bridge.ts';

declare global {
  interface Window {
    dss?: DssBridge;
  }
}

export function desktopBridge(): DssBridge | null {
  const bridge = window.dss;
  return bridge !== undefined && typeof bridge.getConfig === 'function' ? bridge : null;
}
