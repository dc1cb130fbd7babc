import { describe, expect, it } from 'vitest';
import { buildGame } from './postflop-game.ts';
import { averageStrategyAt, computeExploitability, reachAt, rootEquityAndEv } from './queries.ts';
import { REFERENCE_SPOT } from './reference-spot.ts';
import { solveGameSync } from './solve.ts';

describe('3betpotFAST ranges on a river board', () => {
  const game = buildGame({ ...REFERENCE_SPOT, board: 'QsJh2h8c3d' });
  const result = solveGameSync(game, { targetExploitabilityPct: 0.2, maxIterations: 300, checkEvery: 5 });

  it('reaches 0.2% of the pot within a few hundred iterations, the curve falling from the uniform strategy', () => {
    expect(result.exploitabilityPct).toBeLessThanOrEqual(0.2);
    expect(result.iterations).toBeLessThan(300);
    expect(result.curve[0].exploitabilityPct).toBeGreaterThan(10);
    expect(computeExploitability(game).exploitabilityPct).toBeCloseTo(result.exploitabilityPct, 6);
  });

  it('splits the pot between the players\' EVs', () => {
    const r = rootEquityAndEv(game);
    expect(r.oopEvBb + r.ipEvBb).toBeCloseTo(180, 3);
    expect(r.oopEvBb).toBeGreaterThan(0);
    expect(r.ipEvBb).toBeGreaterThan(0);
  });

  it('gives every hand a strategy summing to 1 at every decision node on a line', () => {
    let node = game.root;
    for (let depth = 0; depth < 3 && game.numChildren[node] > 0; depth++) {
      const s = averageStrategyAt(game, node);
      const n = s.hands.length;
      for (let h = 0; h < n; h++) {
        let sum = 0;
        for (let a = 0; a < s.actions.length; a++) sum += s.strategy[a * n + h];
        expect(sum).toBeCloseTo(1, 5);
      }
      node = game.firstChild[node] + s.actions.length - 1;
      if (game.nodeType[node] > 1) break;
    }
  });

  it('reports the starting weights as the reach at the root', () => {
    const reach = reachAt(game, game.root);
    expect(Array.from(reach.oop)).toEqual(Array.from(game.hands[0].weights));
    expect(Array.from(reach.ip)).toEqual(Array.from(game.hands[1].weights));
  });
});

describe('a small turn spot', () => {
  it('drives the exploitability below 1% of the pot', () => {
    const game = buildGame({
      board: 'QsJh2h8c',
      startingPotBb: 20,
      effectiveStackBb: 80,
      oopRange: 'AA,KK,QQ,AQs,KQs,JTs,T9s,98s,A5s',
      ipRange: 'JJ,TT,99,AJs,KJs,QJs,AKo,KTs,87s',
      betSizes: { turn: { bet: '60%', raise: '50%' }, river: { bet: '75%', raise: '50%' } },
    });
    const r = solveGameSync(game, { targetExploitabilityPct: 1, maxIterations: 200, checkEvery: 5 });
    expect(r.exploitabilityPct).toBeLessThanOrEqual(1);
    expect(r.curve[0].exploitabilityPct).toBeGreaterThan(5 * r.exploitabilityPct);
    expect(r.iterations).toBeLessThan(200);
  });
});
