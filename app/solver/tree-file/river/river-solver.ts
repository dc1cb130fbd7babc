// River on demand: a tree file stores the flop and the turn; a river node is answered by
// solving the river subgame from the ranges the stored strategies imply on the line
// (reach weights of both players x starting ranges), with the tree's own river sizes and a
// fixed iteration count, in a worker thread. Deterministic: the same tree, line and river
// card give the same answer. Solves run in canonical suits (the turn's stored twin, the
// river's class under the board symmetry), so requests that differ by a suit permutation
// share one solve and one cache entry; answers are permuted back into the caller's suits.
import { formatCard } from '../../../shared/poker/cards.ts';
import { canonicalRiver, composePermutations, permuteCard, permuteWeights, type SuitPermutation } from '../../../shared/poker/isomorphism.ts';
import { parseBetSizeConfig, type BetSizeConfig, type BetSizeConfigInput } from '../../bet-size.ts';
import { TreeFileError } from '../format.ts';
import { Lru } from '../lru.ts';
import type { TreeFile, TreeNode } from '../reader.ts';
import { strategyInBasis, type TreeNodeStrategy } from '../strategy.ts';
import { runRiverJob, type RiverJob, type RiverJobResult } from './river-job.ts';
import { RiverWorkerPool } from './river-worker-pool.ts';

export { RiverTimeoutError } from './river-worker-pool.ts';

/** Iterations of every river solve: fixed, so answers are deterministic. */
export const RIVER_ITERATIONS = 200;
export const RIVER_TIMEOUT_MS = 10_000;

export interface RiverSolution {
  /** `<revision>|<stored line>|<canonical river>`: equal keys share one solve. */
  key: string;
  /** True when this answer came from the cache (no solve for this call). */
  cached: boolean;
  exploitabilityPct: number;
  iterations: number;
  solveMs: number;
  /** The river root in the caller's suits (tree.deal(turnLineNode, riverCard)). */
  root: TreeNode;
  /** Strategy of a river decision node under `root`; empty combos when a range is empty on the line. */
  strategyAt(node: TreeNode): TreeNodeStrategy;
}

export interface RiverSolverOptions {
  iterations?: number;
  timeoutMs?: number;
  /** Solutions kept in memory (LRU; default 256). */
  cacheEntries?: number;
  /** Solve on the calling thread instead of a worker (tests, tools; never in the server). */
  inline?: boolean;
}

export interface RiverSolverStats {
  solves: number;
  cacheHits: number;
}

export interface RiverSolver {
  riverStrategy(tree: TreeFile, turnLineNode: TreeNode, riverCard: number): Promise<RiverSolution>;
  warmUp(): Promise<void>;
  stats(): RiverSolverStats;
  close(): Promise<void>;
}

