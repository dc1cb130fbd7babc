// The tree sets a data dir has -- the v1 directories a server serves (bundled, synced,
// --trees) and the account strategy folders under <dataDir>/custom -- as `dss trees list`
// and GET /admin/trees show them, and the v1 set a server offers to other servers'
// syncs (GET /sync/manifest.json).
import fs from 'node:fs';
import path from 'node:path';
import { readManifest, spotId, type Manifest, type ManifestEntry } from '../../solver/tree-file/manifest.ts';
import { openTreeStore, type TreeStoreProblem } from '../../solver/tree-file/store.ts';

export interface TreeSet {
  dir: string;
  /** v1: shared default trees; custom: an account strategy folder. */
  source: 'v1' | 'custom';
  /** custom: the folder relative to <dataDir>/custom; v1: null. */
  folder: string | null;
  /** Entries whose file is there with the manifest's size. */
  trees: ManifestEntry[];
  /** Listed files that are missing or of the wrong size; an unreadable manifest (file `manifest.json`). */
  problems: TreeStoreProblem[];
  /** Whether manifest.json exists (a folder may be configured before it has trees). */
  hasManifest: boolean;
}

/** One tree set as on disk now; `verify` also checks every file's sha256 and metadata. */
export function treeSetOf(dir: string, source: 'v1' | 'custom', folder: string | null, verify = false): TreeSet {
  const hasManifest = fs.existsSync(path.join(dir, 'manifest.json'));
  if (!hasManifest) return { dir, source, folder, trees: [], problems: [], hasManifest };
  let store;
  try {
    store = openTreeStore(dir, { verify: verify ? 'eager' : 'lazy', cacheBlocks: 1 });
  } catch (error) {
    return { dir, source, folder, trees: [], problems: [{ file: 'manifest.json', problem: (error as Error).message }], hasManifest };
  }
  try {
    return { dir, source, folder, trees: [...store.entries], problems: [...store.problems], hasManifest };
  } finally {
    store.close();
  }
}

/**
 * Strategy folders under `customRoot`: the given ones (accounts' folders), then any
 * direct subdirectory holding a manifest. Relative names, de-duplicated, in that order.
 */
export function customFoldersOf(customRoot: string, accountFolders: readonly string[]): string[] {
  const folders = [...accountFolders];
  let names: string[] = [];
  try {
    names = fs
      .readdirSync(customRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(customRoot, entry.name, 'manifest.json')))
      .map((entry) => entry.name)
      .sort();
  } catch {
    // no custom/ yet
  }
  return [...new Set([...folders, ...names])];
}

export interface OfferedTrees {
  manifest: Manifest;
  /** Absolute path of an offered file by name; null when the name is not offered. */
  pathOf(file: string): string | null;
}

/**
 * The v1 trees a server offers to syncs: every listed file of its v1 directories that is
 * there with the manifest's size, the first directory winning for a spot (as lookups do),
 * limited to the stakes the caller's account may see. An unreadable manifest offers nothing
 * from its directory.
 */
export function offeredTrees(v1Dirs: readonly string[], stakes: readonly string[]): OfferedTrees {
  const byFile = new Map<string, { entry: ManifestEntry; dir: string }>();
  const spots = new Set<string>();
  for (const dir of v1Dirs) {
    let manifest: Manifest;
    try {
      manifest = readManifest(dir);
    } catch {
      continue;
    }
    for (const entry of manifest.trees) {
      const id = spotId(entry.spot);
      if (spots.has(id) || byFile.has(entry.file) || !stakes.includes(entry.spot.stakes)) continue;
      let size = -1;
      try {
        size = fs.statSync(path.join(dir, entry.file)).size;
      } catch {
        continue;
      }
      if (size !== entry.size) continue;
      spots.add(id);
      byFile.set(entry.file, { entry, dir });
    }
  }
  const trees = [...byFile.values()].map(({ entry }) => entry).sort((a, b) => a.file.localeCompare(b.file));
  return {
    manifest: { format: 'dss-tree-manifest', version: 1, trees },
    pathOf(file) {
      const found = byFile.get(file);
      return found ? path.join(found.dir, file) : null;
    },
  };
}
