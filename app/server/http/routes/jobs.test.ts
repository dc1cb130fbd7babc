// Solve jobs through /admin/jobs: queued -> running -> done and served at once, custom
// folders, cancel, validation, and a job a crash cut off running again after a restart.
// The spots are tiny (narrow ranges, one size per street) so a solve takes a fraction
// of a second; each job still runs in its own worker thread as in service.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../../../shared/poker/cards.ts';
import { parseRange } from '../../../shared/poker/ranges.ts';
import { readManifest } from '../../../solver/tree-file/manifest.ts';
import type { SpotSolveSpec } from '../../../solver/tree-file/solve-spot.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../accounts/database.ts';
import { openJobStore } from '../../jobs/job-store.ts';
import type { JobRequest } from '../../jobs/job-store.ts';
import type { TreeMaintenanceOptions } from '../../jobs/tree-maintenance.ts';
import { appFixture, TEST_HOST, type AppFixture } from '../../testing/app-fixture.ts';
import { IP_RANGE, OOP_RANGE } from '../../testing/solved-trees.ts';

const TOKEN = 'admin-token-for-jobs-tests-01234';

/** The job's spot with tiny ranges and one size per street. */
function tinySpec(request: JobRequest): SpotSolveSpec {
  if (request.position !== 'btn_bb' && request.position !== 'co_bb') throw new Error(`position "${request.position}" is not a srp pair`);
  return {
    spot: { source: request.folder === null ? 'v1' : 'custom', platform: request.platform, stakes: request.stakes, pool: request.pool, situation: request.situation, position: request.position, flop: request.flop },
    board: parseCards(request.flop),
    potBb: 10,
    effectiveStackBb: 40,
    positions: { oop: 'bb', ip: request.position.split('_')[0] },
    ranges: { oop: { text: OOP_RANGE, weights: parseRange(OOP_RANGE) }, ip: { text: IP_RANGE, weights: parseRange(IP_RANGE) } },
    betSizes: { flop: { bet: '50%', raise: '' }, turn: { bet: '75%', raise: '' }, river: { bet: '100%', raise: '' } },
  };
}
const maintenance: TreeMaintenanceOptions = { specOf: tinySpec, checkEvery: 1 };

