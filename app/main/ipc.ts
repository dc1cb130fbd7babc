/**
 * The main-process side of the preload bridge. Every handler checks that the call
 * comes from a frame of the app's own origin before doing anything.
 */
import { z } from 'zod';
import { BRIDGE_CHANNELS, type DesktopConfig, type SaveFileRequest } from '../shared/bridge.ts';
import { isAppUrl } from './security.ts';

export interface IpcEventLike {
  senderFrame?: { url: string } | null;
}
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

const saveFileRequest = z.strictObject({
  suggestedName: z.string().min(1).max(255).regex(/^[^/\\:*?"<>|\0]+$/, 'a file name, not a path'),
  content: z.string().max(64 * 1024 * 1024),
  filters: z.array(z.strictObject({ name: z.string().max(50), extensions: z.array(z.string().regex(/^[a-z0-9]{1,10}$/)) })).max(10).optional(),
});

export interface BridgeHandlers {
  appOrigin: string;
  config(): DesktopConfig;
  saveFile(request: SaveFileRequest): Promise<string | null>;
}

export class IpcSenderError extends Error {}

export function isTrustedSender(event: IpcEventLike, appOrigin: string): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url, appOrigin);
}

export function registerBridge(ipcMain: IpcMainLike, handlers: BridgeHandlers): () => void {
  const guard = (event: IpcEventLike, channel: string) => {
    if (!isTrustedSender(event, handlers.appOrigin)) {
      throw new IpcSenderError(`${channel}: refused a call from ${event.senderFrame?.url ?? 'an unknown frame'}`);
    }
  };
  ipcMain.handle(BRIDGE_CHANNELS.getConfig, (event) => {
    guard(event, BRIDGE_CHANNELS.getConfig);
    return handlers.config();
  });
  ipcMain.handle(BRIDGE_CHANNELS.saveFile, (event, raw) => {
    guard(event, BRIDGE_CHANNELS.saveFile);
    return handlers.saveFile(saveFileRequest.parse(raw));
  });
  return () => {
    ipcMain.removeHandler(BRIDGE_CHANNELS.getConfig);
    ipcMain.removeHandler(BRIDGE_CHANNELS.saveFile);
  };
}
