// The localhost guards beyond app/server/http/security.test.ts (which covers the basic Host
// and Origin lists on /v1/health and one key route): DNS-rebinding Hosts and foreign Origins
// on every route family, refused before the key, the admin token and the body are looked
// at; key and token guessing from one address throttled by the pre-auth limit before any
// key is hashed; keys stored as hashes and matched with a constant-time compare.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import { openAccountStore } from '../accounts/accounts.ts';
import { appFixture, TEST_PORT, type AppFixture } from '../testing/app-fixture.ts';
import { ROOMY_LIMITS, strategyFixture, strategyUrl } from '../testing/strategy-fixture.ts';
import { expectContractAnswer } from './answer-invariants.ts';

const TOKEN = 'reliability-guards-admin-token-0123';
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A well-formed key nobody holds. */
function randomKey(): string {
  return `sk_live_${Array.from(crypto.randomBytes(32), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('')}`;
}
const DECISION = strategyUrl({ node: 'root', hand: 'AhAd' });

let fx: AppFixture;
let key: string;
beforeAll(async () => {
  fx = await appFixture({ config: { admin: { token: TOKEN, localAccount: 'local', localKey: 'sk_live_placeholderplaceholderplaceh' } } });
  key = fx.keyFor('guarded', ROOMY_LIMITS);
});
afterAll(() => fx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** One request of each route family, with everything it needs to succeed but the Host/Origin. */
function familyRequests(): [string, InjectOptions][] {
  const auth = { 'x-api-key': key };
  const admin = { authorization: `Bearer ${TOKEN}` };
  return [
    ['GET /v1/strategy', { method: 'GET', url: DECISION, headers: auth }],
    ['POST /v1/strategy over 32 KiB', { method: 'POST', url: '/v1/strategy', headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify({ pad: 'x'.repeat(40_000) }) }],
    ['GET /v1/usage', { method: 'GET', url: '/v1/usage', headers: auth }],
    ['GET /v1/coverage', { method: 'GET', url: '/v1/coverage', headers: auth }],
    ['GET /v1/node-mix', { method: 'GET', url: strategyUrl({ node: 'root' }, '/v1/node-mix'), headers: auth }],
    ['GET /admin/keys', { method: 'GET', url: '/admin/keys', headers: admin }],
    ['POST /admin/keys', { method: 'POST', url: '/admin/keys', headers: admin, payload: { account: 'rebound' } }],
    ['GET /admin/config', { method: 'GET', url: '/admin/config', headers: admin }],
    ['GET /sync/manifest.json', { method: 'GET', url: '/sync/manifest.json', headers: auth }],
    ['GET /openapi.json', { method: 'GET', url: '/openapi.json' }],
    ['GET /docs/', { method: 'GET', url: '/docs/' }],
    ['GET unknown route', { method: 'GET', url: '/v1/nothing-here' }],
  ];
}

/** Host headers a DNS-rebinding page (or a confused client) sends: none is this server by name. */
const REBINDING_HOSTS = [
  `127.0.0.1:${TEST_PORT}.evil.example`,
  `localhost.:${TEST_PORT}`,
  `127.0.0.1.nip.io:${TEST_PORT}`,
  `localtest.me:${TEST_PORT}`,
  `[::ffff:127.0.0.1]:${TEST_PORT}`,
  `[0:0:0:0:0:0:0:1]:${TEST_PORT}`,
  `2130706433:${TEST_PORT}`,
  `0x7f000001:${TEST_PORT}`,
  `127.1:${TEST_PORT}`,
  `localhost:0${TEST_PORT}`,
  ` localhost:${TEST_PORT}`,
  `localhost:${TEST_PORT},evil.example`,
  `user@localhost:${TEST_PORT}`,
  `evil.example`,
  '',
];

/** Origins of pages that are not this server's. */
const FOREIGN_ORIGINS = [
  `http://127.0.0.1:${TEST_PORT}.evil.example`,
  `http://localhost:${TEST_PORT}@evil.example`,
  `http://localhost.:${TEST_PORT}`,
  `https://localhost:${TEST_PORT}`,
  `http://localhost`,
  `http://localhost:${TEST_PORT}/`,
  `ws://localhost:${TEST_PORT}`,
  'file://',
  'chrome-extension://abcdefghijklmnop',
  'null',
  '',
];

describe('DNS rebinding and foreign origins on every route family', () => {
  it.each(REBINDING_HOSTS)('refuses Host %j with 421 on every route, before key, token and body, billing nothing', async (host) => {
    const accountId = fx.accounts.accountByName('guarded')!.id;
    const before = fx.usage.monthToDate(accountId);
    for (const [name, options] of familyRequests()) {
      const res = await fx.app.inject({ ...options, headers: { ...options.headers, host } });
      expectContractAnswer(res, `${name} Host ${JSON.stringify(host)}`);
      expect(res.statusCode, name).toBe(421);
      expect(res.json().error.code, name).toBe('misdirected_request');
      // The account is never looked up: no limits are reported.
      expect(res.headers, name).not.toHaveProperty('x-ratelimit-limit');
    }
    expect(fx.usage.monthToDate(accountId)).toEqual(before);
    expect(fx.accounts.accountByName('rebound')).toBeNull();
  });

  it.each(FOREIGN_ORIGINS)('refuses Origin %j with 403 on every route, before key, token and body', async (origin) => {
    for (const [name, options] of familyRequests()) {
      const res = await fx.request({ ...options, headers: { ...options.headers, origin } });
      expectContractAnswer(res, `${name} Origin ${JSON.stringify(origin)}`);
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error.code, name).toBe('origin_not_allowed');
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-')), name).toEqual([]);
    }
    expect(fx.accounts.accountByName('rebound')).toBeNull();
  });

  it('serves the same requests from its own Host and Origin (the refusals above are the guards, not the requests)', async () => {
    for (const [name, options] of familyRequests()) {
      const res = await fx.request({ ...options, headers: { ...options.headers, origin: `http://localhost:${TEST_PORT}` } });
      expect(res.statusCode, name).not.toBe(421);
      expect(res.statusCode, name).not.toBe(403);
    }
  });
});

