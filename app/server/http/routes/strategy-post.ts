// POST /v1/strategy: a decision for a real table, or (discovery: true) the structure of a
// node. The body's shape is chosen from the body (strategyBodySchema): discovery when
// `discovery` is true, postflop with a flop, preflop otherwise.
//
// Decisions: replay the table (NoDecision -> 422 no_decision; HandClosed -> 404 terminal /
// street_closed), match it against the tree (postflop bodies with tree coordinates; the
// probe is GET's machinery, so a tree answer's data is GET's), else ask the fallback
// engine (it fails or times out -> 503 fallback_unavailable). Every 200 decision is one
// billed call, recorded per engine; nothing else is billed. Discovery answers exactly as
// GET discovery does and is counted apart, free.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/errors.ts';
import { postStrategyResponseSchema, type DiscoveryResponse, type PostDecisionResponse } from '../../../shared/contract/responses.ts';
import { strategyBodySchema, type DiscoveryBody, type PostflopBody, type PreflopBody, type StrategyBody } from '../../../shared/contract/strategy-body.ts';
import type { KeyHolder } from '../../accounts/accounts.ts';
import { discoveryAnswer } from '../../engines/answers.ts';
import { FallbackUnavailable, type EngineAnswer, type FallbackEngine } from '../../engines/fallback/index.ts';
import { matchTree } from '../../engines/matching/index.ts';
import { HandClosed, isPostflopBody, NoDecision, replayTable, type ReplayedTable } from '../../engines/replay/index.ts';
import { suitBasisOf } from '../../engines/suit-basis.ts';
import { lookupNode, nodeBoardIssues } from '../../engines/tree-lookup.ts';
import { createTreeProbe, isTreeReadFailure, type ProbeAnswer } from '../../engines/tree-probe.ts';
import type { TreeProbe } from '../../engines/matching/index.ts';
import { ApiError, validationError } from '../errors.ts';
import { perSecondCheck } from '../hooks.ts';
import { decisionHeaders, engineAnswer, postAuditOf, treeAnswer, type PostMatch } from './strategy-post-answers.ts';
import type { TreeServices } from './tree-services.ts';

export interface PostStrategyServices extends TreeServices {
  engine: FallbackEngine;
}

/** Route preHandler: the body's `stakes` must be in the caller's allowlist (GET's stake_check). */
async function bodyStakeCheck(request: FastifyRequest): Promise<void> {
  request.timing.mark('validation');
  const holder = request.caller as KeyHolder;
  const { stakes } = (request.body as StrategyBody).body;
  if (!holder.account.stakes.includes(stakes)) {
    throw new ApiError('stake_not_allowed', `stakes "${stakes}" is not in the allowlist of account "${holder.account.name}" (${holder.account.stakes.join(', ')})`);
  }
  request.timing.mark('stake_check');
}

/** Discovery: GET discovery's answer for the same coordinates, with GET's 404 taxonomy and 422s. */
async function discover(services: TreeServices, request: FastifyRequest, reply: FastifyReply, body: DiscoveryBody): Promise<DiscoveryResponse> {
  const timing = request.timing;
  timing.mark('rate_limit');
  const issues = nodeBoardIssues(body);
  if (issues.length > 0) throw validationError(issues.map((issue) => ({ ...issue, path: [issue.path] })));
  const basis = suitBasisOf(body.flop);
  const spot = { platform: body.platform, stakes: body.stakes, pool: body.player_type, situation: body.situation, position: body.position };
  const lookup = await lookupNode(
    services.catalog,
    services.cache,
    { roots: services.rootsOf(request.caller!.account), spot, basis, node: body.node },
    (stage) => timing.mark(stage),
  );
  if (lookup.status === 'not_found') {
    timing.mark('diagnose_not_found');
    throw new ApiError('not_found', lookup.message, { reason: lookup.reason, legal_tokens: lookup.legalTokens });
  }
  const answer = discoveryAnswer(lookup.node, lookup.callerPath);
  timing.mark('transform');
  await services.limits.countDiscovery(request);
  reply.header('x-cache', lookup.cached ? 'HIT' : 'MISS');
  return answer;
}

