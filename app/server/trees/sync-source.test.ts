// HTTP sources against plain servers: redirects (the key stays with the source's origin),
// 429 retries, refusals.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../solver/tree-file/manifest.ts';
import { addSolvedTree } from '../testing/solved-trees.ts';
import { syncTrees } from './sync.ts';

let root: string;
let source: string;
const servers: http.Server[] = [];

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-sync-source-'));
  source = path.join(root, 'source');
  await addSolvedTree(source, 'Ks7d2c');
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('an HTTP source', () => {
  it('follows redirects to another host without sending it the key', async () => {
    const keysSeen: Record<string, (string | undefined)[]> = { origin: [], mirror: [] };
    const mirror = await serve((req, res) => {
      keysSeen.mirror.push(req.headers['x-api-key'] as string | undefined);
      const file = path.join(source, path.basename(req.url!));
      res.writeHead(200).end(fs.readFileSync(file));
    });
    const origin = await serve((req, res) => {
      keysSeen.origin.push(req.headers['x-api-key'] as string | undefined);
      res.writeHead(302, { location: `${mirror}/${path.basename(req.url!)}` }).end();
    });
    const result = await syncTrees({ source: `${origin}/set/manifest.json`, key: 'sk_live_secret', destDir: path.join(root, 'dest-redirect') });
    expect(result.added).toEqual(readManifest(source).trees.map((e) => e.file));
    expect(keysSeen.origin).toEqual(['sk_live_secret', 'sk_live_secret']);
    expect(keysSeen.mirror).toEqual([undefined, undefined]);
  });

  it('waits out a 429 and tries again', async () => {
    let calls = 0;
    const url = await serve((req, res) => {
      calls++;
      if (calls === 1) return void res.writeHead(429, { 'retry-after': '0.1' }).end();
      res.writeHead(200).end(fs.readFileSync(path.join(source, path.basename(req.url!))));
    });
    const result = await syncTrees({ source: `${url}/manifest.json`, destDir: path.join(root, 'dest-429') });
    expect(result.added).toHaveLength(1);
    expect(calls).toBe(3);
  });

  it.each([
    [401, /refused the key \(401\): nope; pass an API key of the source server/],
    [500, /answered 500/],
  ])('reports a manifest answered %i', async (status, message) => {
    const url = await serve((_req, res) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'x', message: 'nope' } })));
    await expect(syncTrees({ source: url, destDir: path.join(root, `dest-${status}`) })).rejects.toThrow(message);
  });

  it('reports a host that does not answer', async () => {
    const url = await serve(() => {});
    const port = new URL(url).port;
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await expect(syncTrees({ source: `http://127.0.0.1:${port}`, destDir: path.join(root, 'dest-down') })).rejects.toThrow(/cannot reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
  });
});
