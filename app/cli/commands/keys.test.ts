import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keysCommand } from './keys.ts';
import { usageCommand } from './usage.ts';
import { openDatabase } from '../../server/accounts/database.ts';
import { openAccountStore } from '../../server/accounts/accounts.ts';

let dataDir: string;
let stdout: string;
let stderr: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-cli-'));
  stdout = '';
  stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const keys = (...args: string[]) => keysCommand.run([...args, '--data-dir', dataDir]);

function storedAccount(name: string) {
  const db = openDatabase(path.join(dataDir, 'dss.sqlite'));
  try {
    return openAccountStore(db).accountByName(name);
  } finally {
    db.close();
  }
}

describe('dss keys', () => {
  it('create --json prints exactly {"account": ..., "key": ...} and makes the account with its settings', async () => {
    expect(await keys('create', '--account', 'bot', '--rate', '5', '--quota', '100', '--hard-cap', '200', '--stakes', '50_100,25_50', '--folder', 'bots/one', '--json')).toBe(0);
    expect(stdout).toMatch(/^\{"account": "bot", "key": "sk_live_[A-Za-z0-9]{32}"\}\n$/);
    expect(storedAccount('bot')).toMatchObject({ ratePerSecond: 5, monthlyQuota: 100, hardCap: 200, stakes: ['50_100', '25_50'], strategyFolder: 'bots/one' });
  });

  it('create on an existing account adds a key and applies only the given settings', async () => {
    await keys('create', '--account', 'bot', '--rate', '5', '--json');
    await keys('create', '--account', 'bot', '--quota', '7', '--json');
    expect(storedAccount('bot')).toMatchObject({ ratePerSecond: 5, monthlyQuota: 7 });
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines[0].key).not.toBe(lines[1].key);
  });

  it('lists accounts and key hints, never whole keys', async () => {
    await keys('create', '--account', 'bot', '--json');
    const { key } = JSON.parse(stdout);
    stdout = '';
    expect(await keys('list')).toBe(0);
    expect(stdout).toContain('bot');
    expect(stdout).toContain(key.slice(0, 12));
    expect(stdout).not.toContain(key);
  });

  it('revokes by whole key or by id, and says so when there is no such key', async () => {
    await keys('create', '--account', 'bot', '--json');
    await keys('create', '--account', 'bot', '--json');
    const [first] = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(await keys('revoke', first.key)).toBe(0);
    expect(await keys('revoke', '#2')).toBe(0);
    expect(stdout).toContain('Revoked #2');
    expect(await keys('revoke', '99')).toBe(1);
    expect(stderr).toContain('no key #99');
  });

  it.each([
    [['create'], 'create needs --account'],
    [['create', '--account', 'x', '--rate', 'fast'], '--rate "fast" is not a whole number'],
    [['create', '--account', 'x', '--stakes', '50-100'], 'stakes "50-100"'],
    [['create', '--account', 'x', '--folder', '../out'], 'strategy folder "../out"'],
    [['frobnicate'], 'unknown action "frobnicate"'],
  ])('refuses %j naming the problem', async (args, message) => {
    expect(await keys(...args)).not.toBe(0);
    expect(stderr).toContain(message);
  });
});

describe('dss usage', () => {
  it('prints the month of every account, and one account as JSON', async () => {
    await keys('create', '--account', 'bot', '--quota', '30', '--hard-cap', '40', '--json');
    stdout = '';
    expect(await usageCommand.run(['--data-dir', dataDir])).toBe(0);
    expect(stdout).toContain('bot: 0 billed');
    stdout = '';
    expect(await usageCommand.run(['--data-dir', dataDir, '--account', 'bot', '--json'])).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ account: 'bot', billed: 0, discovery: 0, soft_quota: 30, hard_cap: 40, remaining: 30 });
  });

  it('says so for an unknown account or a bad month', async () => {
    expect(await usageCommand.run(['--data-dir', dataDir, '--account', 'ghost'])).toBe(1);
    expect(await usageCommand.run(['--data-dir', dataDir, '--month', '2025-13'])).toBe(2);
    expect(stderr).toContain('no account "ghost"');
  });
});
