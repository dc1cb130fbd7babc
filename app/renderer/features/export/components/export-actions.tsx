// Copy, and save: the desktop save dialog in Electron, a download link in a browser.
import { type MouseEvent, useState } from 'react';
import { CopyButton } from '../../../components/copy-button.tsx';
import { canSaveWithDialog, saveWithDialog } from '../../../lib/save-text.ts';

export interface ExportActionsProps {
  content: string;
  fileName: string;
  mimeType: string;
  filter: { name: string; extensions: readonly string[] };
}

/** The download link's href between clicks; with `download` it is never navigated to. */
const DOWNLOAD_PLACEHOLDER = '#download';

export function ExportActions({ content, fileName, mimeType, filter }: ExportActionsProps) {
  const desktop = canSaveWithDialog();
  const [saved, setSaved] = useState<string | null>(null);
  // The Blob URL lives for one click: made while the click is dispatched, so the link's
  // activation (which runs after the handlers and resolves the URL) downloads it, then
  // revoked in a later task and the link pointed back at its placeholder. No effect (run
  // twice under StrictMode) can revoke a URL a link still points to.
  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    const url = URL.createObjectURL(new Blob([content], { type: `${mimeType};charset=utf-8` }));
    link.href = url;
    setTimeout(() => {
      URL.revokeObjectURL(url);
      if (link.getAttribute('href') === url) link.setAttribute('href', DOWNLOAD_PLACEHOLDER);
    }, 0);
  };

  return (
    <div className="button-row">
      <CopyButton text={content} label="Copy to clipboard" />
      {desktop ? (
        <button
          type="button"
          onClick={() =>
            saveWithDialog({ suggestedName: fileName, content, filter: { name: filter.name, extensions: [...filter.extensions] } }).then(
              (path) => setSaved(path === null ? 'Not saved (cancelled).' : `Saved to ${path}`),
              (error: Error) => setSaved(`Not saved: ${error.message}`),
            )
          }
        >
          Save {fileName}…
        </button>
      ) : (
        <a className="button" href={DOWNLOAD_PLACEHOLDER} download={fileName} onClick={onDownload}>
          Download {fileName}
        </a>
      )}
      <span role="status">{saved}</span>
    </div>
  );
}
