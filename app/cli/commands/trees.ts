// `dss trees`: the tree sets of a data dir, their check, and syncing a set from elsewhere.
//   dss trees list   [--json]                      v1 sets and strategy folders with their spots
//   dss trees verify [--json]                      every listed file: presence, size, sha256, header
//   dss trees sync SOURCE [--key K] [--dest DIR]   copy a set (directory, manifest URL, or a
//                                                  running dss serve) into <data dir>/trees
// A running server picks synced trees up without a restart (it re-reads a manifest that
// changed). Sync progress (files and bytes) goes to stderr; Ctrl+C stops it cleanly and
// the next run resumes (docs/sync.md).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/accounts/database.ts';
import { openAccountStore } from '../../server/accounts/accounts.ts';
import { customTreesRoot, databasePath } from '../../server/config.ts';
import { bundledTreesDir, resolveDataDir } from '../../server/local-setup.ts';
import { customFoldersOf, treeSetOf, type TreeSet } from '../../server/trees/sync-sets.ts';
import { syncTrees, SyncInterruptedError, type SyncProgress, type SyncResult } from '../../server/trees/sync.ts';
import type { Command } from '../main.ts';

const HELP = `Usage: dss trees <list|verify|sync> [options]

  dss trees list [--json]
      The tree sets: the v1 sets (--trees DIR..., default: the bundled trees/ and
      <data dir>/trees) and the strategy folders under <data dir>/custom.
  dss trees verify [--json]
      Checks every listed file of every set (presence, size, sha256, header); exit 1 on
      any problem.
  dss trees sync SOURCE [--key KEY] [--dest DIR] [--json] [--quiet]
      Copies the trees of SOURCE into <data dir>/trees (or --dest): a tree-set directory,
      a manifest URL (https://host/path/manifest.json), or a running dss serve
      (http://127.0.0.1:8787, which needs --key: an API key of that server; default
      $DSS_SYNC_KEY). Every file's sha256 is checked; an interrupted sync resumes.
      Exit 1 when the sync failed or a file was skipped.

Options: --data-dir DIR (default: $DSS_DATA_DIR, else ./.dss), --trees DIR (repeatable)
`;

const OPTIONS = {
  'data-dir': { type: 'string' },
  trees: { type: 'string', multiple: true },
  key: { type: 'string' },
  dest: { type: 'string' },
  json: { type: 'boolean' },
  quiet: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = { 'data-dir'?: string; trees?: string[]; key?: string; dest?: string; json?: boolean; quiet?: boolean; help?: boolean };

const out = (text: string) => process.stdout.write(text);
const err = (text: string) => process.stderr.write(text);

/** Strategy folders of the accounts (when the database exists) and any under custom/ with a manifest. */
function accountFolders(dataDir: string): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  const file = databasePath({ dataDir });
  if (!fs.existsSync(file)) return owners;
  const db = openDatabase(file);
  try {
    for (const account of openAccountStore(db).listAccounts()) {
      if (account.strategyFolder !== null) owners.set(account.strategyFolder, [...(owners.get(account.strategyFolder) ?? []), account.name]);
    }
  } finally {
    db.close();
  }
  return owners;
}

function setsOf(values: Values, verify: boolean): { set: TreeSet; accounts: string[] }[] {
  const dataDir = resolveDataDir(values['data-dir']);
  const v1Dirs = values.trees?.map((dir) => path.resolve(dir)) ?? [bundledTreesDir(), path.join(dataDir, 'trees')];
  const owners = accountFolders(dataDir);
  const customRoot = customTreesRoot({ dataDir });
  return [
    ...v1Dirs.map((dir) => ({ set: treeSetOf(dir, 'v1', null, verify), accounts: [] })),
    ...customFoldersOf(customRoot, [...owners.keys()]).map((folder) => ({
      set: treeSetOf(path.join(customRoot, folder), 'custom', folder, verify),
      accounts: owners.get(folder) ?? [],
    })),
  ];
}

function setJson({ set, accounts }: { set: TreeSet; accounts: string[] }) {
  return { source: set.source, folder: set.folder, dir: set.dir, accounts, has_manifest: set.hasManifest, trees: set.trees, problems: set.problems };
}

function describeSet({ set, accounts }: { set: TreeSet; accounts: string[] }): string {
  const owner = set.source === 'custom' ? ` (folder ${set.folder}${accounts.length ? `, accounts ${accounts.join(', ')}` : ', no account'})` : '';
  const lines = [`${set.source.padEnd(6)} ${set.dir}${owner}: ${set.hasManifest ? `${set.trees.length} tree${set.trees.length === 1 ? '' : 's'}` : 'no manifest.json'}`];
  const bySpot = new Map<string, string[]>();
  for (const entry of set.trees) {
    const { platform, stakes, pool, situation, position, flop } = entry.spot;
    const key = [platform, stakes, pool, situation, position].join(' ');
    bySpot.set(key, [...(bySpot.get(key) ?? []), flop]);
  }
  for (const [spot, flops] of [...bySpot].sort()) lines.push(`       ${spot}: ${flops.sort().join(' ')}`);
  for (const problem of set.problems) lines.push(`       ! ${problem.file}: ${problem.problem}`);
  return lines.join('\n');
}

