// One PioSOLVER range string per action ('AA:0.5,AKs,...'): each combo weighted by its
// reach weight times the action's frequency, so the ranges of a node's actions add up to
// the node's range. Weights are rounded first (coaches paste these into solvers; six
// decimals of float noise help nobody) and combos that round to 0 are left out.
import { parseCombo } from '../../../shared/poker/combos.ts';
import { emptyWeights, formatRange, rangeComboCount, type Weights } from '../../../shared/poker/ranges.ts';
import { actionLabel } from '../../lib/action-label.ts';
import { formatDecimal, formatFreq } from '../../lib/format.ts';
import { type ExportMix, overallOf, roundShare } from './node-mix-rows.ts';

export const RANGE_DIGITS = 3;

function weightsOf(mix: Pick<ExportMix, 'combos'>, weightOf: (combo: ExportMix['combos'][number]) => number, digits: number): Weights {
  const weights = emptyWeights();
  for (const combo of mix.combos) weights[parseCombo(combo.hand)] = roundShare(weightOf(combo), digits);
  return weights;
}

/** Per-combo weights of one action: reach weight x frequency, rounded. */
export function actionRangeWeights(mix: Pick<ExportMix, 'combos'>, actionIndex: number, digits = RANGE_DIGITS): Weights {
  return weightsOf(mix, (combo) => combo.weight * (combo.mix[actionIndex] ?? 0), digits);
}

/** The whole range at the node: reach weights, rounded. */
export function nodeRangeWeights(mix: Pick<ExportMix, 'combos'>, digits = RANGE_DIGITS): Weights {
  return weightsOf(mix, (combo) => combo.weight, digits);
}

export interface ActionRange {
  token: string;
  label: string;
  /** Overall frequency of the action at the node. */
  frequency: number;
  /** Combos in the action's range (weighted). */
  comboCount: number;
  range: string;
}

export function actionRanges(mix: ExportMix, digits = RANGE_DIGITS): ActionRange[] {
  const overall = overallOf(mix);
  return mix.actions.map((action, index) => {
    const weights = actionRangeWeights(mix, index, digits);
    return { token: action.node_token, label: actionLabel(action), frequency: overall[index], comboCount: rangeComboCount(weights), range: formatRange(weights) };
  });
}

/**
 * Plain text: '#' comment lines naming the node and each action, each followed by its
 * range string on one line, so a coach can copy a single line into a solver.
 */
export function rangesText(mixes: readonly ExportMix[], digits = RANGE_DIGITS): string {
  const blocks = mixes.map((mix) => {
    const whole = nodeRangeWeights(mix, digits);
    const lines = [
      `# node ${mix.node_id} · ${mix.to_act.toUpperCase()} to act · range ${formatDecimal(rangeComboCount(whole), 1)} combos`,
      formatRange(whole),
    ];
    for (const action of actionRanges(mix, digits)) {
      lines.push(`# ${action.label} [${action.token}] · ${formatFreq(action.frequency)} · ${formatDecimal(action.comboCount, 1)} combos`);
      lines.push(action.range);
    }
    return lines.join('\n');
  });
  return blocks.join('\n\n') + '\n';
}
