// Walking a node id through a spot tree, and the 404 taxonomy when the walk fails
// (DESIGN.md "Walk states"):
//   terminal         the hand is over at the node (or the id goes past the end)
//   street_closed    the node ends a street and the next card is not in the id
//   off_tree_sizing  a bet/raise whose kind exists at the parent but not that size
//   illegal_action   a token that is not legal at the parent (c with nothing to call,
//                    a card at a decision, a card already on the board)
//   line_not_in_tree legal, but the tree does not continue there
//   unknown          the id does not parse (at the first bad token)
// legal_tokens lists the walkable tokens of the node the walk stopped at: its actions
// whose destination exists (fold and street closes always), or the cards that can come.
import { type Card, formatCard } from '../../shared/poker/cards.ts';
import { amountsMatch, type NodeToken, parseNodeToken, formatNodeToken } from '../../shared/poker/node-id.ts';
import { permuteCard, type SuitPermutation } from '../../shared/poker/isomorphism.ts';
import type { SuitBasis } from './suit-basis.ts';
import type { NotFoundReason } from '../../shared/contract/reasons.ts';
import type { NodeRef, SpotTree, SpotTreeAction } from '../trees/spot-tree.ts';

export type WalkOutcome =
  | {
      status: 'reached';
      ref: NodeRef;
      /** The node id in the canonical basis, normal form. */
      canonicalPath: string;
      /** The node id as sent, in normal form (cards 'Ah', amounts to the cent). */
      callerPath: string;
      /** Board at the node, canonical basis (flop, then dealt cards). */
      board: Card[];
    }
  | {
      status: 'not_found';
      reason: NotFoundReason;
      message: string;
      /** Walkable tokens where the walk stopped, in the caller's suit basis. */
      legalTokens: string[];
      /** The requested node in the canonical basis; null when the id does not parse. */
      canonicalPath: string | null;
    };

type Stop = { reason: NotFoundReason; message: string; legalTokens: string[] };

/** Walkable tokens at a decision node: actions whose child exists; fold always. */
export function walkableActions(tree: SpotTree, ref: NodeRef): { action: SpotTreeAction; index: number }[] {
  return ref.node.actions
    .map((action, index) => ({ action, index }))
    .filter(({ action, index }) => action.type === 'fold' || tree.child(ref, index) !== null);
}

/** Cards that can come at a street_closed node, as caller-basis tokens, highest card first. */
function nextCardTokens(tree: SpotTree, ref: NodeRef, street: 'turn' | 'river', toCaller: SuitPermutation): string[] {
  return tree
    .nextCards(ref)
    .map((card) => permuteCard(card, toCaller))
    .sort((a, b) => b - a)
    .map((card) => `${street}_${formatCard(card)}`);
}

/** The tree token a request token stands for: same kind, same amount to the cent. */
function matchAction(actions: readonly SpotTreeAction[], token: NodeToken): number {
  return actions.findIndex((action) => {
    const tree = parseNodeToken(action.token);
    if (tree.kind !== token.kind) return false;
    return tree.kind === 'bet' || tree.kind === 'raise' ? amountsMatch(tree.amountBb, (token as { amountBb: number }).amountBb) : true;
  });
}

function missingAction(actions: readonly SpotTreeAction[], token: NodeToken, part: string, at: string, legal: string[]): Stop {
  const facingBet = actions.some((a) => a.type === 'call');
  const sized = facingBet ? actions.some((a) => a.type === 'raise') : actions.some((a) => a.type === 'bet');
  const aggressive = token.kind === 'bet' || (token.kind === 'raise' && facingBet);
  const list = legal.join(', ') || 'none';
  if (aggressive && sized) {
    return { reason: 'off_tree_sizing', message: `"${part}" is not a size the tree has at ${at} (legal: ${list})`, legalTokens: legal };
  }
  return { reason: 'illegal_action', message: `"${part}" is not legal at ${at} (legal: ${list})`, legalTokens: legal };
}

/**
 * Walks `nodeText` (as sent) from the root. Cards in turn_/river_ tokens are renamed
 * into the canonical basis before they meet the tree; messages and legal tokens speak
 * the caller's basis.
 */