const MB = 1024 * 1024;

/** `[#####...............] 3/10 files  1.2/4.5 MB  <file>` */
export function progressLine(p: SyncProgress, width = 20): string {
  const fraction = p.bytesTotal > 0 ? p.bytesDone / p.bytesTotal : p.filesTotal > 0 ? p.filesDone / p.filesTotal : 1;
  const filled = Math.max(0, Math.min(width, Math.round(fraction * width)));
  const bytes = `${(p.bytesDone / MB).toFixed(1)}/${(p.bytesTotal / MB).toFixed(1)} MB`;
  const what = p.phase === 'manifest' ? 'reading the manifest' : p.phase === 'finishing' ? 'writing the manifest' : (p.currentFile ?? '');
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${p.filesDone}/${p.filesTotal} files  ${bytes}  ${what}`.trimEnd();
}

function summaryOf(result: SyncResult): string {
  const lines = [
    `synced from ${result.source} into ${result.destDir}`,
    `  added ${result.added.length}, unchanged ${result.unchanged}, replaced ${result.replaced.length}, skipped ${result.skipped.length}` +
      (result.resumedBytes > 0 ? `, resumed ${(result.resumedBytes / MB).toFixed(1)} MB` : ''),
    ...result.skipped.map((s) => `  skipped ${s.file}: ${s.problem}`),
  ];
  return `${lines.join('\n')}\n`;
}

async function sync(values: Values, source: string | undefined): Promise<number> {
  if (source === undefined) {
    err(`dss trees sync: SOURCE is required (a directory or URL)\n\n${HELP}`);
    return 2;
  }
  const dataDir = resolveDataDir(values['data-dir']);
  const destDir = path.resolve(values.dest ?? path.join(dataDir, 'trees'));
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const tty = process.stderr.isTTY === true;
  let shownAt = 0;
  let lastFilesDone = -1;
  const show = (p: SyncProgress) => {
    if (values.quiet) return;
    if (tty) {
      const at = Date.now();
      if (at - shownAt < 100 && p.phase === 'files' && p.bytesDone < p.bytesTotal) return;
      shownAt = at;
      err(`\r${progressLine(p)}\x1b[K`);
    } else if (p.phase === 'files' && p.filesDone !== lastFilesDone) {
      lastFilesDone = p.filesDone;
      err(`${progressLine(p)}\n`);
    }
  };
  try {
    const result = await syncTrees({ source, key: values.key ?? process.env.DSS_SYNC_KEY, destDir, signal: controller.signal, onProgress: show });
    if (tty && !values.quiet) err('\n');
    if (values.json) {
      out(`${JSON.stringify({
        source: result.source,
        dest: result.destDir,
        added: result.added,
        replaced: result.replaced,
        unchanged: result.unchanged,
        skipped: result.skipped,
        resumed_bytes: result.resumedBytes,
        fetched_bytes: result.fetchedBytes,
      })}\n`);
    } else {
      out(summaryOf(result));
    }
    return result.skipped.length > 0 ? 1 : 0;
  } catch (error) {
    if (tty && !values.quiet) err('\n');
    if (error instanceof SyncInterruptedError) {
      err('dss trees sync: interrupted; the trees in place are unchanged, run it again to resume\n');
      return 130;
    }
    err(`dss trees sync: ${(error as Error).message}\n`);
    return 1;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

export const treesCommand: Command = {
  name: 'trees',
  summary: 'List, verify and sync tree files',
  async run(argv) {
    let parsed;
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      err(`dss trees: ${(error as Error).message}\n\n${HELP}`);
      return 2;
    }
    const values = parsed.values as Values;
    const [action, ...rest] = parsed.positionals;
    if (values.help || action === undefined) {
      out(HELP);
      return values.help ? 0 : 2;
    }
    if (rest.length > (action === 'sync' ? 1 : 0)) {
      err(`dss trees ${action}: unexpected argument "${rest.at(-1)}"\n`);
      return 2;
    }
    switch (action) {
      case 'list':
      case 'verify': {
        const sets = setsOf(values, action === 'verify');
        const problems = sets.reduce((n, s) => n + s.set.problems.length, 0);
        if (values.json) out(`${JSON.stringify({ sets: sets.map(setJson) })}\n`);
        else {
          out(`${sets.map(describeSet).join('\n')}\n`);
          if (action === 'verify') out(problems === 0 ? 'all tree files verified\n' : `${problems} problem${problems === 1 ? '' : 's'}\n`);
        }
        return action === 'verify' && problems > 0 ? 1 : 0;
      }
      case 'sync':
        return sync(values, rest[0]);
      default:
        err(`dss trees: unknown action "${action}" (list, verify, sync)\n\n${HELP}`);
        return 2;
    }
  },
};
