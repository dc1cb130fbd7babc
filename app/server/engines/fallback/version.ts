// The fallback engine build: `fallback-<semver>+<hash>`, the hash covering everything
// that decides an answer besides the code's semver: the rules, the generated preflop
// tables and the pool charts. Quote it with X-Request-ID when reporting a decision.
import { createHash } from 'node:crypto';
import { POOLS, loadPoolProfile } from '../../../solver/profiles/pool-profile.ts';
import { POSTFLOP_RULES, PREFLOP_RULES } from './rules.ts';
import { TABLES_FINGERPRINT } from './tables/preflop-tables.ts';

export const ENGINE_SEMVER = '1.0.0';

export function rulesHash(): string {
  const rules = {
    preflop: PREFLOP_RULES,
    postflop: POSTFLOP_RULES,
    tables: TABLES_FINGERPRINT,
    pools: POOLS.map((pool) => loadPoolProfile(pool).chart),
  };
  return createHash('sha256').update(JSON.stringify(rules)).digest('hex').slice(0, 12);
}

export const ENGINE_VERSION = `fallback-${ENGINE_SEMVER}+${rulesHash()}`;
