import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { DEFAULT_ACCOUNT_SETTINGS, openAccountStore } from './accounts.ts';
import { API_KEY_PATTERN, generateApiKey } from './api-keys.ts';

let db: Db;
afterEach(() => db?.close());

function store() {
  db = openDatabase(':memory:');
  return openAccountStore(db);
}

describe('account store', () => {
  it('creates an account with its settings and finds it by name', () => {
    const accounts = store();
    const made = accounts.createAccount('alice', { ...DEFAULT_ACCOUNT_SETTINGS, ratePerSecond: 7, stakes: ['50_100', '25_50'] });
    expect(accounts.accountByName('alice')).toEqual(made);
    expect(made).toMatchObject({ name: 'alice', ratePerSecond: 7, stakes: ['50_100', '25_50'], strategyFolder: null });
  });

  it('answers null for an unknown account', () => {
    expect(store().accountByName('nobody')).toBeNull();
  });

  it.each([
    [{ ratePerSecond: 0 }, 'rate 0'],
    [{ monthlyQuota: -1 }, 'quota -1'],
    [{ hardCap: 5, monthlyQuota: 10 }, 'hard cap 5 is below the soft quota 10'],
    [{ stakes: ['50-100'] }, 'stakes "50-100"'],
    [{ stakes: [] }, 'stakes allowlist is empty'],
    [{ strategyFolder: '../escape' }, 'strategy folder "../escape"'],
    [{ strategyFolder: '/abs' }, 'strategy folder "/abs"'],
  ])('rejects bad settings %j naming the value', (patch, message) => {
    expect(() => store().createAccount('bob', { ...DEFAULT_ACCOUNT_SETTINGS, ...patch })).toThrow(message);
  });

  it('rejects a second account of the same name', () => {
    const accounts = store();
    accounts.createAccount('carol', DEFAULT_ACCOUNT_SETTINGS);
    expect(() => accounts.createAccount('carol', DEFAULT_ACCOUNT_SETTINGS)).toThrow('account "carol" already exists');
  });

  it('updates only the given settings', () => {
    const accounts = store();
    accounts.createAccount('dan', DEFAULT_ACCOUNT_SETTINGS);
    const updated = accounts.updateAccount('dan', { ratePerSecond: 3 });
    expect(updated).toMatchObject({ ratePerSecond: 3, monthlyQuota: DEFAULT_ACCOUNT_SETTINGS.monthlyQuota });
    expect(accounts.updateAccount('nobody', { ratePerSecond: 3 })).toBeNull();
  });
});

describe('API keys', () => {
  it('issues keys in the sk_live_ format that authenticate their account', () => {
    const accounts = store();
    const account = accounts.createAccount('erin', DEFAULT_ACCOUNT_SETTINGS);
    const issued = accounts.issueKey(account.id);
    expect(issued.key).toMatch(API_KEY_PATTERN);
    expect(accounts.keyHolder(issued.key)).toEqual({ account, keyId: issued.record.id });
  });

  it('stores only a hash of the key', () => {
    const accounts = store();
    const { key } = accounts.issueKey(accounts.createAccount('f', DEFAULT_ACCOUNT_SETTINGS).id);
    const dump = JSON.stringify(db.prepare('SELECT * FROM api_keys').all());
    expect(dump).not.toContain(key.slice(8));
  });

  it('answers null for malformed, unknown and revoked keys alike', () => {
    const accounts = store();
    const { key, record } = accounts.issueKey(accounts.createAccount('g', DEFAULT_ACCOUNT_SETTINGS).id);
    expect(accounts.keyHolder(undefined)).toBeNull();
    expect(accounts.keyHolder('sk_live_short')).toBeNull();
    expect(accounts.keyHolder(generateApiKey())).toBeNull();
    expect(accounts.revokeKey(key)?.revokedAt).not.toBeNull();
    expect(accounts.keyHolder(key)).toBeNull();
    expect(accounts.revokeKey(record.id)?.id).toBe(record.id);
  });

  it('keeps many keys per account and lists them with hints only', () => {
    const accounts = store();
    const account = accounts.createAccount('h', DEFAULT_ACCOUNT_SETTINGS);
    const first = accounts.issueKey(account.id);
    accounts.issueKey(account.id);
    const listed = accounts.listKeys('h');
    expect(listed).toHaveLength(2);
    expect(listed[0].hint).toBe(`${first.key.slice(0, 12)}...`);
  });

  it('answers null when revoking an unknown key', () => {
    expect(store().revokeKey(generateApiKey())).toBeNull();
    expect(store().revokeKey(99)).toBeNull();
  });
});

describe('key holders across connections', () => {
  it('sees a key made and revoked through another connection at the next call', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-keys-'));
    const file = path.join(dir, 'dss.sqlite');
    const server = openDatabase(file);
    const cli = openDatabase(file);
    const served = openAccountStore(server);
    const admin = openAccountStore(cli);
    const account = admin.createAccount('shared', DEFAULT_ACCOUNT_SETTINGS);
    const { key } = admin.issueKey(account.id);
    expect(served.keyHolder(key)?.account.name).toBe('shared');
    admin.updateAccount('shared', { ratePerSecond: 42 });
    expect(served.keyHolder(key)?.account.ratePerSecond).toBe(42);
    admin.revokeKey(key);
    expect(served.keyHolder(key)).toBeNull();
    server.close();
    cli.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
