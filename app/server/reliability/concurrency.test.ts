// 50 clients at once against a real listening server (startService on a temp data dir,
// port 0, loopback), mixing GET and POST decisions (solver and fallback) and discovery, for
// ~5 s (30 s with DSS_LONG=1). Two accounts: `bot` at 20 requests/s (most of its requests
// are refused) and `local` at 200/s. Checked afterwards, from SQLite: the billed count of
// each account (and of each engine, and each key) equals the 200 decisions its clients
// received, discovery equals the 200 discovery answers; and on the server's own clock no
// 1 s window served more than the tier (rate-windows.ts), every 429 carrying
// Retry-After: 1 and X-RateLimit-Remaining: 0.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../accounts/accounts.ts';
import { openDatabase } from '../accounts/database.ts';
import { utcMonth } from '../accounts/calendar.ts';
import { openUsageStore } from '../accounts/usage.ts';
import { databasePath } from '../config.ts';
import { bundledTreesDir, startService, type RunningService } from '../local-setup.ts';
import { ALL_KINDS, bundledCalls, expectEachKindAnswers, type BundledCalls } from './bundled-calls.ts';
import { httpClient, loadDriver, tallyOf, type HttpClient, type UsageTally } from './load-client.ts';
import { overfullWindow, type ServedRequest } from './rate-windows.ts';
import { byMode } from './reliability-mode.ts';

const LOAD_MS = byMode(5_000, 30_000);
const CLIENTS = 50;
const BOT_CLIENTS = 15;
const BOT_RATE = 20;

let dataDir: string;
let service: RunningService;
let client: HttpClient;
let calls: BundledCalls;
let botKey: string;
const served: (ServedRequest & { key: string; status: number })[] = [];

/** Usage of an account over the months the run touched, read from SQLite. */
function usageOf(account: string, months: string[]): UsageTally & { keys: Map<number, number> } {
  const db = openDatabase(databasePath({ dataDir }));
  try {
    const accountId = openAccountStore(db).accountByName(account)!.id;
    const store = openUsageStore(db);
    const total = { billed: 0, discovery: 0, solver: 0, fallback: 0, keys: new Map<number, number>() };
    for (const month of new Set(months)) {
      const usage = store.monthToDate(accountId, month);
      total.billed += usage.billed;
      total.discovery += usage.discovery;
      total.solver += usage.byEngine.solver;
      total.fallback += usage.byEngine.fallback;
      for (const key of usage.keys) total.keys.set(key.keyId, (total.keys.get(key.keyId) ?? 0) + key.billed + key.discovery);
    }
    return total;
  } finally {
    db.close();
  }
}

const minus = (a: UsageTally, b: UsageTally): UsageTally => ({ billed: a.billed - b.billed, discovery: a.discovery - b.discovery, solver: a.solver - b.solver, fallback: a.fallback - b.fallback });
const tallyPart = (u: UsageTally): UsageTally => ({ billed: u.billed, discovery: u.discovery, solver: u.solver, fallback: u.fallback });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-concurrency-'));
  service = await startService({ dataDir, port: 0, webRoot: null, treesDirs: [bundledTreesDir()] });
  // The arrival and the finished answer of every request on the server's clock (the
  // limiter's clock, Date.now): prepended, so it runs before Fastify's own handler.
  service.app.server.prependListener('request', (request, response) => {
    const arrivedMs = Date.now();
    response.once('finish', () => served.push({ key: String(request.headers['x-api-key']), status: response.statusCode, arrivedMs, answeredMs: Date.now() }));
  });
  const db = openDatabase(databasePath({ dataDir }));
  try {
    const accounts = openAccountStore(db);
    const bot = accounts.createAccount('bot', { ratePerSecond: BOT_RATE, monthlyQuota: 1_000_000, hardCap: 2_000_000, stakes: ['50_100'], strategyFolder: null });
    botKey = accounts.issueKey(bot.id).key;
  } finally {
    db.close();
  }
  client = httpClient(service.origin, CLIENTS + 4);
  calls = await bundledCalls(client, service.local.key);
  await expectEachKindAnswers(client, calls, service.local.key);
}, 60_000);

afterAll(async () => {
  client?.close();
  await service?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`${CLIENTS} clients for ${LOAD_MS / 1000} s against a listening server`, () => {
  it('bills exactly the 200 decisions received (per account, engine and key), counts discovery apart, and holds every 1 s window to the tier', async () => {
    const startMonth = utcMonth(Date.now());
    const before = { local: usageOf('local', [startMonth]), bot: usageOf('bot', [startMonth]) };
    served.length = 0;
    const driver = loadDriver(client, calls.callOf);
    const plans = Array.from({ length: CLIENTS }, (_, i) => ({ key: i < BOT_CLIENTS ? botKey : service.local.key, kinds: ALL_KINDS }));
    await driver.run(plans, { untilMs: Date.now() + LOAD_MS, maxRequestsPerClient: 100_000, backoffOn429Ms: [50, 250] });
    // Every answer is in; close the server so every commit is final before reading SQLite.
    client.close();
    await service.close();
    const months = [startMonth, utcMonth(Date.now())];
    const outcomes = driver.outcomes;

    // Only 200s and per-second 429s: every request was valid.
    const statuses = new Map<number, number>();
    for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 429), JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    // The clients back off after a 429, so the address stays under the pre-auth limit
    // (1000/s): every 429 is the account's, reported with its headers.
    for (const o of outcomes.filter((x) => x.status === 429)) {
      expect(o.headers['retry-after']).toBe('1');
      expect(JSON.parse(o.body).error).toMatchObject({ code: 'rate_limited', limit: 'per_second' });
      expect(o.headers['x-ratelimit-limit'], 'a 429 of the pre-auth limit: the load was too high for this test').toBe(String(o.key === botKey ? BOT_RATE : 200));
      expect(o.headers['x-ratelimit-remaining']).toBe('0');
    }
    for (const o of outcomes.filter((x) => x.status === 200)) {
      expect(o.headers['x-ratelimit-remaining']).toBe(String((o.key === botKey ? BOT_RATE : 200) - 1));
    }

    // Billing: what SQLite holds now minus what it held before equals the 200s received.
    for (const [account, key] of [['local', service.local.key], ['bot', botKey]] as const) {
      const after = usageOf(account, months);
      expect(minus(tallyPart(after), tallyPart(before[account])), `usage of ${account}`).toEqual(tallyOf(outcomes, key));
    }
    const botKeys = usageOf('bot', months).keys;
    expect([...botKeys.values()]).toEqual([tallyOf(outcomes, botKey).billed + tallyOf(outcomes, botKey).discovery]);

    // Per-second windows, on the server's clock.
    const botServed = served.filter((r) => r.key === botKey);
    expect(botServed.length, 'the server saw every bot request').toBe(outcomes.filter((o) => o.key === botKey).length);
    expect(botServed.filter((r) => r.status === 429).length, 'the bot was refused at times (the limit was reached)').toBeGreaterThan(0);
    expect(overfullWindow(botServed.filter((r) => r.status !== 429), BOT_RATE)).toBeNull();
    expect(overfullWindow(served.filter((r) => r.key === service.local.key && r.status !== 429), 200)).toBeNull();

    const received = tallyOf(outcomes);
    console.log(
      `concurrency: ${outcomes.length} requests in ${LOAD_MS / 1000} s, ${statuses.get(200) ?? 0} answered 200 (${received.billed} billed: ${received.solver} solver, ${received.fallback} fallback; ${received.discovery} discovery), ${statuses.get(429) ?? 0} refused 429`,
    );
  }, byMode(90_000, 180_000));
});
