// Copies a tree set from a source (directory or URL, sync-source.ts) into a destination
// tree-set directory, safely:
//   - every file is downloaded to `<file>.partial` in the destination, its sha256 checked
//     against the source manifest, its tree header checked (a tree file, of the spot the
//     manifest says), fsynced, then renamed to its final name;
//   - the destination manifest is rewritten (atomically, under the manifest lock) only
//     after all files are in place, so a reader never sees a listed file that is not
//     complete: an interrupted sync leaves the old set served as it was;
//   - an interrupted sync resumes: the next run continues each `.partial` file from its
//     length (the source is asked for the rest; one that cannot resume sends it all), and
//     a resumed file that fails its check is fetched again from the start;
//   - a corrupt, foreign or missing file is reported and skipped, the rest synced; the
//     spot keeps the tree the destination had for it.
// Source entries are merged into the destination manifest: same spot -> the source's
// tree replaces the old one (whose file is removed), other destination trees stay.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TreeFileError } from '../../solver/tree-file/format.ts';
import { readManifest, spotId, writeManifest, type ManifestEntry } from '../../solver/tree-file/manifest.ts';
import { openTreeFile } from '../../solver/tree-file/reader.ts';
import { acquireSyncLock, withManifestLock } from './sync-lock.ts';
import { openSyncSource, SyncFileError, type SyncProblem, type SyncSource } from './sync-source.ts';

export const PARTIAL_SUFFIX = '.partial';

export interface SyncProgress {
  phase: 'manifest' | 'files' | 'finishing' | 'done';
  /** Files to fetch (already present ones are not counted). */
  filesTotal: number;
  filesDone: number;
  /** Bytes of the files to fetch; bytesDone includes bytes resumed from partial files. */
  bytesTotal: number;
  bytesDone: number;
  currentFile: string | null;
}

export interface SyncResult {
  source: string;
  destDir: string;
  /** Files the destination manifest lists now and did not before. */
  added: string[];
  /** Source trees the destination already had. */
  unchanged: number;
  /** Older files of the same spots, replaced and removed. */
  replaced: string[];
  /** Entries or files reported and left out. */
  skipped: SyncProblem[];
  /** Bytes taken from partial files of an earlier, interrupted run. */
  resumedBytes: number;
  /** Bytes fetched by this run. */
  fetchedBytes: number;
}

export interface SyncOptions {
  /** A directory path, an http(s) URL, or an opened source. */
  source: string | SyncSource;
  /** X-API-Key for URL sources. */
  key?: string;
  destDir: string;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
}

/** Thrown when the signal stops a sync; the destination is as it was, partial files kept. */
export class SyncInterruptedError extends Error {
  override name = 'SyncInterruptedError';
}

const spotEquals = (a: ManifestEntry['spot'], b: ManifestEntry['spot']) => spotId(a) === spotId(b);

async function sha256Of(file: string, limit: number): Promise<{ hash: ReturnType<typeof createHash>; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  if (limit <= 0) return { hash, bytes };
  for await (const chunk of fs.createReadStream(file, { start: 0, end: limit - 1, highWaterMark: 1 << 16 })) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { hash, bytes };
}

/** Null when the file is a readable tree of the entry's spot, else why not. */
function treeProblem(file: string, entry: ManifestEntry): string | null {
  try {
    const tree = openTreeFile(file, { expectedSha256: entry.sha256, cacheBlocks: 1 });
    try {
      if (!spotEquals(tree.header.spot, entry.spot)) return `foreign: the file holds ${spotId(tree.header.spot)}, the manifest says ${spotId(entry.spot)}`;
      return null;
    } finally {
      tree.close();
    }
  } catch (error) {
    if (error instanceof TreeFileError) return `not a valid tree file: ${error.message.replace(`tree file ${file}: `, '')}`;
    throw error;
  }
}

const fileSize = (file: string): number | null => {
  try {
    return fs.statSync(file).size;
  } catch {
    return null;
  }
};

