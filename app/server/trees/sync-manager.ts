// The server's own syncs (POST /admin/trees/sync): one at a time into <dataDir>/trees,
// run on the event loop (network and file I/O, hashing in 64 KiB steps), with their
// progress kept for GET /admin/trees/sync. When a sync changes the set, `onSynced` tells
// the tree catalog to look at the manifest again, so the new trees are served at once.
import { syncTrees, SyncInterruptedError, type SyncProgress, type SyncResult } from './sync.ts';
import { TreeSetBusyError } from './sync-lock.ts';
import type { SyncProblem } from './sync-source.ts';

export type SyncStatus = 'running' | 'done' | 'failed' | 'cancelled';

export interface SyncState {
  id: number;
  /** The directory or URL as given (a URL's credentials removed). */
  source: string;
  destDir: string;
  status: SyncStatus;
  startedAt: string;
  finishedAt: string | null;
  progress: SyncProgress;
  /** When done. */
  added: string[];
  replaced: string[];
  unchanged: number;
  skipped: SyncProblem[];
  resumedBytes: number;
  /** Why it failed. */
  error: string | null;
}

export interface SyncManager {
  /** Starts a sync; throws TreeSetBusyError while one runs. */
  start(source: string, key?: string): SyncState;
  /** The running sync, else the last one; null before the first. */
  current(): SyncState | null;
  /** Stops the running sync (its partial files are kept for the next one); null when none runs. */
  cancel(): SyncState | null;
  /** Resolves when the running sync (if any) has stopped. */
  close(): Promise<void>;
}

export interface SyncManagerOptions {
  destDir: string;
  onSynced: (result: SyncResult) => void;
  now?: () => number;
  /** Runs a sync; default syncTrees (tests substitute). */
  sync?: typeof syncTrees;
}

function withoutCredentials(source: string): string {
  if (!/^https?:\/\//i.test(source)) return source;
  try {
    const url = new URL(source);
    if (url.username === '' && url.password === '') return source;
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return source;
  }
}

export function createSyncManager(options: SyncManagerOptions): SyncManager {
  const now = options.now ?? Date.now;
  const sync = options.sync ?? syncTrees;
  let state: SyncState | null = null;
  let running: { controller: AbortController; done: Promise<void> } | null = null;
  let nextId = 1;

  return {
    start(source, key) {
      if (running) throw new TreeSetBusyError(`a sync from ${state!.source} is running`);
      const controller = new AbortController();
      const current: SyncState = {
        id: nextId++,
        source: withoutCredentials(source),
        destDir: options.destDir,
        status: 'running',
        startedAt: new Date(now()).toISOString(),
        finishedAt: null,
        progress: { phase: 'manifest', filesTotal: 0, filesDone: 0, bytesTotal: 0, bytesDone: 0, currentFile: null },
        added: [],
        replaced: [],
        unchanged: 0,
        skipped: [],
        resumedBytes: 0,
        error: null,
      };
      state = current;
      const finish = (status: SyncStatus, error: string | null) => {
        current.status = status;
        current.error = error;
        current.finishedAt = new Date(now()).toISOString();
      };
      const done = sync({
        source,
        key,
        destDir: options.destDir,
        signal: controller.signal,
        onProgress: (progress) => {
          current.progress = progress;
        },
      })
        .then((result) => {
          Object.assign(current, {
            added: result.added,
            replaced: result.replaced,
            unchanged: result.unchanged,
            skipped: result.skipped,
            resumedBytes: result.resumedBytes,
          });
          finish('done', null);
          if (result.added.length > 0 || result.replaced.length > 0) options.onSynced(result);
        })
        .catch((error: Error) => {
          if (error instanceof SyncInterruptedError || controller.signal.aborted) finish('cancelled', null);
          else finish('failed', error.message);
        })
        .finally(() => {
          running = null;
        });
      running = { controller, done };
      return current;
    },
    current: () => state,
    cancel() {
      if (!running) return null;
      running.controller.abort();
      return state;
    },
    async close() {
      if (!running) return;
      running.controller.abort();
      await running.done;
    },
  };
}
