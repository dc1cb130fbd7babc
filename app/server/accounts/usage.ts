// Usage counts: billed calls (one per 200 decision, per engine) and discovery calls
// (counted apart, never billed), per account, key, UTC day and engine. Each count is
// its own committed transaction, so a crash of the process loses none.
import type { Db } from './database.ts';
import { utcDay, utcMonth } from './calendar.ts';

export type BilledEngine = 'solver' | 'fallback';

export interface BilledCallInput {
  accountId: number;
  keyId: number;
  engine: BilledEngine;
  /** The account's hard monthly cap: the call is recorded only while the month's count is below it. */
  hardCap: number;
}

export interface BilledCallOutcome {
  /** False when the month had already reached the hard cap: nothing was counted. */
  recorded: boolean;
  /** Billed calls this month, including this one when recorded. */
  monthBilled: number;
}

export interface DayUsage {
  day: string;
  billed: number;
  discovery: number;
  solver: number;
  fallback: number;
}

export interface KeyUsage {
  keyId: number;
  billed: number;
  discovery: number;
}

export interface MonthUsage {
  month: string;
  billed: number;
  discovery: number;
  byEngine: Record<BilledEngine, number>;
  /** Days with any call, ascending. */
  days: DayUsage[];
  /** Keys with any call, by key id. */
  keys: KeyUsage[];
}

interface DailyRow {
  day: string;
  key_id: number;
  kind: 'billed' | 'discovery';
  engine: string;
  calls: number;
}

/** One call to count: billed (with the account's hard cap) or discovery (free). */
export type UsageEvent =
  | ({ kind: 'billed' } & BilledCallInput)
  | { kind: 'discovery'; accountId: number; keyId: number };

export type UsageStore = ReturnType<typeof openUsageStore>;

/** Usage writes through any store on a connection (other connections show in PRAGMA data_version). */
const writeGenerations = new WeakMap<Db, { value: number }>();

