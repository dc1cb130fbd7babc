#!/usr/bin/env node
// `npm run bench`: the benchmarks of bench/ in sequence, each through `npx tsx`, each
// writing its bench/results/<name>.json; then one summary table read from those files
// (median figures, the baseline ratio, the target and whether it was met). See bench/README.md.
//
//   npm run bench                       the quick ones: poker, river, fallback, api (about a minute)
//   npm run bench -- --all              also the solver reference spot (minutes, ~1.5 GB)
//   npm run bench -- --only river,api   just these (names below)
//   npm run bench -- --summary          no run: the table of the results on disk
//
// A bench that fails (or misses its target and says so with its exit code) does not stop
// the others; the script exits 1 when any bench exited non-zero.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(REPO, 'bench', 'results');

/** In run order. `quick: false` runs only with --all (or --only). */
const BENCHES = [
  { name: 'poker', file: 'bench/poker/evaluator.bench.ts', args: [], result: 'poker.json', quick: true },
  { name: 'river', file: 'bench/river/river.bench.ts', args: [], result: 'river.json', quick: true },
  { name: 'fallback', file: 'bench/fallback/fallback.bench.ts', args: [], result: 'fallback.json', quick: true },
  { name: 'api', file: 'bench/api/api.bench.ts', args: [], result: 'api.json', quick: true },
  { name: 'solver', file: 'bench/solver/solver.bench.ts', args: ['--threads', '2'], result: 'solver.json', quick: false },
];

function parseArgs(argv) {
  const options = { all: false, summaryOnly: false, only: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--all') options.all = true;
    else if (arg === '--summary') options.summaryOnly = true;
    else if (arg === '--only') options.only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg.startsWith('--only=')) options.only = arg.slice('--only='.length).split(',').filter(Boolean);
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`Usage: npm run bench [-- --all | --only ${BENCHES.map((b) => b.name).join(',')} | --summary]\n`);
      process.exit(0);
    } else {
      process.stderr.write(`bench: unknown option "${arg}" (--all, --only NAMES, --summary)\n`);
      process.exit(2);
    }
  }
  const unknown = (options.only ?? []).filter((name) => !BENCHES.some((b) => b.name === name));
  if (unknown.length) {
    process.stderr.write(`bench: no bench named ${unknown.join(', ')} (${BENCHES.map((b) => b.name).join(', ')})\n`);
    process.exit(2);
  }
  return options;
}

function readResult(bench) {
  try {
    return JSON.parse(fs.readFileSync(path.join(RESULTS, bench.result), 'utf8'));
  } catch {
    return null;
  }
}

const fmt = (n, digits = 1) => (typeof n === 'number' ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : '?');
const yes = (met) => (met === undefined ? '?' : met ? 'yes' : 'NO');

