// The limits of a key holder: the per-second rate tier, the soft monthly quota and the
// hard monthly cap, and the X-RateLimit-* headers that report them. Billing happens here
// too, in one synchronous step with the cap check (usage.recordBilledCall).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeyHolder } from '../accounts/accounts.ts';
import type { BilledCallOutcome, BilledEngine, UsageEvent, UsageStore } from '../accounts/usage.ts';
import { nextMonthStartMs } from '../accounts/calendar.ts';
import { ApiError } from './errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

export interface UsageLimits {
  /** Sets every X-RateLimit-* header from the account and its month so far (Remaining = limit - 1). */
  reportLimits(reply: FastifyReply, holder: KeyHolder): void;
  /** Counts the request in the account's 1 s window; throws 429 per_second beyond the tier. */
  enforcePerSecond(reply: FastifyReply, holder: KeyHolder): void;
  /** Throws 429 hard_cap when the month already reached the hard cap (billable calls only). */
  ensureUnderHardCap(reply: FastifyReply, holder: KeyHolder): void;
  /**
   * Bills one 200 decision before it is sent: the cap check and the count are one
   * transaction, so no two concurrent calls can both take the last unit. Throws 429
   * hard_cap when the cap was reached meanwhile (nothing billed).
   */
  bill(request: FastifyRequest, reply: FastifyReply, engine: BilledEngine): Promise<void>;
  /** Counts a discovery call (free) before it is sent. */
  countDiscovery(request: FastifyRequest): Promise<void>;
}

/**
 * Group commit: the calls decided within one turn of the event loop are counted in one
 * transaction (one WAL commit for all of them), each answer leaving only after the
 * commit that counts it. Decisions stay in arrival order and exact (usage.recordEvents).
 */
function createUsageQueue(usage: UsageStore) {
  let pending: { event: UsageEvent; resolve: (outcome: BilledCallOutcome | null) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    try {
      const outcomes = usage.recordEvents(batch.map((entry) => entry.event));
      batch.forEach((entry, i) => entry.resolve(outcomes[i]));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  };
  return (event: UsageEvent) =>
    new Promise<BilledCallOutcome | null>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ event, resolve, reject });
    });
}

export function createUsageLimits(usage: UsageStore, perSecond: RateLimiter, now: () => number): UsageLimits {
  const count = createUsageQueue(usage);
  const hardCapError = (holder: KeyHolder) => {
    const resetsAt = new Date(nextMonthStartMs(now())).toISOString();
    return new ApiError(
      'rate_limited',
      `Monthly hard cap of ${holder.account.hardCap} billed calls reached; billable calls resume at ${resetsAt}`,
      { limit: 'hard_cap' },
      { 'retry-after': '1' },
    );
  };
  const monthlyRemaining = (reply: FastifyReply, holder: KeyHolder, billed: number) => {
    reply.header('x-ratelimit-monthly-remaining', String(holder.account.monthlyQuota - billed));
  };

  return {
    reportLimits(reply, holder) {
      const { account } = holder;
      reply.header('x-ratelimit-limit', String(account.ratePerSecond));
      reply.header('x-ratelimit-remaining', String(account.ratePerSecond - 1));
      reply.header('x-ratelimit-monthly-limit', String(account.monthlyQuota));
      monthlyRemaining(reply, holder, usage.monthBilled(account.id));
      reply.header('x-ratelimit-hardcap', String(account.hardCap));
    },

    enforcePerSecond(reply, holder) {
      const limit = holder.account.ratePerSecond;
      if (perSecond.take(holder.account.id, limit)) return;
      reply.header('x-ratelimit-remaining', '0');
      throw new ApiError('rate_limited', `Rate limit of ${limit} requests per second reached`, { limit: 'per_second' }, { 'retry-after': '1' });
    },

    ensureUnderHardCap(reply, holder) {
      if (usage.monthBilled(holder.account.id) < holder.account.hardCap) return;
      reply.header('x-ratelimit-remaining', '0');
      throw hardCapError(holder);
    },

    async bill(request, reply, engine) {
      const holder = request.caller!;
      const outcome = (await count({ kind: 'billed', accountId: holder.account.id, keyId: holder.keyId, engine, hardCap: holder.account.hardCap }))!;
      monthlyRemaining(reply, holder, outcome.monthBilled);
      if (!outcome.recorded) {
        reply.header('x-ratelimit-remaining', '0');
        throw hardCapError(holder);
      }
    },

    async countDiscovery(request) {
      const holder = request.caller!;
      await count({ kind: 'discovery', accountId: holder.account.id, keyId: holder.keyId });
    },
  };
}