export async function walkNode(tree: SpotTree, nodeText: string, basis: SuitBasis): Promise<WalkOutcome> {
  const { toCanonical, toCaller } = basis;
  const parts = nodeText.split('-');
  const callerTokens: NodeToken[] = [];
  const canonicalTokens: NodeToken[] = [];
  let ref = tree.root;
  const board = [...basis.canonicalFlop];
  const legalAt = (): string[] => {
    const node = ref.node;
    if (node.kind === 'decision') return walkableActions(tree, ref).map(({ action }) => action.token);
    if (node.kind === 'street_closed') return nextCardTokens(tree, ref, board.length === 3 ? 'turn' : 'river', toCaller);
    return [];
  };
  // Messages name the node as the caller wrote it.
  const path = () => ['root', ...callerTokens.map(formatNodeToken)].join('-');
  const stop = (s: Stop, parses = false): WalkOutcome => ({ status: 'not_found', ...s, canonicalPath: parses ? canonicalPathOf(parts, toCanonical) : null });

  if (parts[0] !== 'root') {
    return stop({ reason: 'unknown', message: `node "${nodeText}" does not start with root`, legalTokens: legalAt() });
  }
  const parsesWhole = canonicalPathOf(parts, toCanonical) !== null;
  for (const part of parts.slice(1)) {
    let token: NodeToken;
    try {
      token = parseNodeToken(part);
    } catch (error) {
      return stop({ reason: 'unknown', message: `node "${nodeText}": ${(error as Error).message} (after ${path()})`, legalTokens: legalAt() });
    }
    const canonical: NodeToken = token.kind === 'turn' || token.kind === 'river' ? { kind: token.kind, card: permuteCard(token.card, toCanonical) } : token;
    const node = ref.node;
    const at = path();
    if (node.kind === 'terminal') {
      return stop({ reason: 'terminal', message: `the hand is over at ${at} (${node.terminal}); nothing follows`, legalTokens: [] }, parsesWhole);
    }
    if (node.kind === 'street_closed') {
      const street = board.length === 3 ? 'turn' : 'river';
      if (canonical.kind !== 'turn' && canonical.kind !== 'river') {
        return stop({ reason: 'street_closed', message: `the ${node.street} is closed at ${at}: append the ${street} card (${street}_<card>) before "${part}"`, legalTokens: legalAt() }, parsesWhole);
      }
      if (canonical.kind !== street || board.includes(canonical.card)) {
        const why = canonical.kind !== street ? `the next card is the ${street}` : `${formatCard(token.kind === 'turn' || token.kind === 'river' ? token.card : 0)} is already on the board`;
        return stop({ reason: 'illegal_action', message: `"${part}" is not legal at ${at}: ${why}`, legalTokens: legalAt() }, parsesWhole);
      }
      const next = await tree.deal(ref, canonical.card);
      if (next === null) {
        return stop({ reason: 'line_not_in_tree', message: `the tree does not hold ${at}-${formatNodeToken(token)}`, legalTokens: legalAt() }, parsesWhole);
      }
      board.push(canonical.card);
      ref = next;
    } else {
      if (canonical.kind === 'turn' || canonical.kind === 'river') {
        return stop({ reason: 'illegal_action', message: `"${part}" is not legal at ${at}: the ${node.street} is not over`, legalTokens: legalAt() }, parsesWhole);
      }
      const index = matchAction(node.actions, canonical);
      if (index < 0) return stop(missingAction(node.actions, canonical, part, at, legalAt()), parsesWhole);
      const child = tree.child(ref, index);
      if (child === null) {
        return stop({ reason: 'line_not_in_tree', message: `the tree does not continue after "${part}" at ${at}`, legalTokens: legalAt() }, parsesWhole);
      }
      ref = child;
    }
    callerTokens.push(token);
    canonicalTokens.push(canonical);
  }

  const node = ref.node;
  const at = path();
  if (node.kind === 'terminal') {
    return stop({ reason: 'terminal', message: `the hand is over at ${at} (${node.terminal}): nothing left to decide`, legalTokens: [] }, true);
  }
  if (node.kind === 'street_closed') {
    const street = board.length === 3 ? 'turn' : 'river';
    return stop({ reason: 'street_closed', message: `the ${node.street} is closed at ${at}: append the ${street} card (${street}_<card>)`, legalTokens: legalAt() }, true);
  }
  return { status: 'reached', ref, canonicalPath: ['root', ...canonicalTokens.map(formatNodeToken)].join('-'), callerPath: at, board };
}

/** The whole id in the canonical basis when every token parses, else null. */
function canonicalPathOf(parts: string[], toCanonical: SuitPermutation): string | null {
  if (parts[0] !== 'root') return null;
  const tokens: string[] = ['root'];
  for (const part of parts.slice(1)) {
    try {
      const token = parseNodeToken(part);
      tokens.push(formatNodeToken(token.kind === 'turn' || token.kind === 'river' ? { kind: token.kind, card: permuteCard(token.card, toCanonical) } : token));
    } catch {
      return null;
    }
  }
  return tokens.join('-');
}
