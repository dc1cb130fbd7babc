// What the exports read from a GET /v1/node-mix answer, and the row order they share:
// hand classes in matrix order (AA, AKs, AQs, ..., 22), combos of a class higher cards
// first (AsAd before AhAd).
import type { NodeMixResponse } from '../../../shared/contract/extras.ts';
import { parseCombo } from '../../../shared/poker/combos.ts';
import { cellIndexOf } from '../../components/matrix-layout.ts';
import { formatDecimal } from '../../lib/format.ts';

export type ExportMix = Pick<NodeMixResponse, 'node_id' | 'to_act' | 'round_start_pot_bb' | 'actions' | 'overall' | 'combos'>;
export type ExportCombo = ExportMix['combos'][number];

export function sortedCombos(mix: Pick<ExportMix, 'combos'>): ExportCombo[] {
  const keyed = mix.combos.map((combo) => ({ combo, cell: cellIndexOf(combo.class), index: parseCombo(combo.hand) }));
  return keyed.sort((a, b) => a.cell - b.cell || b.index - a.index).map((entry) => entry.combo);
}

/** Rounded to `digits` decimals, clamped to [0,1] (float noise can land just outside). */
export function roundShare(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.min(1, Math.max(0, Math.round(value * scale) / scale));
}

/** A share as CSV text: at most `digits` decimals, no trailing zeros. */
export function shareText(value: number, digits: number): string {
  return formatDecimal(roundShare(value, digits), digits);
}

/** Overall frequency of each action in action order (0 for a token `overall` omits). */
export function overallOf(mix: Pick<ExportMix, 'actions' | 'overall'>): number[] {
  const byToken = new Map(mix.overall.map((entry) => [entry.node_token, entry.frequency]));
  return mix.actions.map((action) => byToken.get(action.node_token) ?? 0);
}