/** The table at the hero's decision, or the route's answer when there is none. */
function replayed(request: FastifyRequest, body: PostflopBody | PreflopBody): ReplayedTable {
  try {
    return replayTable(body);
  } catch (error) {
    if (error instanceof NoDecision) throw new ApiError('no_decision', error.message);
    if (error instanceof HandClosed) {
      request.timing.mark('diagnose_not_found');
      throw new ApiError('not_found', error.message, { reason: error.reason });
    }
    throw error;
  }
}

/**
 * matchTree, except that a tree that cannot be read while the spot is looked up (a
 * damaged file) sends the body to the engine as malformed_node instead of failing.
 */
async function matchOrUnreadable(body: PostflopBody | PreflopBody, table: ReplayedTable, probe: TreeProbe<ProbeAnswer>): Promise<PostMatch> {
  try {
    return await matchTree(body, table, probe);
  } catch (error) {
    if (!isTreeReadFailure(error)) throw error;
    const node = isPostflopBody<PostflopBody>(body) ? body.node : undefined;
    return {
      engine: 'fallback',
      reason: 'malformed_node',
      nodeIdEcho: node !== undefined,
      nodeId: node ?? null,
      fallbackTriggers: [{ rule: 'malformed_node', detail: { real: node ?? null, tree: null, message: error.message } }],
      shadowTriggers: [],
    };
  }
}

/** The engine's answer; any failure of the engine is a 503 (never billed). */
async function engineDecision(request: FastifyRequest, engine: FallbackEngine, body: PostflopBody | PreflopBody, table: ReplayedTable): Promise<EngineAnswer> {
  try {
    return await engine.decide(body, table);
  } catch (error) {
    if (!(error instanceof FallbackUnavailable)) request.log.error({ err: error }, 'fallback engine failed');
    const why = error instanceof FallbackUnavailable ? `${error.message}; ` : '';
    throw new ApiError('fallback_unavailable', `The tree could not answer and the fallback engine did not respond (${why}retry, or decide locally)`);
  }
}

async function decide(services: PostStrategyServices, request: FastifyRequest, reply: FastifyReply, body: PostflopBody | PreflopBody): Promise<PostDecisionResponse> {
  const holder = request.caller!;
  const timing = request.timing;
  services.limits.ensureUnderHardCap(reply, holder);
  timing.mark('rate_limit');

  const table = replayed(request, body);
  timing.mark('tree_match');
  const probe = createTreeProbe({
    catalog: services.catalog,
    cache: services.cache,
    roots: services.rootsOf(holder.account),
    flop: isPostflopBody<PostflopBody>(body) ? body.flop : '',
    verbosity: body.verbosity,
    audit: body.audit,
    mark: (stage) => timing.mark(stage),
  });
  const match = await matchOrUnreadable(body, table, probe);
  timing.mark('tree_match');

  const answer = match.engine === 'fallback' ? await engineDecision(request, services.engine, body, table) : null;
  timing.mark('fallback');
  const audit = body.audit ? postAuditOf(request.id, match, answer) : null;
  if (audit) timing.mark('audit_meta');
  const response = match.engine === 'solver' ? treeAnswer(match, audit) : engineAnswer(match, answer!, audit);
  timing.mark('transform');

  // The answer is decided: count it (cap check and increment in one commit), then send it.
  await services.limits.bill(request, reply, match.engine);
  reply.headers(decisionHeaders(match));
  return response;
}

export function postStrategyRoutes(services: PostStrategyServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      method: 'POST',
      url: '/v1/strategy',
      config: { access: 'key' },
      schema: {
        summary: 'The decision for a real table (solver tree when the spot fits, else the fallback engine), or the structure of a node (discovery: true)',
        tags: ['strategy'],
        security: [{ apiKey: [] }],
        body: strategyBodySchema,
        response: {
          200: postStrategyResponseSchema,
          ...errorResponses(
            'unauthorized',
            'stake_not_allowed',
            'not_found',
            'payload_too_large',
            'validation_error',
            'no_decision',
            'rate_limited',
            'fallback_unavailable',
          ),
        },
      },
      preHandler: [bodyStakeCheck, perSecondCheck(services.limits)],
      handler: async (request, reply) => {
        const parsed = request.body as StrategyBody;
        if (parsed.shape === 'discovery') return discover(services, request, reply, parsed.body);
        return decide(services, request, reply, parsed.body);
      },
    });
  };
}
