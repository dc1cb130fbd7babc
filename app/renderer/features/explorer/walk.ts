// What the explorer shows at a node, from its discovery answer or its 404 (api-v1.md,
// States and transitions): a decision with its actions, a closed street asking for the
// next card, a finished hand, or an off-tree node with the legal tokens of its parent.
import type { DiscoveryResponse } from '../../../shared/contract/responses.ts';
import { isNotFound } from '../../lib/api/api-error.ts';
import { type LineState, nextStreetOf, parentOf } from '../../lib/line.ts';

export type WalkState =
  | { kind: 'decision'; discovery: DiscoveryResponse }
  | { kind: 'street_closed'; street: 'turn' | 'river' }
  | { kind: 'terminal'; explanation: string }
  | { kind: 'off_tree'; reason: string; explanation: string; message: string; legalTokens: string[]; parentId: string | null };

const REASON_EXPLANATIONS: Record<string, string> = {
  flop_not_covered: 'No tree for this flop: the account’s trees do not cover it. Pick a covered flop.',
  spot_not_configured: 'No tree set for this platform, stakes, pool, situation and position.',
  line_not_in_tree: 'The action is legal, but the tree does not continue there.',
  off_tree_sizing: 'The tree has this kind of action here, but not this size.',
  illegal_action: 'This action is not legal at the previous node.',
  unknown: 'The node id cannot be read into the tree.',
  street_closed: 'The street is over: the next card is needed.',
  terminal: 'The hand is over: nothing is left to decide.',
};

/** A sentence for a 404 reason; unknown reasons (the list can grow) get a generic one. */
export function reasonExplanation(reason: string | undefined): string {
  return (reason && REASON_EXPLANATIONS[reason]) ?? 'The tree has no node here.';
}

const SEAT_NAME = { oop: 'OOP', ip: 'IP' } as const;

/** Why a terminal node ends the hand, from its line: a fold, a called all-in, or showdown. */
export function terminalExplanation(line: LineState): string {
  const last = line.steps[line.steps.length - 1];
  if (last === undefined) return 'The hand is over.';
  if (last.kind === 'fold') return `${SEAT_NAME[last.actor!]} folded: the hand is over.`;
  if (line.street === 'river' && (last.kind === 'call' || last.kind === 'check')) {
    return 'The river is closed: the hand goes to showdown.';
  }
  if (last.kind === 'call') return 'The all-in was called: no decisions are left, the board runs out to showdown.';
  return 'The hand is over: nothing is left to decide.';
}

/**
 * The walk state of a node from its discovery result. `error` is the query's error; a
 * failure that is not a 404 returns null (the caller shows the error itself).
 */
export function walkStateOf(discovery: DiscoveryResponse | undefined, error: unknown, line: LineState, nodeId: string): WalkState | null {
  if (discovery !== undefined) return { kind: 'decision', discovery };
  if (!isNotFound(error)) return null;
  if (error.reason === 'street_closed') {
    const street = nextStreetOf(line);
    if (street !== null) return { kind: 'street_closed', street };
  }
  if (error.reason === 'terminal') return { kind: 'terminal', explanation: terminalExplanation(line) };
  return {
    kind: 'off_tree',
    reason: error.reason ?? 'unknown',
    explanation: reasonExplanation(error.reason),
    message: error.message,
    legalTokens: error.legalTokens ?? [],
    parentId: parentOf(nodeId),
  };
}
