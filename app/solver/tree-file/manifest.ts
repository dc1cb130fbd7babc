// trees/manifest.json: the list of tree files of a tree set, with what a reader or a sync
// needs to trust them (sha256, size) and to show them (spot, exploitability). Field names
// are snake_case: the manifest is also served over HTTP(S) to `dss trees sync`.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { parseCards } from '../../shared/poker/cards.ts';
import { FILE_EXTENSION, type TreeSpot } from './format.ts';
import { openTreeFile } from './reader.ts';

export const MANIFEST_FILE = 'manifest.json';

const SLUG = /^[a-z0-9_]{1,40}$/;
const spotSchema = z.strictObject({
  source: z.string().regex(SLUG),
  platform: z.string().regex(SLUG),
  stakes: z.string().regex(/^\d+_\d+$/),
  pool: z.string().regex(SLUG),
  situation: z.string().regex(SLUG),
  position: z.string().regex(SLUG),
  flop: z.string().regex(/^([2-9TJQKA][cdhs]){3}$/),
});

const entrySchema = z.strictObject({
  /** File name relative to the manifest's directory (no directories). */
  file: z.string().regex(/^[A-Za-z0-9_.-]+\.dsstree$/),
  spot: spotSchema,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().positive(),
  /** Strategy revision: the sha256 of the file content (what audit.strategy_revision reports). */
  revision: z.string().regex(/^[0-9a-f]{64}$/),
  exploitability_pct: z.number().nonnegative(),
  iterations: z.number().int().nonnegative(),
  solver_version: z.string(),
});

const manifestSchema = z.strictObject({
  format: z.literal('dss-tree-manifest'),
  version: z.literal(1),
  trees: z.array(entrySchema),
});

export type ManifestEntry = z.infer<typeof entrySchema>;
export type Manifest = z.infer<typeof manifestSchema>;

export function emptyManifest(): Manifest {
  return { format: 'dss-tree-manifest', version: 1, trees: [] };
}

/** Validates manifest JSON (a parsed object); errors name the path of each bad field. */
export function parseManifest(json: unknown, where = 'manifest'): Manifest {
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${where} is invalid: ${issues.join('; ')}`);
  }
  const seen = new Map<string, string>();
  for (const entry of parsed.data.trees) {
    const key = spotId(entry.spot);
    const previous = seen.get(key);
    if (previous) throw new Error(`${where}: ${entry.file} and ${previous} both hold ${key}`);
    seen.set(key, entry.file);
  }
  return parsed.data;
}

/** Reads <dir>/manifest.json; a directory without one has an empty manifest. */
export function readManifest(dir: string): Manifest {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path)) return emptyManifest();
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not JSON (${(error as Error).message})`);
  }
  return parseManifest(json, path);
}

/** Writes the manifest atomically, entries sorted by file name (stable diffs). */
export function writeManifest(dir: string, manifest: Manifest): void {
  const sorted: Manifest = { ...manifest, trees: [...manifest.trees].sort((a, b) => a.file.localeCompare(b.file)) };
  parseManifest(sorted);
  const path = join(dir, MANIFEST_FILE);
  const temp = `${path}.tmp-${process.pid}`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, `${JSON.stringify(sorted, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
}

/** `<source>/<platform>/<stakes>/<pool>/<situation>/<position>`: the tree set a spot belongs to. */
export function spotKey(spot: Omit<TreeSpot, 'flop'>): string {
  return [spot.source, spot.platform, spot.stakes, spot.pool, spot.situation, spot.position].join('/');
}

/** The audit spot_id: spotKey + `/<canonical flop>`. */
export function spotId(spot: TreeSpot): string {
  return `${spotKey(spot)}/${spot.flop}`;
}

/** Order-free flop key ('Kc9c4c' and '4c9cKc' match). */
export function flopKey(flop: string): string {
  return parseCards(flop)
    .sort((a, b) => b - a)
    .join(',');
}

/** `generic.50_100.regs.srp.btn_bb.Ks9d4c.<first 12 hex of sha256>.dsstree` */
export function treeFileName(spot: TreeSpot, sha256: string): string {
  return [spot.platform, spot.stakes, spot.pool, spot.situation, spot.position, spot.flop, sha256.slice(0, 12)].join('.') + FILE_EXTENSION;
}

/** The manifest entry of a tree file in `dir` (opens it: hash and header). */
export function manifestEntryOf(dir: string, file: string): ManifestEntry {
  const tree = openTreeFile(join(dir, basename(file)));
  try {
    const { header } = tree;
    return {
      file: basename(file),
      spot: header.spot,
      sha256: tree.revision,
      size: tree.sizeBytes,
      revision: tree.revision,
      exploitability_pct: header.solver.exploitabilityPct,
      iterations: header.solver.iterations,
      solver_version: header.solver.version,
    };
  } finally {
    tree.close();
  }
}

/**
 * Adds (or replaces: same spot and flop) the entry of a tree file already in `dir` and
 * rewrites the manifest. Returns the entry it replaced, if any (its file is left alone).
 */
export function upsertManifestEntry(dir: string, file: string): { entry: ManifestEntry; replaced: ManifestEntry | null } {
  const entry = manifestEntryOf(dir, file);
  const manifest = readManifest(dir);
  const id = spotId(entry.spot);
  const replaced = manifest.trees.find((e) => spotId(e.spot) === id || e.file === entry.file) ?? null;
  manifest.trees = manifest.trees.filter((e) => e !== replaced);
  manifest.trees.push(entry);
  writeManifest(dir, manifest);
  return { entry, replaced };
}
