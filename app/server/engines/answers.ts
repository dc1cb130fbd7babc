// Tree answers in the contract's shapes: the GET decision (brief or full context), the
// flat discovery answer, and the GET audit block. Every card is in the caller's basis;
// frequencies sum to exactly 1 (frequencies.ts).
import { type Card, formatCard } from '../../shared/poker/cards.ts';
import { permuteCard } from '../../shared/poker/isomorphism.ts';
import type { ActionRecord, DiscoveryAction, GetDecisionResponse, DiscoveryResponse } from '../../shared/contract/responses.ts';
import type { GetAudit } from '../../shared/contract/audit.ts';
import type { Verbosity } from '../../shared/contract/fields.ts';
import type { NodeStrategy, SpotKey, SpotTree, SpotTreeAction, SpotTreeNode } from '../trees/spot-tree.ts';
import { exactMix, roundTo } from './frequencies.ts';
import { type SuitBasis, suitPermutationText } from './suit-basis.ts';
import type { CachedNode } from './tree-lookup.ts';

export const POT_PCT_DECIMALS = 4;
const BB_DECIMALS = 2;

export function toActOf(node: SpotTreeNode): 'ip' | 'oop' {
  return node.player === 1 ? 'ip' : 'oop';
}

function actionRecord(action: SpotTreeAction, frequency: number, verbosity: Verbosity): ActionRecord {
  switch (action.type) {
    case 'check':
    case 'fold':
      return { type: action.type, node_token: action.token, frequency };
    case 'call':
      return { type: 'call', node_token: action.token, frequency, amount: action.amountBb! };
    case 'bet':
      return { type: 'bet', node_token: action.token, frequency, amount: action.amountBb!, ...(action.potPct !== null ? { pot_pct: roundTo(action.potPct, POT_PCT_DECIMALS) } : {}) };
    case 'raise':
      return {
        type: 'raise',
        node_token: action.token,
        frequency,
        amount: action.amountBb!,
        ...(action.potPct !== null ? { pot_pct: roundTo(action.potPct, POT_PCT_DECIMALS) } : {}),
        ...(verbosity === 'full' && action.raiseRatio !== null ? { raise_ratio: roundTo(action.raiseRatio, POT_PCT_DECIMALS) } : {}),
      };
  }
}

/** The mix of one canonical combo at a node, or null when the combo is not in range. */
export function comboMix(strategy: NodeStrategy, combo: number): { mix: number[]; reach: number } | null {
  const row = strategy.rowOf(combo);
  if (row < 0) return null;
  const { actionCount } = strategy;
  return { mix: exactMix(strategy.mix.subarray(row * actionCount, (row + 1) * actionCount)), reach: strategy.reach[row] };
}

export interface DecisionAnswerInput {
  tree: SpotTree;
  node: CachedNode;
  callerPath: string;
  basis: SuitBasis;
  /** Hero's cards as sent (caller basis). */
  hand: readonly [Card, Card];
  mix: number[];
  verbosity: Verbosity;
}

export function decisionAnswer(input: DecisionAnswerInput): GetDecisionResponse {
  const { tree, node, basis, verbosity } = input;
  const view = node.ref.node;
  const actions = view.actions.map((action, i) => actionRecord(action, input.mix[i], verbosity));
  const roundStartPotBb = roundTo(view.roundStartPotBb, BB_DECIMALS);
  const toAct = toActOf(view);
  if (verbosity === 'brief') {
    return { data: { context: { round_start_pot_bb: roundStartPotBb, to_act: toAct }, actions }, node_id: input.callerPath, source: tree.meta.source };
  }
  // Both players had put in the same when the street began: the stack then is the
  // starting stack minus half of what the pot grew by.
  const roundStartStackBb = tree.meta.effectiveStackBb - (view.roundStartPotBb - tree.meta.potBb) / 2;
  const board = [...basis.callerFlop, ...node.board.slice(3).map((card) => permuteCard(card, basis.toCaller))];
  return {
    data: {
      context: {
        street: view.street,
        hand: formatCard(input.hand[0]) + formatCard(input.hand[1]),
        board: board.map(formatCard),
        round_start_pot_bb: roundStartPotBb,
        stacks_bb: { ip: roundTo(view.stacksBb[1], BB_DECIMALS), oop: roundTo(view.stacksBb[0], BB_DECIMALS) },
        spr: roundTo(roundStartStackBb / view.roundStartPotBb, BB_DECIMALS),
        positions: { ip: tree.meta.positions.ip, oop: tree.meta.positions.oop },
        to_act: toAct,
      },
      actions,
    },
    node_id: input.callerPath,
    source: tree.meta.source,
  };
}

function discoveryAction(action: SpotTreeAction): DiscoveryAction {
  return action.type === 'bet' || action.type === 'raise'
    ? { type: action.type, node_token: action.token, amount: action.amountBb! }
    : { type: action.type, node_token: action.token };
}

export function discoveryAnswer(node: CachedNode, callerPath: string): DiscoveryResponse {
  const view = node.ref.node;
  return {
    node_id: callerPath,
    to_act: toActOf(view),
    round_start_pot_bb: roundTo(view.roundStartPotBb, BB_DECIMALS),
    actions: node.walkable.map((index) => discoveryAction(view.actions[index])),
  };
}

export interface AuditInput {
  tree: SpotTree | null;
  spot: SpotKey;
  basis: SuitBasis;
  canonicalPath: string | null;
  /** A tree file holds the node (200s and combo_not_in_range; not 404s). */
  covered: boolean;
  /** Hero's reach weight at the node (decisions only). */
  reachWeight?: number;
}

/** spot_id is `<source>/<platform>/<stakes>/<pool>/<situation>/<position>/<canonical flop>`. */
export function getAudit(input: AuditInput): GetAudit {
  const { tree, spot } = input;
  const source = tree?.meta.source ?? 'v1';
  const audit: GetAudit = {
    spot_id: [source, spot.platform, spot.stakes, spot.pool, spot.situation, spot.position, input.basis.canonicalFlopText].join('/'),
    node_path: input.canonicalPath,
    coverage: input.covered ? 'covered' : 'not_covered',
    strategy_revision: tree?.meta.revision ?? null,
    suit_permutation: suitPermutationText(input.basis.toCanonical),
    tree_file: tree?.meta.fileName ?? null,
  };
  if (input.reachWeight !== undefined) audit.reach_weight = input.reachWeight;
  return audit;
}
