// Every route and method under random input: /v1/health (GET, HEAD), /v1/coverage,
// /v1/usage, unknown routes and methods, with random query strings and random header values
// (API keys of every shape, request ids, Accept). Properties: no 5xx, the error body with
// the status of its code on every non-2xx, usage untouched (none of these bills), and the
// X-Request-ID of the answer is either the caller's (8..128 visible ASCII) or a UUID.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strategyFixture, type StrategyFixture } from '../testing/strategy-fixture.ts';
import { describeRequest, expectContractAnswer, expectUsageMoved, NO_USAGE, outcomeStats } from './answer-invariants.ts';
import { anyText, hugeText, percentEncode, rawQueryText } from './fuzz-values.ts';
import { fuzzRuns } from './reliability-mode.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
});
afterAll(async () => {
  await fx.close();
  const stats = outcomeStats();
  if (stats) console.log(`fuzz-routes answers:\n${stats}`);
});

const usage = () => fx.usage.monthToDate(fx.accounts.accountByName('player')!.id);

/** Header values as a client can send them: visible ASCII, Latin-1 bytes, tabs; never CR/LF. */
const headerText = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength });

const apiKeyValue = fc.oneof(
  fc.constant('valid'),
  fc.stringMatching(/^sk_live_[A-Za-z0-9]{32}$/),
  fc.stringMatching(/^sk_live_[A-Za-z0-9]{0,40}$/),
  fc.constantFrom('', ' ', 'sk_live_', 'SK_LIVE_', 'Bearer sk_live_x', 'null', 'undefined'),
  headerText(60),
);

const queryValue = fc.oneof(anyText(30), hugeText.map((s) => s.slice(0, 3_000)), fc.constantFrom('2025-05', '2025-13', '1999-01', '2025-5', '', '2025-05-01', '1970-01', '9999-11'));
const query = fc.oneof(
  fc.constant(''),
  fc.array(fc.tuple(fc.constantFrom('month', 'x', 'node', 'platform', '__proto__', 'month[]'), queryValue), { maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')),
  rawQueryText,
);

const PATHS = [
  '/v1/health', '/v1/coverage', '/v1/usage', '/v1/strategy', '/v1/node-mix', '/v1', '/v1/', '/', '/v2/strategy', '/v1/health/', '/V1/HEALTH',
  '/v1/usage/extra', '/v1/%2e%2e/health', '/v1//health', '/admin', '/sync/manifest.json', '/openapi.json', '/v1/strategy%00', '/v1/\u00e9',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

describe('every route and method under random input', () => {
  it('answers random methods, paths, queries and headers with a 2xx or the error body, billing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...PATHS) }, anyText(20).map((s) => `/${percentEncode(s)}`)),
        query,
        fc.record({ key: apiKeyValue, requestId: fc.option(headerText(140), { nil: undefined }), accept: fc.option(headerText(30), { nil: undefined }) }),
        async (method, path, q, h) => {
          fx.clock.ms += 5;
          // A POST to the decision route is fuzzed in fuzz-post.test.ts; here it carries no body.
          const url = q === '' ? path : `${path}?${q}`;
          const headers: Record<string, string> = { 'x-api-key': h.key === 'valid' ? fx.key : h.key };
          if (h.requestId !== undefined) headers['x-request-id'] = h.requestId;
          if (h.accept !== undefined) headers.accept = h.accept;
          const before = usage();
          const res = await fx.request({ method, url, headers });
          const where = describeRequest(method, url, JSON.stringify(headers));
          expectContractAnswer(res, where, [], method);
          // GET /v1/strategy and /v1/node-mix with a valid key and a valid query could bill;
          // the random queries here never hold a whole spot, so nothing may move.
          expectUsageMoved(before, usage(), NO_USAGE, where);
          const id = String(res.headers['x-request-id']);
          const echoed = h.requestId !== undefined && /^[\x21-\x7e]{8,128}$/.test(h.requestId);
          if (echoed) expect(id, where).toBe(h.requestId);
          else expect(id, where).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        },
      ),
      fuzzRuns(1_200),
    );
  });

  it.each([['/v1/usage'], ['/v1/coverage'], ['/v1/health']])('answers random queries of %s with 200 or 422 only', async (route) => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        fx.clock.ms += 5;
        const url = `${route}?${q}`;
        const res = await fx.getWithKey(url);
        expectContractAnswer(res, describeRequest('GET', url));
        expect([200, 422], describeRequest('GET', url)).toContain(res.statusCode);
      }),
      fuzzRuns(300),
    );
  });

  // Months the pattern YYYY-MM lets through at the ends of the calendar: years before 100
  // once rolled over into the 1900s (Date.UTC reads a 2-digit year as 19xx), and 9999-12
  // answered 500 (its rollover, year 10000, has no YYYY form).
  it.each([
    ['0000-01', '0000-02-01T00:00:00.000Z'],
    ['0099-12', '0100-01-01T00:00:00.000Z'],
    ['1969-12', '1970-01-01T00:00:00.000Z'],
    ['9999-11', '9999-12-01T00:00:00.000Z'],
  ])('rolls month %s of /v1/usage over at %s', async (month, rollsOverAt) => {
    fx.clock.ms += 5;
    const res = await fx.getWithKey(`/v1/usage?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rolls_over_at).toBe(rollsOverAt);
  });

  it('answers /v1/usage for the last month of the calendar (9999-12) with 422 on month', async () => {
    fx.clock.ms += 5;
    const res = await fx.getWithKey('/v1/usage?month=9999-12');
    expectContractAnswer(res, 'GET /v1/usage?month=9999-12');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.issues[0].path).toBe('month');
  });

  it('answers HEAD /v1/health with the headers of a GET and no body', async () => {
    const res = await fx.request({ method: 'HEAD', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
