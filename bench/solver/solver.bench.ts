// Solver benchmark: the published reference flop spot (PioSOLVER "3betpotFAST", QsJh2h)
// solved to 0.5% of the pot. Writes bench/results/solver.json.
//
//   npx tsx bench/solver/solver.bench.ts [--threads 2] [--runs 1] [--target 0.5]
//        [--baseline-iterations 3] [--board QsJh2h] [--donk none] [--compression] [--out file.json]
//
// Baseline measured in the same run, on the same game: a few single-threaded iterations
// (seconds per iteration on one thread) before the threaded solve, plus a fixed reference
// loop (typed-array multiply-add) that shows how fast / contended the machine is right now.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  averageStrategyAt, buildGame, reachAt, resetSolve, rootEquityAndEv, solveGame, solveGameSync, type SolveProgress,
} from '../../app/solver/index.ts';
import { REFERENCE_PUBLISHED, REFERENCE_SPOT } from '../../app/solver/reference-spot.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const threads = Number(arg('threads', '2'));
const runs = Number(arg('runs', '1'));
const target = Number(arg('target', '0.5'));
const baselineIterations = Number(arg('baseline-iterations', '3'));
const board = arg('board', REFERENCE_SPOT.board);
// 'regular' (default, the published spot): no separate donk sizes, OOP may lead with its bet
// size; 'none': OOP may not lead into the previous street's aggressor
const donk = arg('donk', 'regular');
const compression = process.argv.includes('--compression'); // 16-bit storage

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** A fixed amount of typed-array work: ms it takes now (machine speed / contention). */
function referenceLoopMs(): number {
  const n = 1 << 20;
  const a = new Float32Array(n).fill(0.5);
  const b = new Float32Array(n).fill(0.25);
  const start = performance.now();
  for (let rep = 0; rep < 100; rep++) {
    for (let i = 0; i < n; i++) a[i] = a[i] * 0.999 + b[i];
  }
  return performance.now() - start;
}

interface RunResult {
  iterations: number;
  seconds: number;
  cpuSeconds: number;
  exploitabilityPct: number;
  curve: SolveProgress[];
  baselineSecondsPerIteration: number;
  referenceLoopMs: number;
}

const betSizes = donk === 'none' ? { ...REFERENCE_SPOT.betSizes, turnDonk: '', riverDonk: '' } : REFERENCE_SPOT.betSizes;
const spot = { ...REFERENCE_SPOT, board, betSizes, compression };
const results: RunResult[] = [];
// one game for every run (reset between runs), so the peak RSS is that of a single solve
const game = buildGame(spot);
process.stdout.write(`${game.numNodes} nodes, storage ${((game.storageSize * (compression ? 4 : 8)) / 1e6).toFixed(0)} MB, hands ${game.numHands(0)}/${game.numHands(1)}\n`);

// baseline: single-threaded iterations on this game, then the storage is reset
let baselineSecondsPerIteration = NaN;
if (baselineIterations > 0) {
  const b = solveGameSync(game, { maxIterations: baselineIterations, targetExploitabilityPct: 0, checkEvery: 1e9 });
  baselineSecondsPerIteration = b.elapsedMs / 1000 / baselineIterations;
  process.stdout.write(`baseline: ${baselineSecondsPerIteration.toFixed(2)} s/iteration on 1 thread\n`);
}

for (let run = 0; run < runs; run++) {
  resetSolve(game);
  const refMs = referenceLoopMs();
  process.stdout.write(`run ${run + 1}/${runs}: reference loop ${refMs.toFixed(0)} ms\n`);
  const cpu0 = process.cpuUsage();
  const r = await solveGame(game, {
    threads,
    targetExploitabilityPct: target,
    maxIterations: 1000,
    checkEvery: 10,
    onProgress: (p) => process.stdout.write(`  it ${p.iteration}: ${p.exploitabilityPct.toFixed(3)}% at ${(p.elapsedMs / 1000).toFixed(1)} s\n`),
  });
  const cpu = process.cpuUsage(cpu0);
  results.push({
    iterations: r.iterations,
    seconds: r.elapsedMs / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    exploitabilityPct: r.exploitabilityPct,
    curve: r.curve,
    baselineSecondsPerIteration,
    referenceLoopMs: refMs,
  });
}

const ev = rootEquityAndEv(game);
const root = averageStrategyAt(game, game.root);
const rootReach = reachAt(game, game.root).oop;
const n = root.hands.length;
let total = 0;
for (let h = 0; h < n; h++) total += rootReach[h];
const rootStrategy = root.actions.map((a, i) => {
  let f = 0;
  for (let h = 0; h < n; h++) f += rootReach[h] * root.strategy[i * n + h];
  return { token: a.token, type: a.type, amountBb: a.amountBb, frequency: f / total };
});
const best = results[results.length - 1];
const peakRssMb = process.resourceUsage().maxRSS / 1024;
const seconds = median(results.map((r) => r.seconds));
const out = {
  spot: { board, potBb: spot.startingPotBb, stackBb: spot.effectiveStackBb, betSizes, donk, compression },
  threads,
  runs,
  targetExploitabilityPct: target,
  iterations: median(results.map((r) => r.iterations)),
  seconds,
  cpuSeconds: median(results.map((r) => r.cpuSeconds)),
  peakRssMb,
  exploitabilityPct: best.exploitabilityPct,
  curve: best.curve,
  oop_equity_pct: ev.oopEquityPct,
  oop_ev: ev.oopEvBb,
  ip_ev: ev.ipEvBb,
  rootStrategy,
  published: REFERENCE_PUBLISHED,
  baseline: {
    description: `single-threaded s/iteration on the same game (${baselineIterations} iterations), and a fixed reference loop`,
    secondsPerIterationOneThread: median(results.map((r) => r.baselineSecondsPerIteration)),
    secondsPerIterationThreaded: median(results.map((r) => r.seconds / r.iterations)),
    referenceLoopMs: median(results.map((r) => r.referenceLoopMs)),
  },
  targets: { seconds: 330, peakRssMb: 2048 },
  runsDetail: results.map((r) => ({ iterations: r.iterations, seconds: r.seconds, cpuSeconds: r.cpuSeconds, exploitabilityPct: r.exploitabilityPct })),
  node: process.version,
  date: new Date().toISOString(),
};
const file = arg('out', join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'solver.json'));
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
process.stdout.write(
  `done: ${out.iterations} iterations, ${seconds.toFixed(1)} s, peak RSS ${peakRssMb.toFixed(0)} MB, ` +
    `exploitability ${out.exploitabilityPct.toFixed(3)}%, OOP equity ${ev.oopEquityPct.toFixed(2)}%, OOP EV ${ev.oopEvBb.toFixed(2)}, ` +
    `root ${rootStrategy.map((s) => `${s.token} ${(s.frequency * 100).toFixed(1)}%`).join(' ')}\n-> ${file}\n`,
);
