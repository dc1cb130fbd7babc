import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCard, formatCards, parseCards } from '../../shared/poker/cards.ts';
import { comboCards, comboIndex } from '../../shared/poker/combos.ts';
import { parseRange } from '../../shared/poker/ranges.ts';
import { NODE_CHANCE } from '../game.ts';
import { averageStrategyAt, chanceOutcomes, childByToken } from '../queries.ts';
import { openTreeFile, type TreeFile, type TreeNode } from './reader.ts';
import { solveSpot, specFromProfile, summaryOf, treeInputOf, type SolvedSpot, type SpotSolveSpec } from './solve-spot.ts';
import { writeTreeFile } from './writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'dss-solve-spot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function spec(board: string, oop: string, ip: string, betSizes: SpotSolveSpec['betSizes']): SpotSolveSpec {
  return {
    spot: { source: 'custom', platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb', flop: board.slice(0, 6) },
    board: parseCards(board),
    potBb: 10,
    effectiveStackBb: 30,
    positions: { oop: 'bb', ip: 'btn' },
    ranges: { oop: { text: oop, weights: parseRange(oop) }, ip: { text: ip, weights: parseRange(ip) } },
    betSizes,
  };
}

/** The game node of a reader node (same line), following chance outcomes like the game's own API. */
function gameStrategy(solved: SolvedSpot, node: TreeNode): { player: number; byCombo: Map<number, number[]> } {
  const { game } = solved;
  const tokens = node.nodeId.split('-').slice(1);
  let g = game.root;
  let swap: [number, number] | null = null;
  for (const token of tokens) {
    if (token.startsWith('turn_')) {
      const card = node.board[3];
      const outcome = chanceOutcomes(game, g).find((o) => o.card === card)!;
      g = outcome.child;
      swap = outcome.suitSwap;
    } else g = childByToken(game, g, token)!;
  }
  expect(game.nodeType[g]).not.toBe(NODE_CHANCE);
  const s = averageStrategyAt(game, g);
  const swapCard = (c: number) => (swap && (c & 3) === swap[0] ? (c & ~3) | swap[1] : swap && (c & 3) === swap[1] ? (c & ~3) | swap[0] : c);
  const byCombo = new Map<number, number[]>();
  s.hands.forEach((combo, h) => {
    const [a, b] = comboCards(combo);
    byCombo.set(comboIndex(swapCard(a), swapCard(b)), s.actions.map((_, k) => s.strategy[k * s.hands.length + h]));
  });
  return { player: s.player, byCombo };
}

function* decisionNodes(tree: TreeFile, node: TreeNode, turnCards: number[]): Generator<TreeNode> {
  if (node.kind === 'decision' && node.stored) {
    yield node;
    for (const action of node.actions) yield* decisionNodes(tree, action.child, turnCards);
  } else if (node.kind === 'street_closed' && node.nextStreet === 'turn') {
    for (const card of turnCards) yield* decisionNodes(tree, tree.deal(node, card)!, turnCards);
  }
}

/** Largest distance between the file's mix and the game's average strategy, over every stored combo. */
function worstMixError(solved: SolvedSpot, tree: TreeFile, turnCards: number[]): { worst: number; nodes: number; badSums: number } {
  let worst = 0;
  let nodes = 0;
  let badSums = 0;
  for (const node of decisionNodes(tree, tree.root, turnCards)) {
    nodes++;
    const fromGame = gameStrategy(solved, node);
    expect(node.toAct).toBe(fromGame.player === 0 ? 'oop' : 'ip');
    const file = tree.strategyAt(node);
    for (let i = 0; i < file.combos.length; i++) {
      const expected = fromGame.byCombo.get(file.combos[i])!;
      let sum = 0;
      for (let a = 0; a < file.actionCount; a++) {
        sum += file.mixQ[i * file.actionCount + a];
        worst = Math.max(worst, Math.abs(file.mix[i * file.actionCount + a] - expected[a]));
      }
      if (sum !== file.scale) badSums++;
    }
  }
  return { worst, nodes, badSums };
}

describe('a solved spot written and read back', () => {
  it('keeps a river spot: every mix sums to 255 and is within one step of the average strategy', async () => {
    const solved = await solveSpot(spec('Ks9d4c2h7s', 'AA,KK,AK,KQ,99,44,QJs,T8s,65s', 'AA,QQ,JJ,AK,KJ,KT,A9s,T9s,86s,53s', { river: { bet: '50%, 100%', raise: 'a' } }), { maxIterations: 60, targetExploitabilityPct: 0 });
    const path = join(dir, 'river.dsstree');
    writeTreeFile(path, treeInputOf(solved));
    const tree = openTreeFile(path);
    const { worst, nodes, badSums } = worstMixError(solved, tree, []);
    expect(nodes).toBeGreaterThanOrEqual(6);
    expect(badSums).toBe(0);
    expect(worst).toBeLessThanOrEqual(1 / 255 + 1e-6);
    expect(tree.header.solver.iterations).toBe(60);
    expect(tree.header.board).toBe(formatCards(solved.spec.board));
    tree.close();
  });

  it('keeps a flop spot on a two-tone flop for every turn card, stored or permuted', async () => {
    // Qh8h3c is not canonical: the file is written for its canonical flop and the ranges follow
    const solved = await solveSpot(spec('Qh8h3c', 'AA,QQ,88,AQs,KQs,JTs,76s', 'KK,AQ,KJs,T9s,A5s', { flop: { bet: '50%' }, turn: { bet: '75%' }, river: { bet: '75%' } }), { maxIterations: 4, targetExploitabilityPct: 0 });
    expect(solved.spec.spot.flop).toBe('Qs8s3h');
    const path = join(dir, 'flop.dsstree');
    writeTreeFile(path, treeInputOf(solved));
    const tree = openTreeFile(path);
    expect(tree.turnCards).toHaveLength(36);
    const allTurns = Array.from({ length: 52 }, (_, c) => c).filter((c) => !solved.spec.board.includes(c));
    const { worst, nodes, badSums } = worstMixError(solved, tree, allTurns);
    expect(nodes).toBeGreaterThan(49 * 3);
    expect(badSums).toBe(0);
    expect(worst).toBeLessThanOrEqual(1 / 255 + 1e-6);
    tree.close();
  });
});

describe('spots by coordinates', () => {
  it('takes pot, stack, positions and ranges from the pool profile', () => {
    const s = specFromProfile({ pool: 'regs', situation: '3bet', position: 'bb_btn', board: parseCards('Ks9d4c') });
    expect(s.potBb).toBe(22.5);
    expect(s.effectiveStackBb).toBe(89);
    expect(s.positions).toEqual({ oop: 'bb', ip: 'btn' });
    expect(s.spot).toEqual({ source: 'v1', platform: 'generic', stakes: '50_100', pool: 'regs', situation: '3bet', position: 'bb_btn', flop: 'Ks9d4c' });
  });

  it('summarises the root strategy over the whole OOP range', async () => {
    const solved = await solveSpot(spec('Ks9d4c2h7s', 'AA,KK,AK,99', 'QQ,JJ,AK,KJ', { river: { bet: '50%' } }), { maxIterations: 20, targetExploitabilityPct: 0 });
    const summary = summaryOf(solved);
    expect(Object.keys(summary.rootStrategy)).toEqual(['x', 'b5']);
    expect(summary.rootStrategy.x + summary.rootStrategy.b5).toBeCloseTo(1, 3);
    expect(summary.equityAndEv.oopEvBb + summary.equityAndEv.ipEvBb).toBeCloseTo(10, 3);
    expect(formatCard(solved.spec.board[0])).toBe('Ks');
  });
});
