// Sync a tree set into this machine's <data dir>/trees: from a directory, a manifest URL
// or another DSS server (with an API key of that server), with progress in files and
// bytes, a stop button, and what was skipped.
import { useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Pending } from '../../../components/status.tsx';
import { formatUtc } from '../../../lib/format.ts';
import { useStartSync, useStopSync } from '../api/start-sync.ts';
import type { useSync } from '../api/get-sync.ts';
import { formatBytes, syncFraction, syncStatusText } from '../progress.ts';

export function SyncPanel({ sync }: { sync: ReturnType<typeof useSync> }) {
  const start = useStartSync();
  const stop = useStopSync();
  const [source, setSource] = useState('');
  const [key, setKey] = useState('');
  const state = sync.data ?? null;
  const running = state?.status === 'running';
  const isUrl = /^https?:\/\//i.test(source.trim());

  return (
    <section className="card" aria-labelledby="sync-title">
      <h2 id="sync-title">Sync trees</h2>
      <p className="hint">
        Copies a tree set into this machine&apos;s synced set. Every file&apos;s sha256 is checked; a stopped sync resumes where it was.
      </p>
      <form
        className="field-grid"
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate({ source: source.trim(), ...(key.trim() ? { key: key.trim() } : {}) });
        }}
      >
        <label className="field">
          <span>Source</span>
          <input
            required
            value={source}
            onChange={(event) => setSource(event.target.value)}
            placeholder="/path/to/trees, https://…/manifest.json or http://127.0.0.1:8787"
          />
        </label>
        <label className="field">
          <span>API key of that server{isUrl ? '' : ' (URLs only)'}</span>
          <input type="password" autoComplete="off" value={key} onChange={(event) => setKey(event.target.value)} placeholder="sk_live_…" />
        </label>
        <div className="button-row">
          <button type="submit" className="primary" disabled={running || start.isPending}>
            {start.isPending ? 'Starting…' : 'Start sync'}
          </button>
          {running && (
            <button type="button" onClick={() => stop.mutate()} disabled={stop.isPending}>
              Stop the sync
            </button>
          )}
        </div>
      </form>
      {start.error && <ErrorPanel error={start.error} title="The sync could not start" />}
      {stop.error && <ErrorPanel error={stop.error} title="The sync could not be stopped" />}
      {sync.isPending && <Pending label="Loading the sync state…" />}
      {sync.error && <ErrorPanel error={sync.error} title="The sync state could not be loaded" onRetry={() => void sync.refetch()} />}
      {state && (
        <div className="sync-state" aria-live="polite">
          <p>
            <strong>{running ? 'Syncing' : 'Last sync'}</strong> from <code>{state.source}</code>, started {formatUtc(state.started_at)}
          </p>
          <progress max={1} value={syncFraction(state)} aria-label="Sync progress (bytes)" />
          <p role="status">{syncStatusText(state)}</p>
          {running && state.current_file && (
            <p className="hint">
              Now: <code>{state.current_file}</code> ({formatBytes(state.bytes_done)} of {formatBytes(state.bytes_total)})
            </p>
          )}
          {state.skipped.length > 0 && (
            <details open>
              <summary>Skipped ({state.skipped.length})</summary>
              <ul>
                {state.skipped.map((skip) => (
                  <li key={skip.file}>
                    <code>{skip.file}</code>: {skip.problem}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </section>
  );
}
