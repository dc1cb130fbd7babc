// Keys, stakes and limits: 401s, the per-second tier, the monthly quota and hard cap,
// the X-RateLimit-* headers, and exact billing under concurrent load.
import { afterEach, describe, expect, it } from 'vitest';
import { nextMonthStartMs } from '../accounts/calendar.ts';
import { generateApiKey } from '../accounts/api-keys.ts';
import { strategyFixture, strategyUrl, type StrategyFixture } from '../testing/strategy-fixture.ts';

const fixtures: StrategyFixture[] = [];
afterEach(async () => {
  while (fixtures.length) await fixtures.pop()!.close();
});

async function setup(settings = {}) {
  const fx = await strategyFixture({ settings });
  fixtures.push(fx);
  return fx;
}

const decision = strategyUrl({ node: 'root', hand: 'AhAd' });
const discovery = strategyUrl({ node: 'root', discovery: 'true' });

describe('401 unauthorized', () => {
  it('answers the same 401 body for a missing, malformed, unknown or revoked key', async () => {
    const fx = await setup();
    const revoked = fx.keyFor('gone');
    fx.accounts.revokeKey(revoked);
    const bodies = [];
    const attempts: Record<string, string>[] = [{}, { 'x-api-key': 'sk_live_short' }, { 'x-api-key': 'Bearer abc' }, { 'x-api-key': generateApiKey() }, { 'x-api-key': revoked }];
    for (const headers of attempts) {
      const res = await fx.get(decision, headers);
      expect(res.statusCode).toBe(401);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0])).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('checks the key before validating the query', async () => {
    const fx = await setup();
    expect((await fx.get(strategyUrl({ bogus: '1' }))).statusCode).toBe(401);
  });

  it('serves a key made while the server runs at once, and refuses it once revoked', async () => {
    const fx = await setup();
    const key = fx.keyFor('late', { ratePerSecond: 100 });
    expect((await fx.get(decision, { 'x-api-key': key })).statusCode).toBe(200);
    fx.accounts.revokeKey(key);
    expect((await fx.get(decision, { 'x-api-key': key })).statusCode).toBe(401);
  });

  it('sends no X-RateLimit headers on a 401', async () => {
    const fx = await setup();
    const res = await fx.get(decision);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  });
});

describe('per-second rate limit', () => {
  it('answers 429 rate_limited per_second beyond the tier, with Retry-After 1 and Remaining 0', async () => {
    const fx = await setup({ ratePerSecond: 2 });
    const first = await fx.getWithKey(decision);
    const second = await fx.getWithKey(discovery);
    const third = await fx.getWithKey(decision);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 429]);
    expect(third.json().error).toMatchObject({ code: 'rate_limited', limit: 'per_second' });
    expect(third.headers['retry-after']).toBe('1');
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    expect(first.headers['retry-after']).toBeUndefined();
  });

  it('opens a new window each whole second', async () => {
    const fx = await setup({ ratePerSecond: 1 });
    expect((await fx.getWithKey(decision)).statusCode).toBe(200);
    expect((await fx.getWithKey(decision)).statusCode).toBe(429);
    fx.clock.ms = Math.floor(fx.clock.ms / 1000) * 1000 + 1000;
    expect((await fx.getWithKey(decision)).statusCode).toBe(200);
  });

  it('counts the account, not the key', async () => {
    const fx = await setup({ ratePerSecond: 1 });
    const second = fx.keyFor('player');
    expect((await fx.getWithKey(decision)).statusCode).toBe(200);
    expect((await fx.get(decision, { 'x-api-key': second })).statusCode).toBe(429);
  });

  it('does not bill a 429', async () => {
    const fx = await setup({ ratePerSecond: 1 });
    await fx.getWithKey(decision);
    await fx.getWithKey(decision);
    expect(fx.usage.monthBilled(fx.accounts.accountByName('player')!.id)).toBe(1);
  });
});

