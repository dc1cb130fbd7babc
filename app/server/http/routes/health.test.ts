import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixture, type AppFixture } from '../../testing/app-fixture.ts';

let fx: AppFixture;
beforeAll(async () => {
  fx = await appFixture();
});
afterAll(() => fx.close());

describe('GET /v1/health', () => {
  it('answers 200 ok with the server time and the request id, without a key', async () => {
    const res = await fx.get('/v1/health', { 'x-request-id': 'probe-12345' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', time: new Date(fx.clock.ms).toISOString(), request_id: 'probe-12345' } });
  });

  it('is cacheable publicly for 60 seconds', async () => {
    const res = await fx.get('/v1/health');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('carries no version or internal information', async () => {
    const res = await fx.get('/v1/health');
    expect(Object.keys(res.json().data).sort()).toEqual(['request_id', 'status', 'time']);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fx.request({ method: 'HEAD', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends Server-Timing with security and total', async () => {
    const res = await fx.get('/v1/health');
    expect(res.headers['server-timing']).toMatch(/^security;dur=[\d.]+, total;dur=[\d.]+$/);
  });

  it('answers no-store on a refused health request', async () => {
    const res = await fx.request({ method: 'GET', url: '/v1/health', headers: { host: 'evil.example:8787' } });
    expect(res.statusCode).toBe(421);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
