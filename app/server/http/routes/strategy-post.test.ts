// POST /v1/strategy: body parsing, tree answers (GET's data), engine answers, the
// response rules, headers and the audit block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { headsUpContextSchema, multiwayContextSchema, postDecisionResponseSchema } from '../../../shared/contract/responses.ts';
import { strategyFixture, type StrategyFixture } from '../../testing/strategy-fixture.ts';
import { getUrlOf, preflopTreeBody, treeBody } from './strategy-post-bodies.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
});
afterAll(() => fx.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  fx.request({ method: 'POST', url: '/v1/strategy', headers: { 'x-api-key': fx.key, ...headers }, payload: payload as object });
const postRaw = (payload: string, contentType = 'application/json') =>
  fx.request({ method: 'POST', url: '/v1/strategy', headers: { 'x-api-key': fx.key, 'content-type': contentType }, payload });
const stagesOf = (res: LightMyRequestResponse) => String(res.headers['server-timing']).split(', ').map((entry) => entry.split(';')[0]);

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  expect(res.json().error.code).toBe(code);
}

describe('POST /v1/strategy body', () => {
  it('answers a body over 32 KiB with 413 payload_too_large in the error shape', async () => {
    const res = await post({ ...treeBody(), hand_id: 'x'.repeat(33 * 1024) });
    expectError(res, 413, 'payload_too_large');
  });

  it('accepts a body just under 32 KiB', async () => {
    const body = treeBody();
    // hand_id is at most 128 chars: pad with whitespace, which JSON ignores.
    const json = JSON.stringify({ ...body, hand_id: 'h' });
    const payload = json + ' '.repeat(32 * 1024 - 1 - json.length);
    expect(Buffer.byteLength(payload)).toBeLessThan(32 * 1024);
    expect((await postRaw(payload)).statusCode).toBe(200);
  });

  it.each([
    ['truncated JSON', '{"platform": "testroom",'],
    ['an empty body', ''],
    ['a bare word', 'flop'],
  ])('answers %s with 422 validation_error', async (_name, payload) => {
    expectError(await postRaw(payload), 422, 'validation_error');
  });

  it.each([
    ['a JSON array', []],
    ['a JSON string', 'root'],
    ['null', null],
  ])('answers %s as a body with 422 validation_error naming the object', async (_name, payload) => {
    const res = await postRaw(JSON.stringify(payload));
    expectError(res, 422, 'validation_error');
    expect(res.json().error.message).toMatch(/body must be a JSON object/);
  });

  it.each([
    ['postflop', { ...treeBody(), bogus: 1 }, '', ['bogus']],
    ['preflop', { ...preflopTreeBody(), initial_pot_bb: 10 }, '', ['initial_pot_bb']],
    ['discovery', { discovery: true, platform: 'testroom', stakes: '50_100', situation: 'srp', position: 'btn_bb', flop: 'Ks7h2d', node: 'root', hand: 'AhAd' }, '', ['hand']],
    ['a player', { ...treeBody(), players: [{ seat: 0, position: 'bb', stack_bb: 40, chips: 1 }, { seat: 1, position: 'btn', stack_bb: 40 }] }, 'players.0', ['chips']],
    ['the preflop summary', { ...treeBody(), preflop: { scenario: 'srp', aggressor_seat: 1, opener: 1 } }, 'preflop', ['opener']],
  ])('answers an unknown key of a %s body with 422 unrecognized_keys', async (_name, body, path, keys) => {
    const res = await post(body);
    expectError(res, 422, 'validation_error');
    expect(res.json().error.issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', path, keys }));
  });

  it('chooses the shape from the body: discovery when discovery is true, postflop with a flop, preflop otherwise', async () => {
    const discovery = await post({ discovery: true, platform: 'testroom', stakes: '50_100', situation: 'srp', position: 'btn_bb', flop: 'Ks7h2d', node: 'root' });
    expect(discovery.json()).toHaveProperty('to_act');
    expect(discovery.json()).not.toHaveProperty('data');
    // A flop makes the body postflop: without initial_pot_bb it is incomplete.
    const { initial_pot_bb: _pot, ...noPot } = treeBody();
    const postflop = await post(noPot);
    expect(postflop.json().error.issues).toContainEqual(expect.objectContaining({ path: 'initial_pot_bb' }));
    const preflop = await post(preflopTreeBody());
    expect(preflop.json().data.context.street).toBe('preflop');
  });

  it('answers a body that is not JSON with 415 unsupported_media_type, never a 500', async () => {
    const res = await postRaw('a=1', 'application/x-www-form-urlencoded');
    expectError(res, 415, 'unsupported_media_type');
  });

  it('answers a POST without a body with 422 validation_error', async () => {
    expectError(await fx.request({ method: 'POST', url: '/v1/strategy', headers: { 'x-api-key': fx.key } }), 422, 'validation_error');
  });

  it('reads a text/plain body as a string, which is not a body object: 422, never a 500', async () => {
    expectError(await postRaw(JSON.stringify(treeBody()), 'text/plain'), 422, 'validation_error');
  });

  it('checks the key before the body', async () => {
    const res = await fx.request({ method: 'POST', url: '/v1/strategy', payload: { bogus: true } });
    expectError(res, 401, 'unauthorized');
  });
});

describe('POST /v1/strategy tree answers', () => {
  const treeLines = [
    ['the flop root', treeBody()],
    ['a flop bet faced, full verbosity', treeBody({ hero: 'btn', history: 'bb:b5', node: 'root-b5', verbosity: 'full' })],
    ['a flop raise faced', treeBody({ history: 'bb:b5 btn:r25', node: 'root-b5-r25', hand: 'KhKd' })],
    ['the turn after a called bet', treeBody({ turn: '3h', history: 'bb:b5 btn:c', node: 'root-b5-c-turn_3h', verbosity: 'full' })],
    ['a turn bet faced', treeBody({ hero: 'btn', turn: '3h', history: 'bb:b5 btn:c /turn bb:b15', node: 'root-b5-c-turn_3h-b15' })],
    ['the river (solved on demand)', treeBody({ turn: '3c', river: '4h', history: 'bb:x btn:x /turn bb:x btn:x', node: 'root-x-x-turn_3c-x-x-river_4h' })],
    ['a suit-permuted flop', treeBody({ flop: 'Kd7s2h', turn: '3c', history: 'bb:b5 btn:c', node: 'root-b5-c-turn_3c', hand: 'AcAh', verbosity: 'full' })],
  ] as const;

  it.each(treeLines)('answers %s with the data and node_id GET returns for the same coordinates', async (_name, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const get = await fx.getWithKey(getUrlOf(body));
    expect(get.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...get.json(), engine: 'solver' });
    expect(postDecisionResponseSchema.safeParse(res.json()).success).toBe(true);
  });

  it('carries node_id, source and engine solver, and no engine_version', async () => {
    const body = (await post(treeBody())).json();
    expect(body).toMatchObject({ node_id: 'root', source: 'v1', engine: 'solver' });
    expect(body).not.toHaveProperty('engine_version');
  });

  it('sends X-Engine solver without X-Fallback-Reason, and X-Cache MISS then HIT per node', async () => {
    const body = treeBody({ hero: 'btn', history: 'bb:x', node: 'root-x', hand: 'QhQd' });
    const first = await post(body);
    expect(first.headers['x-engine']).toBe('solver');
    expect(first.headers).not.toHaveProperty('x-fallback-reason');
    expect(first.headers['x-cache']).toBe('MISS');
    expect((await post(body)).headers['x-cache']).toBe('HIT');
  });

  it('sends Server-Timing with the common stages plus tree_match and fallback', async () => {
    const res = await post(treeBody({ hero: 'btn', history: 'bb:b5', node: 'root-b5' }));
    const stages = stagesOf(res);
    for (const stage of ['security', 'pre_auth_rate_limit', 'auth', 'validation', 'stake_check', 'rate_limit', 'tree_match', 'node_id_translate', 'fetch_storage', 'transform', 'fallback']) {
      expect(stages).toContain(stage);
    }
    expect(stages.at(-1)).toBe('total');
    expect(stages).not.toContain('audit_meta');
  });

  it('echoes the node in normal form, as GET does', async () => {
    const res = await post(treeBody({ turn: '3h', history: 'bb:b5 btn:c', node: 'root-b5-c-turn_3H' }));
    expect(res.json().node_id).toBe('root-b5-c-turn_3h');
  });
});

