import { describe, expect, it } from 'vitest';
import type { CoverageSpot } from '../../../shared/contract/extras.ts';
import { completeSpot, coverageOfSpot, spotOptions, withSpotField } from './spot-options.ts';

function coverage(source: 'v1' | 'custom', platform: string, stakes: string, situation: string, position: string, flops: string[]): CoverageSpot {
  const [aggressor, caller] = position.split('_');
  return { source, platform, stakes, pool: 'regs', situation, position, positions: { oop: caller, ip: aggressor }, flops };
}

const spots = [
  coverage('v1', 'pio', '1_2', 'srp', 'btn_bb', ['AsKhQd']),
  coverage('custom', 'pio', '1_2', 'srp', 'btn_bb', ['KsKh5s']),
  coverage('v1', 'pio', '1_2', '3bet', 'bb_btn', ['AsKsQs']),
  coverage('v1', 'pio', '5_10', 'srp', 'co_bb', ['7s7h7d']),
  coverage('v1', 'ggx', '2_5', 'srp', 'btn_bb', ['AsKhQd']),
];

describe('spot options', () => {
  it('offers each field the values matching the fields before it', () => {
    expect(spotOptions(spots, { platform: 'pio', stakes: '1_2' })).toEqual({
      platform: ['ggx', 'pio'],
      stakes: ['1_2', '5_10'],
      pool: ['regs'],
      situation: [],
      position: [],
    });
    expect(spotOptions(spots, { platform: 'pio', stakes: '1_2', pool: 'regs' }).situation).toEqual(['srp', '3bet']);
  });

  it('orders stakes by big blind, not as text', () => {
    const many = [coverage('v1', 'p', '10_20', 'srp', 'btn_bb', []), coverage('v1', 'p', '5_10', 'srp', 'btn_bb', [])];
    expect(spotOptions(many, { platform: 'p' }).stakes).toEqual(['5_10', '10_20']);
  });

  it('completes a partial selection with the first values offered', () => {
    expect(completeSpot(spots, {})).toEqual({ platform: 'ggx', stakes: '2_5', pool: 'regs', situation: 'srp', position: 'btn_bb' });
    expect(completeSpot(spots, { platform: 'pio', situation: '3bet' })).toEqual({
      platform: 'pio', stakes: '1_2', pool: 'regs', situation: '3bet', position: 'bb_btn',
    });
    expect(completeSpot([], {})).toBeNull();
  });

  it('replaces a stale field with what is offered', () => {
    expect(completeSpot(spots, { platform: 'pio', stakes: '1_2', pool: 'regs', situation: 'srp', position: 'co_bb' })?.position).toBe('btn_bb');
  });

  it('re-completes the fields after a changed one', () => {
    const spot = completeSpot(spots, { platform: 'pio' })!;
    expect(withSpotField(spots, spot, 'stakes', '5_10')).toEqual({ platform: 'pio', stakes: '5_10', pool: 'regs', situation: 'srp', position: 'co_bb' });
  });

  it('merges the flops of both sources of one spot', () => {
    const spot = { platform: 'pio', stakes: '1_2', pool: 'regs', situation: 'srp', position: 'btn_bb' };
    expect(coverageOfSpot(spots, spot)).toEqual({ flops: ['AsKhQd', 'KsKh5s'], positions: { oop: 'bb', ip: 'btn' }, sources: ['v1', 'custom'] });
    expect(coverageOfSpot(spots, { ...spot, position: 'sb_bb' })).toBeNull();
  });
});
