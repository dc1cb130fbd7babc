// Test helper: an app on a fresh temp data dir, driven with inject() (no sockets), plus
// accounts and keys made through the same stores the CLI uses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDeps } from '../app.ts';
import type { ServerConfigInput } from '../config.ts';
import { openDatabase, type Db } from '../accounts/database.ts';
import { DEFAULT_ACCOUNT_SETTINGS, openAccountStore, type AccountSettings } from '../accounts/accounts.ts';
import { openUsageStore } from '../accounts/usage.ts';

export const TEST_PORT = 8787;
export const TEST_HOST = `127.0.0.1:${TEST_PORT}`;

export interface AppFixture {
  app: App;
  db: Db;
  dataDir: string;
  clock: { ms: number };
  accounts: ReturnType<typeof openAccountStore>;
  usage: ReturnType<typeof openUsageStore>;
  /** Makes (or updates) an account and returns a fresh key for it. */
  keyFor(name: string, settings?: Partial<AccountSettings>): string;
  /** inject() with the loopback Host header set. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface FixtureOptions {
  config?: Partial<ServerConfigInput>;
  deps?: Omit<AppDeps, 'db' | 'now'>;
  startMs?: number;
}

export async function appFixture(options: FixtureOptions = {}): Promise<AppFixture> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dss-server-'));
  const db = openDatabase(path.join(dataDir, 'dss.sqlite'));
  const clock = { ms: options.startMs ?? Date.UTC(2025, 4, 15, 12, 0, 0) };
  const now = () => clock.ms;
  // Tests check every answer against its contract schema as it is sent.
  // The POST fallback engine runs in-process: no worker threads per test app.
  const config = { dataDir, port: TEST_PORT, validateResponses: true, fallback: { workers: 0 }, ...options.config };
  const app = buildApp({ ...config, limits: { walCheckpointMs: 0, ...config.limits } }, { ...options.deps, db, now });
  await app.ready();
  const accounts = openAccountStore(db, now);
  const usage = openUsageStore(db, now);
  const request = (opts: InjectOptions) => app.inject({ ...opts, headers: { host: TEST_HOST, ...opts.headers } });
  return {
    app,
    db,
    dataDir,
    clock,
    accounts,
    usage,
    keyFor(name, settings = {}) {
      const account =
        accounts.updateAccount(name, settings) ?? accounts.createAccount(name, { ...DEFAULT_ACCOUNT_SETTINGS, ...settings });
      return accounts.issueKey(account.id).key;
    },
    request,
    get: (url, headers = {}) => request({ method: 'GET', url, headers }),
    async close() {
      await app.close();
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
