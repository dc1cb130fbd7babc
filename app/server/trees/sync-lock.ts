// Writers of a tree-set directory take turns, across processes (dss serve, dss trees sync,
// dss solve --into):
//   - one sync at a time per directory: it owns the `<file>.partial` files it resumes;
//   - one manifest rewrite at a time (read, merge, write): a job that finishes during a
//     sync must not lose the sync's entries, nor the sync the job's.
// A lock is a file created with O_EXCL holding the owner's pid. A lock whose process is
// gone (a crash) is stale and taken over; the takeover is best effort (two processes
// taking over the same stale lock at the same instant could both win), which is enough
// for one user's machine.
import fs from 'node:fs';
import path from 'node:path';

export const SYNC_LOCK_FILE = '.sync.lock';
export const MANIFEST_LOCK_FILE = '.manifest.lock';

export class TreeSetBusyError extends Error {
  override name = 'TreeSetBusyError';
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file; null when unreadable (gone, or being written right now). */
function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function create(file: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, `${process.pid}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/** Takes the lock file, or says which live process holds it. */
function tryLock(file: string): { taken: true } | { taken: false; pid: number | null } {
  if (create(file)) return { taken: true };
  const pid = holderOf(file);
  if (pid !== null && processAlive(pid)) return { taken: false, pid };
  if (pid === null) {
    // Just created and not written yet, or damaged: only an old one counts as stale.
    let ageMs = 0;
    try {
      ageMs = Date.now() - fs.statSync(file).mtimeMs;
    } catch {
      return create(file) ? { taken: true } : { taken: false, pid: null };
    }
    if (ageMs < 2000) return { taken: false, pid: null };
  }
  fs.rmSync(file, { force: true });
  return create(file) ? { taken: true } : { taken: false, pid: holderOf(file) };
}

function release(file: string): void {
  if (holderOf(file) === process.pid) fs.rmSync(file, { force: true });
}

/** Takes the directory's sync lock or throws TreeSetBusyError; call the result to release it. */
export function acquireSyncLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, SYNC_LOCK_FILE);
  const attempt = tryLock(file);
  if (!attempt.taken) {
    throw new TreeSetBusyError(`another sync into ${dir} is running${attempt.pid === null ? '' : ` (process ${attempt.pid})`}`);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release(file);
  };
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `update` (synchronous: a read-modify-write of manifest.json) holding the
 * directory's manifest lock. Waits for another process's rewrite (milliseconds) up to
 * `timeoutMs`, then throws TreeSetBusyError. Synchronous on purpose: nothing else in
 * this process can run in between, so in-process writers never contend.
 */
export function withManifestLock<T>(dir: string, update: () => T, timeoutMs = 10_000): T {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, MANIFEST_LOCK_FILE);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const attempt = tryLock(file);
    if (attempt.taken) break;
    if (Date.now() > deadline) {
      throw new TreeSetBusyError(`the manifest of ${dir} is being rewritten by ${attempt.pid === null ? 'another process' : `process ${attempt.pid}`}; try again`);
    }
    Atomics.wait(sleeper, 0, 0, 10);
  }
  try {
    return update();
  } finally {
    release(file);
  }
}
