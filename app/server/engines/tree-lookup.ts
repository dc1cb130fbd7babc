// From a request's spot, flop and node id to a node of a tree (or the reason there is
// none): find the tree (custom folder first, then v1), walk the id, keep the node and its
// strategy in an in-memory LRU keyed by tree revision and canonical node id. Shared by
// GET decisions, discovery, node-mix and POST tree matching.
import { type Card, formatCard, parseCard } from '../../shared/poker/cards.ts';
import { COMBO_CARDS } from '../../shared/poker/combos.ts';
import { formatNodeToken, parseNodeToken, type NodeToken } from '../../shared/poker/node-id.ts';
import { permuteCard } from '../../shared/poker/isomorphism.ts';
import type { NotFoundReason } from '../../shared/contract/reasons.ts';
import { Lru } from '../../solver/tree-file/lru.ts';
import type { NodeRef, NodeStrategy, SpotKey, SpotTree, TreeCatalog, TreeRoots } from '../trees/spot-tree.ts';
import type { SuitBasis } from './suit-basis.ts';
import { walkableActions, walkNode } from './tree-walk.ts';

export interface CachedNode {
  ref: NodeRef;
  canonicalPath: string;
  /** Board at the node, canonical basis. */
  board: Card[];
  /** Indices of the node's walkable actions (discovery). */
  walkable: number[];
  strategy: NodeStrategy | null;
}

export interface NodeCache {
  get(key: string): CachedNode | undefined;
  set(key: string, node: CachedNode): void;
}

export function createNodeCache(entries: number): NodeCache {
  return new Lru<string, CachedNode>(entries);
}

export interface NodeQuery {
  roots: TreeRoots;
  spot: SpotKey;
  basis: SuitBasis;
  /** The node id as sent. */
  node: string;
}

export type NodeLookup =
  | {
      status: 'found';
      tree: SpotTree;
      node: CachedNode;
      /** The node id as sent, in normal form (the answer's node_id). */
      callerPath: string;
      /** The node came from the in-memory cache (X-Cache: HIT). */
      cached: boolean;
    }
  | {
      status: 'not_found';
      reason: NotFoundReason;
      message: string;
      /** Caller basis. */
      legalTokens: string[];
      tree: SpotTree | null;
      canonicalPath: string | null;
    };

/** Marks the end of a Server-Timing stage. */
export type StageMark = (stage: 'node_id_translate' | 'fetch_storage' | 'diagnose_not_found') => void;

interface ParsedPath {
  callerPath: string;
  canonicalPath: string;
}

// Node ids repeat across requests (bots walk the same lines): keep their parse.
const parsedPaths = new Lru<string, ParsedPath | null>(10_000);

function parsedPath(node: string, basis: SuitBasis): ParsedPath | null {
  const key = `${basis.toCanonical.join('')}|${node}`;
  let parsed = parsedPaths.get(key);
  if (parsed === undefined) parsedPaths.set(key, (parsed = parsePath(node, basis)));
  return parsed;
}

function parsePath(node: string, basis: SuitBasis): ParsedPath | null {
  const parts = node.split('-');
  if (parts[0] !== 'root') return null;
  const caller: string[] = ['root'];
  const canonical: string[] = ['root'];
  for (const part of parts.slice(1)) {
    let token: NodeToken;
    try {
      token = parseNodeToken(part);
    } catch {
      return null;
    }
    caller.push(formatNodeToken(token));
    canonical.push(formatNodeToken(token.kind === 'turn' || token.kind === 'river' ? { kind: token.kind, card: permuteCard(token.card, basis.toCanonical) } : token));
  }
  return { callerPath: caller.join('-'), canonicalPath: canonical.join('-') };
}

