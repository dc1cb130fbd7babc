// One error handler: every failure answers the error body; no input can produce a 500.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp, type App } from '../app.ts';
import { errorBodySchema } from '../../shared/contract/errors.ts';
import { ApiError } from './errors.ts';
import { strategyFixture, strategyUrl, type StrategyFixture } from '../testing/strategy-fixture.ts';
import { TEST_HOST, TEST_PORT } from '../testing/app-fixture.ts';

describe('error bodies', () => {
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-errors-'));
    app = buildApp({ dataDir, port: TEST_PORT, limits: { bodyLimitBytes: 64 }, fallback: { workers: 0, timeoutMs: 1000 } });
    const scoped = app.withTypeProvider<ZodTypeProvider>();
    scoped.post('/test/echo', { schema: { body: z.strictObject({ n: z.number() }) } }, async (request) => request.body);
    scoped.get('/test/boom', async () => {
      throw new Error('secret internals /etc/passwd');
    });
    scoped.get('/test/coded', async () => {
      throw new ApiError('stake_not_allowed', 'stakes "1_2" is not allowed');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/test/echo', payload, headers: { host: TEST_HOST, 'content-type': contentType } });

  it('answers malformed JSON with 422 validation_error', async () => {
    const res = await post('{"n": 1,');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_error');
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it('answers an empty JSON body with 422 validation_error', async () => {
    expect((await post('')).statusCode).toBe(422);
  });

  it('answers an unknown body key with 422 unrecognized_keys', async () => {
    const res = await post('{"n": 1, "x": 2}');
    expect(res.json().error.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['x'] });
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const res = await post(JSON.stringify({ n: 1, pad: 'x'.repeat(100) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('answers a body that is not JSON with 415 unsupported_media_type', async () => {
    const res = await post('n=1', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('answers a prototype-poisoning body with 422, never a 500', async () => {
    expect((await post('{"n": 1, "__proto__": {"x": 1}}')).statusCode).toBe(422);
  });

  it('hides the details of an unexpected error behind 500 internal', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/boom', headers: { host: TEST_HOST } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: expect.any(String) } });
    expect(res.body).not.toContain('passwd');
  });

  it('answers an ApiError with its status and code', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/coded', headers: { host: TEST_HOST } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'stake_not_allowed', message: 'stakes "1_2" is not allowed' });
  });
});

describe('no input produces a 500', () => {
  let fx: StrategyFixture;
  beforeAll(async () => {
    fx = await strategyFixture();
  });
  afterAll(() => fx.close());

  const text = fc.string({ unit: 'binary', maxLength: 40 });
  const values = fc.oneof(text, fc.constantFrom('root', 'root-x-x', 'root-b5', 'AhAd', 'Ks7h2d', 'true', '', '%', '%E0%A4%A', 'root-turn_', '__proto__'));

  it('answers every random GET /v1/strategy query with a 2xx or a 4xx error body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('platform', 'stakes', 'playerType', 'situation', 'position', 'flop', 'turn', 'river', 'node', 'hand', 'verbosity', 'discovery', 'audit', 'x', '__proto__', 'constructor'), values, { maxKeys: 6 }),
        async (overrides) => {
          const res = await fx.getWithKey(strategyUrl({ node: 'root', hand: 'AhAd', ...overrides }));
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(errorBodySchema.safeParse(res.json()).success, res.body).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers raw malformed URLs and headers without a 500', async () => {
    const urls = ['/v1/strategy?%', '/v1/strategy?flop=%E0%A4%A&node=root', '/v1/strategy?&&&=', '/v1/strategy?node[]=root', '/v1/%2e%2e/health', `/v1/strategy?node=${'-x'.repeat(5000)}`];
    for (const url of urls) {
      const res = await fx.getWithKey(url, { 'x-request-id': '\u00ff'.repeat(10) });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('answers random node ids with 200, 404 or 422 only', async () => {
    const token = fc.oneof(fc.constantFrom('x', 'c', 'f', 'b5', 'r25', 'b10', 'turn_3h', 'river_4h', 'turn_Ks', 'b7.5', 'r0', 'b', 'turn_'), fc.string({ maxLength: 5 }));
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 12 }), fc.boolean(), async (tokens, discovery) => {
        const node = ['root', ...tokens].join('-');
        const res = await fx.getWithKey(strategyUrl({ node, hand: 'AhAd', ...(discovery ? { discovery: 'true' } : {}) }));
        expect([200, 404, 422]).toContain(res.statusCode);
      }),
      { numRuns: 300 },
    );
  });
});
