// Drift observations (audit.shadow_triggers): how far the real table is from the tree
// that answers it. Never decisive: the tree still answers a drifting spot.
//   pot_drift, stack_drift, pot_at_node_drift: |real - tree| > 10% of the tree figure;
//   size_drift: |real - tree| > 15% of the pot before the bet (real table).
import { DRIFT_THRESHOLDS, type ShadowRule } from '../../../shared/contract/reasons.ts';

export interface AuditTriggerRecord {
  rule: string;
  detail: Record<string, unknown>;
}

const round2 = (bb: number) => Math.round(bb * 100) / 100;

/** A relative drift record, or null within the threshold. */
export function relativeDrift(rule: Exclude<ShadowRule, 'size_drift'>, realBb: number, treeBb: number): AuditTriggerRecord | null {
  const threshold = DRIFT_THRESHOLDS[rule];
  const drift = treeBb > 0 ? Math.abs(realBb - treeBb) / treeBb : realBb > 0 ? Infinity : 0;
  if (drift <= threshold) return null;
  return { rule, detail: { real: round2(realBb), tree: round2(treeBb), threshold } };
}

/** A size drift record for the bet or raise at history[historyIndex], or null within 15% of the pot. */
export function sizeDrift(realBb: number, treeBb: number, potBb: number, historyIndex: number): AuditTriggerRecord | null {
  const threshold = DRIFT_THRESHOLDS.size_drift;
  if (Math.abs(realBb - treeBb) <= threshold * potBb) return null;
  return {
    rule: 'size_drift',
    detail: { real: round2(realBb), tree: round2(treeBb), threshold, pot_bb: round2(potBb), history_index: historyIndex },
  };
}
