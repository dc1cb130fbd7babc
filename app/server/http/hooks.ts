// The request pipeline before a route runs, in Server-Timing stage order:
//   security (Host/Origin) -> pre_auth_rate_limit (per client address) -> auth (X-API-Key)
//   -> validation (the route's zod schema) -> [route preHandlers: stake_check, rate_limit].
// The headers every answer carries are set in reply-headers.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountStore, KeyHolder } from '../accounts/accounts.ts';
import { ApiError, unauthorized } from './errors.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { checkHostAndOrigin, type OriginPolicy } from './security.ts';
import { StageClock } from './timing.ts';
import type { UsageLimits } from './usage-limits.ts';

export interface HookDeps {
  accounts: AccountStore;
  limits: UsageLimits;
  preAuth: RateLimiter;
  preAuthPerSecond: number;
  origins: OriginPolicy;
}

export function registerHooks(app: FastifyInstance, deps: HookDeps): void {
  app.decorateRequest('timing', null as unknown as StageClock);
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (request, reply) => {
    request.timing = new StageClock();
    checkHostAndOrigin(request.headers, deps.origins);
    request.timing.mark('security');
    const access = request.routeOptions.config.access;
    if (access !== 'key' && access !== 'admin') return;

    if (!deps.preAuth.take(request.ip, deps.preAuthPerSecond)) {
      throw new ApiError(
        'rate_limited',
        `Rate limit of ${deps.preAuthPerSecond} requests per second per client address reached`,
        { limit: 'per_second' },
        { 'retry-after': '1' },
      );
    }
    request.timing.mark('pre_auth_rate_limit');
    // Admin routes check their token in their own hook.
    if (access === 'admin') return;

    const holder = deps.accounts.keyHolder(request.headers['x-api-key']);
    if (holder === null) throw unauthorized();
    request.caller = holder;
    deps.limits.reportLimits(reply, holder);
    request.timing.mark('auth');
  });

  // Body parsing (POST) happens between onRequest and preValidation: leave it out of the stages.
  app.addHook('preValidation', async (request) => {
    request.timing.skip();
  });
}

/** Route preHandler: the validated `stakes` must be in the caller's allowlist. */
export async function stakeCheck(request: FastifyRequest): Promise<void> {
  request.timing.mark('validation');
  const holder = request.caller as KeyHolder;
  const { stakes } = request.query as { stakes: string };
  if (!holder.account.stakes.includes(stakes)) {
    throw new ApiError('stake_not_allowed', `stakes "${stakes}" is not in the allowlist of account "${holder.account.name}" (${holder.account.stakes.join(', ')})`);
  }
  request.timing.mark('stake_check');
}

/** Route preHandler: the per-second rate limit of the caller's account. */
export function perSecondCheck(limits: UsageLimits) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.timing.has('validation')) request.timing.mark('validation');
    limits.enforcePerSecond(reply, request.caller!);
    request.timing.mark('rate_limit');
  };
}
