import { describe, expect, it } from 'vitest';
import { completingCards, flopCoverageOf, flopStatus } from './flop-coverage.ts';

describe('flop coverage', () => {
  const coverage = flopCoverageOf(['AsKhQd', 'KsKh5s', 'not-a-flop']);

  it('expands canonical flops to every suit renaming', () => {
    // A rainbow flop of three ranks has 24 renamings; a paired two-tone one 12.
    expect(coverage.rawFlops).toHaveLength(24 + 12);
    expect([...coverage.canonical].sort()).toEqual(['AsKhQd', 'KsKh5s']);
  });

  it.each([
    ['AsKhQd', 'AsKhQd', true],
    ['QcAdKh', 'AsKhQd', true],
    ['Kd5dKc', 'KsKh5s', true],
    ['Kd5hKc', 'KsKh5d', false],
    ['2c3d4h', '4s3h2d', false],
  ])('%s maps to %s, covered %s', (flop, canonical, covered) => {
    expect(flopStatus(flop, coverage)).toEqual({ canonical, covered });
  });

  it('has no status for a flop that repeats a card', () => {
    expect(flopStatus('AsAs7d', coverage)).toBeNull();
  });

  it('marks the cards that can still complete a covered flop', () => {
    expect(completingCards(['As', 'Kh'], coverage)).toEqual(new Set(['Qd', 'Qc']));
    const afterAce = completingCards(['Ac'], coverage);
    expect(afterAce.has('Kd')).toBe(true);
    expect(afterAce.has('5s')).toBe(false);
    // Every ace, king and queen (AKQ rainbow) and every five (KK5 two-tone).
    expect(completingCards([], coverage).size).toBe(16);
  });
});
