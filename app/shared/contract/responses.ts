// Response bodies of /v1: the decision envelope (GET and POST), the flat discovery
// response and health. Amounts in BB. Objects are not strict: a client ignores keys it
// does not know. No transforms: fastify-type-provider-zod encodes responses with them.
//
// The context variants are made mutually exclusive with `never` markers (brief has no
// street, preflop brief has no hand, heads-up has no format), so a union never reads a
// full context as a brief one and silently drops its fields.
import { z } from 'zod';
import { getAuditSchema, postAuditSchema } from './audit.ts';
import { normalisedCardField, normalisedHandField } from './card-fields.ts';
import { MAX_SEAT } from './fields.ts';
import { POSTFLOP_STREETS } from './table.ts';

export const ACTION_TYPES = ['check', 'bet', 'call', 'raise', 'fold'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const TO_ACT = ['ip', 'oop'] as const;
export type ToAct = (typeof TO_ACT)[number];
export const SOURCES = ['custom', 'v1'] as const;
export type Source = (typeof SOURCES)[number];
export const ENGINES = ['solver', 'fallback'] as const;
export type Engine = (typeof ENGINES)[number];

/** Frequencies over one response sum to 1; this is the float tolerance of that check. */
export const FREQUENCY_SUM_TOLERANCE = 1e-6;

const frequency = z.number().min(0).max(1);
const amount = z.number().positive().describe('BB; raise: absolute raise-to; call: street total after calling');
const potPct = z.number().nonnegative().describe('Size as a fraction of the pot (0.75 = 75%)');
const bb = z.number().nonnegative();
const toAct = z.enum(TO_ACT).describe('Who acts; clients gate decisions on it, never on the position string');
const nodeToken = z.string().min(1).describe('Appending - and this token to node_id yields the child node id');

/** data.actions[]: amount on bet, call and raise; pot_pct where the action has a size. */
export const actionRecordSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['check', 'fold']), node_token: nodeToken, frequency }),
  z.object({ type: z.literal('bet'), node_token: nodeToken, frequency, amount, pot_pct: potPct.optional() }),
  z.object({ type: z.literal('call'), node_token: nodeToken, frequency, amount }),
  z.object({
    type: z.literal('raise'),
    node_token: nodeToken,
    frequency,
    amount,
    pot_pct: potPct.optional(),
    raise_ratio: z.number().positive().optional().describe('verbosity full only'),
  }),
]);
export type ActionRecord = z.output<typeof actionRecordSchema>;

const postflopStreet = z.enum(POSTFLOP_STREETS);
const board = z.array(normalisedCardField).min(3).max(5).describe('Cards in the caller suit basis, e.g. ["As","Kd","7h"]');
const BOARD_LENGTH = { flop: 3, turn: 4, river: 5 } as const;

function checkBoardLength(context: { street: keyof typeof BOARD_LENGTH; board: string[] }, ctx: z.RefinementCtx): void {
  if (context.board.length !== BOARD_LENGTH[context.street]) {
    ctx.addIssue({ code: 'custom', path: ['board'], message: `board has ${context.board.length} cards on the ${context.street}` });
  }
}

/** Brief postflop context (default verbosity). */
export const briefContextSchema = z.object({
  street: z.never().optional(),
  round_start_pot_bb: bb,
  to_act: toAct,
});

/** Full context, heads-up. */
export const headsUpContextSchema = z
  .object({
    street: postflopStreet,
    hand: normalisedHandField,
    board,
    round_start_pot_bb: bb,
    stacks_bb: z.object({ ip: bb, oop: bb }),
    spr: bb,
    positions: z.object({ ip: z.string(), oop: z.string() }).describe('Position names of the two players'),
    to_act: toAct,
    format: z.never().optional(),
  })
  .superRefine(checkBoardLength);

export const contextPlayerSchema = z.object({
  seat: z.number().int().min(0).max(MAX_SEAT),
  position: z.string(),
  stack_bb: bb,
});

/** Full context of a fallback answer with 3 or more players in hand: players instead of stacks_bb and positions. */
export const multiwayContextSchema = z
  .object({
    street: postflopStreet,
    hand: normalisedHandField,
    board,
    round_start_pot_bb: bb,
    spr: bb,
    to_act: toAct,
    format: z.literal('multiway'),
    players_in_hand: z.number().int().min(3).max(MAX_SEAT + 1),
    hero_position: z.string(),
    players: z.array(contextPlayerSchema).describe('The players in the hand'),
  })
  .superRefine(checkBoardLength);

/** Preflop answer, brief. */
export const preflopBriefContextSchema = z.object({
  street: z.literal('preflop'),
  pot_bb: bb,
  to_call_bb: bb,
  hand: z.never().optional(),
});

