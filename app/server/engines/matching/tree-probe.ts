// What the matcher needs from the tree side, as a small interface the server implements
// with GET's machinery (tree catalog, suit isomorphism, node walk, strategy lookup).
// Tests use fixtures.
import type { FallbackReason } from '../../../shared/contract/reasons.ts';

/** A tree set: the GET coordinates of a spot (pool = POST player_type). */
export interface TreeSpotKey {
  platform: string;
  stakes: string;
  pool: string;
  situation: string;
  /** `<aggressor>_<caller>`. */
  position: string;
}

/** The figures a spot's trees were solved with (every flop of a spot shares them). */
export interface TreeSpotFigures {
  /** Pot when the flop opened, BB. */
  potBb: number;
  /** Effective stack behind when the flop opened, BB. */
  effectiveStackBb: number;
}

/** "Ask the tree for node X, hand H": the request's own cards, suit basis of the request. */
export interface TreeQuery {
  spot: TreeSpotKey;
  flop: string;
  turn?: string;
  river?: string;
  node: string;
  hand: string;
}

/** Reasons a tree lookup can give for not answering (contract: the tree's own answers). */
export type TreeLookupReason = Extract<
  FallbackReason,
  'flop_not_covered' | 'line_not_in_tree' | 'off_tree_sizing' | 'illegal_action' | 'unknown' | 'combo_not_in_range' | 'malformed_node'
>;

export type TreeAnswer<A> =
  | { status: 'answered'; answer: A }
  | { status: 'not_answered'; reason: TreeLookupReason; detail?: Record<string, unknown> };

export interface TreeProbe<A> {
  /**
   * The figures of a served spot, or null when no tree set serves it for this account
   * (the matcher then answers spot_not_configured).
   */
  spot(key: TreeSpotKey): Promise<TreeSpotFigures | null>;
  /**
   * GET's answer for node and hand at the spot, or why the tree has none. `answer` is
   * opaque to the matcher: it is handed back in the solver outcome.
   */
  ask(query: TreeQuery): Promise<TreeAnswer<A>>;
}
