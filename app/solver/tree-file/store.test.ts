import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCards } from '../../shared/poker/cards.ts';
import { NUM_COMBOS } from '../../shared/poker/combos.ts';
import { buildActionTree } from '../action-tree.ts';
import { parseBetSizeConfig } from '../bet-size.ts';
import type { TreeSpot } from './format.ts';
import { MANIFEST_FILE, parseManifest, readManifest, treeFileName, upsertManifestEntry } from './manifest.ts';
import { openTreeStore } from './store.ts';
import { writeTreeFile } from './writer.ts';

const root = mkdtempSync(join(tmpdir(), 'dss-tree-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SIZES = { flop: { bet: '50%' }, turn: { bet: '50%' }, river: { bet: '50%' } };

/** Writes a tiny tree (river start keeps it small) and adds it to the dir's manifest. */
function addTree(dir: string, spot: Partial<TreeSpot>, exploitabilityPct = 0.4): string {
  const full: TreeSpot = { source: 'v1', platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb', flop: 'Kc9d4h', ...spot };
  const weights = new Float32Array(NUM_COMBOS).fill(1);
  const board = [...parseCards(full.flop), ...parseCards('2s3s')];
  const tree = buildActionTree({ startStreet: 'river', startingPotBb: 10, effectiveStackBb: 20, betSizes: parseBetSizeConfig(SIZES) });
  const temp = join(dir, 'incoming.dsstree');
  const written = writeTreeFile(temp, {
    spot: full,
    board,
    potBb: 10,
    effectiveStackBb: 20,
    positions: { oop: 'bb', ip: 'btn' },
    ranges: { oop: { text: 'random', weights }, ip: { text: 'random', weights } },
    betConfig: SIZES,
    solver: { version: 'test', iterations: 7, exploitabilityPct },
    tree,
    strategy: ({ node }) => ({ reach: weights, mix: new Float32Array(node.actions.length * NUM_COMBOS).fill(1) }),
  });
  const file = treeFileName(full, written.sha256);
  copyFileSync(temp, join(dir, file));
  rmSync(temp);
  upsertManifestEntry(dir, file);
  return file;
}

describe('tree manifest', () => {
  const dir = mkdtempSync(join(root, 'manifest-'));

  it('lists each tree with its spot, hash, size and solve facts, sorted by file', () => {
    const a = addTree(dir, { flop: 'Qs8d3c' });
    const b = addTree(dir, { flop: 'AhKh2h' }, 0.3);
    const manifest = readManifest(dir);
    expect(manifest.trees.map((t) => t.file)).toEqual([a, b].sort());
    const entry = manifest.trees.find((t) => t.file === b)!;
    expect(entry).toMatchObject({ spot: { flop: 'AhKh2h', position: 'btn_bb' }, exploitability_pct: 0.3, iterations: 7, solver_version: 'test' });
    expect(entry.revision).toBe(entry.sha256);
    expect(entry.size).toBe(readFileSync(join(dir, b)).length);
    expect(b).toMatch(/^generic\.50_100\.regs\.srp\.btn_bb\.AhKh2h\.[0-9a-f]{12}\.dsstree$/);
  });

  it('replaces the entry of the same spot and flop instead of listing it twice', () => {
    addTree(dir, { flop: 'Qs8d3c' }, 0.2);
    const manifest = readManifest(dir);
    expect(manifest.trees.filter((t) => t.spot.flop === 'Qs8d3c').map((t) => t.exploitability_pct)).toEqual([0.2]);
  });

  it.each([
    [{ format: 'dss-tree-manifest', version: 2, trees: [] }, /version/],
    [{ format: 'dss-tree-manifest', version: 1, trees: [{ file: '../x.dsstree' }] }, /trees\.0\.file/],
    [{ format: 'dss-tree-manifest', version: 1, trees: [], extra: 1 }, /extra/],
  ])('rejects a bad manifest, naming the field (%#)', (json, message) => {
    expect(() => parseManifest(json)).toThrow(message);
  });
});

describe('tree store', () => {
  const dir = mkdtempSync(join(root, 'store-'));
  const srp = addTree(dir, { flop: 'Kc9d4h' });
  addTree(dir, { flop: 'Ts9s8d' });
  addTree(dir, { situation: '3bet', position: 'bb_btn', flop: 'Kc9d4h' });
  const btnBb = { platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb' };

  it('finds a tree by spot and canonical flop, whatever the card order', () => {
    const store = openTreeStore(dir);
    expect(store.find(btnBb, 'Kc9d4h')?.file).toBe(srp);
    expect(store.find(btnBb, '4h9dKc')?.file).toBe(srp);
    expect(store.find(btnBb, 'Kc9d5h')).toBeNull();
    expect(store.find({ ...btnBb, pool: 'fish' }, 'Kc9d4h')).toBeNull();
    expect(store.find(btnBb, 'garbage')).toBeNull();
    const tree = store.treeFor(btnBb, '9dKc4h')!;
    expect(tree.header.spot.flop).toBe('Kc9d4h');
    expect(store.treeFor(btnBb, '9dKc4h')).toBe(tree);
    store.close();
  });

  it('lists covered spots with their flops and tells a spot it does not serve', () => {
    const store = openTreeStore(dir);
    expect(store.spots().map((s) => [s.spotKey, s.flops])).toEqual([
      ['v1/generic/50_100/regs/3bet/bb_btn', ['Kc9d4h']],
      ['v1/generic/50_100/regs/srp/btn_bb', ['Kc9d4h', 'Ts9s8d']],
    ]);
    expect(store.hasSpot(btnBb)).toBe(true);
    expect(store.hasSpot({ ...btnBb, position: 'co_bb' })).toBe(false);
    store.close();
  });

  it('leaves out a missing file or a file of the wrong size and reports it', () => {
    const broken = mkdtempSync(join(root, 'broken-'));
    const kept = addTree(broken, { flop: 'Kc9d4h' });
    const gone = addTree(broken, { flop: 'Ts9s8d' });
    const short = addTree(broken, { flop: 'AhKh2h' });
    rmSync(join(broken, gone));
    writeFileSync(join(broken, short), readFileSync(join(broken, short)).subarray(0, 100));
    const store = openTreeStore(broken);
    expect(store.entries.map((e) => e.file)).toEqual([kept]);
    expect(store.problems).toEqual([
      { file: short, problem: expect.stringContaining('size 100 bytes') },
      { file: gone, problem: 'missing' },
    ].sort((a, b) => a.file.localeCompare(b.file)));
    store.close();
  });

  it('checks the sha256 lazily on first open, or for every file when eager', () => {
    const tampered = mkdtempSync(join(root, 'tampered-'));
    const file = addTree(tampered, { flop: 'Kc9d4h' });
    const manifest = JSON.parse(readFileSync(join(tampered, MANIFEST_FILE), 'utf8'));
    manifest.trees[0].sha256 = 'f'.repeat(64);
    writeFileSync(join(tampered, MANIFEST_FILE), JSON.stringify(manifest));
    const lazy = openTreeStore(tampered);
    expect(lazy.entries).toHaveLength(1);
    expect(() => lazy.treeFor(btnBb, 'Kc9d4h')).toThrow(/does not match/);
    const eager = openTreeStore(tampered, { verify: 'eager' });
    expect(eager.entries).toHaveLength(0);
    expect(eager.problems[0]).toMatchObject({ file, problem: expect.stringMatching(/does not match/) });
    expect(eager.hasSpot(btnBb)).toBe(false);
  });

  it('treats a directory without a manifest as an empty set', () => {
    const store = openTreeStore(mkdtempSync(join(root, 'empty-')));
    expect(store.entries).toEqual([]);
    expect(store.spots()).toEqual([]);
  });
});
