// Localhost guards and the headers of every answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixture, TEST_PORT, type AppFixture } from '../testing/app-fixture.ts';
import { strategyUrl } from '../testing/strategy-fixture.ts';

let fx: AppFixture;
let key: string;
beforeAll(async () => {
  fx = await appFixture({ config: { allowedOrigins: ['http://localhost:5173'], limits: { preAuthPerSecond: 1000 } } });
  key = fx.keyFor('sec', { ratePerSecond: 1000 });
});
afterAll(() => fx.close());

describe('Host guard', () => {
  it.each([`127.0.0.1:${TEST_PORT}`, `localhost:${TEST_PORT}`, `[::1]:${TEST_PORT}`, `LOCALHOST:${TEST_PORT}`])('serves Host %s', async (host) => {
    expect((await fx.get('/v1/health', { host })).statusCode).toBe(200);
  });

  it.each(['evil.example', `evil.example:${TEST_PORT}`, '127.0.0.1:9999', '127.0.0.1', `127.0.0.2:${TEST_PORT}`, `localhost.evil.example:${TEST_PORT}`])(
    'refuses Host %s with 421 misdirected_request',
    async (host) => {
      const res = await fx.get('/v1/health', { host });
      expect(res.statusCode).toBe(421);
      expect(res.json().error.code).toBe('misdirected_request');
    },
  );

  it('refuses a foreign Host before looking at the key', async () => {
    const res = await fx.get(strategyUrl({ node: 'root', hand: 'AhAd' }), { host: 'evil.example', 'x-api-key': key });
    expect(res.statusCode).toBe(421);
  });
});

describe('Origin guard', () => {
  it.each([`http://127.0.0.1:${TEST_PORT}`, `http://localhost:${TEST_PORT}`, 'http://localhost:5173'])('serves Origin %s', async (origin) => {
    expect((await fx.get('/v1/health', { origin })).statusCode).toBe(200);
  });

  it.each(['http://evil.example', 'null', `https://127.0.0.1:${TEST_PORT}`, `http://127.0.0.1:${TEST_PORT + 1}`])('refuses Origin %s with 403 origin_not_allowed', async (origin) => {
    const res = await fx.get('/v1/health', { origin });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('origin_not_allowed');
  });

  it('sends no CORS headers, not even to a preflight', async () => {
    const res = await fx.request({ method: 'OPTIONS', url: '/v1/strategy', headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' } });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const own = await fx.get('/v1/health', { origin: `http://127.0.0.1:${TEST_PORT}` });
    expect(Object.keys(own.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});

describe('headers of every answer', () => {
  const answers = () => [
    fx.get('/v1/health'),
    fx.get(strategyUrl({ node: 'root', hand: 'AhAd' })),
    fx.get(strategyUrl({ node: 'root', hand: 'AhAd', bogus: '1' }), { 'x-api-key': key }),
    fx.get('/v1/nothing-here'),
    fx.get('/v1/health', { host: 'evil.example' }),
  ];

  it('sends HSTS on every answer', async () => {
    for (const res of await Promise.all(answers())) {
      expect(res.headers['strict-transport-security'], String(res.statusCode)).toMatch(/^max-age=\d+/);
    }
  });

  it('sends Cache-Control private, no-store on everything but a health 200', async () => {
    const [health, ...others] = await Promise.all(answers());
    expect(health.headers['cache-control']).toBe('public, max-age=60');
    for (const res of others) expect(res.headers['cache-control'], String(res.statusCode)).toBe('private, no-store');
    expect((await fx.get('/openapi.json')).headers['cache-control']).toBe('private, no-store');
  });

  it('echoes an X-Request-ID of 8 to 128 characters', async () => {
    for (const id of ['abcdefgh', 'x'.repeat(128), 'trace-0001/bot:7']) {
      const res = await fx.get('/v1/health', { 'x-request-id': id });
      expect(res.headers['x-request-id']).toBe(id);
      expect(res.json().data.request_id).toBe(id);
    }
  });

  it.each([['short', '1234567'], ['too long', 'y'.repeat(129)], ['with spaces', 'has some spaces']])('generates an X-Request-ID when the sent one is %s', async (_why, id) => {
    const res = await fx.get('/v1/health', { 'x-request-id': id });
    expect(res.headers['x-request-id']).not.toBe(id);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the request id on errors too', async () => {
    const res = await fx.get('/v1/nothing-here', { 'x-request-id': 'err-trace-1' });
    expect(res.headers['x-request-id']).toBe('err-trace-1');
  });

  it('answers an unknown route with the error body', async () => {
    const res = await fx.get('/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route GET /v1/nothing-here' } });
  });

  it('sends Server-Timing only on 200s and tree 404s', async () => {
    const [health, unauthorized, invalid, route] = await Promise.all(answers());
    expect(health.headers['server-timing']).toBeDefined();
    for (const res of [unauthorized, invalid, route]) expect(res.headers['server-timing'], String(res.statusCode)).toBeUndefined();
  });
});

describe('pre-auth rate limit', () => {
  it('answers 429 per client address beyond the limit before checking the key, for one second', async () => {
    const limited = await appFixture({ config: { limits: { preAuthPerSecond: 3 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await limited.get(strategyUrl({ node: 'root', hand: 'AhAd' }), { 'x-api-key': 'sk_live_wrong' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await limited.get(strategyUrl({ node: 'root', hand: 'AhAd' }));
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', limit: 'per_second' });
    expect((await limited.get('/v1/health')).statusCode).toBe(200);
    limited.clock.ms += 1000;
    expect((await limited.get(strategyUrl({ node: 'root', hand: 'AhAd' }))).statusCode).toBe(401);
    await limited.close();
  });
});

describe('OpenAPI', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await fx.get('/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/health', '/v1/strategy']));
    const parameters = doc.paths['/v1/strategy'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['platform', 'stakes', 'playerType', 'situation', 'position', 'flop', 'node', 'hand']));
    expect(doc.paths['/v1/strategy'].get.responses).toHaveProperty('200');
    expect(doc.paths['/v1/strategy'].get.responses).toHaveProperty('404');
  });

  it('serves the docs UI at /docs', async () => {
    const res = await fx.get('/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