describe('key guessing', () => {
  it('throttles wrong keys from one address with 429 before any key is hashed, other addresses unaffected', async () => {
    const limited = await strategyFixture({ config: { limits: { preAuthPerSecond: 20 }, admin: { token: TOKEN, localAccount: 'local', localKey: 'sk_live_placeholderplaceholderplaceh' } } });
    try {
      const valid = limited.key;
      const from = (remoteAddress: string, headers: Record<string, string>, url = DECISION) => limited.request({ method: 'GET', url, headers, remoteAddress });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await from('127.0.0.1', { 'x-api-key': randomKey() })).statusCode);
      expect(statuses).toEqual(Array(20).fill(401));

      const hashes = vi.spyOn(crypto, 'createHash');
      for (let i = 0; i < 50; i++) {
        const res = await from('127.0.0.1', { 'x-api-key': i % 10 === 0 ? valid : randomKey() });
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json().error).toMatchObject({ code: 'rate_limited', limit: 'per_second' });
        expect(res.headers).not.toHaveProperty('x-ratelimit-limit');
      }
      // Admin tokens share the limit: a guessed token is not even hashed.
      const adminGuess = await from('127.0.0.1', { authorization: `Bearer ${TOKEN}` }, '/admin/keys');
      expect(adminGuess.statusCode).toBe(429);
      expect(hashes).not.toHaveBeenCalled();
      hashes.mockRestore();

      // Another client address has its own window.
      expect((await from('127.0.0.2', { 'x-api-key': valid })).statusCode).toBe(200);
      expect((await from('127.0.0.2', { 'x-api-key': randomKey() })).statusCode).toBe(401);
      // Nothing was billed for the refused valid-key requests; the one served is counted.
      expect(limited.usage.monthToDate(limited.accounts.accountByName('player')!.id).billed).toBe(1);
      // The next second the address may try again.
      limited.clock.ms += 1000;
      expect((await from('127.0.0.1', { 'x-api-key': valid })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers every kind of bad key with the same 401 body (no oracle)', async () => {
    const revoked = fx.keyFor('revoked-holder', ROOMY_LIMITS);
    fx.accounts.revokeKey(revoked);
    const bodies = new Set<string>();
    for (const bad of [undefined, '', 'sk_live_short', randomKey(), revoked, `${key}x`, key.toUpperCase(), ` ${key}`]) {
      fx.clock.ms += 5;
      const res = await fx.get(DECISION, bad === undefined ? {} : { 'x-api-key': bad });
      expect(res.statusCode, String(bad)).toBe(401);
      bodies.add(res.body);
    }
    expect([...bodies]).toEqual(['{"error":{"code":"unauthorized","message":"A valid X-API-Key header is required"}}']);
  });
});

