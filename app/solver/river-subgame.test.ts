import { describe, expect, it } from 'vitest';
import { parseRange } from '../shared/poker/ranges.ts';
import { averageStrategyAt, childByToken } from './queries.ts';
import { solveRiverSubgame } from './river-subgame.ts';

describe('solveRiverSubgame', () => {
  const input = {
    board: 'QsJh2h8c3d',
    potBb: 40,
    effectiveStackBb: 120,
    oopWeights: parseRange('AA,KK:0.3,QJs,T9s:0.7,A5s,87s:0.2'),
    ipWeights: parseRange('QQ:0.5,JJ,AQs,KQo:0.6,T9o,65s'),
    betSizes: { river: { bet: '50%, a', raise: '2.5x' } },
    iterations: 60,
  };

  it('gives the same strategies for the same input (fixed iterations, one thread)', () => {
    const a = solveRiverSubgame(input);
    const b = solveRiverSubgame(input);
    expect(a.exploitabilityPct).toBe(b.exploitabilityPct);
    expect(Array.from(averageStrategyAt(b.game, b.game.root).strategy)).toEqual(Array.from(averageStrategyAt(a.game, a.game.root).strategy));
    const facing = childByToken(a.game, a.game.root, 'b20')!;
    expect(Array.from(averageStrategyAt(b.game, facing).strategy)).toEqual(Array.from(averageStrategyAt(a.game, facing).strategy));
    expect(a.game.solvedIterations).toBe(60);
    expect(a.exploitabilityPct).toBeLessThan(1);
  });

  it('rejects a board that is not a river and a bad iteration count', () => {
    expect(() => solveRiverSubgame({ ...input, board: 'QsJh2h8c' })).toThrow('needs 5');
    expect(() => solveRiverSubgame({ ...input, iterations: 0 })).toThrow('iterations 0');
  });
});
