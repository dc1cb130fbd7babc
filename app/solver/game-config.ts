// The configuration of a postflop game: what the caller gives (text or parsed), and the
// resolved plain-data form that is sent to worker threads to rebuild the same game.
import type { Card } from '../shared/poker/cards.ts';
import { formatCard, parseCards } from '../shared/poker/cards.ts';
import { parseRange } from '../shared/poker/ranges.ts';
import { type BetSizeConfig, type BetSizeConfigInput, BetSizeError, parseBetSizeConfig } from './bet-size.ts';

export interface GameConfig {
  /** 3, 4 or 5 cards ('QsJh2h' or card numbers): a flop, turn or river start. */
  board: string | readonly Card[];
  startingPotBb: number;
  effectiveStackBb: number;
  /** PioSOLVER range text or Weights (Float32Array of 1,326). */
  oopRange: string | Float32Array;
  ipRange: string | Float32Array;
  betSizes: BetSizeConfigInput | BetSizeConfig;
  /** Fold suit-isomorphic turn/river cards onto one child (default true; false for tests). */
  isomorphism?: boolean;
  /** 16-bit storage with per-node scales: half the memory (needs wasm; else ignored). */
  compression?: boolean;
}

/** GameConfig with everything parsed: plain data, structured-cloneable (sent to workers). */
export interface ResolvedGameConfig {
  board: Card[];
  startingPotBb: number;
  effectiveStackBb: number;
  oopWeights: Float32Array;
  ipWeights: Float32Array;
  betSizes: BetSizeConfig;
  isomorphism: boolean;
  compression: boolean;
}

function isResolvedSizes(sizes: BetSizeConfigInput | BetSizeConfig): sizes is BetSizeConfig {
  const flop = (sizes as BetSizeConfig).flop;
  return Array.isArray(flop) && 'mergingThreshold' in sizes && typeof sizes.mergingThreshold === 'number' && 'raiseCap' in sizes;
}

export function resolveGameConfig(config: GameConfig): ResolvedGameConfig {
  const board = typeof config.board === 'string' ? parseCards(config.board) : [...config.board];
  if (board.length < 3 || board.length > 5) {
    throw new BetSizeError(`board "${typeof config.board === 'string' ? config.board : board.map(formatCard).join('')}" must have 3, 4 or 5 cards`);
  }
  if (new Set(board).size !== board.length) throw new BetSizeError(`board "${board.map(formatCard).join('')}" repeats a card`);
  const weights = (r: string | Float32Array, who: string): Float32Array => {
    const w = typeof r === 'string' ? parseRange(r) : Float32Array.from(r);
    if (w.length !== 1326) throw new BetSizeError(`${who} range has ${w.length} weights, expected 1326`);
    return w;
  };
  return {
    board,
    startingPotBb: config.startingPotBb,
    effectiveStackBb: config.effectiveStackBb,
    oopWeights: weights(config.oopRange, 'oop'),
    ipWeights: weights(config.ipRange, 'ip'),
    betSizes: isResolvedSizes(config.betSizes) ? config.betSizes : parseBetSizeConfig(config.betSizes),
    isomorphism: config.isomorphism ?? true,
    compression: config.compression ?? false,
  };
}
