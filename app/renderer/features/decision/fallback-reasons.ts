// Sentences for X-Fallback-Reason (api-v1.md, Fallback reasons). The list can grow: an
// unknown reason reads as a generic engine decision.
const EXPLANATIONS: Record<string, string> = {
  street_preflop: 'Preflop body: the tree starts on the flop.',
  no_node: 'No tree coordinates (situation, position, node) in the body.',
  spot_not_configured: 'The situation and position pair is not served.',
  not_heads_up: 'More than two players in the hand, or a fold in history.',
  preflop_missing: 'No preflop summary.',
  scenario_mismatch: 'The preflop scenario differs from the tree’s situation.',
  position_mismatch: 'The two live seats are not the pair in position.',
  aggressor_mismatch: 'The preflop aggressor is not the first seat of the pair.',
  street_mismatch: 'The node’s street is not the board’s street.',
  board_card_mismatch: 'A turn or river card in the node is not the board card.',
  line_mismatch: 'The node and the history differ in number, order or type of actions.',
  allin_mismatch: 'All-in on one side only (tree or table).',
  hero_not_to_act: 'The hero is not the player to act at the node.',
  flop_not_covered: 'No tree for this flop.',
  line_not_in_tree: 'The tree does not continue on this line.',
  off_tree_sizing: 'A bet or raise size the tree does not have.',
  illegal_action: 'An action that is not legal in the tree.',
  unknown: 'The tree has no node for that line.',
  combo_not_in_range: 'The node exists but the hand is not in the range there.',
  malformed_node: 'The tree node could not be read.',
};

export function fallbackReasonExplanation(reason: string): string {
  return EXPLANATIONS[reason] ?? 'The fallback engine decided (a reason this version does not know).';
}
