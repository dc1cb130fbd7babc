// One river-on-demand solve, as plain data in and out so it can run in a worker thread:
// the river subgame from the reach-weighted ranges of a stored line, solved with a fixed
// number of iterations (single thread, no early stop: deterministic), read out as one
// quantized block per river decision node -- the same quantization as a tree file.
import { COMBO_CARDS, NUM_COMBOS } from '../../../shared/poker/combos.ts';
import type { BetSizeConfig } from '../../bet-size.ts';
import { NODE_CHANCE, NODE_TERMINAL } from '../../game.ts';
import { averageStrategyAt, reachAt } from '../../queries.ts';
import { solveRiverSubgame } from '../../river-subgame.ts';
import { decodeBlock, encodeBlock, type DecodedBlock } from '../block.ts';
import type { MixScale } from '../format.ts';

export interface RiverJob {
  /** 5 cards, in the basis the solve runs in. */
  board: number[];
  potBb: number;
  effectiveStackBb: number;
  /** Reach weights at the river root (1326 each, same basis as board). */
  oopWeights: Float32Array;
  ipWeights: Float32Array;
  betSizes: BetSizeConfig;
  iterations: number;
  rangeThreshold: number;
  mixScale: MixScale;
}

export interface RiverNodeResult {
  /** River action tokens from the river root ('' = the root), joined by '-'. */
  line: string;
  tokens: string[];
  block: DecodedBlock;
}

export interface RiverJobResult {
  exploitabilityPct: number;
  iterations: number;
  solveMs: number;
  /** A player with no combo left on the line: nothing to solve, every node's range is empty. */
  emptyRange: 'oop' | 'ip' | null;
  nodes: RiverNodeResult[];
}

export function runRiverJob(job: RiverJob): RiverJobResult {
  const start = performance.now();
  const empty = (w: Float32Array): boolean => !w.some((x, c) => x > job.rangeThreshold && !touchesBoard(c, job.board));
  const emptyRange = empty(job.oopWeights) ? 'oop' : empty(job.ipWeights) ? 'ip' : null;
  if (emptyRange) return { exploitabilityPct: 0, iterations: 0, solveMs: 0, emptyRange, nodes: [] };

  const { game, exploitabilityPct } = solveRiverSubgame({
    board: job.board,
    potBb: job.potBb,
    effectiveStackBb: job.effectiveStackBb,
    oopWeights: job.oopWeights,
    ipWeights: job.ipWeights,
    betSizes: job.betSizes,
    iterations: job.iterations,
  });
  const nodes: RiverNodeResult[] = [];
  const reach = new Float32Array(NUM_COMBOS);
  const visit = (node: number, tokens: string[]): void => {
    const type = game.nodeType[node];
    if (type === NODE_TERMINAL || type === NODE_CHANCE) return;
    const strategy = averageStrategyAt(game, node);
    const both = reachAt(game, node);
    const own = strategy.player === 0 ? both.oop : both.ip;
    const nH = strategy.hands.length;
    const A = strategy.actions.length;
    const mix = new Float32Array(A * NUM_COMBOS);
    reach.fill(0);
    for (let h = 0; h < nH; h++) {
      const combo = strategy.hands[h];
      reach[combo] = own[h];
      for (let a = 0; a < A; a++) mix[a * NUM_COMBOS + combo] = strategy.strategy[a * nH + h];
    }
    const raw = encodeBlock({ reach, mix, actionCount: A }, job.rangeThreshold, job.mixScale);
    nodes.push({ line: tokens.join('-'), tokens: strategy.actions.map((a) => a.token), block: decodeBlock(raw, A, 'river job') });
    strategy.actions.forEach((action, a) => visit(game.firstChild[node] + a, [...tokens, action.token]));
  };
  visit(game.root, []);
  return { exploitabilityPct, iterations: job.iterations, solveMs: performance.now() - start, emptyRange: null, nodes };
}

function touchesBoard(combo: number, board: number[]): boolean {
  return board.includes(COMBO_CARDS[2 * combo]) || board.includes(COMBO_CARDS[2 * combo + 1]);
}
