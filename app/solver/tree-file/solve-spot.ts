// Solving one spot into a tree file: the spot's board is mapped to its canonical suits
// (trees are stored per canonical flop), the game is built and solved, and the solved game
// is read out into the tree-file writer. Used by `dss solve` and scripts/regenerate-trees.
import { formatCards } from '../../shared/poker/cards.ts';
import { NUM_COMBOS } from '../../shared/poker/combos.ts';
import { canonicalBoard, permuteWeights, type SuitPermutation } from '../../shared/poker/isomorphism.ts';
import { formatBetSizeConfig, parseBetSizeConfig, type BetSizeConfigInput } from '../bet-size.ts';
import { NODE_CHANCE } from '../game.ts';
import { buildGame, type PostflopGame } from '../postflop-game.ts';
import { averageStrategyAt, chanceOutcomes, childByToken, reachAt, rootEquityAndEv, type RootEquityAndEv } from '../queries.ts';
import { solveGame, type SolveProgress, type SolveResult } from '../solve.ts';
import { BUNDLED_BET_SIZES } from '../profiles/bet-sizes.ts';
import { spotProfile } from '../profiles/pool-profile.ts';
import type { TreeSpot } from './format.ts';
import type { StrategyRequest, TreeFileInput } from './writer.ts';

/** Until app/solver exports its own version string. */
export const SOLVER_VERSION = 'dss-dcfr/0.1.0';

export interface SpotSolveSpec {
  /** Coordinates; spot.flop is replaced by the canonical flop when solving. */
  spot: TreeSpot;
  /** 3 to 5 cards in any suits: the board at the root. */
  board: number[];
  potBb: number;
  effectiveStackBb: number;
  positions: { oop: string; ip: string };
  ranges: { oop: { text: string; weights: Float32Array }; ip: { text: string; weights: Float32Array } };
  betSizes: BetSizeConfigInput;
}

/** A spot by coordinates: pot, stack, ranges and positions from the pool profile. */
export function specFromProfile(args: {
  source?: string;
  platform?: string;
  stakes?: string;
  pool: string;
  situation: string;
  position: string;
  board: number[];
  betSizes?: BetSizeConfigInput;
}): SpotSolveSpec {
  const profile = spotProfile(args);
  return {
    spot: {
      source: args.source ?? 'v1',
      platform: args.platform ?? 'generic',
      stakes: args.stakes ?? '50_100',
      pool: profile.pool,
      situation: profile.situation,
      position: profile.position,
      flop: formatCards(args.board.slice(0, 3)),
    },
    board: args.board,
    potBb: profile.potBb,
    effectiveStackBb: profile.effectiveStackBb,
    positions: { oop: profile.oop.position, ip: profile.ip.position },
    ranges: {
      oop: { text: profile.oop.range, weights: profile.oop.weights },
      ip: { text: profile.ip.range, weights: profile.ip.weights },
    },
    betSizes: args.betSizes ?? BUNDLED_BET_SIZES,
  };
}

export interface SolvedSpot {
  /** The spec in canonical suits (board, flop and range weights permuted). */
  spec: SpotSolveSpec;
  /** Maps the spec's original suits to the canonical ones. */
  permutation: SuitPermutation;
  game: PostflopGame;
  result: SolveResult;
  seconds: number;
  threads: number;
}

export interface SolveSpotOptions {
  targetExploitabilityPct?: number;
  maxIterations?: number;
  threads?: number;
  checkEvery?: number;
  onProgress?: (progress: SolveProgress) => void;
}

export async function solveSpot(spec: SpotSolveSpec, options: SolveSpotOptions = {}): Promise<SolvedSpot> {
  const { board, permutation } = canonicalBoard(spec.board);
  const canonical: SpotSolveSpec = {
    ...spec,
    spot: { ...spec.spot, flop: formatCards(board.slice(0, 3)) },
    board,
    ranges: {
      oop: { text: spec.ranges.oop.text, weights: permuteWeights(spec.ranges.oop.weights, permutation) },
      ip: { text: spec.ranges.ip.text, weights: permuteWeights(spec.ranges.ip.weights, permutation) },
    },
  };
  const game = buildGame({
    board,
    startingPotBb: spec.potBb,
    effectiveStackBb: spec.effectiveStackBb,
    oopRange: canonical.ranges.oop.weights,
    ipRange: canonical.ranges.ip.weights,
    betSizes: spec.betSizes,
  });
  const threads = Math.max(1, Math.floor(options.threads ?? 1));
  const start = performance.now();
  const result = await solveGame(game, {
    targetExploitabilityPct: options.targetExploitabilityPct ?? 0.5,
    maxIterations: options.maxIterations ?? 1000,
    threads,
    checkEvery: options.checkEvery,
    onProgress: options.onProgress,
  });
  return { spec: canonical, permutation, game, result, seconds: (performance.now() - start) / 1000, threads };
}

