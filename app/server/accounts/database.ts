// The account database (better-sqlite3): WAL journal, numbered migrations tracked in
// PRAGMA user_version. One file per data dir: <dataDir>/dss.sqlite.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations.ts';

export type Db = Database.Database;

/**
 * Opens (creating when absent) the database and brings its schema up to date.
 * synchronous=NORMAL in WAL mode: a committed transaction survives a crash of the
 * process (the WAL is written before COMMIT returns); only an OS crash or power loss
 * may lose the last commits. FULL would add an fsync per billed call.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Another process (the CLI, a second server) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Applies every migration numbered above PRAGMA user_version, each in its own transaction. */
export function migrate(db: Db): number {
  let version = db.pragma('user_version', { simple: true }) as number;
  for (const migration of MIGRATIONS) {
    if (migration.version <= version) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
    version = migration.version;
  }
  return version;
}
