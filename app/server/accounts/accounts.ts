// Accounts and their keys. A factory over the database that returns verbs; absence is null.
import path from 'node:path';
import type { Db } from './database.ts';
import { apiKeyHint, generateApiKey, hashApiKey, hashesEqual, isApiKeyFormat } from './api-keys.ts';

export interface Account {
  id: number;
  name: string;
  /** Rate tier: decision calls per second (fixed 1 s window). */
  ratePerSecond: number;
  /** Soft monthly quota of billed calls; beyond it calls are served and billed as overage. */
  monthlyQuota: number;
  /** Hard monthly cap of billed calls; at or above it billable calls answer 429. */
  hardCap: number;
  /** Stake allowlist, each '<sb>_<bb>'. */
  stakes: string[];
  /** Strategy folder relative to <dataDir>/custom, or null (shared v1 trees only). */
  strategyFolder: string | null;
  createdAt: string;
}

export interface AccountSettings {
  ratePerSecond: number;
  monthlyQuota: number;
  hardCap: number;
  stakes: string[];
  strategyFolder: string | null;
}

export interface ApiKeyRecord {
  id: number;
  accountId: number;
  accountName: string;
  hint: string;
  /** A note on what the key is for, or null. */
  label: string | null;
  createdAt: string;
  revokedAt: string | null;
}

export interface IssuedKey {
  /** Shown once; only its hash is stored. */
  key: string;
  record: ApiKeyRecord;
}

export interface KeyHolder {
  account: Account;
  keyId: number;
}

export class AccountInputError extends Error {
  override name = 'AccountInputError';
}

const ACCOUNT_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
export const STAKES_PATTERN = /^[1-9][0-9]{0,8}_[1-9][0-9]{0,8}$/;

/** Limits of an account made without explicit ones (`dss keys create` with no flags). */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  ratePerSecond: 10,
  monthlyQuota: 10_000,
  hardCap: 20_000,
  stakes: ['50_100'],
  strategyFolder: null,
};

export function checkAccountName(name: string): string {
  if (!ACCOUNT_NAME.test(name)) {
    throw new AccountInputError(`account name "${name}" must be 1..64 of letters, digits, _ . - (starting with a letter or digit)`);
  }
  return name;
}

/** Throws naming the first bad setting; returns the settings with stakes de-duplicated. */
export function checkAccountSettings(settings: AccountSettings): AccountSettings {
  const { ratePerSecond, monthlyQuota, hardCap, stakes, strategyFolder } = settings;
  if (!Number.isSafeInteger(ratePerSecond) || ratePerSecond < 1) throw new AccountInputError(`rate ${ratePerSecond} is not an integer >= 1`);
  if (!Number.isSafeInteger(monthlyQuota) || monthlyQuota < 0) throw new AccountInputError(`quota ${monthlyQuota} is not an integer >= 0`);
  if (!Number.isSafeInteger(hardCap) || hardCap < 0) throw new AccountInputError(`hard cap ${hardCap} is not an integer >= 0`);
  if (hardCap < monthlyQuota) throw new AccountInputError(`hard cap ${hardCap} is below the soft quota ${monthlyQuota}`);
  if (stakes.length === 0) throw new AccountInputError('stakes allowlist is empty');
  for (const stake of stakes) {
    if (!STAKES_PATTERN.test(stake)) throw new AccountInputError(`stakes "${stake}" is not <sb>_<bb> (e.g. 50_100)`);
  }
  if (strategyFolder !== null) checkStrategyFolder(strategyFolder);
  return { ...settings, stakes: [...new Set(stakes)] };
}

/** A strategy folder is a relative path that stays under <dataDir>/custom. */
export function checkStrategyFolder(folder: string): string {
  const normal = path.posix.normalize(folder.replaceAll('\\', '/'));
  if (folder === '' || path.isAbsolute(folder) || normal.startsWith('..') || normal === '.' || normal.startsWith('/')) {
    throw new AccountInputError(`strategy folder "${folder}" must be a relative path under the data dir's custom/`);
  }
  return normal.replace(/\/$/, '');
}

interface AccountRow {
  id: number;
  name: string;
  rate_per_second: number;
  monthly_quota: number;
  hard_cap: number;
  stakes: string;
  strategy_folder: string | null;
  created_at: string;
}

interface KeyRow {
  id: number;
  account_id: number;
  account_name: string;
  key_hint: string;
  label: string | null;
  created_at: string;
  revoked_at: string | null;
}

function accountOf(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    ratePerSecond: row.rate_per_second,
    monthlyQuota: row.monthly_quota,
    hardCap: row.hard_cap,
    stakes: JSON.parse(row.stakes) as string[],
    strategyFolder: row.strategy_folder,
    createdAt: row.created_at,
  };
}

