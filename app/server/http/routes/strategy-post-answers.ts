// The 200 answers of POST /v1/strategy, shaped from who answered (contract "Response rules"):
//   tree answer    data, node_id (always), source, engine 'solver'           -- GET's data
//   engine answer  data, engine 'fallback', engine_version, node_id echoing the sent node
//                  unless the reason drops it (REASONS_WITHOUT_NODE_ID)
// plus the audit block when asked, and the headers X-Engine, X-Fallback-Reason (engine
// answers only) and X-Cache (engine answers always MISS).
import type { AuditTrigger, PostAudit } from '../../../shared/contract/audit.ts';
import type { PostDecisionResponse } from '../../../shared/contract/responses.ts';
import type { EngineAnswer } from '../../engines/fallback/index.ts';
import type { AuditTriggerRecord, MatchOutcome } from '../../engines/matching/index.ts';
import type { ProbeAnswer } from '../../engines/tree-probe.ts';

export type PostMatch = MatchOutcome<ProbeAnswer>;
export type SolverMatch = Extract<PostMatch, { engine: 'solver' }>;
export type FallbackMatch = Extract<PostMatch, { engine: 'fallback' }>;

function triggerOf(record: AuditTriggerRecord): AuditTrigger {
  return { rule: record.rule, detail: { ...record.detail } };
}

/**
 * The POST audit block. Beyond the contract's keys: on tree answers GET's audit figures
 * of the node (spot_id, node_path, strategy_revision, suit_permutation, tree_file,
 * reach_weight); on engine answers the engine rule that decided (fallback_rule).
 */
export function postAuditOf(requestId: string, match: PostMatch, engineAnswer: EngineAnswer | null): PostAudit {
  const audit: PostAudit = {
    request_id: requestId,
    coverage: match.engine === 'solver' ? 'covered' : 'fallback',
    coverage_reason: match.engine === 'solver' ? null : match.reason,
    fallback_triggers: match.fallbackTriggers.map(triggerOf),
    shadow_triggers: match.shadowTriggers.map(triggerOf),
  };
  if (match.engine === 'solver' && match.answer.getAudit !== null) {
    const { spot_id, node_path, strategy_revision, suit_permutation, tree_file, reach_weight } = match.answer.getAudit;
    Object.assign(audit, { spot_id, node_path, strategy_revision, suit_permutation, tree_file });
    if (reach_weight !== undefined) audit.reach_weight = reach_weight;
  }
  if (engineAnswer !== null) audit.fallback_rule = engineAnswer.rule;
  return audit;
}

/** A tree answer: GET's data and node_id for the same coordinates, plus engine 'solver'. */
export function treeAnswer(match: SolverMatch, audit: PostAudit | null): PostDecisionResponse {
  const { data, node_id, source } = match.answer.response;
  return { data, node_id, source, engine: 'solver', ...(audit ? { audit } : {}) };
}

/** An engine answer: node_id echoes the sent node unless the reason drops it. */
export function engineAnswer(match: FallbackMatch, answer: EngineAnswer, audit: PostAudit | null): PostDecisionResponse {
  return {
    data: answer.data,
    ...(match.nodeIdEcho && match.nodeId !== null ? { node_id: match.nodeId } : {}),
    engine: 'fallback',
    engine_version: answer.engine_version,
    ...(audit ? { audit } : {}),
  };
}

/** The headers of a POST decision 200. */
export function decisionHeaders(match: PostMatch): Record<string, string> {
  if (match.engine === 'solver') return { 'x-engine': 'solver', 'x-cache': match.answer.cached ? 'HIT' : 'MISS' };
  return { 'x-engine': 'fallback', 'x-fallback-reason': match.reason, 'x-cache': 'MISS' };
}
