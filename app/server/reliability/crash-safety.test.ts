// kill -9 under load. `dss serve` runs as a child process on a temp data dir with a solve
// job running; 16 clients drive GET/POST decisions and discovery; the process is killed
// with SIGKILL mid-load and started again on the same data dir. Checked from SQLite:
// every 200 a client received is counted, and the count never exceeds the 200s plus the
// requests in flight at the kill (per billed/discovery and per engine); after the restart
// counting goes on exactly (a graceful stop at the end: counted == received). The tree
// files verify (sha256 and header, as `dss trees verify`), and the solve job the kill cut
// off runs again after the restart. One kill by default, three with DSS_LONG=1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../accounts/accounts.ts';
import { openDatabase } from '../accounts/database.ts';
import { utcMonth } from '../accounts/calendar.ts';
import { openUsageStore } from '../accounts/usage.ts';
import { databasePath } from '../config.ts';
import { openJobStore } from '../jobs/job-store.ts';
import { bundledTreesDir, LOCAL_KEY_FILE } from '../local-setup.ts';
import { treeSetOf } from '../trees/sync-sets.ts';
import { ALL_KINDS, bundledCalls, expectEachKindAnswers, type BundledCalls } from './bundled-calls.ts';
import { addTally, EMPTY_TALLY, httpClient, loadDriver, tallyOf, usageOfKind, type UsageTally } from './load-client.ts';
import { byMode } from './reliability-mode.ts';
import { startServe, type ServeProcess } from './serve-process.ts';

const KILLS = byMode(1, 3);
const LOAD_BEFORE_KILL_MS = byMode(1_500, 4_000);
const LOAD_AFTER_RESTART_MS = byMode(1_000, 3_000);
const CLIENTS = 16;
const LOAD_ACCOUNT = 'loadbot';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-crash-'));
const started: ServeProcess[] = [];

