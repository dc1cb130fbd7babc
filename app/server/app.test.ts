// buildApp: the web UI next to the API, and closing cleanly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixture, type AppFixture } from './testing/app-fixture.ts';

let webRoot: string;
let fx: AppFixture;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>DSS Desk</title>');
  fs.writeFileSync(path.join(webRoot, 'app.js'), 'console.log(1)');
  fx = await appFixture({ config: { webRoot } });
});
afterAll(async () => {
  await fx.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the web UI', () => {
  it('serves the built UI at / on the API origin, without a key', async () => {
    const index = await fx.get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('DSS Desk');
    expect((await fx.get('/app.js')).statusCode).toBe(200);
  });

  it('keeps the API error body for unknown API routes', async () => {
    const res = await fx.get('/v1/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('applies the Host guard to the UI too', async () => {
    expect((await fx.get('/', { host: 'evil.example:8787' })).statusCode).toBe(421);
  });
});