describe('X-RateLimit headers', () => {
  it('reports the tier, limit - 1, the quota, what is left of it including this call, and the hard cap', async () => {
    const fx = await setup({ ratePerSecond: 7, monthlyQuota: 100, hardCap: 150 });
    const res = await fx.getWithKey(decision);
    expect(res.headers).toMatchObject({
      'x-ratelimit-limit': '7',
      'x-ratelimit-remaining': '6',
      'x-ratelimit-monthly-limit': '100',
      'x-ratelimit-monthly-remaining': '99',
      'x-ratelimit-hardcap': '150',
    });
    expect((await fx.getWithKey(decision)).headers['x-ratelimit-remaining']).toBe('6');
    expect((await fx.getWithKey(decision)).headers['x-ratelimit-monthly-remaining']).toBe('97');
  });

  it('leaves the monthly figures alone on discovery and on 404s', async () => {
    const fx = await setup({ monthlyQuota: 100, hardCap: 150 });
    await fx.getWithKey(decision);
    expect((await fx.getWithKey(discovery)).headers['x-ratelimit-monthly-remaining']).toBe('99');
    expect((await fx.getWithKey(strategyUrl({ node: 'root-x-x', hand: 'AhAd' }))).headers['x-ratelimit-monthly-remaining']).toBe('99');
  });

  it('goes negative in overage while calls are still served', async () => {
    const fx = await setup({ monthlyQuota: 1, hardCap: 10 });
    const statuses = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await fx.getWithKey(decision);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect(last!.headers['x-ratelimit-monthly-remaining']).toBe('-2');
  });
});

describe('monthly hard cap', () => {
  it('answers 429 rate_limited hard_cap at the cap, not counting the refused call', async () => {
    const fx = await setup({ monthlyQuota: 1, hardCap: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fx.getWithKey(decision)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const refused = await fx.getWithKey(decision);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', limit: 'hard_cap' });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(fx.usage.monthBilled(fx.accounts.accountByName('player')!.id)).toBe(2);
  });

  it('keeps discovery free at the cap', async () => {
    const fx = await setup({ monthlyQuota: 0, hardCap: 0 });
    expect((await fx.getWithKey(decision)).statusCode).toBe(429);
    expect((await fx.getWithKey(discovery)).statusCode).toBe(200);
  });

  it('answers 429 at the cap even where the node would be a 404', async () => {
    const fx = await setup({ monthlyQuota: 0, hardCap: 0 });
    expect((await fx.getWithKey(strategyUrl({ node: 'root-x-x', hand: 'AhAd' }))).statusCode).toBe(429);
  });

  it('serves again when the month rolls over at 00:00 UTC on the 1st', async () => {
    const fx = await setup({ monthlyQuota: 1, hardCap: 1 });
    expect((await fx.getWithKey(decision)).statusCode).toBe(200);
    const rollover = nextMonthStartMs(fx.clock.ms);
    fx.clock.ms = rollover - 1;
    expect((await fx.getWithKey(decision)).statusCode).toBe(429);
    fx.clock.ms = rollover;
    const res = await fx.getWithKey(decision);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-monthly-remaining']).toBe('0');
  });

  it('bills exactly up to the cap under concurrent load', async () => {
    const fx = await setup({ monthlyQuota: 10, hardCap: 25 });
    const hands = ['AhAd', 'QsQd', 'AcKh', 'KdKc', 'AsQh'];
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, i) => fx.getWithKey(strategyUrl({ node: i % 2 ? 'root' : 'root-b5', hand: hands[i % hands.length] }))),
    );
    const ok = responses.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(25);
    expect(responses.filter((r) => r.statusCode === 429).length).toBe(55);
    expect(fx.usage.monthBilled(fx.accounts.accountByName('player')!.id)).toBe(25);
  });
});

describe('usage counts', () => {
  it('counts billed decisions per key and engine, and discovery apart', async () => {
    const fx = await setup();
    const account = fx.accounts.accountByName('player')!;
    const other = fx.keyFor('player');
    await fx.getWithKey(decision);
    await fx.get(decision, { 'x-api-key': other });
    await fx.get(discovery, { 'x-api-key': other });
    const usage = fx.usage.monthToDate(account.id);
    expect(usage).toMatchObject({ billed: 2, discovery: 1, byEngine: { solver: 2, fallback: 0 } });
    expect(usage.keys.map((k) => [k.billed, k.discovery])).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });
});
