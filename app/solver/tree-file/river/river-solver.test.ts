import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCard, parseCards } from '../../../shared/poker/cards.ts';
import { permuteCombo, invertPermutation, composePermutations, canonicalRiver } from '../../../shared/poker/isomorphism.ts';
import { parseRange } from '../../../shared/poker/ranges.ts';
import { openTreeFile, type TreeFile, type TreeNode } from '../reader.ts';
import { solveSpot, treeInputOf } from '../solve-spot.ts';
import { writeTreeFile } from '../writer.ts';
import { createRiverSolver, RiverTimeoutError, type RiverSolution } from './river-solver.ts';

const dir = mkdtempSync(join(tmpdir(), 'dss-river-'));
let tree: TreeFile;

const OOP = 'AA,KK,99,AK,AQs,KQs,JTs,T8s,65s';
const IP = 'QQ,JJ,44,AK,AJs,KJs,QJs,T9s,87s';

beforeAll(async () => {
  // a turn-root tree (the turn is stored, the river is solved on demand): small and quick
  const solved = await solveSpot(
    {
      spot: { source: 'custom', platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb', flop: 'Ks9s4s' },
      board: parseCards('Ks9s4s2s'),
      potBb: 10,
      effectiveStackBb: 40,
      positions: { oop: 'bb', ip: 'btn' },
      ranges: { oop: { text: OOP, weights: parseRange(OOP) }, ip: { text: IP, weights: parseRange(IP) } },
      betSizes: { turn: { bet: '50%' }, river: { bet: '75%', raise: 'a' } },
    },
    { maxIterations: 30, targetExploitabilityPct: 0 },
  );
  const path = join(dir, 'turn.dsstree');
  writeTreeFile(path, treeInputOf(solved));
  tree = openTreeFile(path);
});

afterAll(() => {
  tree.close();
  rmSync(dir, { recursive: true, force: true });
});

function sameStrategies(a: RiverSolution, b: RiverSolution, mapCombo: (c: number) => number = (c) => c): number {
  let mismatches = 0;
  const visit = (nodeA: TreeNode, nodeB: TreeNode): void => {
    if (nodeA.kind !== 'decision') return;
    const sa = a.strategyAt(nodeA);
    const sb = b.strategyAt(nodeB);
    if (sa.combos.length !== sb.combos.length) mismatches++;
    for (let i = 0; i < sa.combos.length; i++) {
      const row = sb.rowOf(mapCombo(sa.combos[i]));
      for (let k = 0; k < sa.actionCount; k++) if (row < 0 || sb.mixQ[row * sb.actionCount + k] !== sa.mixQ[i * sa.actionCount + k]) mismatches++;
    }
    nodeA.actions.forEach((action, i) => visit(action.child, nodeB.actions[i].child));
  };
  visit(a.root, b.root);
  return mismatches;
}

describe('river on demand', () => {
  it('solves the river after a stored turn line, every mix summing to exactly 255', async () => {
    const solver = createRiverSolver({ inline: true, iterations: 50 });
    const line = tree.nodeById('root-x-b5-c')!;
    expect(line.kind).toBe('street_closed');
    const solution = await solver.riverStrategy(tree, line, parseCard('Ad'));
    expect(solution.root.nodeId).toBe('root-x-b5-c-river_Ad');
    const s = solution.strategyAt(solution.root);
    expect(s.combos.length).toBeGreaterThan(10);
    for (let i = 0; i < s.combos.length; i++) {
      let sum = 0;
      for (let k = 0; k < s.actionCount; k++) sum += s.mixQ[i * s.actionCount + k];
      expect(sum).toBe(255);
    }
    // the river ranges are the ranges the stored turn strategies leave on the line
    const reach = tree.reachAt(line);
    for (let i = 0; i < s.combos.length; i++) expect(reach.oop[s.combos[i]]).toBeGreaterThan(0.001);
    const facing = solution.strategyAt(tree.nodeById('root-x-b5-c-river_Ad-b15')!);
    expect(facing.combos.length).toBeGreaterThan(0);
    expect(solution.iterations).toBe(50);
    await solver.close();
  });

  it('answers the same request the same way, the second time from the cache', async () => {
    const solver = createRiverSolver({ inline: true, iterations: 50 });
    const line = tree.nodeById('root-x-x')!;
    const first = await solver.riverStrategy(tree, line, parseCard('Th'));
    const again = await solver.riverStrategy(tree, line, parseCard('Th'));
    expect(again.cached).toBe(true);
    expect(solver.stats()).toEqual({ solves: 1, cacheHits: 1 });
    const fresh = createRiverSolver({ inline: true, iterations: 50 });
    expect(sameStrategies(first, await fresh.riverStrategy(tree, line, parseCard('Th')))).toBe(0);
    await solver.close();
    await fresh.close();
  });

  it('shares one solve between river cards that differ by a suit permutation and permutes the answer', async () => {
    // on Ks9s4s2s the suits c, d, h are interchangeable: Tc and Th are the same river
    const solver = createRiverSolver({ inline: true, iterations: 50 });
    const line = tree.nodeById('root-x-x')!;
    const th = await solver.riverStrategy(tree, line, parseCard('Th'));
    const tc = await solver.riverStrategy(tree, line, parseCard('Tc'));
    expect(tc.cached).toBe(true);
    expect(tc.key).toBe(th.key);
    const board = parseCards('Ks9s4s2s');
    const toCanonicalTh = canonicalRiver(board.slice(0, 3), board[3], parseCard('Th')).permutation;
    const toCanonicalTc = canonicalRiver(board.slice(0, 3), board[3], parseCard('Tc')).permutation;
    const thToTc = composePermutations(toCanonicalTh, invertPermutation(toCanonicalTc));
    expect(sameStrategies(th, tc, (c) => permuteCombo(c, thToTc))).toBe(0);
    expect(tc.root.board).toEqual([...board, parseCard('Tc')]);
    await solver.close();
  });

  it('gives the same answer in the worker thread as on the calling thread', async () => {
    const worker = createRiverSolver({ iterations: 50 });
    const inline = createRiverSolver({ inline: true, iterations: 50 });
    const line = tree.nodeById('root-b5-c')!;
    const [a, b] = await Promise.all([worker.riverStrategy(tree, line, parseCard('3d')), inline.riverStrategy(tree, line, parseCard('3d'))]);
    expect(sameStrategies(a, b)).toBe(0);
    await worker.close();
    await inline.close();
  });

  it('fails a solve that outlives its timeout, and recovers for the next one', async () => {
    const solver = createRiverSolver({ iterations: 100_000, timeoutMs: 50 });
    await solver.warmUp();
    const line = tree.nodeById('root-x-x')!;
    await expect(solver.riverStrategy(tree, line, parseCard('5c'))).rejects.toThrow(RiverTimeoutError);
    await expect(solver.riverStrategy(tree, line, parseCard('5c'))).rejects.toThrow(/root-x-x-river_5c: river solve took more than 50 ms/);
    await solver.close();
  });

  it('refuses a node where the turn is not closed, or a river card on the board', async () => {
    const solver = createRiverSolver({ inline: true });
    await expect(solver.riverStrategy(tree, tree.root, parseCard('Ad'))).rejects.toThrow(/is not a node where the turn closes/);
    await expect(solver.riverStrategy(tree, tree.nodeById('root-x-x')!, parseCard('Ks'))).rejects.toThrow(/on the board/);
    await solver.close();
  });
});
