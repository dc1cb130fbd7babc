// The bundled set and a synced set are both v1: /v1/coverage lists each spot once with
// the flops of both, as GET answers from either.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixture, type AppFixture } from '../testing/app-fixture.ts';
import { addSolvedTree } from '../testing/solved-trees.ts';

let root: string;
let fx: AppFixture;
let key: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-cover-'));
  const bundled = path.join(root, 'bundled');
  const synced = path.join(root, 'synced');
  await addSolvedTree(bundled, 'Ks7d2c');
  await addSolvedTree(synced, 'Qh8h3c');
  fx = await appFixture({ config: { treesDirs: [bundled, synced] } });
  key = fx.keyFor('player', { ratePerSecond: 1000 });
}, 60_000);
afterAll(async () => {
  await fx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('coverage over several v1 tree dirs', () => {
  it('lists a spot once, with the flops of every dir', async () => {
    const body = (await fx.get('/v1/coverage', { 'x-api-key': key })).json();
    expect(body.spots).toHaveLength(1);
    expect(body.spots[0]).toMatchObject({ source: 'v1', situation: 'srp', position: 'btn_bb', flops: ['Ks7h2d', 'Qs8s3h'] });
  });
});
