/**
 * The one object the Electron preload exposes to the renderer as `window.dss`.
 * In a plain browser (`dss serve`) it is absent and the renderer signs in with the
 * token from the address `dss serve` prints instead.
 */
export interface DesktopConfig {
  /** Origin of the local server, e.g. `http://127.0.0.1:8787`. */
  apiBaseUrl: string;
  /** The `local` account's API key (`sk_live_...`). */
  localKey: string;
  /** Token for the local admin endpoints (keys, trees, jobs). */
  adminToken: string;
}

export interface SaveFileRequest {
  suggestedName: string;
  content: string;
  /** e.g. `[{ name: 'CSV', extensions: ['csv'] }]` */
  filters?: Array<{ name: string; extensions: string[] }>;
}

export interface DssBridge {
  getConfig(): Promise<DesktopConfig>;
  /** Shows a save dialog; resolves to the written path, or null when cancelled. */
  saveFile(request: SaveFileRequest): Promise<string | null>;
}

export const BRIDGE_CHANNELS = {
  getConfig: 'dss:get-config',
  saveFile: 'dss:save-file',
} as const;
