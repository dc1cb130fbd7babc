// Two servers: A serves its v1 trees on /sync over a real loopback socket; B syncs from A
// (POST /admin/trees/sync) and serves the trees at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../../solver/tree-file/manifest.ts';
import { buildApp, listen, type App } from '../../app.ts';
import { openDatabase, type Db } from '../../accounts/database.ts';
import { DEFAULT_ACCOUNT_SETTINGS, openAccountStore } from '../../accounts/accounts.ts';
import { appFixture, type AppFixture } from '../../testing/app-fixture.ts';
import { addSolvedTree, SOLVED_SPOT } from '../../testing/solved-trees.ts';
import { PARTIAL_SUFFIX, syncTrees } from '../../trees/sync.ts';
import { rangeStart } from './sync.ts';

const TOKEN = 'admin-token-for-sync-tests-0123';
const FLOPS = ['Ks7d2c', 'Qh8h3c', 'Jd9s4s'];

let root: string;
let sourceTrees: string;
let serverA: { app: App; db: Db; origin: string; key: string; otherStakesKey: string };
let b: AppFixture;
let bData: string;
let bKey: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-sync-http-'));
  sourceTrees = path.join(root, 'a-trees');
  for (const flop of FLOPS) await addSolvedTree(sourceTrees, flop);

  const aData = path.join(root, 'a-data');
  const db = openDatabase(path.join(aData, 'dss.sqlite'));
  const accounts = openAccountStore(db);
  const key = accounts.issueKey(accounts.createAccount('peer', { ...DEFAULT_ACCOUNT_SETTINGS, ratePerSecond: 1000 }).id).key;
  const otherStakesKey = accounts.issueKey(accounts.createAccount('micro', { ...DEFAULT_ACCOUNT_SETTINGS, stakes: ['1_2'] }).id).key;
  const config = { dataDir: aData, port: 0, treesDirs: [sourceTrees], validateResponses: true, fallback: { workers: 0 }, limits: { walCheckpointMs: 0 } };
  const app = buildApp(config, { db });
  const origin = await listen(app, config);
  serverA = { app, db, origin, key, otherStakesKey };

  bData = path.join(root, 'b-data');
  b = await appFixture({ config: { dataDir: bData, treesDirs: [path.join(bData, 'trees')], admin: { token: TOKEN, localAccount: 'local', localKey: 'sk_live_placeholder' } } });
  bKey = b.keyFor('local', { ratePerSecond: 1000 });
}, 60_000);