export function openUsageStore(db: Db, now: () => number = Date.now) {
  const monthRow = db.prepare<[number, string], { billed: number; discovery: number }>(
    'SELECT billed, discovery FROM usage_monthly WHERE account_id = ? AND month = ?',
  );
  const bumpMonth = db.prepare(
    `INSERT INTO usage_monthly (account_id, month, billed, discovery) VALUES (@accountId, @month, @billed, @discovery)
     ON CONFLICT (account_id, month) DO UPDATE SET billed = billed + @billed, discovery = discovery + @discovery`,
  );
  const bumpDay = db.prepare(
    `INSERT INTO usage_daily (account_id, key_id, day, kind, engine, calls) VALUES (@accountId, @keyId, @day, @kind, @engine, @calls)
     ON CONFLICT (account_id, day, key_id, kind, engine) DO UPDATE SET calls = calls + @calls`,
  );
  const dailyOfMonth = db.prepare<[number, string, string], DailyRow>(
    `SELECT day, key_id, kind, engine, calls FROM usage_daily
     WHERE account_id = ? AND day >= ? AND day < ? ORDER BY day, key_id`,
  );
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();

  let generation = writeGenerations.get(db);
  if (!generation) writeGenerations.set(db, (generation = { value: 0 }));
  // Month totals read on every request (X-RateLimit-Monthly-Remaining, the cap check) are
  // kept here; a write on this connection updates them, a write by another connection
  // (PRAGMA data_version) or another store drops them.
  const months = new Map<string, { billed: number; discovery: number }>();
  let monthsStamp = '';
  const monthTotals = (accountId: number, month: string) => {
    const stamp = `${dataVersion.get()}|${generation.value}`;
    if (stamp !== monthsStamp) {
      months.clear();
      monthsStamp = stamp;
    }
    const key = `${accountId}|${month}`;
    let totals = months.get(key);
    if (!totals) months.set(key, (totals = monthRow.get(accountId, month) ?? { billed: 0, discovery: 0 }));
    return totals;
  };

  // One transaction for a batch of calls. BEGIN IMMEDIATE takes the write lock before
  // reading, so each cap check and its increment cannot interleave with another writer
  // (another process included); calls are decided in order.
  const record = db.transaction((events: readonly UsageEvent[], ms: number) => {
    const month = utcMonth(ms);
    const day = utcDay(ms);
    // Read the totals fresh: the write lock is held, nothing can change them now.
    monthsStamp = '';
    const outcomes: (BilledCallOutcome | null)[] = [];
    const monthDelta = new Map<number, { billed: number; discovery: number }>();
    const dayDelta = new Map<string, { accountId: number; keyId: number; kind: string; engine: string; calls: number }>();
    for (const event of events) {
      const totals = monthTotals(event.accountId, month);
      if (event.kind === 'billed' && totals.billed >= event.hardCap) {
        outcomes.push({ recorded: false, monthBilled: totals.billed });
        continue;
      }
      const delta = monthDelta.get(event.accountId) ?? { billed: 0, discovery: 0 };
      monthDelta.set(event.accountId, delta);
      const engine = event.kind === 'billed' ? event.engine : 'none';
      const dayKey = `${event.accountId}|${event.keyId}|${event.kind}|${engine}`;
      const dayEntry = dayDelta.get(dayKey) ?? { accountId: event.accountId, keyId: event.keyId, kind: event.kind, engine, calls: 0 };
      dayDelta.set(dayKey, dayEntry);
      dayEntry.calls++;
      if (event.kind === 'billed') {
        totals.billed++;
        delta.billed++;
        outcomes.push({ recorded: true, monthBilled: totals.billed });
      } else {
        totals.discovery++;
        delta.discovery++;
        outcomes.push(null);
      }
    }
    for (const [accountId, delta] of monthDelta) bumpMonth.run({ accountId, month, ...delta });
    for (const entry of dayDelta.values()) bumpDay.run({ ...entry, day });
    // Read under the write lock: no other commit can land between this and ours, and our
    // own commit does not move data_version for this connection.
    return { outcomes, version: dataVersion.get() };
  });

  const recordEvents = (events: readonly UsageEvent[]): (BilledCallOutcome | null)[] => {
    try {
      const { outcomes, version } = record.immediate(events, now());
      generation.value++;
      // The cached totals are what we just wrote.
      monthsStamp = `${version}|${generation.value}`;
      return outcomes;
    } catch (error) {
      months.clear();
      monthsStamp = '';
      throw error;
    }
  };

  return {
    /**
     * Counts a batch of calls in one transaction, in order: a billed call is counted only
     * while its account's month is below the hard cap. Returns each billed call's outcome
     * (null for discovery calls).
     */
    recordEvents,

    /** Counts one billed call unless the month is at the hard cap; check and count are one transaction. */
    recordBilledCall(input: BilledCallInput): BilledCallOutcome {
      return recordEvents([{ kind: 'billed', ...input }])[0]!;
    },

    /** Counts one discovery call (free: no quota, no cap); returns the month's discovery count. */
    recordDiscoveryCall(accountId: number, keyId: number): number {
      recordEvents([{ kind: 'discovery', accountId, keyId }]);
      return monthTotals(accountId, utcMonth(now())).discovery;
    },

    /** Billed calls of the current UTC month. */
    monthBilled(accountId: number): number {
      return monthTotals(accountId, utcMonth(now())).billed;
    },

    /** The whole month ('YYYY-MM', default the current UTC month) broken down by day, key and engine. */
    monthToDate(accountId: number, month: string = utcMonth(now())): MonthUsage {
      const totals = { ...monthTotals(accountId, month) };
      const usage: MonthUsage = { month, ...totals, byEngine: { solver: 0, fallback: 0 }, days: [], keys: [] };
      const days = new Map<string, DayUsage>();
      const keys = new Map<number, KeyUsage>();
      for (const row of dailyOfMonth.all(accountId, `${month}-01`, `${month}-32`)) {
        let day = days.get(row.day);
        if (!day) days.set(row.day, (day = { day: row.day, billed: 0, discovery: 0, solver: 0, fallback: 0 }));
        let key = keys.get(row.key_id);
        if (!key) keys.set(row.key_id, (key = { keyId: row.key_id, billed: 0, discovery: 0 }));
        if (row.kind === 'discovery') {
          day.discovery += row.calls;
          key.discovery += row.calls;
        } else {
          day.billed += row.calls;
          key.billed += row.calls;
          if (row.engine === 'solver' || row.engine === 'fallback') {
            day[row.engine] += row.calls;
            usage.byEngine[row.engine] += row.calls;
          }
        }
      }
      usage.days = [...days.values()];
      usage.keys = [...keys.values()].sort((a, b) => a.keyId - b.keyId);
      return usage;
    },
  };
}