afterAll(async () => {
  for (const server of started) await server.kill9();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function serve(): Promise<ServeProcess> {
  const server = await startServe(dataDir);
  started.push(server);
  return server;
}

/**
 * The load's account: a tier no client reaches, so clients rarely sit in a 429 back-off
 * and the kill finds requests in flight. Made in the data dir before the first start.
 */
function loadAccountKey(): string {
  const db = openDatabase(databasePath({ dataDir }));
  try {
    const accounts = openAccountStore(db);
    const account = accounts.createAccount(LOAD_ACCOUNT, { ratePerSecond: 100_000, monthlyQuota: 10_000_000, hardCap: 20_000_000, stakes: ['50_100'], strategyFolder: null });
    return accounts.issueKey(account.id).key;
  } finally {
    db.close();
  }
}

/** The load account's usage over the months the run touched, read from SQLite (the server is down or busy: both fine in WAL). */
function countedUsage(months: string[]): UsageTally {
  const db = openDatabase(databasePath({ dataDir }));
  try {
    const accountId = openAccountStore(db).accountByName(LOAD_ACCOUNT)!.id;
    const store = openUsageStore(db);
    let total = EMPTY_TALLY;
    for (const month of new Set(months)) {
      const u = store.monthToDate(accountId, month);
      total = addTally(total, { billed: u.billed, discovery: u.discovery, solver: u.byEngine.solver, fallback: u.byEngine.fallback });
    }
    return total;
  } finally {
    db.close();
  }
}

const minus = (a: UsageTally, b: UsageTally): UsageTally => ({ billed: a.billed - b.billed, discovery: a.discovery - b.discovery, solver: a.solver - b.solver, fallback: a.fallback - b.fallback });
const months = (startMs: number) => [utcMonth(startMs), utcMonth(Date.now())];

function expectTreesVerify(): void {
  const sets = [treeSetOf(bundledTreesDir(), 'v1', null, true), treeSetOf(path.join(dataDir, 'trees'), 'v1', null, true)];
  for (const set of sets) expect(set.problems, set.dir).toEqual([]);
  expect(sets[0].trees.length).toBeGreaterThan(0);
}

/** An /admin call; a 429 (the load shares the pre-auth limit of the address) is retried after its Retry-After. */
async function admin(server: ServeProcess, method: 'GET' | 'POST' | 'DELETE', route: string, body?: object) {
  const client = httpClient(server.origin, 2);
  try {
    for (let attempt = 1; ; attempt++) {
      const answer = await client.send({ method, path: route, headers: { authorization: `Bearer ${server.adminToken}` }, ...(body ? { body: JSON.stringify(body) } : {}) });
      if (answer.status === 429 && attempt < 5) {
        await new Promise((resolve) => setTimeout(resolve, 1_000 * Number(answer.headers['retry-after'] ?? 1)));
        continue;
      }
      return { status: answer.status, json: JSON.parse(answer.body || 'null') };
    }
  } finally {
    client.close();
  }
}

/** Drives the load for `ms`, then (kill) halts the clients and kills the server at once. */
async function loadThen(server: ServeProcess, calls: BundledCalls, key: string, ms: number, kill: boolean) {
  const client = httpClient(server.origin, CLIENTS + 2, 20_000);
  const driver = loadDriver(client, calls.callOf);
  const plans = Array.from({ length: CLIENTS }, () => ({ key, kinds: ALL_KINDS }));
  const running = driver.run(plans, { untilMs: Date.now() + (kill ? ms * 10 : ms), maxRequestsPerClient: 100_000, backoffOn429Ms: [50, 200] });
  let inFlight: ReturnType<typeof driver.halt> = [];
  let killedAtMs = 0;
  if (kill) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    // Kill while requests are on the wire, not while the clients wait out a 429 (the
    // pre-auth limit of 1000/s per address can hold them to the end of a second).
    const waitUntil = Date.now() + 2_000;
    while (driver.inFlightCount() < CLIENTS / 2 && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 1));
    // No await between the halt and the signal: nothing is sent after the snapshot.
    inFlight = driver.halt();
    killedAtMs = Date.now();
    server.child.kill('SIGKILL');
  }
  await running;
  if (kill) await server.kill9();
  client.close();
  return { outcomes: driver.outcomes, inFlight, killedAtMs };
}

