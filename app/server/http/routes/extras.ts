// Beyond the contract, for the desktop app and coaches (same key auth and rate limit):
//   GET /v1/coverage  every spot of the caller's account with its covered flops (free),
//   GET /v1/usage     the caller's month: billed, discovery, quota, cap, per day/key/engine (free),
//   GET /v1/node-mix  the whole acting range at a node (billed as one call).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coverageQuerySchema,
  coverageResponseSchema,
  nodeMixQuerySchema,
  nodeMixResponseSchema,
  usageQuerySchema,
  usageResponseSchema,
  type NodeMixQuery,
} from '../../../shared/contract/extras.ts';
import { errorResponses } from '../../../shared/contract/errors.ts';
import { nextMonthStartMs, utcMonth } from '../../accounts/calendar.ts';
import type { AccountStore } from '../../accounts/accounts.ts';
import type { UsageStore } from '../../accounts/usage.ts';
import { getAudit } from '../../engines/answers.ts';
import { nodeMixAnswer } from '../../engines/node-mix.ts';
import { suitBasisOf } from '../../engines/suit-basis.ts';
import { lookupNode, strategyOf } from '../../engines/tree-lookup.ts';
import { ApiError } from '../errors.ts';
import { perSecondCheck, stakeCheck } from '../hooks.ts';
import { checkNodeBoard, notFoundError, spotKeyOf } from './strategy.ts';
import type { TreeServices } from './tree-services.ts';

export interface ExtrasDeps extends TreeServices {
  accounts: AccountStore;
  usage: UsageStore;
  now: () => number;
}

export function extrasRoutes(deps: ExtrasDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { config: { access: 'key' as const } };

    app.get(
      '/v1/coverage',
      {
        ...common,
        schema: {
          summary: "Spots and canonical flops the caller's trees cover (free)",
          tags: ['extras'],
          security: [{ apiKey: [] }],
          querystring: coverageQuerySchema,
          response: { 200: coverageResponseSchema, ...errorResponses('unauthorized', 'validation_error', 'rate_limited') },
        },
        preHandler: perSecondCheck(deps.limits),
      },
      async (request) => {
        const { account } = request.caller!;
        const covered = await deps.catalog.coverage(deps.rootsOf(account));
        return {
          spots: covered
            .filter((entry) => account.stakes.includes(entry.spot.stakes))
            .map((entry) => ({ source: entry.source, ...entry.spot, positions: entry.positions, flops: entry.flops })),
        };
      },
    );

    app.get(
      '/v1/usage',
      {
        ...common,
        schema: {
          summary: "The caller's account usage for a month (free)",
          tags: ['extras'],
          security: [{ apiKey: [] }],
          querystring: usageQuerySchema,
          response: { 200: usageResponseSchema, ...errorResponses('unauthorized', 'validation_error', 'rate_limited') },
        },
        preHandler: perSecondCheck(deps.limits),
      },
      async (request) => {
        const { account } = request.caller!;
        const month = request.query.month ?? utcMonth(deps.now());
        const rollsOverAt = new Date(nextMonthStartMs(Date.parse(`${month}-01T00:00:00Z`)));
        // 9999-12 rolls over into a year ISO 8601 writes with 6 digits: no answer can name it.
        if (rollsOverAt.getUTCFullYear() > 9999) {
          const message = `month ${month} is past the last month this calendar can roll over (9999-11)`;
          throw new ApiError('validation_error', message, { issues: [{ path: 'month', code: 'custom', message }] });
        }
        const usage = deps.usage.monthToDate(account.id, month);
        const hints = new Map(deps.accounts.listKeys(account.name).map((key) => [key.id, key.hint]));
        return {
          account: account.name,
          month,
          billed: usage.billed,
          discovery: usage.discovery,
          soft_quota: account.monthlyQuota,
          hard_cap: account.hardCap,
          remaining: account.monthlyQuota - usage.billed,
          rate_limit_per_second: account.ratePerSecond,
          rolls_over_at: rollsOverAt.toISOString(),
          days: usage.days,
          engines: usage.byEngine,
          keys: usage.keys.map((key) => ({ key_id: String(key.keyId), label: hints.get(key.keyId), billed: key.billed, discovery: key.discovery })),
        };
      },
    );

    app.get(
      '/v1/node-mix',
      {
        ...common,
        schema: {
          summary: 'The whole acting range at a node: per combo and per hand class mixes (billed as one call)',
          tags: ['extras'],
          security: [{ apiKey: [] }],
          querystring: nodeMixQuerySchema,
          response: {
            200: nodeMixResponseSchema,
            ...errorResponses('unauthorized', 'stake_not_allowed', 'not_found', 'validation_error', 'rate_limited'),
          },
        },
        preHandler: [stakeCheck, perSecondCheck(deps.limits)],
      },
      async (request, reply) => {
        const query = request.query as NodeMixQuery;
        const holder = request.caller!;
        const timing = request.timing;
        deps.limits.ensureUnderHardCap(reply, holder);
        timing.mark('rate_limit');
        const basis = suitBasisOf(query.flop);
        const asDiscovery = { ...query, discovery: true as const };
        checkNodeBoard(asDiscovery);
        const spot = spotKeyOf(asDiscovery);
        const lookup = await lookupNode(deps.catalog, deps.cache, { roots: deps.rootsOf(holder.account), spot, basis, node: query.node }, (stage) => timing.mark(stage));
        if (lookup.status === 'not_found') {
          const error = notFoundError(lookup, asDiscovery, basis);
          timing.mark('diagnose_not_found');
          throw error;
        }
        const { strategy, cached } = await strategyOf(lookup.tree, lookup.node);
        timing.mark('fetch_storage');
        const answer: ReturnType<typeof nodeMixAnswer> & { audit?: ReturnType<typeof getAudit> } = nodeMixAnswer(lookup.tree, lookup.node, lookup.callerPath, basis, strategy);
        timing.mark('transform');
        if (query.audit) {
          answer.audit = getAudit({ tree: lookup.tree, spot, basis, canonicalPath: lookup.node.canonicalPath, covered: true });
          timing.mark('audit_meta');
        }
        await deps.limits.bill(request, reply, 'solver');
        reply.header('x-cache', lookup.cached && cached ? 'HIT' : 'MISS');
        return answer;
      },
    );
  };
}