describe('key storage and comparison', () => {
  const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest();

  it('stores only the sha256 of a key: the database files never hold the key text', async () => {
    const fresh = fx.keyFor('stored', ROOMY_LIMITS);
    const rows = fx.db.prepare('SELECT key_hash FROM api_keys').all() as { key_hash: Buffer }[];
    expect(rows.some((row) => Buffer.compare(row.key_hash, sha256(fresh)) === 0)).toBe(true);
    for (const file of fs.readdirSync(fx.dataDir).filter((name) => name.startsWith('dss.sqlite'))) {
      const bytes = fs.readFileSync(path.join(fx.dataDir, file));
      expect(bytes.includes(Buffer.from(fresh.slice(8))), file).toBe(false);
    }
  });

  it('matches a key by its hash with crypto.timingSafeEqual over two 32-byte digests', () => {
    const store = openAccountStore(fx.db);
    const fresh = fx.keyFor('compared', ROOMY_LIMITS);
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    expect(store.keyHolder(fresh)?.account.name).toBe('compared');
    expect(compare).toHaveBeenCalledTimes(1);
    const [given, stored] = compare.mock.calls[0] as [Buffer, Buffer];
    expect(given.length).toBe(32);
    expect(stored.length).toBe(32);
    expect(Buffer.compare(Buffer.from(given), sha256(fresh))).toBe(0);
    expect(Buffer.compare(Buffer.from(stored), sha256(fresh))).toBe(0);
    // An unknown key is looked up by its hash and never compared byte by byte with a stored one.
    compare.mockClear();
    expect(store.keyHolder(randomKey())).toBeNull();
    expect(compare).not.toHaveBeenCalled();
  });

  it('goes through the constant-time compare on the request path (X-API-Key)', async () => {
    const fresh = fx.keyFor('wire', ROOMY_LIMITS);
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    fx.clock.ms += 5;
    const res = await fx.get('/v1/usage', { 'x-api-key': fresh });
    expect(res.statusCode).toBe(200);
    expect(compare).toHaveBeenCalled();
    for (const [a, b] of compare.mock.calls as [Buffer, Buffer][]) expect([a.length, b.length]).toEqual([32, 32]);
  });

  it.each([0, 5, TOKEN.length - 1, TOKEN.length, 5_000])('compares an admin token of %i characters as two 32-byte digests', async (length) => {
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    fx.clock.ms += 5;
    const sent = length === TOKEN.length ? TOKEN : 't'.repeat(length);
    const res = await fx.get('/admin/keys', { authorization: `Bearer ${sent}` });
    expect(res.statusCode).toBe(sent === TOKEN ? 200 : 401);
    expect(compare).toHaveBeenCalledTimes(1);
    const [a, b] = compare.mock.calls[0] as [Buffer, Buffer];
    expect([a.length, b.length]).toEqual([32, 32]);
  });
});