describe(`kill -9 of dss serve under load (${KILLS}x)`, () => {
  it('loses and doubles no committed count, keeps the tree files whole and runs the cut-off solve job again', async () => {
    const runStartMs = Date.now();
    const key = loadAccountKey();
    let server = await serve();
    const localKey = server.printedKey!;
    expect(localKey, 'the first start prints the local key').toMatch(/^sk_live_/);
    expect(fs.readFileSync(path.join(dataDir, LOCAL_KEY_FILE), 'utf8').trim()).toBe(localKey);
    const client = httpClient(server.origin, 4);
    const calls = await bundledCalls(client, key);
    await expectEachKindAnswers(client, calls, key);
    client.close();

    // A solve job of a real (small) spot, running when the process dies.
    const job = await admin(server, 'POST', '/admin/jobs', { situation: '3bet', position: 'bb_btn', flop: 'Td9d2c', max_iterations: 100_000, target_exploitability: 0 });
    expect(job.status, JSON.stringify(job.json)).toBe(201);
    const jobId: string = job.json.job_id;
    await expect.poll(async () => (await admin(server, 'GET', `/admin/jobs/${jobId}`)).json.status, { timeout: 10_000, interval: 100 }).toBe('running');
    const firstStartedAt: string = (await admin(server, 'GET', `/admin/jobs/${jobId}`)).json.started_at;

    let countedThroughKills = EMPTY_TALLY;
    const killNotes: string[] = [];
    for (let kill = 1; kill <= KILLS; kill++) {
      const before = countedUsage(months(runStartMs));
      const { outcomes, inFlight, killedAtMs } = await loadThen(server, calls, key, LOAD_BEFORE_KILL_MS, true);
      const got = tallyOf(outcomes);
      // Requests in flight at the kill whose answer never came: each may or may not have been committed.
      const unanswered = outcomes.filter((o) => o.status === 0);
      expect(unanswered.length, 'requests without an answer were all in flight at the kill').toBeLessThanOrEqual(inFlight.length);
      for (const o of unanswered) expect(o.doneAtMs, `failed before the kill: ${o.error}`).toBeGreaterThanOrEqual(killedAtMs);
      const mayHaveCounted = unanswered.reduce((sum, o) => addTally(sum, usageOfKind(o.kind)), EMPTY_TALLY);
      const counted = minus(countedUsage(months(runStartMs)), before);
      for (const field of ['billed', 'discovery', 'solver', 'fallback'] as const) {
        expect(counted[field], `${field}: every 200 received is counted (kill ${kill})`).toBeGreaterThanOrEqual(got[field]);
        expect(counted[field], `${field}: no more than the 200s plus the requests cut off (kill ${kill})`).toBeLessThanOrEqual(got[field] + mayHaveCounted[field]);
      }
      expect(got.billed, 'the load got decisions through before the kill').toBeGreaterThan(0);
      expect(inFlight.length, 'requests were in flight at the kill').toBeGreaterThan(0);
      countedThroughKills = addTally(countedThroughKills, counted);
      killNotes.push(`kill ${kill}: ${inFlight.length} in flight, ${unanswered.length} never answered, counted ${counted.billed} billed for ${got.billed} received`);
      expectTreesVerify();

      // Restart on the same data dir: the key is kept (not printed again), the job runs again.
      server = await serve();
      expect(server.printedKey).toBeNull();
      expect(server.output()).not.toContain('sk_live_');
      const rerun = await admin(server, 'GET', `/admin/jobs/${jobId}`);
      expect(rerun.status).toBe(200);
      expect(['queued', 'running']).toContain(rerun.json.status);
      await expect
        .poll(async () => (await admin(server, 'GET', `/admin/jobs/${jobId}`)).json, { timeout: 30_000, interval: 200 })
        .toMatchObject({ status: 'running', started_at: expect.any(String) });
      const running = (await admin(server, 'GET', `/admin/jobs/${jobId}`)).json;
      expect(Date.parse(running.started_at)).toBeGreaterThanOrEqual(Math.floor(killedAtMs / 1000) * 1000);
      expect(Date.parse(running.started_at)).toBeGreaterThan(Date.parse(firstStartedAt));
    }

    // After the last restart: counting goes on exactly, then a graceful stop.
    const before = countedUsage(months(runStartMs));
    const { outcomes } = await loadThen(server, calls, key, LOAD_AFTER_RESTART_MS, false);
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 429), 'only 200s and 429s after the restart').toEqual([]);
    const cancelled = await admin(server, 'DELETE', `/admin/jobs/${jobId}`);
    expect(cancelled.json?.status, JSON.stringify(cancelled)).toBe('cancelled');
    expect(await server.stop()).toBe(0);
    expect(minus(countedUsage(months(runStartMs)), before)).toEqual(tallyOf(outcomes));

    const db = openDatabase(databasePath({ dataDir }));
    try {
      const stored = openJobStore(db).get(Number(jobId))!;
      expect(stored.status).toBe('cancelled');
      expect(stored.runs, 'started once, then once after each kill').toBe(KILLS + 1);
    } finally {
      db.close();
    }
    expectTreesVerify();
    const leftovers = fs.existsSync(path.join(dataDir, 'trees')) ? fs.readdirSync(path.join(dataDir, 'trees')).filter((name) => name.startsWith('.incoming-')) : [];
    expect(leftovers, 'temporary tree files left behind').toEqual([]);
    console.log(`crash-safety: ${killNotes.join('; ')}; counted through the kills ${JSON.stringify(countedThroughKills)}; after the last restart ${JSON.stringify(tallyOf(outcomes))}`);
  }, byMode(150_000, 400_000));
});
