// What the service needs from tree files, as a small interface: the tree-file reader and
// the river-on-demand solver are adapted to it (tree-file-catalog.ts), tests use fixtures.
//
// Everything here is in the tree's canonical suit basis (the flop as the tree file
// stores it). Players: 0 = OOP, 1 = IP. Amounts in BB; bet/raise/call amounts are street
// totals (a raise is a raise-to).
import type { Card } from '../../shared/poker/cards.ts';

export type Street = 'flop' | 'turn' | 'river';
export type ActionType = 'check' | 'bet' | 'call' | 'raise' | 'fold';

export interface SpotKey {
  platform: string;
  stakes: string;
  /** playerType of GET, player_type of POST. */
  pool: string;
  situation: string;
  /** `<aggressor>_<caller>`. */
  position: string;
}

export interface SpotTreeAction {
  type: ActionType;
  /** Node-id token: x, c, f, b<amount>, r<amount> (an all-in raise is b<total>). */
  token: string;
  /** Street total in BB (bet, raise-to, call-to); null for check and fold. */
  amountBb: number | null;
  /** Size as a fraction of the pot (bets and raises); null otherwise. */
  potPct: number | null;
  /** Raise-to / bet faced (raises only). */
  raiseRatio: number | null;
  allIn: boolean;
}

export interface SpotTreeNode {
  /** street_closed: the street is over with chips behind, the next card is needed. */
  kind: 'decision' | 'street_closed' | 'terminal';
  /** Why a terminal ends the hand; null elsewhere. */
  terminal: 'fold' | 'allin' | 'showdown' | null;
  /** Acting player at decision nodes; null elsewhere. */
  player: 0 | 1 | null;
  street: Street;
  potBb: number;
  roundStartPotBb: number;
  /** Stacks behind of [oop, ip] at this node. */
  stacksBb: [number, number];
  actions: SpotTreeAction[];
}

/** The acting player's range and mix at a decision node. */
export interface NodeStrategy {
  /** Combos in range (reach above the file's threshold), ascending. */
  combos: Uint16Array;
  /** Reach weight of combos[i], in (0, 1]. */
  reach: Float32Array;
  /** Mix, combo-major: freq of action a for combos[i] is mix[i * actionCount + a]; rows sum to 1. */
  mix: Float32Array | Float64Array;
  actionCount: number;
  /** Row of a combo index in combos, or -1 when the combo is not in range. */
  rowOf(combo: number): number;
}

/** A node reached in a tree; opaque to the service beyond these fields. */
export interface NodeRef {
  readonly node: SpotTreeNode;
  /**
   * River nodes (solved on demand) are not kept in the service's node cache: the river
   * solver keeps its solves. `fromSolverCache` tells whether the solve came from memory.
   */
  readonly river?: { fromSolverCache: boolean };
}

export interface SpotTreeMeta {
  source: 'custom' | 'v1';
  spot: SpotKey;
  /** Canonical flop text, e.g. 'AsKhQd'. */
  flop: string;
  /** Content hash of the tree file (audit strategy_revision). */
  revision: string;
  /** Tree file name (audit tree_file). */
  fileName: string;
  /** Seat names of the two players. */
  positions: { oop: string; ip: string };
  potBb: number;
  effectiveStackBb: number;
}

export interface SpotTree {
  readonly meta: SpotTreeMeta;
  readonly root: NodeRef;
  /** Child after action `index` of a decision node; null when the tree does not hold it. */
  child(ref: NodeRef, index: number): NodeRef | null;
  /** Cards that may come at a street_closed node (not on the board so far). */
  nextCards(ref: NodeRef): Card[];
  /**
   * The first node of the next street after `card` at a street_closed node; null when the
   * tree does not hold it. May solve (river on demand), hence async.
   */
  deal(ref: NodeRef, card: Card): Promise<NodeRef | null>;
  /** The acting player's strategy at a decision node. */
  strategy(ref: NodeRef): Promise<NodeStrategy>;
}

export type TreeLocation =
  | { status: 'found'; tree: SpotTree }
  | { status: 'spot_not_configured' }
  | { status: 'flop_not_covered' };

/** Where an account's trees come from: its own folder first (source custom), then the v1 set. */
export interface TreeRoots {
  /** Absolute path of the account's strategy folder, or null. */
  customDir: string | null;
}

export interface CoveredSpot {
  source: 'custom' | 'v1';
  spot: SpotKey;
  positions: { oop: string; ip: string };
  /** Canonical flops, as the files name them. */
  flops: string[];
}

export interface TreeCatalog {
  /** The tree of a spot and canonical flop: the custom folder first, then v1. */
  locate(roots: TreeRoots, spot: SpotKey, canonicalFlop: string): Promise<TreeLocation>;
  /** Every spot the roots cover, custom first. */
  coverage(roots: TreeRoots): Promise<CoveredSpot[]>;
}
