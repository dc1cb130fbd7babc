import { describe, expect, it } from 'vitest';
import { parseHand } from '../../../../shared/poker/boards.ts';
import { NUM_HAND_CLASSES, parseHandClass } from '../../../../shared/poker/combos.ts';
import { equityHandVsHand } from '../../../../shared/poker/equity.ts';
import { CLASS_EQUITY, CLASS_PAIR_COUNTS, EQUITY_VS_RANDOM, PUSH_FOLD_CHART } from './preflop-tables.ts';
import { callerSlots, solvePushFold } from './push-fold.ts';

const N = NUM_HAND_CLASSES;
const cls = parseHandClass;
const equity = (a: string, b: string) => CLASS_EQUITY[cls(a) * N + cls(b)];

describe('class equity table', () => {
  it('is antisymmetric: E[a][b] + E[b][a] = 1, E[a][a] = 1/2', () => {
    for (let a = 0; a < N; a++) {
      expect(CLASS_EQUITY[a * N + a]).toBe(0.5);
      for (let b = 0; b < N; b++) expect(CLASS_EQUITY[a * N + b] + CLASS_EQUITY[b * N + a]).toBeCloseTo(1, 9);
    }
  });

  // Class equity is the average over suit patterns: AA vs KK has one up to suit
  // symmetry that matters little; AKs vs QQ two, half of QQ holding the suit of AKs.
  it.each([
    { a: 'AA', b: 'KK', patterns: [['AhAd', 'KcKs', 1]] },
    { a: 'AKs', b: 'QQ', patterns: [['AhKh', 'QhQc', 0.5], ['AhKh', 'QcQd', 0.5]] },
  ] as const)('agrees with exact enumeration: $a vs $b', ({ a, b, patterns }) => {
    const exact = patterns.reduce((sum, [handA, handB, share]) => sum + share * equityHandVsHand(parseHand(handA), parseHand(handB)).equity, 0);
    expect(Math.abs(equity(a, b) - exact)).toBeLessThan(0.015);
  });

  it('counts non-overlapping combo pairs: AA vs AA has 1 pair of pairs per 6x6, AKs vs KQs 4x4 minus shared', () => {
    expect(CLASS_PAIR_COUNTS[cls('AA') * N + cls('AA')]).toBe(6);
    expect(CLASS_PAIR_COUNTS[cls('72o') * N + cls('AA')]).toBe(12 * 6);
    expect(CLASS_PAIR_COUNTS[cls('AKs') * N + cls('KQs')]).toBe(12);
  });

  it('ranks AA first and 32o last against a random hand', () => {
    const order = Array.from({ length: N }, (_, c) => c).sort((a, b) => EQUITY_VS_RANDOM[b] - EQUITY_VS_RANDOM[a]);
    expect(order[0]).toBe(cls('AA'));
    expect(order[N - 1]).toBe(cls('32o'));
  });
});

describe('push/fold chart', () => {
  it('is what the solver gives: heads-up at 10 bb the chart and a fresh solve agree', () => {
    const solution = solvePushFold(CLASS_EQUITY, CLASS_PAIR_COUNTS, 1, 10);
    let agree = 0;
    for (let h = 0; h < N; h++) if (solution.pushGain[h] >= 0 === PUSH_FOLD_CHART.push[0][h] >= 10) agree++;
    expect(agree / N).toBeGreaterThan(0.95);
  });

  it('shoves and calls AA at every stack and every table size', () => {
    for (let k = 1; k <= 9; k++) {
      expect(PUSH_FOLD_CHART.push[k - 1][cls('AA')]).toBe(25);
      for (const slot of new Set(callerSlots(k))) expect(PUSH_FOLD_CHART.call[k - 1][slot]![cls('AA')]).toBe(25);
    }
  });

  it('shoves tighter with more players behind', () => {
    let tighter = 0;
    for (let h = 0; h < N; h++) if (PUSH_FOLD_CHART.push[8][h] <= PUSH_FOLD_CHART.push[0][h]) tighter++;
    expect(tighter).toBe(N);
  });

  it('has the small blind shove 72o only when nearly all-in anyway', () => {
    expect(PUSH_FOLD_CHART.push[0][cls('72o')]).toBeLessThanOrEqual(2);
  });
});