/** Summary rows of one result file: [what, figure (median), baseline / ratio, target, met]. */
function rowsOf(name, r) {
  switch (name) {
    case 'poker':
      return [['7-card evaluator', `${fmt(r.median_hands_per_sec / 1e6)} M hands/s`, `${fmt(r.ratio, 0)}x naive best-of-21`, `${fmt(r.target_hands_per_sec / 1e6, 0)} M/s`, yes(r.meets_target)]];
    case 'river':
      return [['river on demand', `p50 ${fmt(r.p50_ms)} ms, p99 ${fmt(r.p99_ms)} ms`, `solve only p50 ${fmt(r.solve_only_p50_ms)} ms`, `${r.target_p50_ms} / ${r.target_p99_ms} ms`, yes(r.meets_target)]];
    case 'fallback':
      return Object.entries(r.kinds ?? {}).map(([kind, k]) => [
        `fallback ${kind.replace(/_/g, ' ')}`,
        `p50 ${fmt(k.worker_ms.p50, 2)} ms, p99 ${fmt(k.worker_ms.p99, 2)} ms`,
        `${fmt(k.ratio_p50, 2)}x in-process p50 ${fmt(k.in_process_ms.p50, 2)} ms`,
        `${r.targets_ms.p50Ms} / ${r.targets_ms.p99Ms} ms`,
        yes(k.meets_targets),
      ]);
    case 'api':
      return [
        ['GET /v1/strategy, cached', `${fmt(r.api_cached?.requestsPerSec, 0)} req/s`, `${fmt(r.throughput_ratio, 2)}x bare route (${fmt(r.bare_route?.requestsPerSec, 0)} req/s)`, `>= ${r.targets?.throughput_ratio_min}x`, yes(r.meets_targets?.throughput_ratio)],
        ['GET at 1,000 req/s', `p50 ${fmt(r.api_at_fixed_rate?.latencyMs?.p50, 2)} ms, p99 ${fmt(r.api_at_fixed_rate?.latencyMs?.p99, 2)} ms`, `rounds p99: ${(r.rounds ?? []).map((x) => fmt(x.p99_at_1000_ms, 1)).join(', ')} ms`, `p99 ${r.targets?.p99_at_1000_rps_max_ms} ms`, yes(r.meets_targets?.p99_at_1000_rps)],
        ['first touch of a tree', `p50 ${fmt(r.first_touch?.latencyMs?.p50, 1)} ms`, `${r.first_touch?.trees ?? '?'} trees`, `${r.targets?.first_touch_p50_max_ms} ms`, yes(r.meets_targets?.first_touch_p50)],
      ];
    case 'solver':
      return [
        [
          'solver, QsJh2h to 0.5%',
          `${fmt(r.seconds, 0)} s, ${fmt(r.iterations, 0)} it, ${fmt(r.peakRssMb, 0)} MB`,
          `${fmt(r.baseline?.secondsPerIterationOneThread, 2)} s/it on 1 thread vs ${fmt(r.baseline?.secondsPerIterationThreaded, 2)}`,
          `${r.targets?.seconds} s, ${r.targets?.peakRssMb} MB`,
          yes(r.seconds <= r.targets?.seconds && r.peakRssMb <= r.targets?.peakRssMb),
        ],
      ];
    default:
      return [];
  }
}

function table(rows) {
  const head = ['bench', 'what', 'figure (median)', 'baseline / ratio', 'target', 'met', 'measured'];
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((row) => String(row[i]).length)));
  const line = (row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

function summary(ran) {
  const rows = [];
  for (const bench of BENCHES) {
    const result = readResult(bench);
    if (!result) {
      rows.push([bench.name, '(no results yet)', '', '', '', '', '']);
      continue;
    }
    const date = String(result.date ?? '').slice(0, 16).replace('T', ' ');
    const when = ran.has(bench.name) ? `${date} (this run)` : `${date} (earlier)`;
    for (const row of rowsOf(bench.name, result)) rows.push([bench.name, ...row, when]);
  }
  return table(rows);
}

const options = parseArgs(process.argv.slice(2));
const chosen = BENCHES.filter((b) => (options.only ? options.only.includes(b.name) : b.quick || options.all));
const ran = new Set();
const failed = [];
if (!options.summaryOnly) {
  for (const bench of chosen) {
    process.stdout.write(`\n=== ${bench.name}: npx tsx ${bench.file} ${bench.args.join(' ')}\n`);
    const started = Date.now();
    const run = spawnSync('npx', ['tsx', bench.file, ...bench.args], { cwd: REPO, stdio: 'inherit' });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    ran.add(bench.name);
    if (run.status !== 0) failed.push(`${bench.name} (exit ${run.status ?? run.signal})`);
    process.stdout.write(`=== ${bench.name}: ${run.status === 0 ? 'done' : `exit ${run.status ?? run.signal}`} in ${seconds} s\n`);
  }
}
process.stdout.write(`\n${summary(ran)}\n`);
if (failed.length) {
  process.stdout.write(`\nexited non-zero: ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