export async function lookupNode(catalog: TreeCatalog, cache: NodeCache, query: NodeQuery, mark: StageMark = () => {}): Promise<NodeLookup> {
  const paths = parsedPath(query.node, query.basis);
  mark('node_id_translate');
  const location = await catalog.locate(query.roots, query.spot, query.basis.canonicalFlopText);
  if (location.status !== 'found') {
    mark('fetch_storage');
    const flop = query.basis.callerFlop.map(formatCard).join('');
    const message =
      location.status === 'spot_not_configured'
        ? `no tree set serves ${query.spot.platform} ${query.spot.stakes} ${query.spot.pool} ${query.spot.situation} ${query.spot.position}`
        : `no tree covers flop ${flop} for this spot`;
    return { status: 'not_found', reason: location.status, message, legalTokens: [], tree: null, canonicalPath: paths?.canonicalPath ?? null };
  }
  const tree = location.tree;
  if (paths !== null) {
    const hit = cache.get(`${tree.meta.revision}|${paths.canonicalPath}`);
    if (hit) {
      mark('fetch_storage');
      return { status: 'found', tree, node: hit, callerPath: paths.callerPath, cached: true };
    }
  }
  const walk = await walkNode(tree, query.node, query.basis);
  mark('fetch_storage');
  if (walk.status === 'not_found') return { ...walk, tree };
  const node: CachedNode = {
    ref: walk.ref,
    canonicalPath: walk.canonicalPath,
    board: walk.board,
    walkable: walkableActions(tree, walk.ref).map(({ index }) => index),
    strategy: null,
  };
  const river = walk.ref.river;
  if (!river) cache.set(`${tree.meta.revision}|${walk.canonicalPath}`, node);
  return { status: 'found', tree, node, callerPath: walk.callerPath, cached: river?.fromSolverCache ?? false };
}

/** The node's strategy, read once and kept with the cached node; `cached` when it was already there. */
export async function strategyOf(tree: SpotTree, node: CachedNode): Promise<{ strategy: NodeStrategy; cached: boolean }> {
  if (node.strategy) return { strategy: node.strategy, cached: true };
  node.strategy = await tree.strategy(node.ref);
  // A river node is never in the node cache: its strategy is as cached as its solve.
  return { strategy: node.strategy, cached: node.ref.river?.fromSolverCache ?? false };
}

export interface BoardCheckInput {
  flop: string;
  turn?: string;
  river?: string;
  hand?: string;
  node: string;
}

export interface BoardIssue {
  path: string;
  code: string;
  message: string;
}

/**
 * The node's turn_/river_ cards must agree with the turn and river parameters when those
 * are sent (they may be left out: the node names them), and must not be hero's cards.
 * Tokens that do not parse are left to the walk (404 unknown).
 */
export function nodeBoardIssues(input: BoardCheckInput): BoardIssue[] {
  const issues: BoardIssue[] = [];
  const handCards = input.hand ? [input.hand.slice(0, 2), input.hand.slice(2, 4)].map((t) => parseCard(t)) : [];
  for (const part of input.node.split('-').slice(1)) {
    if (!part.startsWith('turn_') && !part.startsWith('river_')) continue;
    let token: NodeToken;
    try {
      token = parseNodeToken(part);
    } catch {
      continue;
    }
    if (token.kind !== 'turn' && token.kind !== 'river') continue;
    const sent = input[token.kind];
    if (sent !== undefined && parseCard(sent) !== token.card) {
      issues.push({ path: 'node', code: 'board_card_mismatch', message: `node ${token.kind} card ${formatCard(token.card)} differs from ${token.kind} "${sent}"` });
    }
    if (handCards.includes(token.card)) {
      issues.push({ path: 'hand', code: 'card_repeated', message: `hand "${input.hand}" holds ${formatCard(token.card)}, the ${token.kind} card of node` });
    }
  }
  return issues;
}

/** Combo index of two cards in the canonical basis. */
export function canonicalCombo(cards: readonly [Card, Card], basis: SuitBasis): number {
  const a = permuteCard(cards[0], basis.toCanonical);
  const b = permuteCard(cards[1], basis.toCanonical);
  return a > b ? (a * (a - 1)) / 2 + b : (b * (b - 1)) / 2 + a;
}

/** The two cards of a canonical combo, in the caller's basis. */
export function callerComboCards(combo: number, basis: SuitBasis): [Card, Card] {
  return [permuteCard(COMBO_CARDS[2 * combo], basis.toCaller), permuteCard(COMBO_CARDS[2 * combo + 1], basis.toCaller)];
}
