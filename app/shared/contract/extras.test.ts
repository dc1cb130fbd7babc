import { describe, expect, it } from 'vitest';
import {
  coverageQuerySchema,
  coverageResponseSchema,
  nodeMixQuerySchema,
  nodeMixResponseSchema,
  usageQuerySchema,
  usageResponseSchema,
} from './extras.ts';
import { issueAt, issuesOf, parsed } from './test-helpers.ts';

const spot = { platform: 'acr', stakes: '1_2', playerType: 'regs', situation: 'srp', position: 'btn_bb', flop: 'AsKd7h', node: 'root' };

describe('GET /v1/coverage', () => {
  it('takes no parameters', () => {
    expect(parsed(coverageQuerySchema, {})).toEqual({});
    expect(issuesOf(coverageQuerySchema, { platform: 'acr' }).map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });

  it('accepts covered spots with canonical flops', () => {
    const body = {
      spots: [
        { source: 'v1', platform: 'acr', stakes: '1_2', pool: 'regs', situation: 'srp', position: 'sb_bb', positions: { oop: 'sb', ip: 'bb' }, flops: ['AsKd7h', '2c2d2h'] },
      ],
    };
    expect(parsed(coverageResponseSchema, body)).toEqual(body);
    expect(issuesOf(coverageResponseSchema, { spots: [{ ...body.spots[0], flops: ['askd7h'] }] }).map((issue) => issue.path)).toEqual([
      'spots.0.flops.0',
    ]);
  });
});

describe('GET /v1/usage', () => {
  const usage = {
    account: 'local',
    month: '2025-03',
    billed: 1200,
    discovery: 400,
    soft_quota: 1000,
    hard_cap: 5000,
    remaining: -200,
    rate_limit_per_second: 10,
    rolls_over_at: '2025-04-01T00:00:00.000Z',
    days: [{ day: '2025-03-01', billed: 1200, discovery: 400, solver: 900, fallback: 300 }],
    engines: { solver: 900, fallback: 300 },
    keys: [{ key_id: 'k1', label: 'bot', billed: 1200, discovery: 400 }, { key_id: 'k2', billed: 0, discovery: 0 }],
  };

  it('accepts a month in overage (remaining negative)', () => {
    expect(parsed(usageResponseSchema, usage)).toEqual(usage);
  });

  it.each([
    ['remaining that is not soft_quota - billed', { remaining: 0 }, 'remaining'],
    ['a month that is not YYYY-MM', { month: '2025-3' }, 'month'],
    ['a day that is not YYYY-MM-DD', { days: [{ ...usage.days[0], day: '03/01' }] }, 'days.0.day'],
    ['a negative count', { engines: { solver: -1, fallback: 0 } }, 'engines.solver'],
  ])('rejects %s', (_name, extra, path) => {
    expect(issuesOf(usageResponseSchema, { ...usage, ...extra }).map((issue) => issue.path)).toEqual([path]);
  });

  it.each([
    [{}, true],
    [{ month: '2025-12' }, true],
    [{ month: '2025-13' }, false],
    [{ day: '2025-01-01' }, false],
  ])('usage query %j accepted: %s', (query, ok) => {
    expect(usageQuerySchema.safeParse(query).success).toBe(ok);
  });
});

describe('GET /v1/node-mix', () => {
  it('parses the spot and node, audit defaulting to false, empty turn absent', () => {
    expect(parsed(nodeMixQuerySchema, { ...spot, turn: '' })).toEqual({ ...spot, audit: false });
    expect(parsed(nodeMixQuerySchema, { ...spot, turn: '2c', audit: 'true' })).toEqual({ ...spot, turn: '2c', audit: true });
  });

  it.each(['hand', 'verbosity', 'discovery'])('rejects %s (unrecognized_keys)', (key) => {
    expect(issuesOf(nodeMixQuerySchema, { ...spot, [key]: 'x' })).toEqual([
      { path: '', code: 'unrecognized_keys', message: `Unrecognized key: "${key}"`, keys: [key] },
    ]);
  });

  it('rejects a river without turn', () => {
    expect(issueAt(nodeMixQuerySchema, { ...spot, river: '2c' }, 'river').message).toBe('river "2c" requires turn');
  });

  const mix = {
    node_id: 'root',
    source: 'v1',
    to_act: 'oop',
    round_start_pot_bb: 5.5,
    actions: [
      { type: 'check', node_token: 'x' },
      { type: 'bet', node_token: 'b2', amount: 2, pot_pct: 0.36 },
    ],
    overall: [
      { node_token: 'x', frequency: 0.6 },
      { node_token: 'b2', frequency: 0.4 },
    ],
    combos: [{ hand: 'AhKh', class: 'AKs', weight: 1, mix: [0.2, 0.8] }],
    classes: [{ class: 'AKs', weight: 0.25, mix: [0.2, 0.8] }],
  };

  it('accepts a node mix', () => {
    expect(parsed(nodeMixResponseSchema, mix)).toEqual(mix);
  });

  it.each([
    ['a combo mix of the wrong length', { combos: [{ ...mix.combos[0], mix: [1] }] }, 'combos.0.mix', 'combos.0 (AKs) has 1 frequencies for 2 actions'],
    ['a class mix of the wrong length', { classes: [{ ...mix.classes[0], mix: [0.1, 0.2, 0.7] }] }, 'classes.0.mix', 'classes.0 (AKs) has 3 frequencies for 2 actions'],
  ])('rejects %s', (_name, extra, path, message) => {
    expect(issueAt(nodeMixResponseSchema, { ...mix, ...extra }, path).message).toBe(message);
  });

  it.each([
    ['a combo not normalised', { combos: [{ ...mix.combos[0], hand: 'ahkh' }] }, 'combos.0.hand'],
    ['a weight above 1', { classes: [{ ...mix.classes[0], weight: 1.5 }] }, 'classes.0.weight'],
  ])('rejects %s', (_name, extra, path) => {
    expect(issuesOf(nodeMixResponseSchema, { ...mix, ...extra }).map((issue) => issue.path)).toEqual([path]);
  });
});
