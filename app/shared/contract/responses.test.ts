import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  actionRecordSchema,
  discoveryResponseSchema,
  getDecisionResponseSchema,
  getStrategyResponseSchema,
  healthResponseSchema,
  postContextSchema,
  postDecisionResponseSchema,
  postStrategyResponseSchema,
} from './responses.ts';
import { getAuditSchema, postAuditSchema } from './audit.ts';
import { issuesOf, parsed } from './test-helpers.ts';

const actions = [
  { type: 'check', node_token: 'x', frequency: 0.4 },
  { type: 'bet', node_token: 'b2', frequency: 0.35, amount: 2, pot_pct: 0.36 },
  { type: 'raise', node_token: 'r9', frequency: 0.25, amount: 9, pot_pct: 1.1, raise_ratio: 3 },
];
const brief = { round_start_pot_bb: 5.5, to_act: 'oop' };
const headsUp = {
  street: 'turn',
  hand: 'QhQd',
  board: ['As', 'Kd', '7h', '2c'],
  round_start_pot_bb: 9.5,
  stacks_bb: { ip: 95, oop: 95 },
  spr: 10,
  positions: { ip: 'btn', oop: 'bb' },
  to_act: 'oop',
};
const multiway = {
  street: 'flop',
  hand: 'QhQd',
  board: ['As', 'Kd', '7h'],
  round_start_pot_bb: 9,
  spr: 10.6,
  to_act: 'oop',
  format: 'multiway',
  players_in_hand: 3,
  hero_position: 'bb',
  players: [
    { seat: 2, position: 'bb', stack_bb: 95 },
    { seat: 4, position: 'co', stack_bb: 95 },
    { seat: 5, position: 'btn', stack_bb: 95 },
  ],
};
const preflopBrief = { street: 'preflop', pot_bb: 4, to_call_bb: 1.5 };
const preflopFull = { ...preflopBrief, hand: 'QhQd', board: [], to_act: 'oop', stacks_bb: { ip: 97.5, oop: 99 }, positions: { ip: 'btn', oop: 'bb' }, spr: 24.4 };
const getAudit = {
  spot_id: 'v1/acr/1_2/regs/srp/btn_bb/AsKd7h',
  node_path: 'root',
  coverage: 'covered',
  strategy_revision: 'abc123',
  suit_permutation: 'cdhs',
  tree_file: 'abc123.dss',
  reach_weight: 0.8,
  later_key: 'kept',
};
const postAudit = {
  request_id: 'req-12345678',
  coverage: 'fallback',
  coverage_reason: 'not_heads_up',
  fallback_triggers: [{ rule: 'not_heads_up', detail: { real: 3, tree: 2 } }],
  shadow_triggers: [{ rule: 'pot_drift', detail: { real: 6.5, tree: 5.5, threshold: 0.1 } }],
};

describe('action records', () => {
  it.each([
    ['check', { type: 'check', node_token: 'x', frequency: 1 }],
    ['fold', { type: 'fold', node_token: 'f', frequency: 0 }],
    ['call with its street total', { type: 'call', node_token: 'c', frequency: 0.5, amount: 9 }],
    ['all-in raise keyed as a bet token', { type: 'raise', node_token: 'b97.5', frequency: 1, amount: 97.5, pot_pct: 3.2 }],
  ])('accepts %s', (_name, action) => {
    expect(issuesOf(actionRecordSchema, action)).toEqual([]);
  });

  it.each([
    ['a bet without amount', { type: 'bet', node_token: 'b2', frequency: 1 }, 'amount'],
    ['a call without amount', { type: 'call', node_token: 'c', frequency: 1 }, 'amount'],
    ['a frequency above 1', { type: 'check', node_token: 'x', frequency: 1.01 }, 'frequency'],
    ['an unknown type', { type: 'jam', node_token: 'x', frequency: 1 }, 'type'],
    ['an empty token', { type: 'check', node_token: '', frequency: 1 }, 'node_token'],
  ])('rejects %s', (_name, action, path) => {
    expect(issuesOf(actionRecordSchema, action).map((issue) => issue.path)).toEqual([path]);
  });
});

describe('decision contexts', () => {
  it.each([
    ['brief', brief],
    ['full heads-up', headsUp],
    ['full multiway', multiway],
    ['preflop brief', preflopBrief],
    ['preflop full', preflopFull],
  ])('reads a %s context as itself, keeping every field', (_name, context) => {
    expect(parsed(postContextSchema, context)).toEqual(context);
  });

  it.each([
    ['a full context missing stacks_bb (not read as brief)', { ...headsUp, stacks_bb: undefined }],
    ['a board of 3 cards on the turn', { ...headsUp, board: ['As', 'Kd', '7h'] }],
    ['a lower-case board card', { ...headsUp, board: ['as', 'Kd', '7h', '2c'] }],
    ['a multiway context with stacks_bb instead of players', { ...multiway, players: undefined, stacks_bb: { ip: 1, oop: 1 } }],
    ['a preflop brief with a to_act of "btn"', { ...preflopFull, to_act: 'btn' }],
    ['a to_act other than ip/oop', { ...brief, to_act: 'btn' }],
  ])('rejects %s', (_name, context) => {
    expect(postContextSchema.safeParse(context).success).toBe(false);
  });
});

