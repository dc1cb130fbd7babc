// GET /v1/coverage, /v1/usage and /v1/node-mix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageResponseSchema, nodeMixResponseSchema, usageResponseSchema } from '../../../shared/contract/extras.ts';
import { FIXTURE_SPOT } from '../../testing/fixture-trees.ts';
import { FLOP, SHORT_SPOT, strategyFixture, strategyUrl, type StrategyFixture } from '../../testing/strategy-fixture.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture({
    trees: [{ flop: FLOP }, { flop: 'AsKhQd' }, { flop: FLOP, spot: SHORT_SPOT, stackBb: 10 }, { flop: FLOP, spot: { ...FIXTURE_SPOT, stakes: '500_1000' } }],
  });
});
afterAll(() => fx.close());

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
const nodeMixUrl = (params: Record<string, string | undefined>) => strategyUrl(params, '/v1/node-mix');

describe('GET /v1/coverage', () => {
  it("lists the spots of the caller's stakes with their flops", async () => {
    const res = await fx.getWithKey('/v1/coverage');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(coverageResponseSchema.safeParse(body).success).toBe(true);
    expect(body.spots).toHaveLength(2);
    const main = body.spots.find((s: { position: string }) => s.position === 'btn_bb');
    expect(main).toEqual({ source: 'v1', ...FIXTURE_SPOT, positions: { oop: 'bb', ip: 'btn' }, flops: expect.arrayContaining([FLOP, 'AsKhQd']) });
  });

  it('takes no parameters', async () => {
    expect((await fx.getWithKey('/v1/coverage?x=1')).statusCode).toBe(422);
  });

  it('needs a key and bills nothing', async () => {
    expect((await fx.get('/v1/coverage')).statusCode).toBe(401);
    const account = fx.accounts.accountByName('player')!;
    const before = fx.usage.monthToDate(account.id);
    await fx.getWithKey('/v1/coverage');
    expect(fx.usage.monthToDate(account.id)).toEqual(before);
  });
});

describe('GET /v1/usage', () => {
  it("answers the caller's month with quota, cap, days, engines and keys", async () => {
    const usageFx = await strategyFixture({ settings: { monthlyQuota: 50, hardCap: 60, ratePerSecond: 9 } });
    await usageFx.getWithKey(strategyUrl({ node: 'root', hand: 'AhAd' }));
    await usageFx.getWithKey(strategyUrl({ node: 'root', discovery: 'true' }));
    const res = await usageFx.getWithKey('/v1/usage');
    const body = res.json();
    expect(usageResponseSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      account: 'player',
      month: '2025-05',
      billed: 1,
      discovery: 1,
      soft_quota: 50,
      hard_cap: 60,
      remaining: 49,
      rate_limit_per_second: 9,
      rolls_over_at: '2025-06-01T00:00:00.000Z',
      days: [{ day: '2025-05-15', billed: 1, discovery: 1, solver: 1, fallback: 0 }],
      engines: { solver: 1, fallback: 0 },
      keys: [{ billed: 1, discovery: 1, label: expect.stringMatching(/^sk_live_/) }],
    });
    expect((await usageFx.getWithKey('/v1/usage?month=2025-04')).json()).toMatchObject({ month: '2025-04', billed: 0, days: [] });
    expect((await usageFx.getWithKey('/v1/usage?month=2025-13')).statusCode).toBe(422);
    await usageFx.close();
  });
});

describe('GET /v1/node-mix', () => {
  it('answers every combo in range with its weight and mix, classes and overall frequencies', async () => {
    const res = await fx.getWithKey(nodeMixUrl({ node: 'root-b5' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(nodeMixResponseSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ node_id: 'root-b5', source: 'v1', to_act: 'ip', round_start_pot_bb: 10 });
    expect(body.actions.map((a: { node_token: string }) => a.node_token)).toEqual(['f', 'c', 'r25']);
    expect(sum(body.overall.map((o: { frequency: number }) => o.frequency))).toBe(1);
    for (const combo of body.combos) expect(sum(combo.mix)).toBe(1);
    for (const cls of body.classes) expect(sum(cls.mix)).toBe(1);
    expect(body.classes[0].class).toBe('AA');
    expect(body.combos.some((c: { hand: string }) => c.hand.includes('Ks'))).toBe(false);
  });

  it('agrees with GET /v1/strategy for a single hand', async () => {
    const mix = (await fx.getWithKey(nodeMixUrl({ node: 'root-b5' }))).json();
    const aa = mix.combos.find((c: { hand: string }) => c.hand === 'AhAd');
    const decision = (await fx.getWithKey(strategyUrl({ node: 'root-b5', hand: 'AhAd' }))).json();
    expect(decision.data.actions.map((a: { frequency: number }) => a.frequency)).toEqual(aa.mix);
  });

  it('answers hands in the caller suit basis', async () => {
    const raw = (await fx.getWithKey(nodeMixUrl({ flop: 'Kd7s2h', node: 'root' }))).json();
    expect(raw.combos.some((c: { hand: string }) => c.hand.includes('Kd'))).toBe(false);
    expect(raw.combos.some((c: { hand: string }) => c.hand.includes('Ks'))).toBe(true);
  });

  it('is billed as one call and keeps the 404 taxonomy', async () => {
    const account = fx.accounts.accountByName('player')!;
    const before = fx.usage.monthBilled(account.id);
    await fx.getWithKey(nodeMixUrl({ node: 'root' }));
    const closed = await fx.getWithKey(nodeMixUrl({ node: 'root-x-x' }));
    expect(closed.json().error.reason).toBe('street_closed');
    expect(fx.usage.monthBilled(account.id)).toBe(before + 1);
  });

  it('refuses stakes outside the allowlist and unknown parameters', async () => {
    expect((await fx.getWithKey(nodeMixUrl({ node: 'root', stakes: '500_1000' }))).statusCode).toBe(403);
    expect((await fx.getWithKey(nodeMixUrl({ node: 'root', hand: 'AhAd' }))).statusCode).toBe(422);
  });
});

describe('OpenAPI of the extras', () => {
  it('documents the three routes', async () => {
    const paths = Object.keys((await fx.get('/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/v1/coverage', '/v1/usage', '/v1/node-mix']));
  });
});
