// Throughput of evaluate7 (hands/s), median over several runs, against two baselines
// measured in the same process: a naive evaluator (best of the 21 five-card subsets,
// app/shared/poker/reference-evaluator.ts) and a plain loop summing the 7 card numbers
// (the cost of reading the hands, the floor for any evaluator).
// Run: npx tsx bench/poker/evaluator.bench.ts   -> bench/results/poker.json
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const loadStart = performance.now();
const { evaluate7 } = await import('../../app/shared/poker/evaluator.ts');
const moduleLoadMs = performance.now() - loadStart;
const { referenceBestScore } = await import('../../app/shared/poker/reference-evaluator.ts');
const { seededRandom, equityHandVsHand } = await import('../../app/shared/poker/equity.ts');
const { parseCards } = await import('../../app/shared/poker/cards.ts');

const HANDS = 1 << 20;
const RUNS = 9;
const NAIVE_HANDS = 20_000;
const TARGET_HANDS_PER_SEC = 5_000_000;

function randomHands(count: number, seed: number): Uint8Array {
  const random = seededRandom(seed);
  const hands = new Uint8Array(count * 7);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let h = 0; h < count; h++) {
    for (let i = 0; i < 7; i++) {
      const j = i + Math.floor(random() * (52 - i));
      [deck[i], deck[j]] = [deck[j], deck[i]];
      hands[h * 7 + i] = deck[i];
    }
  }
  return hands;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Hands per second of `body` over `count` hands; the checksum keeps the work alive. */
function measure(count: number, body: () => number): { handsPerSec: number; checksum: number } {
  const start = performance.now();
  const checksum = body();
  const seconds = (performance.now() - start) / 1000;
  return { handsPerSec: count / seconds, checksum };
}

const hands = randomHands(HANDS, 20240601);

const evaluateAll = () => {
  let sum = 0;
  for (let i = 0; i < hands.length; i += 7) {
    sum += evaluate7(hands[i], hands[i + 1], hands[i + 2], hands[i + 3], hands[i + 4], hands[i + 5], hands[i + 6]);
  }
  return sum;
};
const sumAll = () => {
  let sum = 0;
  for (let i = 0; i < hands.length; i += 7) {
    sum += hands[i] + hands[i + 1] + hands[i + 2] + hands[i + 3] + hands[i + 4] + hands[i + 5] + hands[i + 6];
  }
  return sum;
};
const naiveAll = () => {
  let sum = 0;
  for (let i = 0; i < NAIVE_HANDS * 7; i += 7) sum += referenceBestScore(hands.subarray(i, i + 7));
  return sum;
};

measure(HANDS, evaluateAll); // warm-up: JIT and caches
measure(HANDS, sumAll);
const runs: number[] = [];
const sumRuns: number[] = [];
for (let run = 0; run < RUNS; run++) {
  runs.push(measure(HANDS, evaluateAll).handsPerSec);
  sumRuns.push(measure(HANDS, sumAll).handsPerSec);
}
measure(NAIVE_HANDS, naiveAll);
const naiveRuns = [0, 1, 2].map(() => measure(NAIVE_HANDS, naiveAll).handsPerSec);

const equityStart = performance.now();
const aaVsKk = equityHandVsHand(parseCards('AsAh'), parseCards('KdKc'));
const equityPreflopMs = performance.now() - equityStart;

const medianHandsPerSec = median(runs);
const baselineNaive = median(naiveRuns);
const result = {
  benchmark: 'poker evaluate7',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu_model: cpus()[0]?.model ?? 'unknown', node: process.version },
  hands_per_run: HANDS,
  runs: runs.map(Math.round),
  median_hands_per_sec: Math.round(medianHandsPerSec),
  baseline_naive_21_subsets_hands_per_sec: Math.round(baselineNaive),
  baseline_sum_loop_hands_per_sec: Math.round(median(sumRuns)),
  ratio: Number((medianHandsPerSec / baselineNaive).toFixed(1)),
  ratio_to_sum_loop: Number((medianHandsPerSec / median(sumRuns)).toFixed(3)),
  target_hands_per_sec: TARGET_HANDS_PER_SEC,
  meets_target: medianHandsPerSec >= TARGET_HANDS_PER_SEC,
  module_load_ms_including_transform: Number(moduleLoadMs.toFixed(1)),
  equity_preflop_AsAh_vs_KdKc: { equity: Number(aaVsKk.equity.toFixed(6)), boards: aaVsKk.outcomes, ms: Number(equityPreflopMs.toFixed(1)) },
};

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'poker.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

const m = (x: number) => `${(x / 1e6).toFixed(1)}M`;
console.log(`evaluate7: median ${m(medianHandsPerSec)} hands/s over ${RUNS} runs of ${HANDS} (runs: ${runs.map(m).join(' ')})`);
console.log(`baseline naive (21 subsets): ${(baselineNaive / 1e3).toFixed(1)}k hands/s -> ratio ${result.ratio}x`);
console.log(`baseline sum loop: ${m(result.baseline_sum_loop_hands_per_sec)} hands/s`);
console.log(`preflop AsAh vs KdKc: ${(aaVsKk.equity * 100).toFixed(2)}% over ${aaVsKk.outcomes} boards in ${equityPreflopMs.toFixed(0)} ms`);
console.log(`target ${m(TARGET_HANDS_PER_SEC)} hands/s: ${result.meets_target ? 'met' : 'NOT met'}; wrote ${out}`);
if (!result.meets_target) process.exitCode = 1;