describe('POST /v1/strategy engine answers', () => {
  it('answers a preflop body with the engine: data, engine fallback, engine_version, no node_id or source', async () => {
    const res = await post(preflopTreeBody());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ engine: 'fallback', engine_version: expect.stringMatching(/^fallback-/) });
    for (const key of ['node_id', 'source']) expect(body).not.toHaveProperty(key);
    expect(res.headers['x-engine']).toBe('fallback');
    expect(res.headers['x-fallback-reason']).toBe('street_preflop');
    expect(res.headers['x-cache']).toBe('MISS');
    expect(postDecisionResponseSchema.safeParse(body).success).toBe(true);
  });

  it('echoes the sent node as node_id when the reason keeps it (off_tree_sizing)', async () => {
    const res = await post(treeBody({ hero: 'btn', history: 'bb:b7', node: 'root-b7' }));
    expect(res.headers['x-fallback-reason']).toBe('off_tree_sizing');
    expect(res.json().node_id).toBe('root-b7');
    expect(res.json()).not.toHaveProperty('source');
  });

  it('answers one postflop action with frequency 1', async () => {
    const res = await post(treeBody({ node: null }));
    expect(res.json().data.actions).toEqual([expect.objectContaining({ frequency: 1 })]);
  });

  it('sends X-Engine fallback, X-Fallback-Reason, X-Cache MISS and Server-Timing with tree_match and fallback', async () => {
    const body = treeBody({ node: null });
    await post(body);
    const res = await post(body);
    expect(res.headers).toMatchObject({ 'x-engine': 'fallback', 'x-fallback-reason': 'no_node', 'x-cache': 'MISS' });
    expect(stagesOf(res)).toEqual(expect.arrayContaining(['rate_limit', 'tree_match', 'fallback', 'transform', 'total']));
  });

  it('carries GET full context on a heads-up engine answer with full verbosity', async () => {
    const body = treeBody({ hero: 'btn', history: 'bb:b7', node: 'root-b7', verbosity: 'full' });
    const engine = (await post(body)).json().data.context;
    const tree = (await post(treeBody({ hero: 'btn', history: 'bb:b5', node: 'root-b5', verbosity: 'full' }))).json().data.context;
    expect(headsUpContextSchema.safeParse(engine).success).toBe(true);
    expect(Object.keys(engine).sort()).toEqual(Object.keys(tree).sort());
    expect(engine).toMatchObject({ street: 'flop', hand: 'AhAd', board: ['Ks', '7h', '2d'], positions: { oop: 'bb', ip: 'btn' }, to_act: 'ip', stacks_bb: { oop: 33, ip: 40 } });
  });

  it('carries the multiway context instead when 3 or more players are in the hand', async () => {
    const body = treeBody({ players: 'bb:40 co:40 btn:40', hero: 'btn', history: 'bb:x co:x', verbosity: 'full' });
    const res = await post(body);
    expect(res.headers['x-fallback-reason']).toBe('not_heads_up');
    const context = res.json().data.context;
    expect(multiwayContextSchema.safeParse(context).success).toBe(true);
    expect(context).toMatchObject({ format: 'multiway', players_in_hand: 3, hero_position: 'btn' });
    for (const key of ['stacks_bb', 'positions']) expect(context).not.toHaveProperty(key);
  });
});

