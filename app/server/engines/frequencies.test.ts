import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactMix } from './frequencies.ts';

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('exactMix', () => {
  it.each([
    [[1 / 3, 1 / 3, 1 / 3]],
    [[0.1, 0.2, 0.7]],
    [[85, 85, 85]],
    [[0, 0, 1]],
    [[0.12345, 0.54321, 0.33334]],
  ])('rounds %j to 4 decimals summing to exactly 1', (raw) => {
    const mix = exactMix(raw);
    expect(sum(mix)).toBe(1);
    for (const value of mix) expect(value).toBeGreaterThanOrEqual(0);
  });

  it('reads an all-zero mix as uniform', () => {
    expect(exactMix([0, 0])).toEqual([0.5, 0.5]);
  });

  it('sums to exactly 1 for any mix of up to 12 actions', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 65535 }), { minLength: 1, maxLength: 12 }), (ints) => {
        const mix = exactMix(ints);
        return sum(mix) === 1 && mix.every((v) => v >= 0 && v <= 1);
      }),
      { numRuns: 2000 },
    );
  });
});
