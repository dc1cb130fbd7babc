// Regenerates the bundled v1 tree set (trees/*.dsstree + trees/manifest.json): platform
// generic, stakes 50_100, pool regs; srp btn_bb and 3bet bb_btn on the flops below, each
// solved to the target exploitability with the bundled bet sizes
// (app/solver/profiles/bet-sizes.ts).
//
//   node --import tsx scripts/regenerate-trees.ts                # the whole set (long)
//   node --import tsx scripts/regenerate-trees.ts --flops Ah7d2c --spots srp/btn_bb \
//        --max-iterations 3 --out /tmp/trees                     # one flop, quick check
//
// Options: --spots <situation/position,...>  --flops <flop,...>  --target <% pot, 0.5>
// --max-iterations <n, 2000>  --threads <n, 2>  --out <dir, trees>  --force (re-solve
// flops whose tree is already at the target with this solver version)  --list.
// A full run (no --spots/--flops) also drops manifest entries that are not in the set.
// Resumable: an interrupted run keeps every finished tree; run it again to continue.
import { readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseCards } from '../app/shared/poker/cards.ts';
import { canonicalFlopText } from '../app/shared/poker/isomorphism.ts';
import { BUNDLED_BET_SIZES } from '../app/solver/profiles/bet-sizes.ts';
import { readManifest, spotId, treeFileName, upsertManifestEntry, writeManifest } from '../app/solver/tree-file/manifest.ts';
import { SOLVER_VERSION, solveSpot, specFromProfile, treeInputOf } from '../app/solver/tree-file/solve-spot.ts';
import { writeTreeFile } from '../app/solver/tree-file/writer.ts';

/** Flops by texture (any suits; stored under their canonical suits). */
const BUNDLED_FLOPS: Record<string, string[]> = {
  'dry high': ['Ah7d2c', 'Kh8d3c'],
  paired: ['KsKh5d', '7s7d2c'],
  monotone: ['As9s4s', 'Js8s3s'],
  'two-tone connected': ['JhTh8c', '9s8s6d'],
  low: ['6d4c2s', '5s4d3c'],
  broadway: ['KhQdJc', 'AdKsTh'],
};
const BUNDLED_SPOTS = ['srp/btn_bb', '3bet/bb_btn'];
const SET = { source: 'v1', platform: 'generic', stakes: '50_100', pool: 'regs' } as const;
const MAX_SET_BYTES = 80 * 1024 * 1024;

const { values } = parseArgs({
  options: {
    spots: { type: 'string' },
    flops: { type: 'string' },
    target: { type: 'string', default: '0.5' },
    'max-iterations': { type: 'string', default: '2000' },
    threads: { type: 'string', default: '2' },
    out: { type: 'string', default: 'trees' },
    force: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});

const number = (flag: string, text: string, integer: boolean): number => {
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || (integer && (!Number.isInteger(n) || n < 1))) throw new Error(`--${flag} "${text}" is not a ${integer ? 'positive integer' : 'number >= 0'}`);
  return n;
};
const target = number('target', values.target!, false);
const maxIterations = number('max-iterations', values['max-iterations']!, true);
const threads = number('threads', values.threads!, true);
const outDir = resolve(values.out!);
const allFlops = Object.values(BUNDLED_FLOPS).flat();
const flops = values.flops ? values.flops.split(',').map((f) => f.trim()) : allFlops;
const spots = values.spots ? values.spots.split(',').map((s) => s.trim()) : BUNDLED_SPOTS;
const fullRun = !values.flops && !values.spots;
for (const flop of flops) {
  if (parseCards(flop).length !== 3) throw new Error(`--flops: "${flop}" is not a flop`);
}
for (const spot of spots) {
  if (!/^(srp|3bet)\/[a-z]+_[a-z]+$/.test(spot)) throw new Error(`--spots: "${spot}" is not <situation>/<position>`);
}