describe('POST /v1/strategy audit', () => {
  it('adds request_id, coverage covered, a null coverage_reason and the trigger lists to a tree answer', async () => {
    const res = await post(treeBody({ audit: true }));
    const audit = res.json().audit;
    expect(audit).toMatchObject({ request_id: res.headers['x-request-id'], coverage: 'covered', coverage_reason: null, fallback_triggers: [], shadow_triggers: [] });
    expect(audit).toMatchObject({ spot_id: 'v1/testroom/50_100/regs/srp/btn_bb/Ks7h2d', node_path: 'root', tree_file: 'Ks7h2d.dsstree' });
    expect(audit.reach_weight).toBeGreaterThan(0);
  });

  it('adds coverage fallback, the reason, its trigger and the engine rule to an engine answer', async () => {
    const res = await post(treeBody({ preflop: { scenario: '3bet', aggressor_seat: 1 }, audit: true }));
    const audit = res.json().audit;
    expect(audit).toMatchObject({
      request_id: res.headers['x-request-id'],
      coverage: 'fallback',
      coverage_reason: 'scenario_mismatch',
      fallback_triggers: [{ rule: 'scenario_mismatch', detail: { real: '3bet', tree: 'srp' } }],
      shadow_triggers: [],
      fallback_rule: expect.any(String),
    });
    expect(audit.coverage_reason).toBe(res.headers['x-fallback-reason']);
  });

  it('reports drift as shadow triggers while the tree still answers', async () => {
    const res = await post(treeBody({ potBb: 12, players: 'bb:30 btn:30', audit: true }));
    expect(res.headers['x-engine']).toBe('solver');
    const rules = res.json().audit.shadow_triggers.map((trigger: { rule: string }) => trigger.rule);
    expect(rules).toEqual(['pot_drift', 'stack_drift', 'pot_at_node_drift']);
    expect(res.json().audit.shadow_triggers[0]).toEqual({ rule: 'pot_drift', detail: { real: 12, tree: 10, threshold: 0.1 } });
  });

  it('reports a size drift of a bet the tree keys at its own size', async () => {
    const res = await post(treeBody({ hero: 'btn', history: 'bb:b7', node: 'root-b5', audit: true }));
    expect(res.headers['x-engine']).toBe('solver');
    expect(res.json().audit.shadow_triggers).toContainEqual(expect.objectContaining({ rule: 'size_drift', detail: expect.objectContaining({ real: 7, tree: 5 }) }));
  });

  it.each([
    ['a tree answer', treeBody({ hero: 'btn', history: 'bb:b5', node: 'root-b5', verbosity: 'full' })],
    ['an engine answer', treeBody({ node: null, verbosity: 'full' })],
    ['a preflop answer', preflopTreeBody({ verbosity: 'full' })],
  ])('changes nothing else in %s', async (_name, body) => {
    const plain = await post({ ...body, audit: false });
    const audited = await post({ ...body, audit: true });
    const { audit, ...rest } = audited.json();
    expect(audit).toBeDefined();
    expect(rest).toEqual(plain.json());
    for (const header of ['x-engine', 'x-fallback-reason']) expect(audited.headers[header]).toBe(plain.headers[header]);
    expect(stagesOf(audited)).toContain('audit_meta');
  });
});

describe('POST /v1/strategy in the OpenAPI document', () => {
  it('documents the body shapes, the answers and the error statuses next to GET', async () => {
    const res = await fx.get('/openapi.json');
    expect(res.statusCode).toBe(200);
    const path = res.json().paths['/v1/strategy'];
    expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    const schema = path.post.requestBody.content['application/json'].schema;
    expect(schema.anyOf).toHaveLength(3);
    expect(Object.keys(path.post.responses).sort()).toEqual(['200', '401', '403', '404', '413', '422', '429', '503']);
  });
});
