// Tree matching for POST /v1/strategy: does the solver tree answer this body, and if not,
// why (the fallback reason). The contract's conditions are checked IN ITS ORDER and the
// first that fails decides:
//   street_preflop, no_node, spot_not_configured, not_heads_up, preflop_missing,
//   scenario_mismatch, position_mismatch, aggressor_mismatch, street_mismatch,
//   board_card_mismatch, line_mismatch, allin_mismatch, hero_not_to_act,
// then the tree's own answer (flop_not_covered, line_not_in_tree, off_tree_sizing,
// illegal_action, unknown, combo_not_in_range, malformed_node). A node that does not
// parse fails at the first condition that reads it, as `unknown`.
// Drift (pot, stack, size, pot at node) is observed on the way and never decides.
import { REASONS_WITHOUT_NODE_ID, type FallbackReason } from '../../../shared/contract/reasons.ts';
import type { PostflopBody, PreflopBody } from '../../../shared/contract/strategy-body.ts';
import { preflopScenarioOf } from '../../../shared/contract/table.ts';
import { formatCard } from '../../../shared/poker/cards.ts';
import { NodeIdError } from '../../../shared/poker/node-id.ts';
import { isPostflopBody } from '../replay/replay.ts';
import type { ReplayedTable } from '../replay/table.ts';
import { relativeDrift, sizeDrift, type AuditTriggerRecord } from './drift.ts';
import { formatHistoryLine, parseNodeLine, walkNodeLine, type NodeLine } from './node-line.ts';
import type { TreeProbe, TreeQuery, TreeSpotKey } from './tree-probe.ts';
import { headsUpTreeSeats, treePairOf } from './tree-seats.ts';

export type MatchOutcome<A> =
  | {
      engine: 'solver';
      /** The node the tree answered (the body's node, as sent). */
      nodeId: string;
      query: TreeQuery;
      /** The probe's answer, untouched. */
      answer: A;
      fallbackTriggers: AuditTriggerRecord[];
      shadowTriggers: AuditTriggerRecord[];
    }
  | {
      engine: 'fallback';
      reason: FallbackReason;
      /** Whether the engine answer echoes the body's node as node_id. */
      nodeIdEcho: boolean;
      /** The node to echo (null when nodeIdEcho is false). */
      nodeId: string | null;
      fallbackTriggers: AuditTriggerRecord[];
      shadowTriggers: AuditTriggerRecord[];
    };

const WITHOUT_NODE_ID: readonly string[] = REASONS_WITHOUT_NODE_ID;

/**
 * Decides who answers a replayed POST body. `table` is the body's replay (the hero is to
 * act on it). The probe is asked only when every table condition holds.
 */
