// Sync from a directory source: verified copies, atomic manifest, resume after an
// interruption, corrupt and foreign files skipped. (Over HTTP: http/routes/sync.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../../shared/poker/cards.ts';
import { parseRange } from '../../shared/poker/ranges.ts';
import { readManifest, treeFileName, upsertManifestEntry, type ManifestEntry } from '../../solver/tree-file/manifest.ts';
import { solveSpot, treeInputOf } from '../../solver/tree-file/solve-spot.ts';
import { openTreeStore } from '../../solver/tree-file/store.ts';
import { writeTreeFile } from '../../solver/tree-file/writer.ts';
import { addSolvedTree, IP_RANGE, OOP_RANGE, SOLVED_SPOT } from '../testing/solved-trees.ts';
import { PARTIAL_SUFFIX, syncTrees, SyncInterruptedError } from './sync.ts';
import { acquireSyncLock, SYNC_LOCK_FILE, TreeSetBusyError } from './sync-lock.ts';
import { openSyncSource, parseSourceManifest, type SyncSource } from './sync-source.ts';

let root: string;
let source: string;
const FLOPS = ['Ks7d2c', 'Qh8h3c', 'Jd9s4s'];

/** The same spot as addSolvedTree with another iteration count: another revision of its tree. */
async function addOlderRevision(dir: string, flop: string): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const solved = await solveSpot(
    {
      spot: { ...SOLVED_SPOT, flop },
      board: parseCards(flop),
      potBb: 10,
      effectiveStackBb: 40,
      positions: { oop: 'bb', ip: 'btn' },
      ranges: { oop: { text: OOP_RANGE, weights: parseRange(OOP_RANGE) }, ip: { text: IP_RANGE, weights: parseRange(IP_RANGE) } },
      betSizes: { flop: { bet: '50%', raise: '' }, turn: { bet: '75%', raise: '' }, river: { bet: '100%', raise: '' } },
    },
    { maxIterations: 1, targetExploitabilityPct: 0 },
  );
  const temp = path.join(dir, 'incoming.dsstree');
  const written = writeTreeFile(temp, treeInputOf(solved));
  const file = treeFileName(solved.spec.spot, written.sha256);
  fs.renameSync(temp, path.join(dir, file));
  upsertManifestEntry(dir, file);
  return file;
}

/** A copy of the source set in a fresh directory. */
function copyOf(dir: string, name: string): string {
  const copy = path.join(root, name);
  fs.cpSync(dir, copy, { recursive: true });
  return copy;
}

/** A directory source that hands out files in 4 KiB slices and can be told to stop mid-file. */
function slowSource(dir: string, onSlice: (file: string, offset: number) => void): SyncSource {
  const inner = openSyncSource(dir);
  return {
    label: inner.label,
    readManifest: (signal) => inner.readManifest(signal),
    async openFile(entry, offset, signal) {
      const opened = await inner.openFile(entry, offset, signal);
      async function* slices() {
        let at = opened.offset;
        for await (const chunk of opened.body) {
          for (let i = 0; i < chunk.length; i += 4096) {
            onSlice(entry.file, at);
            const slice = chunk.subarray(i, i + 4096);
            at += slice.length;
            yield slice;
          }
        }
      }
      return { offset: opened.offset, body: slices() };
    },
  };
}

