import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serve } from './serve.ts';

let dataDir: string;
let stdout: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-serve-'));
  stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    }).on('error', reject);
  });
}

async function until(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !predicate(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('dss serve', () => {
  it('creates the local account on first start, prints its key and the address, serves, and stops', async () => {
    let stop!: () => void;
    const done = serve(['--port', '0', '--data-dir', dataDir, '--trees', dataDir], new Promise<void>((r) => (stop = r)));
    await until(() => stdout.includes('Ctrl+C'));
    const origin = /on (http:\/\/127\.0\.0\.1:\d+)\/v1/.exec(stdout)![1];
    const key = /(sk_live_[A-Za-z0-9]{32})/.exec(stdout)![1];
    expect(fs.readFileSync(path.join(dataDir, 'local-key'), 'utf8').trim()).toBe(key);
    expect((await get(`${origin}/v1/health`)).status).toBe(200);
    const token = /(?:#token=|sign-in token: )([A-Za-z0-9_-]+)/.exec(stdout)![1];
    const config = await get(`${origin}/admin/config`, { authorization: `Bearer ${token}` });
    expect(JSON.parse(config.body)).toEqual({ local_key: key, account: 'local' });
    const answer = await get(`${origin}/v1/strategy?platform=generic&stakes=50_100&playerType=regs&situation=srp&position=btn_bb&flop=Ks7d2c&node=root&discovery=true`, { 'x-api-key': key });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error.reason).toBe('spot_not_configured');
    stop();
    expect(await done).toBe(0);
    expect(stdout).toContain('stopped');
  });

  it('prints no key on a later start: the local account already has one', async () => {
    for (let run = 0; run < 2; run++) {
      stdout = '';
      let stop!: () => void;
      const done = serve(['--port', '0', '--data-dir', dataDir, '--trees', dataDir], new Promise<void>((r) => (stop = r)));
      await until(() => stdout.includes('Ctrl+C'));
      expect(/sk_live_/.test(stdout)).toBe(run === 0);
      stop();
      await done;
    }
  });

  it('refuses a non-loopback host', async () => {
    expect(await serve(['--host', '0.0.0.0', '--data-dir', dataDir], Promise.resolve())).toBe(2);
  });
});