afterAll(async () => {
  await b?.close();
  await serverA?.app.close();
  serverA?.db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  b.request({ method, url, headers: { authorization: `Bearer ${TOKEN}` }, ...(payload ? { payload } : {}) });

async function syncedState() {
  for (let i = 0; i < 400; i++) {
    const { sync } = (await admin('GET', '/admin/trees/sync')).json();
    if (sync.status !== 'running') return sync;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the sync did not finish');
}

const fromA = (url: string, headers: Record<string, string> = {}) => fetch(`${serverA.origin}${url}`, { headers: { 'x-api-key': serverA.key, ...headers } });

describe('GET /sync on the source server', () => {
  it('offers the v1 set of the stakes the key may see, and tells where the files are', async () => {
    const res = await fromA('/sync/manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('dss-sync-files-base')).toBe('files/');
    expect(((await res.json()) as { trees: unknown[] }).trees).toEqual(readManifest(sourceTrees).trees);
    const micro = await fetch(`${serverA.origin}/sync/manifest.json`, { headers: { 'x-api-key': serverA.otherStakesKey } });
    expect(((await micro.json()) as { trees: unknown[] }).trees).toEqual([]);
  });

  it('refuses a missing key with 401, like every keyed route', async () => {
    const res = await fetch(`${serverA.origin}/sync/manifest.json`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('serves a file whole, or from an offset with 206, and refuses names it does not offer', async () => {
    const entry = readManifest(sourceTrees).trees[0];
    const bytes = fs.readFileSync(path.join(sourceTrees, entry.file));
    const whole = await fromA(`/sync/files/${entry.file}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const rest = await fromA(`/sync/files/${entry.file}`, { range: 'bytes=1000-' });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes 1000-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.from(await rest.arrayBuffer()).equals(bytes.subarray(1000))).toBe(true);
    expect((await fromA(`/sync/files/${entry.file}`, { range: `bytes=${bytes.length}-` })).status).toBe(416);
    expect((await fromA('/sync/files/nothing.here.dsstree')).status).toBe(404);
    expect((await fromA('/sync/files/..%2Fmanifest.json')).status).toBe(422);
  });
});

describe('a second server syncing from the first', () => {
  it('refuses to start without a key the source accepts, and says so', async () => {
    const started = await admin('POST', '/admin/trees/sync', { source: serverA.origin });
    expect(started.statusCode).toBe(202);
    const done = await syncedState();
    expect(done).toMatchObject({ status: 'failed', error: expect.stringContaining('refused the key (401)') });
  });

  it('syncs every tree over HTTP, and serves them at once in coverage and GET', async () => {
    const before = (await b.get('/v1/coverage', { 'x-api-key': bKey })).json();
    expect(before.spots).toEqual([]);
    const started = await admin('POST', '/admin/trees/sync', { source: serverA.origin, key: serverA.key });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'running', source: serverA.origin });
    const done = await syncedState();
    const offered = readManifest(sourceTrees).trees;
    expect(done).toMatchObject({ status: 'done', error: null, skipped: [], files_total: 3, files_done: 3 });
    expect(done.added).toEqual(offered.map((e) => e.file).sort());
    expect(done.bytes_done).toBe(done.bytes_total);
    expect(readManifest(path.join(bData, 'trees')).trees).toEqual(offered);

    const coverage = (await b.get('/v1/coverage', { 'x-api-key': bKey })).json();
    expect(coverage.spots).toEqual([expect.objectContaining({ source: 'v1', position: SOLVED_SPOT.position, flops: offered.map((e) => e.spot.flop).sort() })]);
    const spot = { platform: 'generic', stakes: '50_100', playerType: 'regs', situation: 'srp', position: 'btn_bb' };
    const res = await b.get(`/v1/strategy?${new URLSearchParams({ ...spot, flop: 'Qh8h3c', node: 'root', hand: 'AhAd' })}`, { 'x-api-key': bKey });
    expect(res.statusCode).toBe(200);
  });

  it('lists the synced set in GET /admin/trees', async () => {
    const { sets } = (await admin('GET', '/admin/trees')).json();
    expect(sets).toEqual([expect.objectContaining({ source: 'v1', dir: path.join(bData, 'trees'), trees: readManifest(sourceTrees).trees, problems: [] })]);
  });

  it('resumes a partial file with a Range request, and skips a file the source serves corrupt', async () => {
    const dest = path.join(root, 'c-trees');
    const [first, second] = readManifest(sourceTrees).trees;
    fs.mkdirSync(dest, { recursive: true });
    fs.writeFileSync(path.join(dest, first.file + PARTIAL_SUFFIX), fs.readFileSync(path.join(sourceTrees, first.file)).subarray(0, 3000));
    const secondPath = path.join(sourceTrees, second.file);
    const good = fs.readFileSync(secondPath);
    const bad = Buffer.from(good);
    bad[200] ^= 0xff;
    fs.writeFileSync(secondPath, bad);
    try {
      const result = await syncTrees({ source: serverA.origin, key: serverA.key, destDir: dest });
      expect(result.resumedBytes).toBe(3000);
      expect(result.skipped).toEqual([{ file: second.file, problem: expect.stringMatching(/^corrupt/) }]);
      expect(readManifest(dest).trees.map((e) => e.file)).toEqual(readManifest(sourceTrees).trees.filter((e) => e.file !== second.file).map((e) => e.file));
    } finally {
      fs.writeFileSync(secondPath, good);
    }
  });

  it('takes a manifest URL too', async () => {
    const dest = path.join(root, 'd-trees');
    const result = await syncTrees({ source: `${serverA.origin}/sync/manifest.json`, key: serverA.key, destDir: dest });
    expect(result.added).toHaveLength(FLOPS.length);
  });
});

describe('rangeStart', () => {
  it.each([
    [undefined, null],
    ['bytes=0-', 0],
    ['bytes=100-', 100],
    ['bytes=100-200', null],
    ['bytes=-100', null],
    ['items=1-', null],
    ['bytes=1000-', 'unsatisfiable'],
  ])('%s -> %s (file of 1000 bytes)', (header, expected) => {
    expect(rangeStart(header, 1000)).toBe(expected);
  });
});
