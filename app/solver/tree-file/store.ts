// A tree set on disk: a directory with manifest.json and the .dsstree files it lists.
// Lookup is by spot (platform, stakes, pool, situation, position) and canonical flop.
// Files are opened on first use; the sha256 in the manifest is checked then (lazy) or
// for every file when the store opens (eager). A file that is missing or has the wrong
// size is left out of lookups and reported in `problems`.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { TreeFileError, type TreeSpot } from './format.ts';
import { flopKey, readManifest, spotKey, type ManifestEntry } from './manifest.ts';
import { openTreeFile, type TreeFile } from './reader.ts';

export type SpotCoordinates = Omit<TreeSpot, 'flop' | 'source'>;

export interface SpotCoverage {
  /** `<source>/<platform>/<stakes>/<pool>/<situation>/<position>` */
  spotKey: string;
  spot: Omit<TreeSpot, 'flop'>;
  /** Canonical flops with a tree, as written in the manifest, sorted. */
  flops: string[];
}

export interface TreeStoreProblem {
  file: string;
  problem: string;
}

export interface TreeStore {
  readonly dir: string;
  /** Entries whose file exists with the manifest's size. */
  readonly entries: readonly ManifestEntry[];
  readonly problems: readonly TreeStoreProblem[];
  /** Covered spots, each with its flops. */
  spots(): SpotCoverage[];
  /** Whether any tree serves this spot (any flop): tells spot_not_configured from flop_not_covered. */
  hasSpot(spot: SpotCoordinates): boolean;
  /** The entry for a spot and canonical flop (card order free), or null. */
  find(spot: SpotCoordinates, canonicalFlop: string): ManifestEntry | null;
  /** Opens (once; then cached) the tree file of an entry; checks its sha256 on first open. */
  open(entry: ManifestEntry): TreeFile;
  /** find + open; null when no tree covers the spot and flop. */
  treeFor(spot: SpotCoordinates, canonicalFlop: string): TreeFile | null;
  close(): void;
}

export interface OpenTreeStoreOptions {
  /** 'lazy' (default): check each file's sha256 when it is first opened; 'eager': all now. */
  verify?: 'lazy' | 'eager';
  /** Blocks cached per open tree file (see openTreeFile). */
  cacheBlocks?: number;
}

const coordinatesKey = (spot: SpotCoordinates): string =>
  [spot.platform, spot.stakes, spot.pool, spot.situation, spot.position].join('/');

export function openTreeStore(dir: string, options: OpenTreeStoreOptions = {}): TreeStore {
  const manifest = readManifest(dir);
  const problems: TreeStoreProblem[] = [];
  const entries: ManifestEntry[] = [];
  for (const entry of manifest.trees) {
    let size: number;
    try {
      size = statSync(join(dir, entry.file)).size;
    } catch {
      problems.push({ file: entry.file, problem: 'missing' });
      continue;
    }
    if (size !== entry.size) {
      problems.push({ file: entry.file, problem: `size ${size} bytes, the manifest says ${entry.size}` });
      continue;
    }
    entries.push(entry);
  }

  const byFlop = new Map<string, ManifestEntry>();
  const bySpot = new Map<string, ManifestEntry[]>();
  for (const entry of entries) {
    const key = coordinatesKey(entry.spot);
    byFlop.set(`${key}|${flopKey(entry.spot.flop)}`, entry);
    bySpot.set(key, [...(bySpot.get(key) ?? []), entry]);
  }

  const opened = new Map<string, TreeFile>();
  let closed = false;
  const open = (entry: ManifestEntry): TreeFile => {
    if (closed) throw new TreeFileError(`tree store ${dir} is closed`);
    let tree = opened.get(entry.file);
    if (!tree) {
      tree = openTreeFile(join(dir, entry.file), { expectedSha256: entry.sha256, cacheBlocks: options.cacheBlocks });
      opened.set(entry.file, tree);
    }
    return tree;
  };

  if (options.verify === 'eager') {
    for (const entry of [...entries]) {
      try {
        open(entry);
      } catch (error) {
        problems.push({ file: entry.file, problem: (error as Error).message });
        entries.splice(entries.indexOf(entry), 1);
        byFlop.delete(`${coordinatesKey(entry.spot)}|${flopKey(entry.spot.flop)}`);
        const list = bySpot.get(coordinatesKey(entry.spot))!.filter((e) => e !== entry);
        if (list.length) bySpot.set(coordinatesKey(entry.spot), list);
        else bySpot.delete(coordinatesKey(entry.spot));
      }
    }
  }

  const find = (spot: SpotCoordinates, canonicalFlop: string): ManifestEntry | null => {
    let key: string;
    try {
      key = flopKey(canonicalFlop);
    } catch {
      return null;
    }
    return byFlop.get(`${coordinatesKey(spot)}|${key}`) ?? null;
  };

  return {
    dir,
    entries,
    problems,
    spots() {
      return [...bySpot.values()]
        .map((list) => {
          const { flop: _flop, ...spot } = list[0].spot;
          return { spotKey: spotKey(spot), spot, flops: list.map((e) => e.spot.flop).sort() };
        })
        .sort((a, b) => a.spotKey.localeCompare(b.spotKey));
    },
    hasSpot: (spot) => bySpot.has(coordinatesKey(spot)),
    find,
    open,
    treeFor(spot, canonicalFlop) {
      const entry = find(spot, canonicalFlop);
      return entry ? open(entry) : null;
    },
    close() {
      closed = true;
      for (const tree of opened.values()) tree.close();
      opened.clear();
    },
  };
}
