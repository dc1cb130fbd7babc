// Numbered schema migrations. Never edit a shipped migration: add the next number.
// Times are ISO 8601 UTC strings; days 'YYYY-MM-DD' and months 'YYYY-MM' in UTC.

export interface Migration {
  version: number;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        rate_per_second INTEGER NOT NULL CHECK (rate_per_second > 0),
        monthly_quota INTEGER NOT NULL CHECK (monthly_quota >= 0),
        hard_cap INTEGER NOT NULL CHECK (hard_cap >= 0),
        stakes TEXT NOT NULL,            -- JSON array of '<sb>_<bb>'
        strategy_folder TEXT,            -- relative to <dataDir>/custom, or NULL
        created_at TEXT NOT NULL
      );
      CREATE TABLE api_keys (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        key_hash BLOB NOT NULL UNIQUE,   -- sha256 of the whole key; the key itself is never stored
        key_hint TEXT NOT NULL,          -- 'sk_live_AbCd...' for listings
        created_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX api_keys_account ON api_keys(account_id);
      -- kind: 'billed' (engine 'solver' | 'fallback') or 'discovery' (engine 'none').
      CREATE TABLE usage_daily (
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        key_id INTEGER NOT NULL REFERENCES api_keys(id),
        day TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('billed', 'discovery')),
        engine TEXT NOT NULL,
        calls INTEGER NOT NULL,
        PRIMARY KEY (account_id, day, key_id, kind, engine)
      ) WITHOUT ROWID;
      -- Month totals kept in the same transaction as usage_daily: the hard-cap check reads one row.
      CREATE TABLE usage_monthly (
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        month TEXT NOT NULL,
        billed INTEGER NOT NULL DEFAULT 0,
        discovery INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (account_id, month)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 2,
    sql: `ALTER TABLE api_keys ADD COLUMN label TEXT;`,
  },
  {
    // Solve jobs (app/server/jobs): one runs at a time; a job found 'running' at start was
    // cut off by a stop or crash and goes back to 'queued'.
    version: 3,
    sql: `
      CREATE TABLE solve_jobs (
        id INTEGER PRIMARY KEY,
        status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
        request TEXT NOT NULL,           -- JSON: the job's spot, solve limits and destination folder
        created_at TEXT NOT NULL,
        started_at TEXT,
        finished_at TEXT,
        iteration INTEGER,               -- last progress report of the running solve
        exploitability_pct REAL,
        elapsed_ms INTEGER,
        eta_s REAL,
        result TEXT,                     -- JSON when done: the tree file and its solve facts
        error TEXT,                      -- why it failed
        runs INTEGER NOT NULL DEFAULT 0  -- times started (a restart runs it again)
      );
      CREATE INDEX solve_jobs_status ON solve_jobs(status, id);
    `,
  },
];
