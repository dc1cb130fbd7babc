// Copy and save for exports. Electron: the bridge's save dialog (atomic write in main).
// Browser: a download link to a Blob URL (the caller renders the <a download>).
import { desktopBridge } from './auth/desktop-bridge.ts';

export interface SaveRequest {
  suggestedName: string;
  content: string;
  /** e.g. { name: 'CSV', extensions: ['csv'] } */
  filter: { name: string; extensions: string[] };
}

export function canSaveWithDialog(): boolean {
  return desktopBridge() !== null;
}

/** Electron only: resolves to the written path, or null when the user cancelled. */
export async function saveWithDialog(request: SaveRequest): Promise<string | null> {
  const bridge = desktopBridge();
  if (bridge === null) throw new Error('no desktop bridge: use a download link');
  return bridge.saveFile({ suggestedName: request.suggestedName, content: request.content, filters: [request.filter] });
}

/**
 * Copies text. The async Clipboard API first; when it is refused (the desktop shell denies
 * permission checks), the selection-based copy, which needs no permission.
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // fall through
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('the clipboard refused the text');
}
