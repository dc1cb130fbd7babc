// Keys never reach the logs. `dss serve --log` runs as a child process (JSON request logs
// on its stdout) while valid, wrong, malformed and revoked keys come in, in X-API-Key and in
// other headers, keys are made and listed through /admin, and the local key is read back
// by /admin/config. Afterwards the whole output holds `sk_live_` exactly once (the key the
// first start prints) and the admin token only in the UI address line.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpClient, type Call } from './load-client.ts';
import { startServe, type ServeProcess } from './serve-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-key-logs-'));
let server: ServeProcess | null = null;

afterAll(async () => {
  await server?.kill9();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const randomKey = () => `sk_live_${crypto.randomBytes(24).toString('base64').replace(/[^A-Za-z0-9]/g, 'Z').slice(0, 32)}`;

describe('keys in the logs of dss serve --log', () => {
  it('never logs a key or the admin token, whatever the requests carry', async () => {
    server = await startServe(dataDir, ['--log']);
    const key = server.printedKey!;
    const token = server.adminToken;
    expect(key).toMatch(/^sk_live_[A-Za-z0-9]{32}$/);
    const banner = server.output();
    const client = httpClient(server.origin, 4);
    const query = new URLSearchParams({ platform: 'generic', stakes: '50_100', playerType: 'regs', situation: 'srp', position: 'btn_bb', flop: 'As7h2d', node: 'root', hand: 'AhKh' });
    const admin = { authorization: `Bearer ${token}` };
    const calls: Call[] = [
      { method: 'GET', path: `/v1/strategy?${query}`, headers: { 'x-api-key': key } },
      { method: 'GET', path: `/v1/strategy?${query}&discovery=true`, headers: { 'x-api-key': key } },
      { method: 'GET', path: '/v1/usage', headers: { 'x-api-key': key } },
      { method: 'POST', path: '/v1/strategy', headers: { 'x-api-key': key }, body: '{"broken json' },
      { method: 'POST', path: '/v1/strategy', headers: { 'x-api-key': key }, body: JSON.stringify({ platform: 'generic', stakes: '1_2', hand: 'AhKh', hero_seat: 0, players: [], history: [] }) },
      { method: 'GET', path: `/v1/strategy?${query}`, headers: { 'x-api-key': randomKey() } },
      { method: 'GET', path: `/v1/strategy?${query}`, headers: { 'x-api-key': `${key}x` } },
      { method: 'GET', path: `/v1/strategy?${query}`, headers: { 'x-api-key': key.slice(0, 20) } },
      { method: 'GET', path: `/v1/strategy?${query}`, headers: { authorization: `Bearer ${key}` } },
      { method: 'GET', path: `/v1/strategy?${query}`, headers: { 'x-api-key': key, host: 'evil.example' } },
      { method: 'GET', path: `/v1/strategy?${query}`, headers: { 'x-api-key': key, origin: 'http://evil.example' } },
      { method: 'GET', path: '/admin/config', headers: admin },
      { method: 'GET', path: '/admin/keys', headers: admin },
      { method: 'POST', path: '/admin/keys', headers: admin, body: JSON.stringify({ account: 'logged', label: 'made in the log test' }) },
      { method: 'GET', path: '/admin/keys', headers: { authorization: `Bearer ${token}x` } },
      { method: 'GET', path: '/sync/manifest.json', headers: { 'x-api-key': key } },
    ];
    const made: string[] = [];
    for (const call of calls) {
      const answer = await client.send(call);
      expect(answer.status, `${call.method} ${call.path}`).toBeLessThan(500);
      const whole = answer.body.match(/sk_live_[A-Za-z0-9]{32}/g) ?? [];
      made.push(...whole.filter((found) => found !== key));
    }
    expect(made.length, 'POST /admin/keys handed out a new key').toBe(1);
    // The new key in use, then revoked and used again.
    const fresh = made[0];
    expect((await client.send({ method: 'GET', path: '/v1/usage', headers: { 'x-api-key': fresh } })).status).toBe(200);
    const listed = JSON.parse((await client.send({ method: 'GET', path: '/admin/keys', headers: admin })).body) as { keys: { key_id: string; account: string }[] };
    const freshId = listed.keys.find((k) => k.account === 'logged')!.key_id;
    expect((await client.send({ method: 'DELETE', path: `/admin/keys/${freshId}`, headers: admin })).status).toBe(204);
    expect((await client.send({ method: 'GET', path: '/v1/usage', headers: { 'x-api-key': fresh } })).status).toBe(401);
    client.close();
    expect(await server.stop()).toBe(0);

    const output = server.output();
    const logs = output.slice(banner.length);
    expect(logs.split('\n').filter((line) => line.startsWith('{')).length, 'the server logged the requests').toBeGreaterThan(calls.length);
    expect(output.match(/sk_live_/g), 'sk_live_ appears only where the first start prints the key').toHaveLength(1);
    expect(logs).not.toContain(key.slice(8));
    expect(logs).not.toContain(fresh.slice(8));
    expect(output.split('\n').filter((line) => line.includes(token)), 'the admin token appears only in the UI address line').toHaveLength(1);
  }, 120_000);
});