/** What the writer needs from a solved spot: header facts plus a strategy callback. */
export function treeInputOf(solved: SolvedSpot): TreeFileInput {
  const { spec, game, result } = solved;
  return {
    spot: spec.spot,
    board: spec.board,
    potBb: spec.potBb,
    effectiveStackBb: spec.effectiveStackBb,
    positions: spec.positions,
    ranges: spec.ranges,
    betConfig: formatBetSizeConfig(parseBetSizeConfig(spec.betSizes)),
    solver: { version: SOLVER_VERSION, iterations: game.solvedIterations, exploitabilityPct: round(result.exploitabilityPct, 4) },
    tree: game.actionRoot,
    strategy: (request) => strategyFromGame(game, request),
    notes: { threads: solved.threads },
  };
}

/**
 * The acting player's reach and average strategy over the 1326 combos at the game node
 * of a line (and turn card). A turn card the game does not store (suit isomorphism) is
 * read from its stored twin with suits exchanged back.
 */
export function strategyFromGame(game: PostflopGame, { node: abstract, line, turnCard }: StrategyRequest): { reach: Float32Array; mix: Float32Array } {
  let node = game.root;
  let swap: [number, number] | null = null;
  const dealIfChance = (): void => {
    if (game.nodeType[node] !== NODE_CHANCE) return;
    const outcome = turnCard === null ? undefined : chanceOutcomes(game, node).find((o) => o.card === turnCard);
    if (!outcome) throw new Error(`line ${['root', ...line].join('-')}: the game has no turn card ${turnCard}`);
    node = outcome.child;
    swap = outcome.suitSwap;
  };
  for (const token of line) {
    dealIfChance();
    const child = childByToken(game, node, token);
    if (child === null) throw new Error(`line ${['root', ...line].join('-')}: the game has no action ${token}`);
    node = child;
  }
  dealIfChance();
  const strategy = averageStrategyAt(game, node);
  if (strategy.actions.length !== abstract.actions.length) throw new Error(`line ${['root', ...line].join('-')}: action counts differ`);
  const reachBoth = reachAt(game, node);
  const own = strategy.player === 0 ? reachBoth.oop : reachBoth.ip;
  const nH = strategy.hands.length;
  const A = strategy.actions.length;
  const reach = new Float32Array(NUM_COMBOS);
  const mix = new Float32Array(A * NUM_COMBOS);
  const swapped = swap === null ? null : comboSwap(swap);
  for (let h = 0; h < nH; h++) {
    const combo = swapped ? swapped[strategy.hands[h]] : strategy.hands[h];
    reach[combo] = own[h];
    for (let a = 0; a < A; a++) mix[a * NUM_COMBOS + combo] = strategy.strategy[a * nH + h];
  }
  return { reach, mix };
}

const swapCache = new Map<string, Uint16Array>();

function comboSwap([a, b]: [number, number]): Uint16Array {
  const key = `${a}${b}`;
  let map = swapCache.get(key);
  if (!map) {
    const perm = [0, 1, 2, 3];
    perm[a] = b;
    perm[b] = a;
    const swapCard = (card: number): number => (card & ~3) | perm[card & 3];
    map = new Uint16Array(NUM_COMBOS);
    for (let hi = 1; hi < 52; hi++) {
      for (let lo = 0; lo < hi; lo++) {
        const x = swapCard(lo);
        const y = swapCard(hi);
        map[(hi * (hi - 1)) / 2 + lo] = x > y ? (x * (x - 1)) / 2 + y : (y * (y - 1)) / 2 + x;
      }
    }
    swapCache.set(key, map);
  }
  return map;
}

export interface SolveSummary {
  iterations: number;
  seconds: number;
  exploitabilityPct: number;
  equityAndEv: RootEquityAndEv;
  /** Action token -> frequency over OOP's whole starting range at the root. */
  rootStrategy: Record<string, number>;
}

export function summaryOf(solved: SolvedSpot): SolveSummary {
  const { game } = solved;
  const strategy = averageStrategyAt(game, game.root);
  const weights = game.hands[strategy.player].weights;
  const nH = strategy.hands.length;
  let total = 0;
  for (let h = 0; h < nH; h++) total += weights[h];
  const rootStrategy: Record<string, number> = {};
  strategy.actions.forEach((action, a) => {
    let sum = 0;
    for (let h = 0; h < nH; h++) sum += weights[h] * strategy.strategy[a * nH + h];
    rootStrategy[action.token] = round(total > 0 ? sum / total : 0, 4);
  });
  return {
    iterations: solved.result.iterations,
    seconds: round(solved.seconds, 2),
    exploitabilityPct: round(solved.result.exploitabilityPct, 4),
    equityAndEv: rootEquityAndEv(game),
    rootStrategy,
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
