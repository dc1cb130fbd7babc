// POST /v1/strategy: billing per engine, what is never billed (422 no_decision, 404
// terminal / street_closed, 503 fallback_unavailable), the stake allowlist, the rate
// limit and hard cap, discovery (GET's answer, free), and a failing fallback engine.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import type { DiscoveryBodyInput } from '../../../shared/contract/strategy-body.ts';
import { createFallbackEngine, FallbackUnavailable, type FallbackEngine } from '../../engines/fallback/index.ts';
import { FLOP, SHORT_SPOT, strategyFixture, strategyUrl, type StrategyFixture } from '../../testing/strategy-fixture.ts';
import type { AccountSettings } from '../../accounts/accounts.ts';
import { preflopTreeBody, treeBody } from './strategy-post-bodies.ts';

const fixtures: StrategyFixture[] = [];
afterEach(async () => {
  while (fixtures.length) await fixtures.pop()!.close();
});

async function setup(settings: Partial<AccountSettings> = {}, fallbackEngine?: FallbackEngine) {
  const fx = await strategyFixture({ settings, deps: fallbackEngine ? { fallbackEngine } : {} });
  fixtures.push(fx);
  const post = (payload: unknown) => fx.request({ method: 'POST', url: '/v1/strategy', headers: { 'x-api-key': fx.key }, payload: payload as object });
  const usage = () => fx.usage.monthToDate(fx.accounts.accountByName('player')!.id);
  return { fx, post, usage };
}

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  expect(res.json().error.code).toBe(code);
  expect(res.headers).not.toHaveProperty('x-engine');
}

const discoveryBody = (node: string, extra: Partial<DiscoveryBodyInput> = {}): DiscoveryBodyInput => ({
  discovery: true,
  platform: 'testroom',
  stakes: '50_100',
  situation: 'srp',
  position: 'btn_bb',
  flop: FLOP,
  node,
  ...extra,
});

describe('POST /v1/strategy billing', () => {
  it('bills one call per 200 decision, recorded per engine: solver for tree answers, fallback for engine answers', async () => {
    const { post, usage } = await setup();
    expect((await post(treeBody())).headers['x-engine']).toBe('solver');
    expect((await post(treeBody({ node: null }))).headers['x-engine']).toBe('fallback');
    expect((await post(preflopTreeBody())).headers['x-engine']).toBe('fallback');
    expect(usage()).toMatchObject({ billed: 3, discovery: 0, byEngine: { solver: 1, fallback: 2 } });
  });

  it.each([
    ['422 no_decision for an impossible line', treeBody({ hero: 'btn', history: 'bb:b5 btn:b10' }), 422, 'no_decision'],
    ['422 no_decision for a hero who is not to act', treeBody({ hero: 'btn' }), 422, 'no_decision'],
    ['404 street_closed when the next card is missing', treeBody({ history: 'bb:x btn:x', node: 'root-x-x' }), 404, 'not_found'],
    ['404 terminal when the hand is over', treeBody({ hero: 'bb', history: 'bb:b5 btn:f' }), 404, 'not_found'],
    ['422 validation_error', { ...treeBody(), hand: 'AhAh' }, 422, 'validation_error'],
  ])('never bills %s', async (_name, body, status, code) => {
    const { post, usage } = await setup();
    const before = usage();
    expectError(await post(body), status, code);
    expect(usage()).toEqual(before);
  });

  it('answers the only POST 404s with reason terminal or street_closed', async () => {
    const { post } = await setup();
    const closed = await post(treeBody({ history: 'bb:x btn:x', node: 'root-x-x' }));
    expect(closed.json().error).toMatchObject({ code: 'not_found', reason: 'street_closed' });
    expect(String(closed.headers['server-timing'])).toContain('diagnose_not_found');
    const over = await post(treeBody({ players: 'bb:10 btn:10', hero: 'bb', history: 'bb:b10 btn:c', turn: '3c' }));
    expect(over.json().error).toMatchObject({ code: 'not_found', reason: 'terminal' });
  });

  it('answers 403 stake_not_allowed for stakes outside the allowlist, decisions and discovery alike', async () => {
    const { post, usage } = await setup({ stakes: ['1_2'] });
    expectError(await post(treeBody()), 403, 'stake_not_allowed');
    expectError(await post(preflopTreeBody()), 403, 'stake_not_allowed');
    expectError(await post(discoveryBody('root')), 403, 'stake_not_allowed');
    expect(usage()).toMatchObject({ billed: 0, discovery: 0 });
  });

  it('sends every X-RateLimit header, Monthly-Remaining counting this call', async () => {
    const { post } = await setup({ ratePerSecond: 50, monthlyQuota: 10, hardCap: 20 });
    const res = await post(treeBody({ node: null }));
    expect(res.headers).toMatchObject({
      'x-ratelimit-limit': '50',
      'x-ratelimit-remaining': '49',
      'x-ratelimit-monthly-limit': '10',
      'x-ratelimit-monthly-remaining': '9',
      'x-ratelimit-hardcap': '20',
    });
  });

  it('answers 429 hard_cap at the cap for decisions of either engine, while discovery stays free', async () => {
    const { post, usage } = await setup({ hardCap: 1, monthlyQuota: 1 });
    expect((await post(treeBody())).statusCode).toBe(200);
    const capped = await post(treeBody({ node: null }));
    expectError(capped, 429, 'rate_limited');
    expect(capped.json().error.limit).toBe('hard_cap');
    expect(capped.headers['retry-after']).toBe('1');
    expectError(await post(preflopTreeBody()), 429, 'rate_limited');
    expect((await post(discoveryBody('root'))).statusCode).toBe(200);
    expect(usage()).toMatchObject({ billed: 1, discovery: 1 });
  });

  it('applies the per-second limit to decisions and discovery alike', async () => {
    const { post } = await setup({ ratePerSecond: 2 });
    expect((await post(discoveryBody('root'))).statusCode).toBe(200);
    expect((await post(treeBody())).statusCode).toBe(200);
    const limited = await post(discoveryBody('root'));
    expectError(limited, 429, 'rate_limited');
    expect(limited.json().error.limit).toBe('per_second');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
  });
});

