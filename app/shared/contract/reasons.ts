// Reason vocabularies of the contract. Schemas type reasons as plain strings, because
// the lists can grow and a client treats an unknown reason as a generic one; these
// constants are what the server emits today.

/** 404 not_found reasons (GET, discovery; POST only terminal and street_closed). */
export const NOT_FOUND_REASONS = [
  'terminal',
  'street_closed',
  'flop_not_covered',
  'spot_not_configured',
  'line_not_in_tree',
  'off_tree_sizing',
  'illegal_action',
  'unknown',
] as const;
export type NotFoundReason = (typeof NOT_FOUND_REASONS)[number];

/** The only 404 reasons a POST can answer. */
export const POST_NOT_FOUND_REASONS = ['terminal', 'street_closed'] as const satisfies readonly NotFoundReason[];

/** Reasons that send a POST to the fallback engine (X-Fallback-Reason, audit.coverage_reason). */
export const FALLBACK_REASONS = [
  'street_preflop',
  'no_node',
  'spot_not_configured',
  'not_heads_up',
  'preflop_missing',
  'scenario_mismatch',
  'position_mismatch',
  'aggressor_mismatch',
  'street_mismatch',
  'board_card_mismatch',
  'line_mismatch',
  'allin_mismatch',
  'hero_not_to_act',
  'flop_not_covered',
  'line_not_in_tree',
  'off_tree_sizing',
  'illegal_action',
  'unknown',
  'combo_not_in_range',
  'malformed_node',
] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

/** Fallback reasons after which an engine answer carries no node_id. */
export const REASONS_WITHOUT_NODE_ID = [
  'no_node',
  'line_mismatch',
  'street_mismatch',
  'board_card_mismatch',
  'allin_mismatch',
  'hero_not_to_act',
] as const satisfies readonly FallbackReason[];

/** Observation rules: reported in audit.shadow_triggers only, never decisive. */
export const SHADOW_RULES = ['pot_drift', 'stack_drift', 'size_drift', 'pot_at_node_drift'] as const;
export type ShadowRule = (typeof SHADOW_RULES)[number];

/** Drift thresholds (DESIGN.md): pot, stack and pot-at-node relative; size as a share of pot. */
export const DRIFT_THRESHOLDS = {
  pot_drift: 0.1,
  stack_drift: 0.1,
  pot_at_node_drift: 0.1,
  size_drift: 0.15,
} as const satisfies Record<ShadowRule, number>;