export async function matchTree<A>(body: PostflopBody | PreflopBody, table: ReplayedTable, probe: TreeProbe<A>): Promise<MatchOutcome<A>> {
  const shadow: AuditTriggerRecord[] = [];
  const node = isPostflopBody<PostflopBody>(body) ? body.node : undefined;
  const fallback = (reason: FallbackReason, detail: Record<string, unknown>): MatchOutcome<A> => {
    const echo = node !== undefined && !WITHOUT_NODE_ID.includes(reason);
    return {
      engine: 'fallback',
      reason,
      nodeIdEcho: echo,
      nodeId: echo ? node! : null,
      fallbackTriggers: [{ rule: reason, detail }],
      shadowTriggers: shadow,
    };
  };
  const observe = (record: AuditTriggerRecord | null) => {
    if (record) shadow.push(record);
  };

  // 1. The tree starts on the flop; a preflop body always goes to the engine.
  if (!isPostflopBody<PostflopBody>(body)) return fallback('street_preflop', { real: 'preflop', tree: 'flop' });
  const { situation, position } = body;
  if (situation === undefined || position === undefined || node === undefined) {
    return fallback('no_node', { real: null, tree: null, missing: ['situation', 'position', 'node'].filter((k) => body[k as 'node'] === undefined) });
  }

  const pair = treePairOf(situation, position);
  const spot: TreeSpotKey = { platform: body.platform, stakes: body.stakes, pool: body.player_type, situation, position };
  const figures = pair === null ? null : await probe.spot(spot);
  if (pair === null || figures === null) {
    return fallback('spot_not_configured', { real: `${body.player_type}/${situation}/${position}`, tree: null });
  }
  observe(relativeDrift('pot_drift', body.initial_pot_bb, figures.potBb));

  // 2. Heads-up, no fold in history.
  const atFlop = body.players.filter((player) => player.in_hand !== false);
  const folds = body.history.filter((action) => action.kind === 'fold').length;
  if (atFlop.length !== 2 || folds > 0) {
    return fallback('not_heads_up', { real: { players_in_hand: table.playersInHand, players_at_flop: atFlop.length, folds }, tree: { players_in_hand: 2, folds: 0 } });
  }
  const [oopPlayer, ipPlayer] = atFlop;
  observe(relativeDrift('stack_drift', Math.min(oopPlayer.stack_bb, ipPlayer.stack_bb), figures.effectiveStackBb));

  // 3. Preflop scenario.
  const scenario = preflopScenarioOf(body.preflop);
  if (scenario === null) return fallback('preflop_missing', { real: body.preflop ?? null, tree: situation });
  if (scenario !== pair.situation) return fallback('scenario_mismatch', { real: scenario, tree: pair.situation });

  // 4. Live positions in position, then the aggressor.
  const seats = headsUpTreeSeats(oopPlayer.position, ipPlayer.position, body.players.length === 2);
  if (seats.oop !== pair.oop || seats.ip !== pair.ip) {
    return fallback('position_mismatch', {
      real: { oop: seats.oop ?? oopPlayer.position, ip: seats.ip ?? ipPlayer.position },
      tree: { oop: pair.oop, ip: pair.ip },
    });
  }
  const aggressorSeat = body.preflop?.aggressor_seat;
  const aggressor = aggressorSeat === oopPlayer.seat ? seats.oop : aggressorSeat === ipPlayer.seat ? seats.ip : null;
  if (aggressor !== pair.aggressor) {
    return fallback('aggressor_mismatch', { real: aggressor, tree: pair.aggressor, aggressor_seat: aggressorSeat ?? null });
  }

  // 5. The node line against the history: street, cards, actions, all-ins.
  let line: NodeLine;
  try {
    line = parseNodeLine(node);
  } catch (error) {
    if (error instanceof NodeIdError) return fallback('unknown', { real: node, tree: null, message: error.message });
    throw error;
  }
  if (line.street !== table.street) return fallback('street_mismatch', { real: table.street, tree: line.street });
  const cardMismatch = boardCardMismatch(line, table);
  if (cardMismatch) return fallback('board_card_mismatch', cardMismatch);
  const realLine = formatHistoryLine(table.actions, table.board, table.street);
  if (!sameLine(line, table)) return fallback('line_mismatch', { real: realLine, tree: node });
  const walk = walkNodeLine(line, figures);
  for (const [i, action] of table.actions.entries()) {
    if (action.kind !== 'bet' && action.kind !== 'raise') continue;
    if (action.allIn !== walk.allIn[i]) {
      return fallback('allin_mismatch', { real: action.allIn, tree: walk.allIn[i], history_index: action.historyIndex });
    }
  }
  for (const [i, action] of table.actions.entries()) {
    const treeAmount = line.actions[i].amountBb;
    if (treeAmount !== null) observe(sizeDrift(action.toBb, treeAmount, action.potBeforeBb, action.historyIndex));
  }
  observe(relativeDrift('pot_at_node_drift', table.potBb, walk.potBb));

  // 6. The hero acts at the node.
  const heroSide = body.hero_seat === oopPlayer.seat ? 'oop' : 'ip';
  if (walk.toAct !== heroSide) return fallback('hero_not_to_act', { real: heroSide, tree: walk.toAct });

  // 7. The tree: the node exists and the hand is in range there.
  const query: TreeQuery = { spot, flop: body.flop, node, hand: body.hand };
  if (body.turn !== undefined) query.turn = body.turn;
  if (body.river !== undefined) query.river = body.river;
  const answer = await probe.ask(query);
  if (answer.status === 'not_answered') return fallback(answer.reason, { real: node, tree: answer.reason, ...answer.detail });
  return { engine: 'solver', nodeId: node, query, answer: answer.answer, fallbackTriggers: [], shadowTriggers: shadow };
}

function boardCardMismatch(line: NodeLine, table: ReplayedTable): Record<string, unknown> | null {
  const checks: Array<['turn' | 'river', number | null, number | undefined]> = [
    ['turn', line.turnCard, table.board[3]],
    ['river', line.riverCard, table.board[4]],
  ];
  for (const [street, treeCard, realCard] of checks) {
    if (treeCard !== null && realCard !== undefined && treeCard !== realCard) {
      return { street, real: formatCard(realCard), tree: formatCard(treeCard) };
    }
  }
  return null;
}

/** Same number, order and type of actions, street by street. */
function sameLine(line: NodeLine, table: ReplayedTable): boolean {
  if (line.actions.length !== table.actions.length) return false;
  return line.actions.every((action, i) => action.street === table.actions[i].street && action.type === table.actions[i].kind);
}
