import { describe, expect, it } from 'vitest';
import type { LegalActions } from '../replay/table.ts';
import { legalAmount, legalWeights } from './records.ts';

const FACING: LegalActions = { fold: true, check: false, call: { toBb: 3, addBb: 3, allIn: false }, bet: null, raise: null };
const OPEN: LegalActions = { fold: false, check: true, call: null, bet: { minBb: 1, maxBb: 50 }, raise: null };

describe('legal amounts', () => {
  it.each([
    { range: { minBb: 2, maxBb: 100 }, wanted: 2.456, amount: 2.46 },
    { range: { minBb: 2.005, maxBb: 100 }, wanted: 2, amount: 2.01 },
    { range: { minBb: 2, maxBb: 99.875 }, wanted: 99.872, amount: 99.875 },
    { range: { minBb: 2, maxBb: 99.875 }, wanted: 150, amount: 99.875 },
    { range: { minBb: 6, maxBb: 6 }, wanted: 1, amount: 6 },
  ])('makes $wanted legal in $range.minBb..$range.maxBb: $amount', ({ range, wanted, amount }) => {
    expect(legalAmount(range, wanted)).toBe(amount);
  });
});

describe('legal weights', () => {
  it('turns a raise the table does not allow into a call', () => {
    expect(legalWeights(FACING, { fold: 0.2, check: 0, call: 0.3, raise: 0.5 })).toEqual({ fold: 0.2, check: 0, call: 0.8, raise: 0 });
  });

  it('turns a fold into a check when checking is free', () => {
    expect(legalWeights(OPEN, { fold: 0.6, check: 0, call: 0, raise: 0.4 })).toEqual({ fold: 0, check: 0.6, call: 0, raise: 0.4 });
  });

  it('turns a call with nothing to call into a check', () => {
    expect(legalWeights(OPEN, { fold: 0, check: 0, call: 1, raise: 0 })).toEqual({ fold: 0, check: 1, call: 0, raise: 0 });
  });
});