describe('decision envelopes', () => {
  const getDecision = { data: { context: brief, actions }, node_id: 'root', source: 'v1' };
  const solverPost = { ...getDecision, engine: 'solver' };
  const fallbackPost = { data: { context: multiway, actions: [{ type: 'check', node_token: 'x', frequency: 1 }] }, engine: 'fallback', engine_version: 'fb-1.0.0' };

  it.each([
    ['GET decision', getDecisionResponseSchema, getDecision],
    ['GET decision with audit', getDecisionResponseSchema, { ...getDecision, audit: getAudit }],
    ['POST solver answer', postDecisionResponseSchema, solverPost],
    ['POST fallback answer without node_id', postDecisionResponseSchema, fallbackPost],
    ['POST fallback answer echoing node, with audit', postDecisionResponseSchema, { ...fallbackPost, node_id: 'root-x', audit: postAudit }],
    ['POST preflop answer', postDecisionResponseSchema, { ...fallbackPost, data: { context: preflopBrief, actions } }],
  ])('accepts a %s', (_name, schema, response) => {
    expect(parsed(schema as z.ZodType, response)).toEqual(response);
  });

  it.each([
    ['frequencies not summing to 1', getDecisionResponseSchema, { ...getDecision, data: { context: brief, actions: actions.slice(1) } }, 'data.actions'],
    ['no actions', getDecisionResponseSchema, { ...getDecision, data: { context: brief, actions: [] } }, 'data.actions'],
    ['GET without source', getDecisionResponseSchema, { ...getDecision, source: undefined }, 'source'],
    ['a source other than custom/v1', getDecisionResponseSchema, { ...getDecision, source: 'shared' }, 'source'],
    ['a solver answer without source', postDecisionResponseSchema, { ...solverPost, source: undefined }, 'source'],
    ['a solver answer with engine_version', postDecisionResponseSchema, { ...solverPost, engine_version: 'x' }, 'engine_version'],
    ['a fallback answer without engine_version', postDecisionResponseSchema, { ...fallbackPost, engine_version: undefined }, 'engine_version'],
    ['a fallback answer with source', postDecisionResponseSchema, { ...fallbackPost, source: 'v1' }, 'source'],
  ])('rejects %s', (_name, schema, response, path) => {
    expect(issuesOf(schema as z.ZodType, response).map((issue) => issue.path)).toEqual([path]);
  });

  it('tolerates float error in the frequency sum', () => {
    const third = { type: 'check', node_token: 'x', frequency: 1 / 3 };
    const response = { ...getDecision, data: { context: brief, actions: [third, { ...third, type: 'fold', node_token: 'f' }, { type: 'call', node_token: 'c', frequency: 1 / 3, amount: 2 }] } };
    expect(issuesOf(getDecisionResponseSchema, response)).toEqual([]);
  });

  it('drops unknown keys when a client parses (clients ignore them)', () => {
    expect(parsed(getDecisionResponseSchema, { ...getDecision, later: 1 })).toEqual(getDecision);
  });

  it('keeps unknown audit keys (the block can grow)', () => {
    expect(parsed(getAuditSchema, getAudit).later_key).toBe('kept');
    expect(parsed(postAuditSchema, { ...postAudit, extra: [1] }).extra).toEqual([1]);
  });

  it('encodes a response the way the fastify serializer does', () => {
    expect(z.encode(postDecisionResponseSchema, fallbackPost as z.output<typeof postDecisionResponseSchema>)).toEqual(fallbackPost);
  });
});

describe('discovery and health', () => {
  const discovery = {
    node_id: 'root-x',
    to_act: 'ip',
    round_start_pot_bb: 5.5,
    actions: [
      { type: 'check', node_token: 'x' },
      { type: 'bet', node_token: 'b2', amount: 2 },
    ],
  };

  it('accepts a discovery response, also as a GET or POST strategy response', () => {
    expect(parsed(discoveryResponseSchema, discovery)).toEqual(discovery);
    expect(parsed(getStrategyResponseSchema, discovery)).toEqual(discovery);
    expect(parsed(postStrategyResponseSchema, discovery)).toEqual(discovery);
  });

  it('drops a frequency from a discovery action and needs amount on bets', () => {
    expect(parsed(discoveryResponseSchema, { ...discovery, actions: [{ type: 'fold', node_token: 'f', frequency: 1 }] }).actions).toEqual([
      { type: 'fold', node_token: 'f' },
    ]);
    expect(issuesOf(discoveryResponseSchema, { ...discovery, actions: [{ type: 'raise', node_token: 'r9' }] }).map((i) => i.path)).toEqual([
      'actions.0.amount',
    ]);
  });

  it.each([
    ['a health answer', { data: { status: 'ok', time: '2025-01-01T00:00:00.000Z', request_id: 'abcdefgh' } }, true],
    ['a non-ISO time', { data: { status: 'ok', time: 'yesterday', request_id: 'abcdefgh' } }, false],
    ['a status other than ok', { data: { status: 'degraded', time: '2025-01-01T00:00:00Z', request_id: 'abcdefgh' } }, false],
  ])('health schema on %s: %s', (_name, body, ok) => {
    expect(healthResponseSchema.safeParse(body).success).toBe(ok);
  });
});
