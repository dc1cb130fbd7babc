// GET /v1/strategy: a decision (the mix for one hand at a node) or, with discovery=true,
// the structure of the node. Thin: parse (schema), look the node up, shape the answer,
// bill. Every 200 decision is one billed call; discovery is counted apart, free.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strategyQuerySchema, type StrategyQuery } from '../../../shared/contract/strategy-query.ts';
import { getStrategyResponseSchema } from '../../../shared/contract/responses.ts';
import { errorResponses } from '../../../shared/contract/errors.ts';
import { discoveryAnswer, getAudit } from '../../engines/answers.ts';
import { lookupNode, nodeBoardIssues, type NodeLookup } from '../../engines/tree-lookup.ts';
import { treeDecision } from '../../engines/tree-decision.ts';
import { suitBasisOf, type SuitBasis } from '../../engines/suit-basis.ts';
import { ApiError, validationError } from '../errors.ts';
import { perSecondCheck, stakeCheck } from '../hooks.ts';
import type { TreeServices } from './tree-services.ts';

export function spotKeyOf(query: StrategyQuery | { platform: string; stakes: string; playerType: string; situation: string; position: string }) {
  return { platform: query.platform, stakes: query.stakes, pool: query.playerType, situation: query.situation, position: query.position };
}

/** The 404 of a failed lookup, with its audit inside `error` when asked. */
export function notFoundError(lookup: Extract<NodeLookup, { status: 'not_found' }>, query: StrategyQuery, basis: SuitBasis): ApiError {
  const audit = query.audit ? { audit: getAudit({ tree: lookup.tree, spot: spotKeyOf(query), basis, canonicalPath: lookup.canonicalPath, covered: false }) } : {};
  return new ApiError('not_found', lookup.message, { reason: lookup.reason, legal_tokens: lookup.legalTokens, ...audit });
}

/** Rejects node turn_/river_ cards that contradict the turn/river parameters or hero's hand. */
export function checkNodeBoard(query: StrategyQuery): void {
  const issues = nodeBoardIssues({ ...query, hand: query.discovery ? undefined : query.hand });
  if (issues.length > 0) throw validationError(issues.map((issue) => ({ ...issue, path: [issue.path] })));
}

export function strategyRoutes(services: TreeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      method: 'GET',
      url: '/v1/strategy',
      config: { access: 'key' },
      schema: {
        summary: 'The action mix for one decision, or the structure of a node (discovery=true)',
        tags: ['strategy'],
        security: [{ apiKey: [] }],
        querystring: strategyQuerySchema,
        response: {
          200: getStrategyResponseSchema,
          ...errorResponses('unauthorized', 'stake_not_allowed', 'not_found', 'validation_error', 'rate_limited'),
        },
      },
      preHandler: [stakeCheck, perSecondCheck(services.limits)],
      handler: async (request, reply) => {
        const query = request.query as StrategyQuery;
        const holder = request.caller!;
        const timing = request.timing;
        if (!query.discovery) services.limits.ensureUnderHardCap(reply, holder);
        timing.mark('rate_limit');

        const basis = suitBasisOf(query.flop);
        checkNodeBoard(query);
        const lookup = await lookupNode(
          services.catalog,
          services.cache,
          { roots: services.rootsOf(holder.account), spot: spotKeyOf(query), basis, node: query.node },
          (stage) => timing.mark(stage),
        );
        if (lookup.status === 'not_found') {
          const error = notFoundError(lookup, query, basis);
          timing.mark('diagnose_not_found');
          throw error;
        }

        if (query.discovery) {
          const answer = discoveryAnswer(lookup.node, lookup.callerPath);
          timing.mark('transform');
          if (query.audit) {
            answer.audit = getAudit({ tree: lookup.tree, spot: spotKeyOf(query), basis, canonicalPath: lookup.node.canonicalPath, covered: true });
            timing.mark('audit_meta');
          }
          await services.limits.countDiscovery(request);
          reply.header('x-cache', lookup.cached ? 'HIT' : 'MISS');
          return answer;
        }

        const decision = await treeDecision(
          { spot: spotKeyOf(query), basis, hand: query.hand, verbosity: query.verbosity, audit: query.audit },
          lookup,
          (stage) => timing.mark(stage),
        );
        if (decision.status === 'combo_not_in_range') {
          throw new ApiError('combo_not_in_range', decision.message, decision.audit ? { audit: decision.audit } : {});
        }
        // The answer is decided: count it (cap check and increment in one commit) and send it.
        await services.limits.bill(request, reply, 'solver');
        reply.header('x-cache', decision.cached ? 'HIT' : 'MISS');
        return decision.response;
      },
    });
  };
}