export async function syncTrees(options: SyncOptions): Promise<SyncResult> {
  const source = typeof options.source === 'string' ? openSyncSource(options.source, { key: options.key }) : options.source;
  const destDir = path.resolve(options.destDir);
  const { signal } = options;
  const progress: SyncProgress = { phase: 'manifest', filesTotal: 0, filesDone: 0, bytesTotal: 0, bytesDone: 0, currentFile: null };
  const report = () => options.onProgress?.({ ...progress });
  const checkSignal = () => {
    if (signal?.aborted) throw new SyncInterruptedError(`sync from ${source.label} interrupted`);
  };

  const release = acquireSyncLock(destDir);
  try {
    report();
    // An unreadable destination manifest stops the sync before anything is written.
    const before = readManifest(destDir);
    const sourceManifest = await source.readManifest(signal);
    checkSignal();
    const skipped: SyncProblem[] = [...sourceManifest.problems];
    const listed = new Map(before.trees.map((entry) => [entry.file, entry]));

    const present: ManifestEntry[] = [];
    const toFetch: ManifestEntry[] = [];
    for (const entry of sourceManifest.entries) {
      const known = listed.get(entry.file);
      const finalPath = path.join(destDir, entry.file);
      if (known && known.sha256 === entry.sha256 && fileSize(finalPath) === entry.size) {
        present.push(entry);
        continue;
      }
      if (known && known.sha256 !== entry.sha256) {
        // Content-named files never collide; a foreign set's names might: never overwrite a listed file.
        skipped.push({ file: entry.file, problem: 'the destination lists another file of this name (its sha256 differs)' });
        continue;
      }
      // A file renamed into place by a run that stopped before its manifest write.
      if (!known && fileSize(finalPath) === entry.size) {
        const { hash } = await sha256Of(finalPath, entry.size);
        if (hash.digest('hex') === entry.sha256 && treeProblem(finalPath, entry) === null) {
          present.push(entry);
          continue;
        }
      }
      toFetch.push(entry);
    }

    progress.phase = 'files';
    progress.filesTotal = toFetch.length;
    progress.bytesTotal = toFetch.reduce((sum, entry) => sum + entry.size, 0);
    report();

    const fetched: ManifestEntry[] = [];
    let resumedBytes = 0;
    let fetchedBytes = 0;
    for (const entry of toFetch) {
      checkSignal();
      progress.currentFile = entry.file;
      report();
      const partial = path.join(destDir, entry.file + PARTIAL_SUFFIX);
      let outcome: { ok: true } | { ok: false; problem: string };
      // A resumed file that fails its check may hold bytes of an older attempt: once more from 0.
      for (let attempt = 0; ; attempt++) {
        const doneBefore = progress.bytesDone;
        const counted = { resumed: 0, fetched: 0 };
        try {
          outcome = await fetchFile(source, entry, partial, attempt === 0, signal, (bytes, kind) => {
            counted[kind] += bytes;
            progress.bytesDone += bytes;
            report();
          });
        } catch (error) {
          progress.bytesDone = doneBefore;
          if (error instanceof SyncFileError) {
            outcome = { ok: false, problem: error.message };
          } else if (signal?.aborted) {
            throw new SyncInterruptedError(`sync from ${source.label} interrupted`);
          } else throw error;
        }
        fetchedBytes += counted.fetched;
        if (outcome.ok || attempt > 0 || counted.resumed === 0) {
          resumedBytes += counted.resumed;
          break;
        }
        progress.bytesDone = doneBefore;
      }
      if (!outcome.ok) {
        fs.rmSync(partial, { force: true });
        skipped.push({ file: entry.file, problem: outcome.problem });
        progress.bytesDone = Math.min(progress.bytesTotal, progress.bytesDone);
      } else {
        fs.renameSync(partial, path.join(destDir, entry.file));
        fetched.push(entry);
      }
      progress.filesDone++;
      report();
    }
    checkSignal();

    // Every good file is in place: now, and only now, the manifest lists them.
    progress.phase = 'finishing';
    progress.currentFile = null;
    report();
    const good = [...present, ...fetched];
    const { added, replaced } = withManifestLock(destDir, () => mergeIntoManifest(destDir, good));
    for (const file of replaced) fs.rmSync(path.join(destDir, file), { force: true });
    removeStalePartials(destDir, new Set(sourceManifest.entries.map((e) => e.file)));

    progress.phase = 'done';
    report();
    return {
      source: source.label,
      destDir,
      added,
      unchanged: good.length - added.length,
      replaced,
      skipped,
      resumedBytes,
      fetchedBytes,
    };
  } finally {
    release();
  }
}

