// Server configuration, parsed once with a schema; a bad value fails fast and the
// error names every bad key (`config: port: ...; dataDir: ...`).
import path from 'node:path';
import { z } from 'zod';

/** Host names the server may bind to: loopback only (the Host-header guard accepts only these). */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'] as const;

const positiveInt = z.number().int().positive();

export const LimitsConfigSchema = z
  .object({
    /** Requests per second per client address before the key check runs (fixed 1 s window). */
    preAuthPerSecond: positiveInt.default(1000),
    /** Largest accepted request body, bytes (the contract's POST limit: 32 KiB). */
    bodyLimitBytes: positiveInt.default(32 * 1024),
    /** Background WAL checkpoint period, ms (0: SQLite's own, on the event loop). */
    walCheckpointMs: z.number().int().nonnegative().default(1000),
    /** Decoded tree nodes kept in memory (LRU); a hit answers X-Cache: HIT. */
    nodeCacheEntries: positiveInt.default(20_000),
  })
  .strict();

export const FallbackConfigSchema = z
  .object({
    /** Worker threads of the POST fallback engine (0: in-process, on the event loop: tests and tools). */
    workers: z.number().int().min(0).max(16).default(2),
    /** Per-decision limit, ms, queue wait included; past it POST answers 503 fallback_unavailable. */
    timeoutMs: positiveInt.default(1000),
  })
  .strict();

export const ServerConfigSchema = z
  .object({
    host: z.enum(LOOPBACK_HOSTS).default('127.0.0.1'),
    /** 0 picks a free port; the Host guard then uses the port actually bound. */
    port: z.number().int().min(0).max(65535).default(8787),
    /** Holds dss.sqlite (accounts, keys, usage), `custom/` strategy folders and synced trees. */
    dataDir: z.string().min(1),
    /** Directories of v1 (shared default) tree sets: the bundled set first, then synced ones. */
    treesDirs: z.array(z.string().min(1)).default([]),
    /** The built web UI (dist/renderer) served at /, same origin as the API; null: API only. */
    webRoot: z.string().min(1).nullable().default(null),
    /** Origins besides the server's own that may call it (e.g. a Vite dev server). */
    allowedOrigins: z.array(z.url()).default([]),
    limits: LimitsConfigSchema.default(() => LimitsConfigSchema.parse({})),
    fallback: FallbackConfigSchema.default(() => FallbackConfigSchema.parse({})),
    /** Enables /admin (key management for the local UI) behind this run's admin token. */
    admin: z
      .object({ token: z.string().min(16), localAccount: z.string().min(1), localKey: z.string().min(1) })
      .strict()
      .nullable()
      .default(null),
    /**
     * Check every answer against its contract schema as it is sent (zod encode). On in
     * tests; off in service, where answers are built from the contract's types and plain
     * JSON.stringify keeps the hot path short.
     */
    validateResponses: z.boolean().default(false),
    logger: z
      .union([z.boolean(), z.object({ level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) }).strict()])
      .default(false),
  })
  .strict();

export type ServerConfig = z.output<typeof ServerConfigSchema>;
export type ServerConfigInput = z.input<typeof ServerConfigSchema>;
export type LimitsConfig = ServerConfig['limits'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses and normalises (absolute paths) a configuration; throws ConfigError naming every bad key. */
export function parseServerConfig(input: unknown): ServerConfig {
  const result = ServerConfigSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')).join(', ') : '';
      const where = issue.path.join('.') || keys || '(root)';
      return `${where}: ${issue.message}`;
    });
    throw new ConfigError(`config: ${problems.join('; ')}`);
  }
  const config = result.data;
  return {
    ...config,
    dataDir: path.resolve(config.dataDir),
    treesDirs: config.treesDirs.map((dir) => path.resolve(dir)),
    webRoot: config.webRoot === null ? null : path.resolve(config.webRoot),
  };
}

/** `<dataDir>/dss.sqlite`: accounts, keys and usage. */
export function databasePath(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'dss.sqlite');
}

/** `<dataDir>/custom`: the root under which account strategy folders live. */
export function customTreesRoot(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'custom');
}
