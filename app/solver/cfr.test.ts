import { describe, expect, it } from 'vitest';
import { CfrEngine, averageValuesOf, discountParams, exploitabilityOf, solveSync } from './cfr.ts';
import { allocateStorage } from './storage.ts';
import { buildKuhnGame } from './toy-games/kuhn.ts';
import { buildLeducGame } from './toy-games/leduc.ts';

describe('discountParams', () => {
  it('follows postflop-solver: alpha from t-1, beta 0.5, gamma restarting at powers of 4', () => {
    expect(discountParams(0)).toEqual({ alpha: 0, beta: 0.5, gamma: 0 });
    expect(discountParams(1).gamma).toBe(0);
    expect(discountParams(2).alpha).toBeCloseTo(0.5, 6);
    expect(discountParams(3).gamma).toBeCloseTo(Math.fround((2 / 3) ** 3), 6);
    expect(discountParams(4).gamma).toBe(0);
    expect(discountParams(16).gamma).toBe(0);
    expect(discountParams(17).gamma).toBeCloseTo(0.125, 6);
    expect(discountParams(64).gamma).toBe(0);
    expect(discountParams(10).alpha).toBeCloseTo(27 / 28, 6);
  });
});

describe('DCFR on toy games', () => {
  it('solves Kuhn poker to the known value -1/18 for the first player', () => {
    const game = buildKuhnGame();
    const engine = new CfrEngine(game, allocateStorage(game.storageSize, false));
    const before = exploitabilityOf(engine);
    const { exploitability } = solveSync(engine, { maxIterations: 10000, target: 1e-4 });
    expect(before).toBeGreaterThan(0.1);
    expect(exploitability).toBeLessThanOrEqual(1e-4);
    const [v0, v1] = averageValuesOf(engine);
    expect(v0).toBeCloseTo(-1 / 18, 3);
    expect(Math.abs(v0 - -1 / 18)).toBeLessThan(1e-3);
    expect(v0 + v1).toBeCloseTo(0, 6);
  });

  it('solves Leduc hold\'em to the known value -0.0856 for the first player', () => {
    const game = buildLeducGame();
    const engine = new CfrEngine(game, allocateStorage(game.storageSize, false));
    const { exploitability, iterations } = solveSync(engine, { maxIterations: 5000, target: 1e-4 });
    expect(exploitability).toBeLessThanOrEqual(1e-4);
    expect(iterations).toBeLessThan(5000);
    const [v0, v1] = averageValuesOf(engine);
    expect(Math.abs(v0 - -0.0856)).toBeLessThan(2e-3);
    expect(v0 + v1).toBeCloseTo(0, 6);
  });

  it('reports a large exploitability for the uniform strategy of Leduc', () => {
    const game = buildLeducGame();
    const engine = new CfrEngine(game, allocateStorage(game.storageSize, false));
    expect(exploitabilityOf(engine)).toBeGreaterThan(0.5);
  });
});