/** Preflop answer, full: the brief fields plus the full-context fields that apply preflop. */
export const preflopFullContextSchema = z.object({
  street: z.literal('preflop'),
  pot_bb: bb,
  to_call_bb: bb,
  hand: normalisedHandField,
  board: z.array(normalisedCardField).max(0),
  spr: bb.optional(),
  to_act: toAct.optional().describe('Heads-up only'),
  stacks_bb: z.object({ ip: bb, oop: bb }).optional().describe('Heads-up only'),
  positions: z.object({ ip: z.string(), oop: z.string() }).optional().describe('Heads-up only'),
  format: z.literal('multiway').optional().describe('3 or more players in hand'),
  players_in_hand: z.number().int().min(2).max(MAX_SEAT + 1).optional(),
  hero_position: z.string().optional(),
  players: z.array(contextPlayerSchema).optional().describe('3 or more players in hand'),
});

/** GET contexts: brief or full heads-up. */
export const getContextSchema = z.union([briefContextSchema, headsUpContextSchema]);
/** POST contexts: every variant. */
export const postContextSchema = z.union([
  briefContextSchema,
  headsUpContextSchema,
  multiwayContextSchema,
  preflopBriefContextSchema,
  preflopFullContextSchema,
]);
export type DecisionContext = z.output<typeof postContextSchema>;

function decisionDataSchema<C extends z.ZodType>(context: C) {
  return z
    .object({ context, actions: z.array(actionRecordSchema).min(1, { abort: true }) })
    .superRefine((data, ctx) => {
      const sum = data.actions.reduce((total, action) => total + action.frequency, 0);
      if (Math.abs(sum - 1) > FREQUENCY_SUM_TOLERANCE) {
        ctx.addIssue({ code: 'custom', path: ['actions'], message: `frequencies sum to ${sum}, not 1` });
      }
    });
}

const source = z.enum(SOURCES).describe('custom: the account tree; v1: the shared default tree');

/** GET /v1/strategy 200 (decision). */
export const getDecisionResponseSchema = z.object({
  data: decisionDataSchema(getContextSchema),
  node_id: z.string(),
  source,
  audit: getAuditSchema.optional(),
});
export type GetDecisionResponse = z.output<typeof getDecisionResponseSchema>;

/**
 * POST /v1/strategy 200 (decision): tree answers carry source and node_id, engine
 * answers carry engine_version (and node_id unless the reason drops it).
 */
export const postDecisionResponseSchema = z
  .object({
    data: decisionDataSchema(postContextSchema),
    node_id: z.string().optional(),
    source: source.optional(),
    engine: z.enum(ENGINES).describe('Same value as the X-Engine header'),
    engine_version: z.string().optional().describe('Fallback answers only; quote it with X-Request-ID'),
    audit: postAuditSchema.optional(),
  })
  .superRefine((response, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (response.engine === 'solver') {
      if (response.source === undefined) issue('source', 'a solver answer carries source');
      if (response.node_id === undefined) issue('node_id', 'a solver answer carries node_id');
      if (response.engine_version !== undefined) issue('engine_version', 'engine_version is for fallback answers only');
    } else {
      if (response.engine_version === undefined) issue('engine_version', 'a fallback answer carries engine_version');
      if (response.source !== undefined) issue('source', 'source is for solver answers only');
    }
  });
export type PostDecisionResponse = z.output<typeof postDecisionResponseSchema>;

/** Discovery actions: amount only on bet and raise; no frequency. */
export const discoveryActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['check', 'call', 'fold']), node_token: nodeToken }),
  z.object({ type: z.enum(['bet', 'raise']), node_token: nodeToken, amount }),
]);
export type DiscoveryAction = z.output<typeof discoveryActionSchema>;

/** Discovery 200 (GET or POST), flat, not wrapped in data. audit only on GET with audit=true. */
export const discoveryResponseSchema = z.object({
  node_id: z.string(),
  to_act: toAct,
  round_start_pot_bb: bb,
  actions: z.array(discoveryActionSchema),
  audit: getAuditSchema.optional(),
});
export type DiscoveryResponse = z.output<typeof discoveryResponseSchema>;

/** GET /v1/strategy 200: a decision, or the discovery response when discovery=true. */
export const getStrategyResponseSchema = z.union([getDecisionResponseSchema, discoveryResponseSchema]);
export type GetStrategyResponse = z.output<typeof getStrategyResponseSchema>;

/** POST /v1/strategy 200: a decision, or the discovery response for a discovery body. */
export const postStrategyResponseSchema = z.union([postDecisionResponseSchema, discoveryResponseSchema]);
export type PostStrategyResponse = z.output<typeof postStrategyResponseSchema>;

/** GET /v1/health 200. */
export const healthResponseSchema = z.object({
  data: z.object({
    status: z.literal('ok'),
    time: z.iso.datetime().describe('Server time, ISO 8601 UTC'),
    request_id: z.string(),
  }),
});
export type HealthResponse = z.output<typeof healthResponseSchema>;
