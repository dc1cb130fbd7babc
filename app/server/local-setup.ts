// What a local install needs before it serves: the data dir, the `local` account with a
// key the desktop UI can read back, the bundled tree set, and a running server.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, listen, type App } from './app.ts';
import { databasePath, type ServerConfigInput } from './config.ts';
import { openDatabase, type Db } from './accounts/database.ts';
import { openAccountStore, type AccountSettings } from './accounts/accounts.ts';

export const LOCAL_ACCOUNT = 'local';
/** The local account serves the bundled stakes with limits no single user reaches. */
export const LOCAL_SETTINGS: AccountSettings = {
  ratePerSecond: 200,
  monthlyQuota: 1_000_000,
  hardCap: 10_000_000,
  stakes: ['50_100'],
  strategyFolder: null,
};
/** `<dataDir>/local-key`: the local account's key, readable by the user only (like the database). */
export const LOCAL_KEY_FILE = 'local-key';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** --data-dir, else DSS_DATA_DIR, else ./.dss; absolute. */
export function resolveDataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(flag ?? env.DSS_DATA_DIR ?? '.dss');
}

/** The bundled v1 tree set: trees/ of this install (./trees when run from the repository). */
export function bundledTreesDir(): string {
  return path.join(REPO_ROOT, 'trees');
}

/** The built web UI (vite build), or null when it has not been built. */
export function builtWebRoot(): string | null {
  const dir = path.join(REPO_ROOT, 'dist', 'renderer');
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : null;
}

export interface LocalAccess {
  account: string;
  key: string;
  /** The key was made now (first start, or the saved one was revoked or lost). */
  created: boolean;
}

/**
 * Makes sure the `local` account exists and has a live key saved in <dataDir>/local-key
 * (mode 0600), so the desktop UI can show it on every start. Only a new key is `created`.
 */
export function ensureLocalAccess(db: Db, dataDir: string): LocalAccess {
  const accounts = openAccountStore(db);
  const file = path.join(dataDir, LOCAL_KEY_FILE);
  const account = accounts.accountByName(LOCAL_ACCOUNT) ?? accounts.createAccount(LOCAL_ACCOUNT, LOCAL_SETTINGS);
  const saved = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
  if (saved !== null && accounts.keyHolder(saved)?.account.id === account.id) return { account: LOCAL_ACCOUNT, key: saved, created: false };
  const { key } = accounts.issueKey(account.id);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return { account: LOCAL_ACCOUNT, key, created: true };
}

export interface StartOptions {
  host?: ServerConfigInput['host'];
  port?: number;
  dataDir: string;
  /** v1 tree sets; default: the bundled set and <dataDir>/trees (synced sets). */
  treesDirs?: string[];
  /** The web UI to serve; default: the built one, when there is one. */
  webRoot?: string | null;
  logger?: ServerConfigInput['logger'];
}

export interface RunningService {
  app: App;
  /** `http://127.0.0.1:8787` */
  origin: string;
  local: LocalAccess;
  /** Bearer token of /admin for this run; the UI address is `${origin}/#token=${adminToken}`. */
  adminToken: string;
  close(): Promise<void>;
}

/** Opens the data dir, ensures the local account, builds and binds the app. */
export async function startService(options: StartOptions): Promise<RunningService> {
  const dataDir = path.resolve(options.dataDir);
  const config: ServerConfigInput = {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 8787,
    dataDir,
    treesDirs: options.treesDirs ?? [bundledTreesDir(), path.join(dataDir, 'trees')],
    webRoot: options.webRoot === undefined ? builtWebRoot() : options.webRoot,
    logger: options.logger ?? false,
  };
  const db = openDatabase(databasePath({ dataDir }));
  let app: App;
  let local: LocalAccess;
  const adminToken = crypto.randomBytes(24).toString('base64url');
  try {
    local = ensureLocalAccess(db, dataDir);
    app = buildApp({ ...config, admin: { token: adminToken, localAccount: local.account, localKey: local.key } }, { db });
  } catch (error) {
    db.close();
    throw error;
  }
  app.addHook('onClose', async () => db.close());
  try {
    const origin = await listen(app, config);
    return { app, origin, local, adminToken, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
