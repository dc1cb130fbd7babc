// A solved tree into a tree-set directory (a solve job, `dss solve --into`): the file is
// written under a temporary name (fsync, rename: writeTreeFile), renamed to its content
// name, then listed in the manifest under the directory's manifest lock. A reader never
// sees a listed file that is not complete; a crash between the two steps leaves an
// unlisted file, which the next write of the same tree reuses by name.
import fs from 'node:fs';
import path from 'node:path';
import { treeFileName, upsertManifestEntry, type ManifestEntry } from '../../solver/tree-file/manifest.ts';
import { writeTreeFile, type TreeFileInput } from '../../solver/tree-file/writer.ts';
import { withManifestLock } from '../trees/sync-lock.ts';

export interface WrittenTree {
  /** File name in the directory. */
  file: string;
  sha256: string;
  size: number;
}

/** Writes the tree file into `dir` under its content name (not yet in the manifest). `tag` keeps concurrent writers' temp files apart. */
export function writeTreeIntoDir(dir: string, input: TreeFileInput, tag: string): WrittenTree {
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.incoming-${tag}.dsstree`);
  try {
    const written = writeTreeFile(temp, input);
    const file = treeFileName(input.spot, written.sha256);
    fs.renameSync(temp, path.join(dir, file));
    return { file, sha256: written.sha256, size: written.size };
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Lists a tree file already in `dir` in its manifest (replacing the entry of the same spot
 * and flop) and removes the replaced entry's file. Returns the new entry.
 */
export function addTreeToManifest(dir: string, file: string): { entry: ManifestEntry; replaced: string | null } {
  const { entry, replaced } = withManifestLock(dir, () => upsertManifestEntry(dir, file));
  const old = replaced !== null && replaced.file !== entry.file ? replaced.file : null;
  if (old !== null) fs.rmSync(path.join(dir, old), { force: true });
  return { entry, replaced: old };
}
