// The fallback engine in-process: one body and its replayed table in, one answer out.
// Pure and deterministic (postflop Monte Carlo is seeded from the body). The service runs
// it in worker threads (pool.ts); tests call it directly.
import type { Pool } from '../../../solver/profiles/pool-profile.ts';
import type { ActionRecord, DecisionContext } from '../../../shared/contract/responses.ts';
import type { PostflopBody, PreflopBody } from '../../../shared/contract/strategy-body.ts';
import type { ReplayedTable } from '../replay/table.ts';
import { contextOf } from './context.ts';
import { decidePostflop } from './postflop/postflop-engine.ts';
import { decidePreflop } from './preflop/preflop-engine.ts';
import { actionRecords } from './records.ts';
import { seedOf } from './seed.ts';
import { ENGINE_VERSION } from './version.ts';

export interface EngineAnswer {
  engine: 'fallback';
  /** The build that answered (`fallback-1.0.0+<rules hash>`). */
  engine_version: string;
  /** The response's data: context per verbosity, and the action mix (postflop: one action, frequency 1). */
  data: { context: DecisionContext; actions: ActionRecord[] };
  /** Which rule decided (e.g. `open`, `vs_3bet`, `push_fold_open`, `value_bet`): for the audit block and logs. */
  rule: string;
}

export function decideFallback(body: PreflopBody | PostflopBody, table: ReplayedTable): EngineAnswer {
  const pool: Pool = body.player_type ?? 'regs';
  const full = body.verbosity === 'full';
  const context = contextOf(table, full);
  if (table.kind === 'preflop') {
    const decision = decidePreflop(table, pool);
    return {
      engine: 'fallback',
      engine_version: ENGINE_VERSION,
      data: { context, actions: actionRecords(table, decision.weights, decision.raiseToBb, full) },
      rule: decision.rule,
    };
  }
  const decision = decidePostflop(body as PostflopBody, table, pool, seedOf(body));
  return {
    engine: 'fallback',
    engine_version: ENGINE_VERSION,
    data: { context, actions: actionRecords(table, decision.weights, decision.amountBb, full) },
    rule: decision.rule,
  };
}
