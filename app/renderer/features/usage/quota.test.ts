import { describe, expect, it } from 'vitest';
import { quotaLevels } from './quota.ts';

describe('quotaLevels', () => {
  it.each([
    [100, 1000, 2000, 'ok'],
    [800, 1000, 2000, 'near'],
    [1000, 1000, 2000, 'near'],
    [1001, 1000, 2000, 'overage'],
    [2000, 1000, 2000, 'capped'],
  ])('%d billed of %d soft / %d cap is %s', (billed, soft, hard, state) => {
    expect(quotaLevels(billed, soft, hard).state).toBe(state);
  });

  it('places billed calls and the soft quota on a bar spanning the hard cap', () => {
    expect(quotaLevels(500, 1000, 2000)).toEqual({ state: 'ok', billedShare: 0.25, softShare: 0.5, overage: 0, untilCap: 1500 });
    expect(quotaLevels(1500, 1000, 2000)).toMatchObject({ overage: 500, untilCap: 500 });
  });

  it('survives a zero quota', () => {
    expect(quotaLevels(0, 0, 0)).toMatchObject({ state: 'capped', billedShare: 0, softShare: 0 });
  });
});