export function createRiverSolver(options: RiverSolverOptions = {}): RiverSolver {
  const iterations = options.iterations ?? RIVER_ITERATIONS;
  const pool = options.inline ? null : new RiverWorkerPool(options.timeoutMs ?? RIVER_TIMEOUT_MS);
  const cache = new Lru<string, Promise<RiverJobResult>>(options.cacheEntries ?? 256);
  const stats: RiverSolverStats = { solves: 0, cacheHits: 0 };

  const riverStrategy = async (tree: TreeFile, turnLineNode: TreeNode, riverCard: number): Promise<RiverSolution> => {
    const where = `${tree.path}: ${turnLineNode.nodeId}-river_${safeCard(riverCard)}`;
    if (turnLineNode.kind !== 'street_closed' || turnLineNode.nextStreet !== 'river') {
      throw new TreeFileError(`${where}: ${turnLineNode.nodeId} is not a node where the turn closes`);
    }
    const root = tree.deal(turnLineNode, riverCard);
    if (!root) throw new TreeFileError(`${where}: river card is on the board or not a card`);
    const { job, key, toCanonical } = riverJobFor(tree, turnLineNode, riverCard, iterations);
    let pending = cache.get(key);
    const cached = pending !== undefined;
    if (pending) stats.cacheHits++;
    else {
      stats.solves++;
      pending = pool ? pool.run(job, where) : Promise.resolve().then(() => runRiverJob(job));
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    const result = await pending;
    return solutionOf(result, { key, cached, root, toCanonical, where });
  };

  return {
    riverStrategy,
    warmUp: async () => pool?.warmUp(),
    stats: () => ({ ...stats }),
    close: async () => {
      cache.clear();
      await pool?.close();
    },
  };
}

/** The job for a line and river card, in canonical suits, and its cache key. */
export function riverJobFor(tree: TreeFile, turnLineNode: TreeNode, riverCard: number, iterations: number): { job: RiverJob; key: string; toCanonical: SuitPermutation } {
  const inner = tree.locate(turnLineNode);
  const board = turnLineNode.board;
  // node suits -> stored suits (the turn's twin) -> canonical river under the board symmetry
  const storedBoard = board.map((card) => permuteCard(card, inner.toStored));
  const river = canonicalRiver(storedBoard.slice(0, 3), storedBoard[3], permuteCard(riverCard, inner.toStored));
  const toCanonical = composePermutations(inner.toStored, river.permutation);
  const reach = tree.reachAt(turnLineNode);
  const job: RiverJob = {
    board: [...storedBoard, river.card],
    potBb: turnLineNode.potBb,
    effectiveStackBb: Math.min(turnLineNode.stacksBb.oop, turnLineNode.stacksBb.ip),
    oopWeights: permuteWeights(reach.oop, toCanonical),
    ipWeights: permuteWeights(reach.ip, toCanonical),
    betSizes: riverSizesAfter(tree.header.betConfig as BetSizeConfigInput, turnLineNode),
    iterations,
    rangeThreshold: tree.header.rangeThreshold,
    mixScale: tree.header.mixScale,
  };
  return { job, key: `${tree.revision}|${inner.index}|${inner.storedTurnIndex}|${formatCard(river.card)}`, toCanonical };
}

/**
 * The tree's sizes as a river-start tree sees them. A river-start tree cannot know that
 * OOP called the last turn bet, so when the tree has river donk sizes and OOP did call,
 * OOP's river bets become the donk sizes (what the full tree offers there).
 */
function riverSizesAfter(input: BetSizeConfigInput, turnLineNode: TreeNode): BetSizeConfig {
  const config = parseBetSizeConfig(input);
  const oopCalledLast = turnLineNode.lastToken === 'c' && turnLineNode.parent?.toAct === 'oop';
  if (config.riverDonk !== null && oopCalledLast) {
    config.river = [{ bet: config.riverDonk, raise: config.river[0].raise }, config.river[1]];
  }
  config.riverDonk = null;
  return config;
}

function solutionOf(
  result: RiverJobResult,
  context: { key: string; cached: boolean; root: TreeNode; toCanonical: SuitPermutation; where: string },
): RiverSolution {
  const byLine = new Map(result.nodes.map((n) => [n.line, n]));
  const rootResult = byLine.get('');
  if (rootResult && rootResult.tokens.join(',') !== context.root.actions.map((a) => a.token).join(',')) {
    throw new TreeFileError(`${context.where}: the river solve offers ${rootResult.tokens.join(',')}, the tree ${context.root.actions.map((a) => a.token).join(',')}`);
  }
  const prefix = `${context.root.nodeId}`;
  return {
    key: context.key,
    cached: context.cached,
    exploitabilityPct: result.exploitabilityPct,
    iterations: result.iterations,
    solveMs: result.solveMs,
    root: context.root,
    strategyAt(node: TreeNode): TreeNodeStrategy {
      if (node.kind !== 'decision' || (node.nodeId !== prefix && !node.nodeId.startsWith(`${prefix}-`))) {
        throw new TreeFileError(`${node.nodeId} is not a river decision node under ${prefix}`);
      }
      const line = node.nodeId.slice(prefix.length + 1);
      if (result.emptyRange) return emptyStrategy(node.actions.length);
      const found = byLine.get(line);
      if (!found || found.tokens.join(',') !== node.actions.map((a) => a.token).join(',')) {
        throw new TreeFileError(`${node.nodeId}: the river solve has no node with the tree's actions there`);
      }
      return strategyInBasis(found.block, context.toCanonical);
    },
  };
}

function emptyStrategy(actionCount: number): TreeNodeStrategy {
  return {
    combos: new Uint16Array(0),
    reach: new Float32Array(0),
    mix: new Float32Array(0),
    mixQ: new Uint8Array(0),
    scale: 255,
    actionCount,
    rowOf: () => -1,
  };
}

function safeCard(card: number): string {
  try {
    return formatCard(card);
  } catch {
    return String(card);
  }
}

let defaultSolver: RiverSolver | null = null;

/** The process-wide river solver (created on first use, default options). */
export function defaultRiverSolver(): RiverSolver {
  defaultSolver ??= createRiverSolver();
  return defaultSolver;
}

/** Solves (or reads from the cache) the river after `turnLineNode` with `riverCard`. */
export function riverStrategy(tree: TreeFile, turnLineNode: TreeNode, riverCard: number): Promise<RiverSolution> {
  return defaultRiverSolver().riverStrategy(tree, turnLineNode, riverCard);
}

export async function closeDefaultRiverSolver(): Promise<void> {
  const solver = defaultSolver;
  defaultSolver = null;
  await solver?.close();
}
