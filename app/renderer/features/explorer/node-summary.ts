// Figures of a node mix for the node view: the range size and each class's combos.
import type { NodeMixResponse } from '../../../shared/contract/extras.ts';

export type NodeMix = NodeMixResponse;
export type NodeMixCombo = NodeMix['combos'][number];

/** The range's size in combos: the sum of reach weights. */
export function rangeComboCount(mix: Pick<NodeMix, 'combos'>): number {
  return mix.combos.reduce((sum, combo) => sum + combo.weight, 0);
}

/** The combos of one class, heaviest first, then by name. */
export function combosOfClass(mix: Pick<NodeMix, 'combos'>, className: string): NodeMixCombo[] {
  return mix.combos
    .filter((combo) => combo.class === className)
    .sort((a, b) => b.weight - a.weight || a.hand.localeCompare(b.hand));
}

/**
 * Overall frequency of each action, in action order, from `overall` (keyed by node
 * token); actions it does not list count 0.
 */
export function overallFrequencies(mix: Pick<NodeMix, 'actions' | 'overall'>): number[] {
  const byToken = new Map(mix.overall.map((entry) => [entry.node_token, entry.frequency]));
  return mix.actions.map((action) => byToken.get(action.node_token) ?? 0);
}