let fx: AppFixture;
let dataDir: string;
let key: string;
let coachKey: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-jobs-'));
  fx = await appFixture({
    config: { dataDir, treesDirs: [path.join(dataDir, 'trees')], admin: { token: TOKEN, localAccount: 'local', localKey: 'sk_live_placeholder' } },
    deps: { treeMaintenance: maintenance },
  });
  key = fx.keyFor('local', { ratePerSecond: 1000 });
  coachKey = fx.keyFor('coach', { ratePerSecond: 1000, strategyFolder: 'coach' });
});
afterAll(async () => {
  await fx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  fx.request({ method, url, headers: { authorization: `Bearer ${TOKEN}` }, ...(payload ? { payload } : {}) });

async function until(jobId: string, done: (job: any) => boolean, request = admin) {
  for (let i = 0; i < 600; i++) {
    const job = (await request('GET', `/admin/jobs/${jobId}`)).json();
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${jobId} did not get there`);
}
const finished = (job: any) => !['queued', 'running'].includes(job.status);
const spotParams = { platform: 'generic', stakes: '50_100', playerType: 'regs', situation: 'srp', position: 'btn_bb' };

describe('solve jobs', () => {
  it('goes from queued to done and its flop is covered at once', async () => {
    const coverage = (await fx.get('/v1/coverage', { 'x-api-key': key })).json();
    expect(coverage.spots).toEqual([]);
    const made = await admin('POST', '/admin/jobs', { situation: 'srp', position: 'btn_bb', flop: 'Ah9d4c', max_iterations: 4, target_exploitability: 0 });
    expect(made.statusCode).toBe(201);
    const job = made.json();
    expect(job).toMatchObject({
      status: expect.stringMatching(/^(queued|running)$/),
      spot: { platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb' },
      flop: 'Ah9d4c',
      destination: { source: 'v1', account: null, folder: null },
      max_iterations: 4,
      result: null,
    });

    const done = await until(job.job_id, finished);
    expect(done).toMatchObject({ status: 'done', error: null, progress: { iteration: 4, eta_s: 0 }, result: { iterations: 4 } });
    const entry = readManifest(path.join(dataDir, 'trees')).trees[0];
    expect(entry.file).toBe(done.result.file);
    expect(entry.spot).toMatchObject({ source: 'v1', flop: done.canonical_flop });

    const covered = (await fx.get('/v1/coverage', { 'x-api-key': key })).json();
    expect(covered.spots).toEqual([expect.objectContaining({ source: 'v1', position: 'btn_bb', flops: [done.canonical_flop] })]);
    const res = await fx.get(`/v1/strategy?${new URLSearchParams({ ...spotParams, flop: 'Ah9d4c', node: 'root', hand: 'KhKd' })}`, { 'x-api-key': key });
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('v1');
    expect((await admin('GET', '/admin/jobs')).json().jobs[0]).toMatchObject({ job_id: job.job_id, status: 'done' });
  });

  it("writes into the account's strategy folder, which then answers as custom", async () => {
    const made = (await admin('POST', '/admin/jobs', { situation: 'srp', position: 'co_bb', flop: 'Tc8c2d', max_iterations: 2, account: 'coach' })).json();
    expect(made.destination).toEqual({ source: 'custom', account: 'coach', folder: 'coach' });
    await until(made.job_id, finished);
    expect(readManifest(path.join(dataDir, 'custom', 'coach')).trees.map((e) => e.spot.flop)).toEqual([made.canonical_flop]);
    const coverage = (await fx.get('/v1/coverage', { 'x-api-key': coachKey })).json();
    expect(coverage.spots.find((s: { position: string }) => s.position === 'co_bb')).toMatchObject({ source: 'custom', flops: [made.canonical_flop] });
    const query = new URLSearchParams({ ...spotParams, position: 'co_bb', flop: 'Tc8c2d', node: 'root', hand: 'KhKd' });
    expect((await fx.get(`/v1/strategy?${query}`, { 'x-api-key': coachKey })).json().source).toBe('custom');
    // Another account has no such spot.
    expect((await fx.get(`/v1/strategy?${query}`, { 'x-api-key': key })).json().error.reason).toBe('spot_not_configured');
  });

  it('cancels a running job: no tree is written and the queue goes on; a second ask for a queued tree gets that job', async () => {
    const long = (await admin('POST', '/admin/jobs', { situation: 'srp', position: 'btn_bb', flop: '7h6h5h', max_iterations: 100_000, target_exploitability: 0 })).json();
    const next = await admin('POST', '/admin/jobs', { situation: 'srp', position: 'btn_bb', flop: 'Kd8s3c', max_iterations: 2 });
    expect(next.statusCode).toBe(201);
    expect(next.json().status).toBe('queued');
    // The same spot and flop in other suits: the same tree.
    const again = await admin('POST', '/admin/jobs', { situation: 'srp', position: 'btn_bb', flop: 'Kh8c3s', max_iterations: 2 });
    expect(again.statusCode).toBe(200);
    expect(again.json().job_id).toBe(next.json().job_id);

    const running = await until(long.job_id, (job) => job.status === 'running' && job.progress?.iteration > 0);
    expect(running.progress).toMatchObject({ exploitability_pct: expect.any(Number), elapsed_s: expect.any(Number) });
    expect(running.progress.eta_s).toBeGreaterThan(0);
    const cancelled = await admin('DELETE', `/admin/jobs/${long.job_id}`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', result: null });
    expect((await until(next.json().job_id, finished)).status).toBe('done');
    const dir = path.join(dataDir, 'trees');
    expect(readManifest(dir).trees.map((e) => e.spot.flop)).not.toContain(long.canonical_flop);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.incoming') || name.includes(long.canonical_flop))).toEqual([]);
    // A finished job is answered as it is.
    expect((await admin('DELETE', `/admin/jobs/${next.json().job_id}`)).json().status).toBe('done');
  });

  it.each([
    [{ situation: 'srp', position: 'btn_bb', flop: 'AhAh4c' }, 'flop'],
    [{ situation: 'srp', position: 'xx_yy', flop: 'Ah9d4c' }, 'position'],
    [{ situation: 'srp', position: 'btn_bb', flop: 'Ah9d4c', account: 'local' }, 'account'],
    [{ situation: 'srp', position: 'btn_bb', flop: 'Ah9d4c', account: 'nobody' }, 'account'],
    [{ situation: 'srp', position: 'btn_bb', flop: 'Ah9d4c', max_iterations: 0 }, 'max_iterations'],
    [{ situation: 'srp', position: 'btn_bb', flop: 'Ah9d4c', extra: 1 }, ''],
  ])('refuses %j with 422 naming %s', async (body, field) => {
    const res = await admin('POST', '/admin/jobs', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.issues[0].path).toBe(field);
  });

  it('needs the admin token and answers 404 for an unknown job', async () => {
    expect((await fx.request({ method: 'GET', url: '/admin/jobs', headers: { 'x-api-key': key } })).statusCode).toBe(401);
    expect((await admin('GET', '/admin/jobs/999999')).statusCode).toBe(404);
    expect((await admin('DELETE', '/admin/jobs/999999')).statusCode).toBe(404);
  });
});

describe('a restart', () => {
  it('queues again a job that was running when the server died, and runs it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-jobs-restart-'));
    const db = openDatabase(path.join(dir, 'dss.sqlite'));
    try {
      // The server that died had claimed the job and reported some progress.
      const store = openJobStore(db);
      const { jobRequestOf } = await import('../../jobs/job-spec.ts');
      const { openAccountStore } = await import('../../accounts/accounts.ts');
      const request = jobRequestOf({ situation: 'srp', position: 'btn_bb', flop: 'Jc7d3h', maxIterations: 2 }, openAccountStore(db), tinySpec);
      const job = store.enqueue(request);
      store.claimNext();
      store.reportProgress(job.id, { iteration: 1, exploitabilityPct: 50, elapsedMs: 100, etaS: 5 });
      expect(store.get(job.id)).toMatchObject({ status: 'running', runs: 1 });

      const config = { dataDir: dir, port: 8787, treesDirs: [path.join(dir, 'trees')], fallback: { workers: 0 }, limits: { walCheckpointMs: 0 }, admin: { token: TOKEN, localAccount: 'local', localKey: 'sk_live_placeholder' } };
      const app = buildApp(config, { db, treeMaintenance: maintenance });
      await app.ready();
      const get = (method: 'GET' | 'POST' | 'DELETE', url: string) => app.inject({ method, url, headers: { host: TEST_HOST, authorization: `Bearer ${TOKEN}` } });
      const done = await until(String(job.id), finished, get);
      expect(done).toMatchObject({ status: 'done', progress: { iteration: 2 } });
      expect(store.get(job.id)!.runs).toBe(2);
      expect(readManifest(path.join(dir, 'trees')).trees).toHaveLength(1);
      await app.close();
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
