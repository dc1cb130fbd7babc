// /admin: key management for the local UI, behind the run's admin token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixture, type AppFixture } from '../../testing/app-fixture.ts';
import { strategyUrl } from '../../testing/strategy-fixture.ts';

const TOKEN = 'admin-token-for-tests-0123456789';
let fx: AppFixture;
let localKey: string;
beforeAll(async () => {
  fx = await appFixture({ config: { admin: { token: TOKEN, localAccount: 'local', localKey: 'sk_live_placeholder' } } });
  localKey = fx.keyFor('local', { ratePerSecond: 100 });
});
afterAll(() => fx.close());

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = TOKEN) =>
  fx.request({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('/admin', () => {
  it('answers the local account and its key', async () => {
    const res = await admin('GET', '/admin/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ local_key: 'sk_live_placeholder', account: 'local' });
  });

  it('refuses a missing or wrong token with 401 unauthorized', async () => {
    expect((await fx.get('/admin/config')).statusCode).toBe(401);
    expect((await admin('GET', '/admin/keys', undefined, 'nope')).json().error.code).toBe('unauthorized');
    expect((await fx.get('/admin/keys', { 'x-api-key': localKey })).statusCode).toBe(401);
  });

  it('creates a key (and its account when new) that works at once, shown once', async () => {
    const made = await admin('POST', '/admin/keys', { account: 'coach', label: 'laptop' });
    expect(made.statusCode).toBe(200);
    const { key_id, key } = made.json();
    expect(key).toMatch(/^sk_live_[A-Za-z0-9]{32}$/);
    expect((await fx.get(strategyUrl({ node: 'root', discovery: 'true' }), { 'x-api-key': key })).statusCode).not.toBe(401);
    const listed = (await admin('GET', '/admin/keys')).json().keys.find((k: { key_id: string }) => k.key_id === key_id);
    expect(listed).toMatchObject({ account: 'coach', label: 'laptop', prefix: key.slice(0, 12), revoked_at: null });
    expect(JSON.stringify((await admin('GET', '/admin/keys')).json())).not.toContain(key);
  });

  it('revokes a key: 204, then the key answers 401', async () => {
    const { key_id, key } = (await admin('POST', '/admin/keys', { account: 'coach' })).json();
    expect((await admin('DELETE', `/admin/keys/${key_id}`)).statusCode).toBe(204);
    expect((await fx.get(strategyUrl({ node: 'root', discovery: 'true' }), { 'x-api-key': key })).statusCode).toBe(401);
    expect((await admin('DELETE', '/admin/keys/999999')).statusCode).toBe(404);
  });

  it('validates the body strictly', async () => {
    expect((await admin('POST', '/admin/keys', { account: 'x', extra: 1 })).statusCode).toBe(422);
    expect((await admin('POST', '/admin/keys', { account: '../bad' })).statusCode).toBe(422);
  });

  it('is not served without an admin token configured', async () => {
    const plain = await appFixture();
    expect((await plain.get('/admin/config', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(404);
    await plain.close();
  });
});
