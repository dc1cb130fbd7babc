import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { DEFAULT_ACCOUNT_SETTINGS, openAccountStore } from './accounts.ts';
import { openUsageStore } from './usage.ts';
import { nextMonthStartMs } from './calendar.ts';

const dbs: Db[] = [];
afterEach(() => {
  while (dbs.length) dbs.pop()!.close();
});

function setup(file = ':memory:', startMs = Date.UTC(2025, 2, 31, 23, 59, 59)) {
  const db = openDatabase(file);
  dbs.push(db);
  const clock = { ms: startMs };
  const accounts = openAccountStore(db, () => clock.ms);
  const usage = openUsageStore(db, () => clock.ms);
  const account = accounts.accountByName('u') ?? accounts.createAccount('u', { ...DEFAULT_ACCOUNT_SETTINGS, monthlyQuota: 2, hardCap: 3 });
  const keyId = accounts.issueKey(account.id).record.id;
  return { db, clock, accounts, usage, account, keyId };
}

describe('usage store', () => {
  it('records billed calls until the hard cap, then refuses without counting', () => {
    const { usage, account, keyId } = setup();
    const outcomes = Array.from({ length: 5 }, () => usage.recordBilledCall({ accountId: account.id, keyId, engine: 'solver', hardCap: 3 }));
    expect(outcomes.map((o) => o.recorded)).toEqual([true, true, true, false, false]);
    expect(outcomes.map((o) => o.monthBilled)).toEqual([1, 2, 3, 3, 3]);
    expect(usage.monthBilled(account.id)).toBe(3);
  });

  it('decides a batch in order in one transaction: billed calls up to the cap, discovery always', () => {
    const { usage, account, keyId } = setup();
    const billed = { kind: 'billed' as const, accountId: account.id, keyId, engine: 'solver' as const, hardCap: 2 };
    const discovery = { kind: 'discovery' as const, accountId: account.id, keyId };
    const outcomes = usage.recordEvents([billed, discovery, billed, billed, discovery]);
    expect(outcomes).toEqual([{ recorded: true, monthBilled: 1 }, null, { recorded: true, monthBilled: 2 }, { recorded: false, monthBilled: 2 }, null]);
    expect(usage.monthToDate(account.id)).toMatchObject({ billed: 2, discovery: 2, days: [{ billed: 2, discovery: 2 }] });
  });

  it('counts discovery apart and never against the cap', () => {
    const { usage, account, keyId } = setup();
    for (let i = 0; i < 4; i++) usage.recordDiscoveryCall(account.id, keyId);
    expect(usage.monthToDate(account.id)).toMatchObject({ billed: 0, discovery: 4 });
    expect(usage.recordBilledCall({ accountId: account.id, keyId, engine: 'solver', hardCap: 1 }).recorded).toBe(true);
  });

  it('starts a new month at 00:00 UTC on the 1st', () => {
    const { usage, account, keyId, clock } = setup();
    usage.recordBilledCall({ accountId: account.id, keyId, engine: 'solver', hardCap: 1 });
    expect(usage.recordBilledCall({ accountId: account.id, keyId, engine: 'solver', hardCap: 1 }).recorded).toBe(false);
    clock.ms = nextMonthStartMs(clock.ms);
    expect(new Date(clock.ms).toISOString()).toBe('2025-04-01T00:00:00.000Z');
    expect(usage.recordBilledCall({ accountId: account.id, keyId, engine: 'solver', hardCap: 1 })).toEqual({ recorded: true, monthBilled: 1 });
    expect(usage.monthToDate(account.id, '2025-03').billed).toBe(1);
  });

  it('breaks the month down by day, key and engine', () => {
    const { usage, account, keyId, clock, accounts } = setup(':memory:', Date.UTC(2025, 5, 10, 12));
    const otherKey = accounts.issueKey(account.id).record.id;
    usage.recordBilledCall({ accountId: account.id, keyId, engine: 'solver', hardCap: 99 });
    usage.recordBilledCall({ accountId: account.id, keyId: otherKey, engine: 'fallback', hardCap: 99 });
    clock.ms += 86_400_000;
    usage.recordBilledCall({ accountId: account.id, keyId, engine: 'solver', hardCap: 99 });
    usage.recordDiscoveryCall(account.id, otherKey);
    expect(usage.monthToDate(account.id)).toEqual({
      month: '2025-06',
      billed: 3,
      discovery: 1,
      byEngine: { solver: 2, fallback: 1 },
      days: [
        { day: '2025-06-10', billed: 2, discovery: 0, solver: 1, fallback: 1 },
        { day: '2025-06-11', billed: 1, discovery: 1, solver: 1, fallback: 0 },
      ],
      keys: [
        { keyId, billed: 2, discovery: 0 },
        { keyId: otherKey, billed: 1, discovery: 1 },
      ],
    });
  });

  it('keeps every committed count when the database is reopened', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-usage-'));
    const file = path.join(dir, 'dss.sqlite');
    const first = setup(file);
    for (let i = 0; i < 3; i++) first.usage.recordBilledCall({ accountId: first.account.id, keyId: first.keyId, engine: 'solver', hardCap: 10 });
    // A second connection (another process) sees the commits without a close or checkpoint.
    const dbB = openDatabase(file);
    dbs.push(dbB);
    const second = openUsageStore(dbB, () => first.clock.ms);
    expect(second.monthBilled(first.account.id)).toBe(3);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('counts exactly up to the cap across two connections to the same file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-usage-'));
    const file = path.join(dir, 'dss.sqlite');
    const a = setup(file);
    const dbB = openDatabase(file);
    dbs.push(dbB);
    const b = openUsageStore(dbB, () => a.clock.ms);
    let recorded = 0;
    for (let i = 0; i < 20; i++) {
      const store = i % 2 ? a.usage : b;
      if (store.recordBilledCall({ accountId: a.account.id, keyId: a.keyId, engine: 'solver', hardCap: 7 }).recorded) recorded++;
    }
    expect(recorded).toBe(7);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
