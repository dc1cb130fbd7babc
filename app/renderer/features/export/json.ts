// JSON exports: the node mix with actions keyed by node token (full precision), plus the
// spot and board it belongs to; a line is the same per node, in line order.
import { actionLabel } from '../../lib/action-label.ts';
import type { Board, Spot } from '../../lib/spot.ts';
import { type ExportMix, overallOf, sortedCombos } from './node-mix-rows.ts';

export interface ExportContext {
  spot: Spot;
  board: Board;
}

export function nodeMixDocument(mix: ExportMix) {
  const overall = overallOf(mix);
  return {
    node_id: mix.node_id,
    to_act: mix.to_act,
    round_start_pot_bb: mix.round_start_pot_bb,
    actions: mix.actions.map((action, index) => ({ ...action, label: actionLabel(action), frequency: overall[index] })),
    combos: sortedCombos(mix).map((combo) => ({
      hand: combo.hand,
      class: combo.class,
      weight: combo.weight,
      mix: Object.fromEntries(mix.actions.map((action, index) => [action.node_token, combo.mix[index]])),
    })),
  };
}

function header(context: ExportContext) {
  return {
    format: 'dss-node-mix/1',
    spot: context.spot,
    board: { flop: context.board.flop, ...(context.board.turn ? { turn: context.board.turn } : {}), ...(context.board.river ? { river: context.board.river } : {}) },
  };
}

export function nodeMixJson(mix: ExportMix, context: ExportContext): string {
  return `${JSON.stringify({ ...header(context), ...nodeMixDocument(mix) }, null, 2)}\n`;
}

export function lineJson(mixes: readonly ExportMix[], context: ExportContext): string {
  return `${JSON.stringify({ ...header(context), nodes: mixes.map(nodeMixDocument) }, null, 2)}\n`;
}
