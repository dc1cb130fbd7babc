// Nash-like push/fold: the first player in shoves all-in or folds; the players behind
// call or fold. Solved per (players behind k, effective stack S) by fictitious play on
// the 169 classes, with preflop all-in equities and card-removal weights from
// class-equity.ts.
//
// Model (chips in BB, everyone starts with S, blinds 0.5 and 1, no ante -- antes are
// handled at decision time by scaling the stack to the pot):
// - The pusher has k players behind: k = 1 is the small blind against the big blind;
//   k >= 2 leaves k - 2 unposted players, then the small and the big blind.
// - Callers decide in order, each independently (a caller ignores the players behind
//   it), and the first to call goes heads-up all-in against the pusher.
// - Gains are measured against folding: a pusher whom everyone folds to gains the
//   blinds (1.5); called by caller i it gains eq * (2S + D_i) - S + b_p, where b_p is
//   what it had posted and D_i the blinds of the players out of the pot. A caller gains
//   eq * (2S + D_i) - S + b_i by calling.
// The chart keeps, per class, the largest stack at which it shoves (calls): the usual
// form of a push/fold chart.
import { NUM_HAND_CLASSES } from '../../../../shared/poker/combos.ts';

const N = NUM_HAND_CLASSES;
const BLINDS_BB = 1.5;

/** Caller slots: the big blind, the small blind, and an unposted player. */
export const CALLER_SLOTS = ['bb', 'sb', 'other'] as const;
export type CallerSlot = (typeof CALLER_SLOTS)[number];
const POSTED: Record<CallerSlot, number> = { bb: 1, sb: 0.5, other: 0 };

/** The callers behind a pusher with k players behind, in acting order. */
export function callerSlots(k: number): CallerSlot[] {
  if (k <= 1) return ['bb'];
  return [...Array<CallerSlot>(k - 2).fill('other'), 'sb', 'bb'];
}

export interface PushFoldSolution {
  /** Gain of shoving over folding, per class (BB). */
  pushGain: Float64Array;
  /** Gain of calling over folding per class, per slot present at this k. */
  callGain: Partial<Record<CallerSlot, Float64Array>>;
}

function weightedEquity(equity: Float64Array, counts: Float64Array, range: Float64Array, out: Float64Array, reach: Float64Array): void {
  for (let h = 0; h < N; h++) {
    let weight = 0;
    let won = 0;
    let all = 0;
    for (let c = 0; c < N; c++) {
      const w = counts[h * N + c];
      all += w;
      if (range[c] === 0) continue;
      weight += w * range[c];
      won += w * range[c] * equity[h * N + c];
    }
    out[h] = weight > 0 ? won / weight : 0;
    reach[h] = all > 0 ? weight / all : 0;
  }
}

export function solvePushFold(equity: Float64Array, counts: Float64Array, k: number, stackBb: number, iterations = 80): PushFoldSolution {
  const slots = callerSlots(k);
  const distinct = [...new Set(slots)];
  const pusherPosted = k <= 1 ? 0.5 : 0;
  const dead = (slot: CallerSlot) => BLINDS_BB - pusherPosted - POSTED[slot];
  const push = new Float64Array(N).fill(1);
  const call = Object.fromEntries(distinct.map((slot) => [slot, new Float64Array(N).fill(0.5)])) as Record<CallerSlot, Float64Array>;
  const eqVsPush = new Float64Array(N);
  const unusedReach = new Float64Array(N);
  const eqVsCall = Object.fromEntries(distinct.map((slot) => [slot, new Float64Array(N)])) as Record<CallerSlot, Float64Array>;
  const callReach = Object.fromEntries(distinct.map((slot) => [slot, new Float64Array(N)])) as Record<CallerSlot, Float64Array>;
  const pushGain = new Float64Array(N);
  const callGain = Object.fromEntries(distinct.map((slot) => [slot, new Float64Array(N)])) as Record<CallerSlot, Float64Array>;

  const evaluate = () => {
    weightedEquity(equity, counts, push, eqVsPush, unusedReach);
    for (const slot of distinct) {
      for (let h = 0; h < N; h++) callGain[slot][h] = eqVsPush[h] * (2 * stackBb + dead(slot)) - stackBb + POSTED[slot];
      weightedEquity(equity, counts, call[slot], eqVsCall[slot], callReach[slot]);
    }
    for (let h = 0; h < N; h++) {
      let noneYet = 1;
      let gain = 0;
      for (const slot of slots) {
        const p = callReach[slot][h];
        gain += noneYet * p * (eqVsCall[slot][h] * (2 * stackBb + dead(slot)) - stackBb + pusherPosted);
        noneYet *= 1 - p;
      }
      pushGain[h] = gain + noneYet * BLINDS_BB;
    }
  };

  for (let t = 1; t <= iterations; t++) {
    evaluate();
    const step = 1 / (t + 1);
    for (let h = 0; h < N; h++) {
      push[h] += ((pushGain[h] > 0 ? 1 : 0) - push[h]) * step;
      for (const slot of distinct) call[slot][h] += ((callGain[slot][h] > 0 ? 1 : 0) - call[slot][h]) * step;
    }
  }
  evaluate();
  return { pushGain: Float64Array.from(pushGain), callGain: Object.fromEntries(distinct.map((slot) => [slot, Float64Array.from(callGain[slot])])) };
}

export interface PushFoldChart {
  /** The stack grid the chart was solved on (BB). */
  stacksBb: number[];
  /** push[k - 1][class]: the largest stack (BB) at which the class shoves with k players behind; 0 = never. */
  push: number[][];
  /** call[k - 1][slot][class]: the largest stack at which the slot calls that shove; 0 = never. */
  call: Array<Partial<Record<CallerSlot, number[]>>>;
}

export const MAX_PLAYERS_BEHIND = 9;

export function solvePushFoldChart(equity: Float64Array, counts: Float64Array, stacksBb: number[], onProgress?: (k: number) => void): PushFoldChart {
  const chart: PushFoldChart = { stacksBb, push: [], call: [] };
  for (let k = 1; k <= MAX_PLAYERS_BEHIND; k++) {
    const push = new Array<number>(N).fill(0);
    const call: Partial<Record<CallerSlot, number[]>> = {};
    for (const slot of new Set(callerSlots(k))) call[slot] = new Array<number>(N).fill(0);
    for (const stack of stacksBb) {
      const solution = solvePushFold(equity, counts, k, stack);
      for (let h = 0; h < N; h++) {
        if (solution.pushGain[h] >= 0) push[h] = Math.max(push[h], stack);
        for (const [slot, gains] of Object.entries(solution.callGain)) {
          if (gains![h] >= 0) call[slot as CallerSlot]![h] = Math.max(call[slot as CallerSlot]![h], stack);
        }
      }
    }
    chart.push.push(push);
    chart.call.push(call);
    onProgress?.(k);
  }
  return chart;
}