/**
 * Downloads one file into `partial` (continuing it when `resume`), checks size, sha256 and
 * tree header, and fsyncs it. Returns why a file is not usable; throws on interruption.
 */
async function fetchFile(
  source: SyncSource,
  entry: ManifestEntry,
  partial: string,
  resume: boolean,
  signal: AbortSignal | undefined,
  onBytes: (bytes: number, kind: 'resumed' | 'fetched') => void,
): Promise<{ ok: true } | { ok: false; problem: string }> {
  const have = resume ? Math.min(fileSize(partial) ?? 0, entry.size) : 0;
  // A full-length partial is checked as it is, without asking the source.
  const opened = have === entry.size ? null : await source.openFile(entry, have, signal);
  const offset = opened === null ? have : opened.offset;
  const { hash, bytes: hashed } = await sha256Of(partial, offset);
  if (hashed !== offset) return { ok: false, problem: `partial file shrank while resuming` };
  if (offset > 0) onBytes(offset, 'resumed');

  let written = offset;
  const handle = await fs.promises.open(partial, offset > 0 ? 'r+' : 'w');
  try {
    if (offset > 0) await handle.truncate(offset);
    if (opened !== null) {
      for await (const chunk of opened.body) {
        if (signal?.aborted) throw new SyncInterruptedError('interrupted');
        const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        if (written + buffer.length > entry.size) {
          return { ok: false, problem: `the source sent more than the ${entry.size} bytes the manifest says` };
        }
        await handle.write(buffer, 0, buffer.length, written);
        hash.update(buffer);
        written += buffer.length;
        onBytes(buffer.length, 'fetched');
      }
    }
    if (written !== entry.size) return { ok: false, problem: `truncated: ${written} bytes, the manifest says ${entry.size}` };
    await handle.sync();
  } finally {
    await handle.close();
  }
  const sha256 = hash.digest('hex');
  if (sha256 !== entry.sha256) return { ok: false, problem: `corrupt: sha256 ${sha256.slice(0, 12)}…, the manifest says ${entry.sha256.slice(0, 12)}…` };
  const problem = treeProblem(partial, entry);
  return problem === null ? { ok: true } : { ok: false, problem };
}

/** Adds the entries (same spot or file: replaced) and rewrites the manifest; says what changed. */
function mergeIntoManifest(destDir: string, entries: readonly ManifestEntry[]): { added: string[]; replaced: string[] } {
  const manifest = readManifest(destDir);
  const before = new Set(manifest.trees.map((e) => e.file));
  const incomingSpots = new Set(entries.map((e) => spotId(e.spot)));
  const incomingFiles = new Set(entries.map((e) => e.file));
  const kept = manifest.trees.filter((e) => !incomingSpots.has(spotId(e.spot)) && !incomingFiles.has(e.file));
  const dropped = manifest.trees.filter((e) => !kept.includes(e) && !incomingFiles.has(e.file)).map((e) => e.file);
  const added = entries.filter((e) => !before.has(e.file)).map((e) => e.file);
  if (added.length > 0 || dropped.length > 0) writeManifest(destDir, { ...manifest, trees: [...kept, ...entries] });
  return { added: added.sort(), replaced: dropped.sort() };
}

/** Partial files no current source entry will continue. */
function removeStalePartials(destDir: string, wanted: ReadonlySet<string>): void {
  for (const name of fs.readdirSync(destDir)) {
    if (name.endsWith(PARTIAL_SUFFIX) && !wanted.has(name.slice(0, -PARTIAL_SUFFIX.length))) fs.rmSync(path.join(destDir, name), { force: true });
  }
}
