// The shapes of POST answers from a match outcome: the node_id rule of every fallback
// reason (hero_not_to_act included, which the route cannot reach), source and
// engine_version placement, the audit block and the decision headers.
import { describe, expect, it } from 'vitest';
import { FALLBACK_REASONS, REASONS_WITHOUT_NODE_ID, type FallbackReason } from '../../../shared/contract/reasons.ts';
import { postDecisionResponseSchema } from '../../../shared/contract/responses.ts';
import type { EngineAnswer } from '../../engines/fallback/index.ts';
import { decisionHeaders, engineAnswer, postAuditOf, treeAnswer, type FallbackMatch, type SolverMatch } from './strategy-post-answers.ts';

const ENGINE: EngineAnswer = {
  engine: 'fallback',
  engine_version: 'fallback-1.0.0+abc',
  data: { context: { round_start_pot_bb: 10, to_act: 'oop' }, actions: [{ type: 'check', node_token: 'x', frequency: 1 }] },
  rule: 'check',
};

/** The outcome matchTree gives for a reason with the body's node 'root-x'. */
function fallbackMatch(reason: FallbackReason): FallbackMatch {
  const echo = !(REASONS_WITHOUT_NODE_ID as readonly string[]).includes(reason) && reason !== 'street_preflop';
  return {
    engine: 'fallback',
    reason,
    nodeIdEcho: echo,
    nodeId: echo ? 'root-x' : null,
    fallbackTriggers: [{ rule: reason, detail: { real: 'a', tree: 'b' } }],
    shadowTriggers: [{ rule: 'pot_drift', detail: { real: 12, tree: 10, threshold: 0.1 } }],
  };
}

const SOLVER: SolverMatch = {
  engine: 'solver',
  nodeId: 'root-X',
  query: { spot: { platform: 'p', stakes: '1_2', pool: 'regs', situation: 'srp', position: 'btn_bb' }, flop: 'Ks7h2d', node: 'root-X', hand: 'AhAd' },
  answer: {
    response: { data: { context: { round_start_pot_bb: 10, to_act: 'ip' }, actions: [{ type: 'check', node_token: 'x', frequency: 1 }] }, node_id: 'root-x', source: 'custom' },
    cached: true,
    getAudit: { spot_id: 'custom/p/1_2/regs/srp/btn_bb/Ks7h2d', node_path: 'root-x', coverage: 'covered', strategy_revision: 'r', suit_permutation: 'cdhs', tree_file: 'f', reach_weight: 0.5 },
  },
  fallbackTriggers: [],
  shadowTriggers: [],
};

describe('POST engine answers', () => {
  it.each(FALLBACK_REASONS)('applies the node_id rule of %s', (reason) => {
    const answer = engineAnswer(fallbackMatch(reason), ENGINE, null);
    const drops = (REASONS_WITHOUT_NODE_ID as readonly string[]).includes(reason) || reason === 'street_preflop';
    if (drops) expect(answer).not.toHaveProperty('node_id');
    else expect(answer.node_id).toBe('root-x');
    expect(answer).toMatchObject({ engine: 'fallback', engine_version: ENGINE.engine_version, data: ENGINE.data });
    expect(answer).not.toHaveProperty('source');
    expect(postDecisionResponseSchema.safeParse(answer).success).toBe(true);
  });

  it('drops node_id after hero_not_to_act', () => {
    expect(engineAnswer(fallbackMatch('hero_not_to_act'), ENGINE, null)).not.toHaveProperty('node_id');
  });

  it('sends X-Engine fallback, the reason and X-Cache MISS', () => {
    expect(decisionHeaders(fallbackMatch('line_mismatch'))).toEqual({ 'x-engine': 'fallback', 'x-fallback-reason': 'line_mismatch', 'x-cache': 'MISS' });
  });

  it('audits coverage fallback with the reason, both trigger lists and the engine rule', () => {
    expect(postAuditOf('req-12345678', fallbackMatch('hero_not_to_act'), ENGINE)).toEqual({
      request_id: 'req-12345678',
      coverage: 'fallback',
      coverage_reason: 'hero_not_to_act',
      fallback_triggers: [{ rule: 'hero_not_to_act', detail: { real: 'a', tree: 'b' } }],
      shadow_triggers: [{ rule: 'pot_drift', detail: { real: 12, tree: 10, threshold: 0.1 } }],
      fallback_rule: 'check',
    });
  });
});

describe('POST tree answers', () => {
  it("carries GET's data, node_id and source, engine solver, no engine_version", () => {
    const answer = treeAnswer(SOLVER, null);
    expect(answer).toEqual({ ...SOLVER.answer.response, engine: 'solver' });
    expect(postDecisionResponseSchema.safeParse(answer).success).toBe(true);
  });

  it('sends X-Engine solver and X-Cache from the node cache, no X-Fallback-Reason', () => {
    expect(decisionHeaders(SOLVER)).toEqual({ 'x-engine': 'solver', 'x-cache': 'HIT' });
    expect(decisionHeaders({ ...SOLVER, answer: { ...SOLVER.answer, cached: false } })['x-cache']).toBe('MISS');
  });

  it("audits coverage covered, a null reason, and GET's figures of the node, not GET's coverage", () => {
    const audit = postAuditOf('req-12345678', SOLVER, null);
    expect(audit).toEqual({
      request_id: 'req-12345678',
      coverage: 'covered',
      coverage_reason: null,
      fallback_triggers: [],
      shadow_triggers: [],
      spot_id: 'custom/p/1_2/regs/srp/btn_bb/Ks7h2d',
      node_path: 'root-x',
      strategy_revision: 'r',
      suit_permutation: 'cdhs',
      tree_file: 'f',
      reach_weight: 0.5,
    });
    expect(treeAnswer(SOLVER, audit).audit).toBe(audit);
  });
});
