// GET /v1/strategy query string. Every value arrives as a string; booleans are exactly
// `true` or `false`. Before validation (so a malformed hand cannot fail discovery):
// empty turn/river are dropped as absent, and with discovery=true, hand and verbosity
// are dropped. Unknown parameters fail with issue code `unrecognized_keys`.
//
// The parsed query is tagged by `discovery`: a decision query always has hand and
// verbosity, a discovery query has neither.
import { z } from 'zod';
import {
  nodeField,
  platformField,
  playerTypeQueryField,
  positionPairField,
  queryBooleanField,
  situationQueryField,
  stakesField,
  type TreeSituation,
  type Verbosity,
  verbosityField,
} from './fields.ts';
import { addIssues, boardIssues, cardField, flopField, handField } from './card-fields.ts';

const EMPTY_IS_ABSENT = ' Empty string is treated as absent.';

/** Spot and node parameters, shared by GET /v1/strategy and GET /v1/node-mix. */
export const spotQueryShape = {
  platform: platformField,
  stakes: stakesField,
  playerType: playerTypeQueryField,
  situation: situationQueryField,
  position: positionPairField,
  flop: flopField,
  turn: cardField('turn').optional().describe(`Turn card, 2 chars.${EMPTY_IS_ABSENT}`),
  river: cardField('river').optional().describe(`River card, 2 chars; requires turn.${EMPTY_IS_ABSENT}`),
  node: nodeField,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Drops empty turn/river (absent, per the contract). Returns a copy; never mutates. */
export function dropEmptyStreetCards(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const query = { ...input };
  if (query.turn === '') delete query.turn;
  if (query.river === '') delete query.river;
  return query;
}

/** The query as GET /v1/strategy validates it: empty cards dropped, and in discovery hand and verbosity. */
export function normaliseStrategyQuery(input: unknown): unknown {
  const query = dropEmptyStreetCards(input);
  if (!isRecord(query) || query.discovery !== 'true') return query;
  const { hand: _hand, verbosity: _verbosity, ...rest } = query;
  return rest;
}

const strategyQueryFields = z.strictObject({
  ...spotQueryShape,
  hand: handField.optional().describe('Hero hand, 4 chars; required except in discovery (ignored there)'),
  verbosity: verbosityField.optional().describe('brief (default) or full; ignored in discovery'),
  discovery: queryBooleanField('discovery').optional().describe('true selects discovery mode'),
  audit: queryBooleanField('audit').optional().describe('true adds the audit block'),
});

/** The query as a client writes it (all strings). */
export type StrategyQueryParams = z.input<typeof strategyQueryFields>;

export interface SpotQuery {
  platform: string;
  stakes: string;
  playerType: string;
  situation: TreeSituation;
  position: string;
  flop: string;
  turn?: string;
  river?: string;
  node: string;
}

export interface DecisionQuery extends SpotQuery {
  discovery: false;
  hand: string;
  verbosity: Verbosity;
  audit: boolean;
}

export interface DiscoveryQuery extends SpotQuery {
  discovery: true;
  audit: boolean;
}

export type StrategyQuery = DecisionQuery | DiscoveryQuery;

type ParsedFields = z.output<typeof strategyQueryFields>;

/** Copies the spot fields, leaving absent turn/river out (no undefined keys). */
export function spotOf(query: SpotQuery): SpotQuery {
  const spot: SpotQuery = {
    platform: query.platform,
    stakes: query.stakes,
    playerType: query.playerType,
    situation: query.situation,
    position: query.position,
    flop: query.flop,
    node: query.node,
  };
  if (query.turn !== undefined) spot.turn = query.turn;
  if (query.river !== undefined) spot.river = query.river;
  return spot;
}

function strategyQueryOf(fields: ParsedFields): StrategyQuery {
  const audit = fields.audit ?? false;
  if (fields.discovery === true) return { ...spotOf(fields), discovery: true, audit };
  // hand is present: the refinement rejects a decision query without it.
  return { ...spotOf(fields), discovery: false, hand: fields.hand!, verbosity: fields.verbosity ?? 'brief', audit };
}

/** GET /v1/strategy querystring schema (fastify `schema.querystring`). */
export const strategyQuerySchema = z.preprocess(
  normaliseStrategyQuery,
  strategyQueryFields
    .superRefine((query, ctx) => {
      if (query.discovery !== true && query.hand === undefined) {
        ctx.addIssue({ code: 'invalid_type', expected: 'string', path: ['hand'], input: undefined, message: 'hand is required (except in discovery)' });
      }
      addIssues(ctx, boardIssues(query), query);
    })
    .transform(strategyQueryOf),
);
