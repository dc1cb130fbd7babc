// Copy, and save: the desktop save dialog in Electron, a download link in a browser.
import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from '../../../components/copy-button.tsx';
import { canSaveWithDialog, saveWithDialog } from '../../../lib/save-text.ts';

export interface ExportActionsProps {
  content: string;
  fileName: string;
  mimeType: string;
  filter: { name: string; extensions: readonly string[] };
}

export function ExportActions({ content, fileName, mimeType, filter }: ExportActionsProps) {
  const desktop = canSaveWithDialog();
  const [saved, setSaved] = useState<string | null>(null);
  const url = useMemo(() => (desktop ? null : URL.createObjectURL(new Blob([content], { type: `${mimeType};charset=utf-8` }))), [content, desktop, mimeType]);
  useEffect(() => () => {
    if (url !== null) URL.revokeObjectURL(url);
  }, [url]);

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
        url !== null && (
          <a className="button" href={url} download={fileName}>
            Download {fileName}
          </a>
        )
      )}
      <span role="status">{saved}</span>
    </div>
  );
}
