// The generated preflop tables (preflop-tables.json, written by generate.ts), decoded
// once per thread: class equities, card-removal weights, the push/fold chart, and what
// follows from them.
import { NUM_HAND_CLASSES } from '../../../../shared/poker/combos.ts';
import { classPairCounts, decodeClassEquity } from './class-equity.ts';
import type { PushFoldChart } from './push-fold.ts';
import tables from './preflop-tables.json' with { type: 'json' };

const N = NUM_HAND_CLASSES;

/** E[a * 169 + b]: all-in equity of class a against class b. */
export const CLASS_EQUITY: Float64Array = decodeClassEquity(tables.classEquity);
/** W[a * 169 + b]: non-overlapping combo pairs of a and b. */
export const CLASS_PAIR_COUNTS: Float64Array = classPairCounts();
export const PUSH_FOLD_CHART: PushFoldChart = tables.pushFold as PushFoldChart;
/** Identifies the tables in the engine version. */
export const TABLES_FINGERPRINT = `${tables.seed}/${tables.samplesPerPair}/${tables.classEquity.length}`;

/**
 * All-in equity of class h against a range (class weights in [0,1]), weighting each
 * class by its non-overlapping combos; 0.5 for an empty range.
 */
export function classEquityVsRange(h: number, range: ArrayLike<number>): number {
  let weight = 0;
  let won = 0;
  for (let c = 0; c < N; c++) {
    if (range[c] <= 0) continue;
    const w = CLASS_PAIR_COUNTS[h * N + c] * range[c];
    weight += w;
    won += w * CLASS_EQUITY[h * N + c];
  }
  return weight > 0 ? won / weight : 0.5;
}

/** Equity of each class against a random hand. */
export const EQUITY_VS_RANDOM: Float64Array = Float64Array.from({ length: N }, (_, h) => classEquityVsRange(h, new Float64Array(N).fill(1)));
