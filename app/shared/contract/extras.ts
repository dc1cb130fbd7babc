// Beyond-contract endpoints for the desktop app (same X-API-Key auth as decisions):
//   GET /v1/coverage  which spots and flops the account's trees cover,
//   GET /v1/usage     quota and usage of the key's account for one month,
//   GET /v1/node-mix  the whole mix of a node (every combo in range), for the 13x13
//                     matrix and coach exports.
import { z } from 'zod';
import { getAuditSchema } from './audit.ts';
import { addIssues, boardIssues, handClassField, normalisedFlopField, normalisedHandField } from './card-fields.ts';
import { describeValue, queryBooleanField } from './fields.ts';
import { ACTION_TYPES, SOURCES, TO_ACT } from './responses.ts';
import { dropEmptyStreetCards, type SpotQuery, spotOf, spotQueryShape } from './strategy-query.ts';

const count = z.number().int().nonnegative();

// ---- GET /v1/coverage

/** No parameters: any parameter is `unrecognized_keys`. */
export const coverageQuerySchema = z.strictObject({});

export const coverageSpotSchema = z.object({
  source: z.enum(SOURCES),
  platform: z.string(),
  stakes: z.string(),
  pool: z.string().describe('playerType / player_type of the requests'),
  situation: z.string(),
  position: z.string().describe('Tree pair <aggressor>_<caller>'),
  positions: z.object({ oop: z.string(), ip: z.string() }).describe('Which seat of the pair is out of position'),
  flops: z.array(normalisedFlopField).describe('Canonical flops covered'),
});
export type CoverageSpot = z.output<typeof coverageSpotSchema>;

export const coverageResponseSchema = z.object({ spots: z.array(coverageSpotSchema) });
export type CoverageResponse = z.output<typeof coverageResponseSchema>;

// ---- GET /v1/usage

export const MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;
const month = z.string().regex(MONTH_PATTERN).describe('UTC month, YYYY-MM');

/** `month` (YYYY-MM, UTC) defaults to the current month. */
export const usageQuerySchema = z.strictObject({
  month: z
    .string()
    .regex(MONTH_PATTERN, { error: (issue) => `month ${describeValue(issue.input)} is not YYYY-MM` })
    .optional(),
});
export type UsageQuery = z.output<typeof usageQuerySchema>;

export const usageDaySchema = z.object({
  day: z.iso.date().describe('UTC day, YYYY-MM-DD'),
  billed: count,
  discovery: count,
  solver: count.describe('Billed calls the solver tree answered'),
  fallback: count.describe('Billed calls the fallback engine answered'),
});

export const usageKeySchema = z.object({
  key_id: z.string(),
  label: z.string().optional(),
  billed: count,
  discovery: count,
});

export const usageResponseSchema = z
  .object({
    account: z.string(),
    month,
    billed: count,
    discovery: count.describe('Free discovery calls, never billed'),
    soft_quota: count,
    hard_cap: count,
    remaining: z.number().int().describe('soft_quota - billed; negative in overage'),
    rate_limit_per_second: z.number().int().positive(),
    rolls_over_at: z.iso.datetime().describe('Next month start, 00:00 UTC on the 1st'),
    days: z.array(usageDaySchema),
    engines: z.object({ solver: count, fallback: count }),
    keys: z.array(usageKeySchema),
  })
  .superRefine((usage, ctx) => {
    if (usage.remaining !== usage.soft_quota - usage.billed) {
      ctx.addIssue({ code: 'custom', path: ['remaining'], message: `remaining ${usage.remaining} is not soft_quota - billed` });
    }
  });
export type UsageResponse = z.output<typeof usageResponseSchema>;

// ---- GET /v1/node-mix

export interface NodeMixQuery extends SpotQuery {
  audit: boolean;
}

/** GET /v1/strategy's spot and node parameters (no hand, verbosity, discovery) plus audit. */
export const nodeMixQuerySchema = z.preprocess(
  dropEmptyStreetCards,
  z
    .strictObject({ ...spotQueryShape, audit: queryBooleanField('audit').optional() })
    .superRefine((query, ctx) => addIssues(ctx, boardIssues(query), query))
    .transform((query): NodeMixQuery => ({ ...spotOf(query), audit: query.audit ?? false })),
);

export const nodeMixActionSchema = z.object({
  type: z.enum(ACTION_TYPES),
  node_token: z.string().min(1),
  amount: z.number().positive().optional(),
  pot_pct: z.number().nonnegative().optional(),
});

/** mix[i] is the frequency of actions[i]. */
const mix = z.array(z.number().min(0).max(1)).describe('Frequency per action, in the order of actions');

export const nodeMixComboSchema = z.object({
  hand: normalisedHandField.describe('Combo, higher rank first, e.g. AhKd'),
  class: handClassField.describe('e.g. AKo'),
  weight: z.number().min(0).max(1).describe('Reach weight at the node'),
  mix,
});

export const nodeMixClassSchema = z.object({
  class: handClassField,
  weight: z.number().min(0).max(1).describe('Sum of the combo reach weights / number of combos of the class'),
  mix,
});

export const nodeMixResponseSchema = z
  .object({
    node_id: z.string(),
    source: z.enum(SOURCES),
    to_act: z.enum(TO_ACT),
    round_start_pot_bb: z.number().nonnegative(),
    actions: z.array(nodeMixActionSchema).min(1),
    overall: z.array(z.object({ node_token: z.string(), frequency: z.number().min(0).max(1) })),
    combos: z.array(nodeMixComboSchema),
    classes: z.array(nodeMixClassSchema),
    audit: getAuditSchema.optional(),
  })
  .superRefine((response, ctx) => {
    const actionCount = response.actions.length;
    for (const list of ['combos', 'classes'] as const) {
      response[list].forEach((entry, index) => {
        if (entry.mix.length !== actionCount) {
          ctx.addIssue({
            code: 'custom',
            path: [list, index, 'mix'],
            message: `${list}.${index} (${entry.class}) has ${entry.mix.length} frequencies for ${actionCount} actions`,
          });
        }
      });
    }
  });
export type NodeMixResponse = z.output<typeof nodeMixResponseSchema>;