// Flop by flop, every spot of a flop together: an interrupted run leaves both spots
// covered on the flops it reached.
const jobs = flops.flatMap((flop) => spots.map((spot) => ({ spot, flop, canonical: canonicalFlopText(parseCards(flop)) })));
if (values.list) {
  for (const job of jobs) process.stdout.write(`${job.spot} ${job.flop} -> ${job.canonical}\n`);
  process.exit(0);
}

process.stdout.write(`regenerating ${jobs.length} trees into ${outDir} (target ${target}% of the pot, at most ${maxIterations} iterations, ${threads} threads)\n`);
process.stdout.write(`sizes: ${JSON.stringify(BUNDLED_BET_SIZES)}\n`);
const wanted = new Set<string>();
let index = 0;
for (const job of jobs) {
  index++;
  const [situation, position] = job.spot.split('/');
  const spec = specFromProfile({ ...SET, situation, position, board: parseCards(job.flop) });
  const id = spotId({ ...spec.spot, flop: job.canonical });
  wanted.add(id);
  const existing = readManifest(outDir).trees.find((e) => spotId(e.spot) === id);
  if (existing && !values.force && existing.solver_version === SOLVER_VERSION && existing.exploitability_pct <= target) {
    process.stdout.write(`[${index}/${jobs.length}] ${id}: kept (${existing.exploitability_pct}% after ${existing.iterations} iterations)\n`);
    continue;
  }
  const started = Date.now();
  let lastReport = 0;
  const solved = await solveSpot(spec, {
    targetExploitabilityPct: target,
    maxIterations,
    threads,
    onProgress: (p) => {
      if (Date.now() - lastReport < 15_000 && p.iteration !== 0) return;
      lastReport = Date.now();
      process.stdout.write(`[${index}/${jobs.length}] ${id}: iteration ${p.iteration}, ${p.exploitabilityPct.toFixed(3)}%, ${(p.elapsedMs / 1000).toFixed(0)}s\n`);
    },
  });
  const input = treeInputOf(solved);
  input.notes = { ...input.notes, seconds: Math.round(solved.seconds * 10) / 10 };
  const temp = join(outDir, `.incoming-${process.pid}.dsstree`);
  const written = writeTreeFile(temp, input);
  const file = treeFileName(solved.spec.spot, written.sha256);
  renameSync(temp, join(outDir, file));
  const { replaced } = upsertManifestEntry(outDir, file);
  if (replaced && replaced.file !== file) rmSync(join(outDir, replaced.file), { force: true });
  process.stdout.write(
    `[${index}/${jobs.length}] ${id}: ${solved.result.exploitabilityPct.toFixed(3)}% after ${solved.result.iterations} iterations, ` +
      `${((Date.now() - started) / 1000).toFixed(0)}s, ${(written.size / 1e6).toFixed(2)} MB -> ${file}\n`,
  );
}

if (fullRun) {
  const manifest = readManifest(outDir);
  const dropped = manifest.trees.filter((e) => !wanted.has(spotId(e.spot)));
  if (dropped.length > 0) {
    manifest.trees = manifest.trees.filter((e) => wanted.has(spotId(e.spot)));
    writeManifest(outDir, manifest);
    for (const entry of dropped) rmSync(join(outDir, entry.file), { force: true });
    process.stdout.write(`dropped ${dropped.length} trees that are not in the set\n`);
  }
}

const listed = new Set(readManifest(outDir).trees.map((e) => e.file));
const strays = readdirSync(outDir).filter((f) => f.endsWith('.dsstree') && !listed.has(f));
if (strays.length > 0) process.stdout.write(`note: ${strays.length} .dsstree files in ${outDir} are not in the manifest: ${strays.join(', ')}\n`);
const totalBytes = [...listed].reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0);
process.stdout.write(`tree set: ${listed.size} files, ${(totalBytes / 1e6).toFixed(1)} MB\n`);
if (totalBytes > MAX_SET_BYTES) {
  process.stderr.write(`the tree set is ${(totalBytes / 1e6).toFixed(1)} MB, over the ${MAX_SET_BYTES / 1024 / 1024} MiB budget\n`);
  process.exitCode = 1;
}