function keyOf(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    hint: row.key_hint,
    label: row.label,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

export type AccountStore = ReturnType<typeof openAccountStore>;

/** Writes to accounts and keys through any store on a connection (other connections show in PRAGMA data_version). */
const writeGenerations = new WeakMap<Db, { value: number }>();
const KEY_CACHE_ENTRIES = 1000;

export function openAccountStore(db: Db, now: () => number = Date.now) {
  const iso = () => new Date(now()).toISOString();
  const byName = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE name = ?');
  const byId = db.prepare<[number], AccountRow>('SELECT * FROM accounts WHERE id = ?');
  const all = db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY name');
  const insertAccount = db.prepare(
    `INSERT INTO accounts (name, rate_per_second, monthly_quota, hard_cap, stakes, strategy_folder, created_at)
     VALUES (@name, @ratePerSecond, @monthlyQuota, @hardCap, @stakes, @strategyFolder, @createdAt)`,
  );
  const updateAccount = db.prepare(
    `UPDATE accounts SET rate_per_second = @ratePerSecond, monthly_quota = @monthlyQuota, hard_cap = @hardCap,
       stakes = @stakes, strategy_folder = @strategyFolder WHERE id = @id`,
  );
  const insertKey = db.prepare('INSERT INTO api_keys (account_id, key_hash, key_hint, label, created_at) VALUES (?, ?, ?, ?, ?)');
  const keySelect = `SELECT k.id, k.account_id, a.name AS account_name, k.key_hint, k.label, k.created_at, k.revoked_at
                     FROM api_keys k JOIN accounts a ON a.id = k.account_id`;
  const keyById = db.prepare<[number], KeyRow>(`${keySelect} WHERE k.id = ?`);
  const keyByHash = db.prepare<[Buffer], KeyRow>(`${keySelect} WHERE k.key_hash = ?`);
  const keysAll = db.prepare<[], KeyRow>(`${keySelect} ORDER BY a.name, k.id`);
  const keysOf = db.prepare<[string], KeyRow>(`${keySelect} WHERE a.name = ? ORDER BY k.id`);
  const revoke = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const holderByHash = db.prepare<[Buffer], AccountRow & { key_id: number; key_hash: Buffer }>(
    `SELECT a.*, k.id AS key_id, k.key_hash FROM api_keys k JOIN accounts a ON a.id = k.account_id
     WHERE k.key_hash = ? AND k.revoked_at IS NULL`,
  );

  const row = (settings: AccountSettings) => ({ ...settings, stakes: JSON.stringify(settings.stakes) });

  // Key holders are cached until the accounts or keys change: on this connection (the
  // write generation) or in another process (PRAGMA data_version moves on its commits).
  let generation = writeGenerations.get(db);
  if (!generation) writeGenerations.set(db, (generation = { value: 0 }));
  const wrote = () => generation.value++;
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const holders = new Map<string, KeyHolder | null>();
  let holdersStamp = '';

  return {
    accountByName(name: string): Account | null {
      const found = byName.get(name);
      return found ? accountOf(found) : null;
    },

    accountById(id: number): Account | null {
      const found = byId.get(id);
      return found ? accountOf(found) : null;
    },

    listAccounts(): Account[] {
      return all.all().map(accountOf);
    },

    createAccount(name: string, settings: AccountSettings): Account {
      checkAccountName(name);
      const checked = checkAccountSettings(settings);
      if (byName.get(name)) throw new AccountInputError(`account "${name}" already exists`);
      const info = insertAccount.run({ name, ...row(checked), createdAt: iso() });
      wrote();
      return accountOf(byId.get(Number(info.lastInsertRowid))!);
    },

    /** Applies the given settings to an existing account; null when there is no such account. */
    updateAccount(name: string, patch: Partial<AccountSettings>): Account | null {
      const found = byName.get(name);
      if (!found) return null;
      const current = accountOf(found);
      const checked = checkAccountSettings({
        ratePerSecond: patch.ratePerSecond ?? current.ratePerSecond,
        monthlyQuota: patch.monthlyQuota ?? current.monthlyQuota,
        hardCap: patch.hardCap ?? current.hardCap,
        stakes: patch.stakes ?? current.stakes,
        strategyFolder: patch.strategyFolder === undefined ? current.strategyFolder : patch.strategyFolder,
      });
      updateAccount.run({ id: current.id, ...row(checked) });
      wrote();
      return accountOf(byId.get(current.id)!);
    },

    /** Makes a key for an account; the returned key is the only time it is visible. */
    issueKey(accountId: number, label: string | null = null): IssuedKey {
      const key = generateApiKey();
      const info = insertKey.run(accountId, hashApiKey(key), apiKeyHint(key), label, iso());
      wrote();
      return { key, record: keyOf(keyById.get(Number(info.lastInsertRowid))!) };
    },

    listKeys(accountName?: string): ApiKeyRecord[] {
      return (accountName === undefined ? keysAll.all() : keysOf.all(accountName)).map(keyOf);
    },

    /** Revokes by the whole key or by key id; null when no such key. Revoking twice keeps the first time. */
    revokeKey(keyOrId: string | number): ApiKeyRecord | null {
      const found = typeof keyOrId === 'number' ? keyById.get(keyOrId) : isApiKeyFormat(keyOrId) ? keyByHash.get(hashApiKey(keyOrId)) : undefined;
      if (!found) return null;
      revoke.run(iso(), found.id);
      wrote();
      return keyOf(keyById.get(found.id)!);
    },

    /**
     * The account behind a live key, or null for any key that is malformed, unknown or
     * revoked (callers answer all of these the same way). Keys made or revoked by another
     * process apply at the next call (the cache follows PRAGMA data_version).
     */
    keyHolder(key: unknown): KeyHolder | null {
      if (!isApiKeyFormat(key)) return null;
      const hash = hashApiKey(key);
      const stamp = `${dataVersion.get()}|${generation.value}`;
      if (stamp !== holdersStamp || holders.size >= KEY_CACHE_ENTRIES) {
        holders.clear();
        holdersStamp = stamp;
      }
      const cacheKey = hash.toString('base64');
      const cached = holders.get(cacheKey);
      if (cached !== undefined) return cached;
      const found = holderByHash.get(hash);
      // The lookup is by hash (an attacker cannot steer its prefix); the explicit
      // constant-time compare guards the match itself.
      const holder = found && hashesEqual(found.key_hash, hash) ? { account: accountOf(found), keyId: found.key_id } : null;
      holders.set(cacheKey, holder);
      return holder;
    },
  };
}
