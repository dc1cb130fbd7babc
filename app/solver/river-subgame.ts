// River subgames for river-on-demand: the river betting tree from the reach-weighted
// ranges a stored flop/turn strategy implies. Deterministic: single thread, a fixed number
// of iterations, no early stop, so the same input always gives the same strategies.
import { type Card, parseCards } from '../shared/poker/cards.ts';
import type { BetSizeConfig, BetSizeConfigInput } from './bet-size.ts';
import { type PostflopGame, buildGame } from './postflop-game.ts';
import { solveGameSync } from './solve.ts';

export interface RiverSubgameInput {
  /** 5 cards. */
  board: string | readonly Card[];
  potBb: number;
  effectiveStackBb: number;
  /** Weights over the 1,326 combos (reach at the river root; need not be 0/1). */
  oopWeights: Float32Array;
  ipWeights: Float32Array;
  /** Only the river sizes (and donk/thresholds) matter. */
  betSizes: BetSizeConfigInput | BetSizeConfig;
  iterations: number;
}

export interface RiverSubgameResult {
  game: PostflopGame;
  exploitabilityPct: number;
}

export function solveRiverSubgame(input: RiverSubgameInput): RiverSubgameResult {
  const cards = typeof input.board === 'string' ? parseCards(input.board) : input.board;
  if (cards.length !== 5) throw new RangeError(`river subgame board has ${cards.length} cards, needs 5`);
  if (!Number.isInteger(input.iterations) || input.iterations < 1) {
    throw new RangeError(`river subgame iterations ${String(input.iterations)} must be a positive integer`);
  }
  const game = buildGame({
    board: input.board,
    startingPotBb: input.potBb,
    effectiveStackBb: input.effectiveStackBb,
    oopRange: input.oopWeights,
    ipRange: input.ipWeights,
    betSizes: input.betSizes,
  });
  const result = solveGameSync(game, { maxIterations: input.iterations, targetExploitabilityPct: 0, checkEvery: input.iterations });
  return { game, exploitabilityPct: result.exploitabilityPct };
}
