// The UI pages are served by this server, so its CSP and hardening headers are what
// keep a page in the Electron window or the browser from running foreign code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixture, type AppFixture } from '../testing/app-fixture.ts';
import { CONTENT_SECURITY_POLICY } from './reply-headers.ts';

let fx: AppFixture;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>DSS Desk</title><script type="module" src="./assets/app.js"></script>');
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  fx = await appFixture({ config: { webRoot } });
});
afterAll(() => fx.close());

describe('UI pages and hardening headers', () => {
  it('serves the UI at / with the strict CSP and no-store', async () => {
    const res = await fx.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('allows no inline or foreign script and no framing', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it.each(['/', '/assets/app.js', '/v1/health', '/v1/strategy'])('sends nosniff, DENY framing and no-referrer on %s', async (url) => {
    const res = await fx.get(url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});
