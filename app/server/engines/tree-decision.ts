// The tree's decision for one hand at a node: the GET answer, shared with POST tree
// matching. Everything in, everything out in the caller's suit basis.
import { parseHand } from '../../shared/poker/boards.ts';
import { formatCard } from '../../shared/poker/cards.ts';
import type { GetAudit } from '../../shared/contract/audit.ts';
import type { Verbosity } from '../../shared/contract/fields.ts';
import type { GetDecisionResponse } from '../../shared/contract/responses.ts';
import type { SpotKey } from '../trees/spot-tree.ts';
import { comboMix, decisionAnswer, getAudit } from './answers.ts';
import type { SuitBasis } from './suit-basis.ts';
import { canonicalCombo, strategyOf, type NodeLookup } from './tree-lookup.ts';

export interface DecisionRequest {
  spot: SpotKey;
  basis: SuitBasis;
  /** Hero's hand as sent (4 chars). */
  hand: string;
  verbosity: Verbosity;
  audit: boolean;
}

export type TreeDecision =
  | { status: 'answered'; response: GetDecisionResponse; reachWeight: number; /** X-Cache: HIT */ cached: boolean }
  | { status: 'combo_not_in_range'; message: string; audit: GetAudit | null };

type Mark = (stage: 'fetch_storage' | 'transform' | 'audit_meta') => void;

/** The mix of hero's hand at a found node, or why the hand has none there. */
export async function treeDecision(request: DecisionRequest, lookup: Extract<NodeLookup, { status: 'found' }>, mark: Mark = () => {}): Promise<TreeDecision> {
  const { strategy, cached } = await strategyOf(lookup.tree, lookup.node);
  mark('fetch_storage');
  const hand = parseHand(request.hand);
  const mix = comboMix(strategy, canonicalCombo(hand, request.basis));
  const auditOf = (reachWeight: number) =>
    getAudit({ tree: lookup.tree, spot: request.spot, basis: request.basis, canonicalPath: lookup.node.canonicalPath, covered: true, reachWeight });
  if (mix === null) {
    const who = lookup.node.ref.node.player === 1 ? 'ip' : 'oop';
    const message = `hand ${formatCard(hand[0]) + formatCard(hand[1])} is not in the range of ${who} at ${lookup.callerPath}`;
    return { status: 'combo_not_in_range', message, audit: request.audit ? auditOf(0) : null };
  }
  const response = decisionAnswer({
    tree: lookup.tree,
    node: lookup.node,
    callerPath: lookup.callerPath,
    basis: request.basis,
    hand,
    mix: mix.mix,
    verbosity: request.verbosity,
  });
  mark('transform');
  if (request.audit) {
    response.audit = auditOf(mix.reach);
    mark('audit_meta');
  }
  return { status: 'answered', response, reachWeight: mix.reach, cached: lookup.cached && cached };
}
