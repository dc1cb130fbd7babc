import { describe, expect, it } from 'vitest';
import { parseCombo } from '../../../shared/poker/combos.ts';
import { parseRange, rangeComboCount } from '../../../shared/poker/ranges.ts';
import { actionRanges, actionRangeWeights, nodeRangeWeights, rangesText } from './ranges.ts';
import { nodeMixFixture } from './test-fixtures.ts';

describe('range strings per action', () => {
  const mix = nodeMixFixture();

  it('weights each combo by reach weight times the action frequency, rounded', () => {
    const check = actionRangeWeights(mix, 0);
    expect(check[parseCombo('AhAd')]).toBeCloseTo(0.5, 6);
    expect(check[parseCombo('AsAd')]).toBeCloseTo(0.062, 6);
    expect(check[parseCombo('AhKh')]).toBe(1);
    expect(check[parseCombo('KhKd')]).toBe(0);
  });

  it('writes PioSOLVER strings that read back to the same weights', () => {
    const ranges = actionRanges(mix);
    expect(ranges.map((range) => [range.token, range.label])).toEqual([
      ['x', 'Check'],
      ['b1.8', 'Bet 1.8 (33%)'],
      ['b5.5', 'Bet 5.5 (100%)'],
    ]);
    ranges.forEach((range, index) => {
      const read = parseRange(range.range);
      const written = actionRangeWeights(mix, index);
      for (let combo = 0; combo < 1326; combo++) expect(read[combo]).toBeCloseTo(written[combo], 6);
    });
    expect(ranges[0].range).toBe('AsAd:0.062,AhAd:0.5,AhKh');
    expect(ranges[2].comboCount).toBeCloseTo(1.25, 6);
  });

  it('adds up to the node range, action by action', () => {
    const total = actionRanges(mix).reduce((sum, range) => sum + range.comboCount, 0);
    expect(total).toBeCloseTo(rangeComboCount(nodeRangeWeights(mix)), 2);
  });

  it('writes comment lines naming the node and each action, then the strings', () => {
    const lines = rangesText([mix]).trimEnd().split('\n');
    expect(lines[0]).toBe('# node root-x · IP to act · range 3.5 combos');
    expect(lines[2]).toBe('# Check [x] · 50.0% · 1.6 combos');
    expect(lines[3]).toBe('AsAd:0.062,AhAd:0.5,AhKh');
    expect(lines.filter((line) => !line.startsWith('#'))).toHaveLength(4);
  });
});
