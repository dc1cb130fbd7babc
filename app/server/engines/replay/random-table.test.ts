import { describe, expect, it } from 'vitest';
import { parseStrategyBody } from '../../../shared/contract/strategy-body.ts';
import { randomDecisionBodies } from './random-table.ts';
import { replayTable } from './replay.ts';

describe('random legal tables', () => {
  const bodies = randomDecisionBodies(20240601, 600);

  it('are valid POST bodies that replay to a decision for their hero', () => {
    for (const body of bodies) {
      const parsed = parseStrategyBody(body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const table = replayTable(body);
      expect(table.toActSeat).toBe(body.hero_seat);
    }
  });

  it('cover 2..10 players, every street and some antes', () => {
    const sizes = new Set(bodies.map((b) => b.players.length));
    expect([...sizes].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const streets = new Set(bodies.map((b) => replayTable(b).street));
    expect([...streets].sort()).toEqual(['flop', 'preflop', 'river', 'turn']);
    expect(bodies.some((b) => 'ante_bb' in b && b.ante_bb !== undefined)).toBe(true);
  });

  it('are the same for the same seed', () => {
    expect(randomDecisionBodies(7, 50)).toEqual(randomDecisionBodies(7, 50));
  });
});
