import { describe, expect, it } from 'vitest';
import { combosOfClass, overallFrequencies, rangeComboCount } from './node-summary.ts';

const mix = {
  actions: [
    { type: 'check' as const, node_token: 'x' },
    { type: 'bet' as const, node_token: 'b2.5', amount: 2.5 },
  ],
  overall: [{ node_token: 'b2.5', frequency: 0.4 }],
  combos: [
    { hand: 'AhKh', class: 'AKs', weight: 0.5, mix: [0, 1] },
    { hand: 'AsKs', class: 'AKs', weight: 1, mix: [0.5, 0.5] },
    { hand: 'AhKd', class: 'AKo', weight: 0.25, mix: [1, 0] },
  ],
};

describe('node summary', () => {
  it('sums reach weights into combos', () => {
    expect(rangeComboCount(mix)).toBe(1.75);
  });

  it('lists a class heaviest first', () => {
    expect(combosOfClass(mix, 'AKs').map((combo) => combo.hand)).toEqual(['AsKs', 'AhKh']);
    expect(combosOfClass(mix, 'QQ')).toEqual([]);
  });

  it('orders overall frequencies like the actions, 0 for a missing token', () => {
    expect(overallFrequencies(mix)).toEqual([0, 0.4]);
  });
});