describe('POST /v1/strategy discovery', () => {
  let shared: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    shared = await setup();
    fixtures.splice(fixtures.indexOf(shared.fx), 1);
  });
  afterAll(() => shared.fx.close());

  const get = (fx: StrategyFixture, body: DiscoveryBodyInput) =>
    fx.getWithKey(
      strategyUrl({
        discovery: 'true',
        platform: body.platform,
        stakes: body.stakes,
        playerType: body.player_type ?? 'regs',
        situation: body.situation,
        position: body.position,
        flop: body.flop,
        turn: body.turn,
        river: body.river,
        node: body.node,
      }),
    );

  it.each([
    ['the flop root', discoveryBody('root')],
    ['a bet faced', discoveryBody('root-b5')],
    ['a turn node', discoveryBody('root-b5-c-turn_3h')],
    ['a turn node with its card sent', discoveryBody('root-b5-c-turn_3h', { turn: '3h' })],
    ['a suit-permuted flop', discoveryBody('root-x-x-turn_3c', { flop: 'Kd7s2h' })],
    ['a river node', discoveryBody('root-x-x-turn_3c-x-x-river_4h')],
    ['404 street_closed', discoveryBody('root-x-x')],
    ['404 terminal', discoveryBody('root-b5-b10-c', { position: SHORT_SPOT.position })],
    ['404 off_tree_sizing', discoveryBody('root-b7')],
    ['404 illegal_action', discoveryBody('root-c')],
    ['404 line_not_in_tree', discoveryBody('root-x-b5')],
    ['404 unknown', discoveryBody('root-q')],
    ['404 flop_not_covered', discoveryBody('root', { flop: 'AsKd2c' })],
    ['404 spot_not_configured', discoveryBody('root', { position: 'sb_bb' })],
    ['422 for a node card that is not the turn sent', discoveryBody('root-x-x-turn_3c', { turn: '4c' })],
  ])('answers %s exactly as GET discovery does', async (_name, body) => {
    const { fx, post } = shared;
    const viaPost = await post(body);
    const viaGet = await get(fx, body);
    expect(viaPost.statusCode).toBe(viaGet.statusCode);
    expect(viaPost.json()).toEqual(viaGet.json());
  });

  it('sends X-Cache but no X-Engine or X-Fallback-Reason, and is counted as discovery, never billed', async () => {
    const { post, usage } = await setup();
    const res = await post(discoveryBody('root-b5'));
    expect(res.headers['x-cache']).toBe('MISS');
    expect((await post(discoveryBody('root-b5'))).headers['x-cache']).toBe('HIT');
    for (const header of ['x-engine', 'x-fallback-reason']) expect(res.headers).not.toHaveProperty(header);
    expect(String(res.headers['server-timing'])).not.toContain('tree_match');
    expect(usage()).toMatchObject({ billed: 0, discovery: 2 });
  });

  it('does not count a discovery 404 at all', async () => {
    const { post, usage } = await setup();
    expect((await post(discoveryBody('root-x-x'))).statusCode).toBe(404);
    expect(usage()).toMatchObject({ billed: 0, discovery: 0 });
  });
});

describe('POST /v1/strategy with a failing fallback engine', () => {
  const failing = (error: Error): FallbackEngine => ({
    version: 'fallback-test',
    decide: async () => {
      throw error;
    },
    ready: async () => {},
    close: async () => {},
  });
  const closedEngine = async () => {
    const engine = createFallbackEngine({ workers: 0, timeoutMs: 1000 });
    await engine.close();
    return engine;
  };

  it.each([
    ['times out', async () => failing(new FallbackUnavailable('the fallback engine did not answer within 1000 ms'))],
    ['crashes', async () => failing(new FallbackUnavailable('the fallback worker exited with code 1'))],
    ['throws an unexpected error', async () => failing(new TypeError('cannot read properties of undefined'))],
    ['is closed', closedEngine],
  ])('answers 503 fallback_unavailable, not billed, when the engine %s', async (_name, engine) => {
    const { post, usage } = await setup({}, await engine());
    for (const body of [treeBody({ node: null }), preflopTreeBody(), treeBody({ hero: 'btn', history: 'bb:b7', node: 'root-b7' })]) {
      const res = await post(body);
      expectError(res, 503, 'fallback_unavailable');
      expect(res.json().error.message).not.toMatch(/undefined/);
      expect(res.headers).not.toHaveProperty('server-timing');
    }
    expect(usage()).toMatchObject({ billed: 0, byEngine: { solver: 0, fallback: 0 } });
  });

  it('still answers and bills tree answers while the engine fails', async () => {
    const { post, usage } = await setup({}, failing(new FallbackUnavailable('down')));
    const res = await post(treeBody());
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-engine']).toBe('solver');
    expect(usage()).toMatchObject({ billed: 1, byEngine: { solver: 1, fallback: 0 } });
  });
});