const dirFiles = (dir: string) => fs.readdirSync(dir).sort();

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-sync-'));
  source = path.join(root, 'source');
  for (const flop of FLOPS) await addSolvedTree(source, flop);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('syncTrees from a directory', () => {
  it('copies every tree, verified, and lists them in the destination manifest', async () => {
    const dest = path.join(root, 'dest-plain');
    const seen: number[] = [];
    const result = await syncTrees({ source, destDir: dest, onProgress: (p) => seen.push(p.bytesDone) });
    const expected = readManifest(source).trees;
    expect(result.added).toEqual(expected.map((e) => e.file).sort());
    expect(result.skipped).toEqual([]);
    expect(result.fetchedBytes).toBe(expected.reduce((s, e) => s + e.size, 0));
    expect(readManifest(dest).trees).toEqual(expected);
    expect(dirFiles(dest)).toEqual([...expected.map((e) => e.file), 'manifest.json'].sort());
    expect(seen.at(-1)).toBe(result.fetchedBytes);
    expect(openTreeStore(dest, { verify: 'eager' }).problems).toEqual([]);

    const again = await syncTrees({ source, destDir: dest });
    expect(again).toMatchObject({ added: [], unchanged: FLOPS.length, fetchedBytes: 0, replaced: [] });
  });

  it('leaves the old trees served when interrupted, then resumes the partial file and completes', async () => {
    const dest = path.join(root, 'dest-interrupted');
    const oldFile = await addOlderRevision(dest, 'Ks7d2c');
    const manifestBefore = fs.readFileSync(path.join(dest, 'manifest.json'), 'utf8');
    const files = readManifest(source).trees.map((e) => e.file);
    const controller = new AbortController();
    const cutAt = { file: files[1], offset: 8192 };
    const interrupted = syncTrees({
      source: slowSource(source, (file, offset) => {
        if (file === cutAt.file && offset >= cutAt.offset) controller.abort();
      }),
      destDir: dest,
      signal: controller.signal,
    });
    await expect(interrupted).rejects.toBeInstanceOf(SyncInterruptedError);

    // The manifest is untouched, the old tree is still what the set serves, no lock is left.
    expect(fs.readFileSync(path.join(dest, 'manifest.json'), 'utf8')).toBe(manifestBefore);
    const store = openTreeStore(dest, { verify: 'eager' });
    expect(store.entries.map((e) => e.file)).toEqual([oldFile]);
    expect(store.problems).toEqual([]);
    store.close();
    expect(fs.existsSync(path.join(dest, SYNC_LOCK_FILE))).toBe(false);
    const partial = path.join(dest, cutAt.file + PARTIAL_SUFFIX);
    expect(fs.statSync(partial).size).toBe(cutAt.offset);

    const resumed = await syncTrees({ source, destDir: dest });
    expect(resumed.resumedBytes).toBe(cutAt.offset);
    expect(resumed.replaced).toEqual([oldFile]);
    expect(resumed.skipped).toEqual([]);
    expect(readManifest(dest).trees).toEqual(readManifest(source).trees);
    expect(dirFiles(dest)).toEqual([...files, 'manifest.json'].sort());
    expect(openTreeStore(dest, { verify: 'eager' }).problems).toEqual([]);
  });

  it('fetches a file again from the start when the resumed partial does not match', async () => {
    const dest = path.join(root, 'dest-bad-partial');
    const entry = readManifest(source).trees[0];
    fs.mkdirSync(dest, { recursive: true });
    fs.writeFileSync(path.join(dest, entry.file + PARTIAL_SUFFIX), Buffer.alloc(5000, 7));
    const result = await syncTrees({ source, destDir: dest });
    expect(result.skipped).toEqual([]);
    expect(result.added).toContain(entry.file);
    expect(openTreeStore(dest, { verify: 'eager' }).problems).toEqual([]);
  });

  it('reports and skips a corrupt file and syncs the rest; the spot keeps its old tree', async () => {
    const corrupt = copyOf(source, 'source-corrupt');
    const entries = readManifest(corrupt).trees;
    const bad = entries.find((e) => e.spot.flop === 'Ks7h2d')!;
    const bytes = fs.readFileSync(path.join(corrupt, bad.file));
    bytes[bytes.length - 100] ^= 0xff;
    fs.writeFileSync(path.join(corrupt, bad.file), bytes);
    const dest = path.join(root, 'dest-corrupt');
    const oldFile = await addOlderRevision(dest, 'Ks7d2c');

    const result = await syncTrees({ source: corrupt, destDir: dest });
    expect(result.skipped).toEqual([{ file: bad.file, problem: expect.stringMatching(/^corrupt: sha256 /) }]);
    expect(result.added).toEqual(entries.filter((e) => e !== bad).map((e) => e.file).sort());
    expect(result.replaced).toEqual([]);
    const listed = readManifest(dest).trees.map((e) => e.file);
    expect(listed).toContain(oldFile);
    expect(listed).not.toContain(bad.file);
    expect(dirFiles(dest).filter((f) => f.endsWith(PARTIAL_SUFFIX) || f === bad.file)).toEqual([]);
  });

  it.each([
    ['a file that is not a tree', 'not a valid tree file'],
    ['the tree of another spot', 'foreign: the file holds'],
  ])('reports and skips %s', async (what, problem) => {
    const foreign = copyOf(source, `source-foreign-${problem.length}`);
    const manifest = JSON.parse(fs.readFileSync(path.join(foreign, 'manifest.json'), 'utf8'));
    const trees: ManifestEntry[] = manifest.trees;
    if (what === 'a file that is not a tree') {
      const text = Buffer.from('not a tree at all\n'.repeat(50));
      const crypto = await import('node:crypto');
      const sha256 = crypto.createHash('sha256').update(text).digest('hex');
      fs.writeFileSync(path.join(foreign, 'notes.dsstree'), text);
      trees.push({ ...trees[0], file: 'notes.dsstree', spot: { ...trees[0].spot, flop: 'AsKdQh' }, sha256, revision: sha256, size: text.length });
    } else {
      trees[0] = { ...trees[0], spot: { ...trees[0].spot, flop: 'AsKdQh' } };
    }
    fs.writeFileSync(path.join(foreign, 'manifest.json'), JSON.stringify(manifest));
    const dest = path.join(root, `dest-foreign-${problem.length}`);
    const result = await syncTrees({ source: foreign, destDir: dest });
    const badFile = what === 'a file that is not a tree' ? 'notes.dsstree' : trees[0].file;
    expect(result.skipped).toEqual([{ file: badFile, problem: expect.stringContaining(problem) }]);
    expect(result.added).toHaveLength(what === 'a file that is not a tree' ? 3 : 2);
    expect(fs.existsSync(path.join(dest, badFile))).toBe(false);
  });

  it('refuses a second sync into a directory while one runs, and takes over a dead process lock', async () => {
    const dest = path.join(root, 'dest-locked');
    const release = acquireSyncLock(dest);
    await expect(syncTrees({ source, destDir: dest })).rejects.toBeInstanceOf(TreeSetBusyError);
    release();
    fs.writeFileSync(path.join(dest, SYNC_LOCK_FILE), '2147483646\n');
    const result = await syncTrees({ source, destDir: dest });
    expect(result.added).toHaveLength(FLOPS.length);
  });

  it('fails before writing anything when the source has no manifest', async () => {
    const dest = path.join(root, 'dest-nothing');
    await expect(syncTrees({ source: path.join(root, 'nowhere'), destDir: dest })).rejects.toThrow(/has no readable manifest.json/);
    expect(fs.readdirSync(dest)).toEqual([]);
  });
});

describe('parseSourceManifest', () => {
  const good = () => readManifest(source).trees[0];
  it('keeps the good entries and names each bad one', () => {
    const parsed = parseSourceManifest(
      { format: 'dss-tree-manifest', version: 1, trees: [good(), { ...good(), file: '../escape.dsstree' }, good(), 42] },
      'm',
    );
    expect(parsed.entries).toEqual([good()]);
    expect(parsed.problems.map((p) => p.file)).toEqual(['../escape.dsstree', good().file, 'trees[3]']);
  });

  it.each([
    [{ format: 'other', trees: [] }, 'is not a tree manifest'],
    [{ format: 'dss-tree-manifest', version: 2, trees: [] }, 'manifest version 2 is not supported'],
    [null, 'is not a tree manifest'],
  ])('refuses a whole manifest that is not one: %j', (json, message) => {
    expect(() => parseSourceManifest(json, 'm')).toThrow(message);
  });
});
