import { describe, expect, it } from 'vitest';
import { etaSeconds, expectedIterations } from './eta.ts';

const point = (iteration: number, exploitabilityPct: number | null, elapsedMs = iteration * 100) => ({ iteration, exploitabilityPct, elapsedMs });

describe('expectedIterations', () => {
  it.each([
    ['no measurement yet', [point(0, null)], 0.5, 1000, 1000],
    ['one measurement', [point(10, 8)], 0.5, 1000, 1000],
    // 8% -> 4% from 10 to 20 iterations: k = 1, so 0.5% is reached at 20 * 4 / 0.5 = 160.
    ['a power law through the last two', [point(10, 8), point(20, 4)], 0.5, 1000, 160],
    ['the cap when the law says later', [point(10, 8), point(20, 4)], 0.5, 100, 100],
    ['the last measurement when the target is met', [point(10, 8), point(20, 0.4)], 0.5, 1000, 20],
    ['the cap when exploitability did not fall', [point(10, 4), point(20, 5)], 0.5, 1000, 1000],
    ['the cap when the target is 0 (run every iteration)', [point(10, 8), point(20, 4)], 0, 300, 300],
  ])('%s', (_what, history, target, cap, expected) => {
    expect(expectedIterations(history, target, cap)).toBe(expected);
  });
});

describe('etaSeconds', () => {
  it('is null before the first iteration is timed', () => {
    expect(etaSeconds([], 0.5, 100)).toBeNull();
    expect(etaSeconds([point(0, 50, 500)], 0.5, 100)).toBeNull();
  });

  it('multiplies the iterations left by the time per iteration so far', () => {
    // 100 ms per iteration, 140 iterations left to 160.
    expect(etaSeconds([point(10, 8), point(20, 4)], 0.5, 1000)).toBe(14);
    expect(etaSeconds([point(10, 8), point(20, 0.4)], 0.5, 1000)).toBe(0);
  });
});
