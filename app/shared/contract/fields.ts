// Scalar field schemas of the API v1 contract: spot selectors, node ids, seats and BB
// amounts. Every message names the field and the bad value (`stakes "1/2" must be ...`).
// Cards, flops and hands live in card-fields.ts.
//
// These schemas hold no transforms, so they serve requests and responses alike
// (fastify-type-provider-zod encodes responses, and a transform cannot be encoded).
import { z } from 'zod';

/** Short, printable form of a bad value for messages: strings quoted, long ones cut. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    // Too deep to print (a body can nest thousands of levels within 32 KiB): name the kind.
    text = Array.isArray(value) ? 'a deeply nested array' : 'a deeply nested object';
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Error map for the type check of a field: a missing field reads `hero_seat is required`,
 * a value of the wrong type `hero_seat must be an integer 0..9, not "3"`.
 */
export function typeError(name: string, expected: string): { error: z.core.$ZodErrorMap } {
  return {
    error: (issue) =>
      issue.input === undefined ? `${name} is required` : `${name} must be ${expected}, not ${describeValue(issue.input)}`,
  };
}

/** Lowercase identifiers of the contract: platform, playerType, tree situation and pair. */
export const IDENTIFIER_PATTERN = /^[a-z0-9_]+$/;
export const STAKES_PATTERN = /^\d+_\d+$/;

export const PLATFORM_MAX_LENGTH = 30;
export const PLAYER_TYPE_MAX_LENGTH = 30;
export const SITUATION_MAX_LENGTH = 30;
export const POSITION_PAIR_MAX_LENGTH = 40;
export const STAKES_MAX_LENGTH = 30;
export const NODE_MAX_LENGTH = 200;
export const HAND_ID_MAX_LENGTH = 128;
/** Seats are numbered 0..9: at most 10 players at a table. */
export const MAX_SEAT = 9;

/** A lowercase identifier (`^[a-z0-9_]+$`) of at most `maxLength` characters. */
export function identifierField(name: string, maxLength: number) {
  return z
    .string(typeError(name, 'a string'))
    .max(maxLength, {
      abort: true,
      error: (issue) => `${name} ${describeValue(issue.input)} is longer than ${maxLength} characters`,
    })
    .regex(IDENTIFIER_PATTERN, {
      abort: true,
      error: (issue) => `${name} ${describeValue(issue.input)} must be lowercase letters, digits and _`,
    });
}

export const platformField = identifierField('platform', PLATFORM_MAX_LENGTH).describe(
  'Platform identifier: lowercase letters, digits and _, max 30 chars',
);

/** `<sb>_<bb>` in integers, e.g. `1_2`; the account's allowlist decides (403 otherwise). */
export const stakesField = z
  .string(typeError('stakes', 'a string'))
  .max(STAKES_MAX_LENGTH, {
    abort: true,
    error: (issue) => `stakes ${describeValue(issue.input)} is longer than ${STAKES_MAX_LENGTH} characters`,
  })
  .regex(STAKES_PATTERN, {
    abort: true,
    error: (issue) => `stakes ${describeValue(issue.input)} must be <sb>_<bb> integers, e.g. 1_2`,
  })
  .describe('Stakes as <sb>_<bb> integers, e.g. 1_2');

/** GET `playerType`: a pool segment identifier (live value `regs`). */
export const playerTypeQueryField = identifierField('playerType', PLAYER_TYPE_MAX_LENGTH).describe(
  'Pool segment: lowercase letters, digits and _, max 30 chars (live value: regs)',
);

export const PLAYER_TYPES = ['regs', 'fish'] as const;
export type PlayerType = (typeof PLAYER_TYPES)[number];

/** POST `player_type`: `regs` or `fish`, default `regs`. */
export const playerTypeBodyField = z
  .enum(PLAYER_TYPES, {
    error: (issue) =>
      issue.input === undefined ? 'player_type is required' : `player_type ${describeValue(issue.input)} is not one of regs, fish`,
  })
  .default('regs');

export const TREE_SITUATIONS = ['srp', '3bet'] as const;
export type TreeSituation = (typeof TREE_SITUATIONS)[number];

/** GET `situation`: the tree's preflop scenario, `srp` or `3bet`. */
export const situationQueryField = z.enum(TREE_SITUATIONS, {
  error: (issue) =>
    issue.input === undefined ? 'situation is required' : `situation ${describeValue(issue.input)} is not one of srp, 3bet`,
});

/**
 * POST `situation` (tree coordinate): any identifier up to 30 chars, so that a situation
 * the server does not serve is answered by the fallback engine (spot_not_configured)
 * instead of being rejected.
 */
export const situationBodyField = identifierField('situation', SITUATION_MAX_LENGTH).describe(
  'Tree situation (srp, 3bet): lowercase letters, digits and _, max 30 chars',
);

/** The tree pair `<aggressor>_<caller>` (not `<ip>_<oop>`), lowercase, max 40 chars. */
export const positionPairField = identifierField('position', POSITION_PAIR_MAX_LENGTH).describe(
  'Tree pair <aggressor>_<caller>, e.g. btn_bb or sb_bb (SB is the aggressor and out of position); max 40 chars',
);

/**
 * A node id, 1..200 chars. Its grammar is NOT checked here: an id that does not parse is
 * a 404 not_found with reason `unknown` (DESIGN.md), not a validation error.
 */
export const nodeField = z
  .string(typeError('node', 'a string'))
  .min(1, { abort: true, error: 'node is empty (the tree starts at root)' })
  .max(NODE_MAX_LENGTH, {
    abort: true,
    error: (issue) =>
      `node ${describeValue(issue.input)} is longer than ${NODE_MAX_LENGTH} characters (${String((issue.input as string).length)})`,
  })
  .describe('Node id, e.g. root-x-b2.5, max 200 chars');

export const VERBOSITIES = ['brief', 'full'] as const;
export type Verbosity = (typeof VERBOSITIES)[number];

export const verbosityField = z.enum(VERBOSITIES, {
  error: (issue) => `verbosity ${describeValue(issue.input)} is not one of brief, full`,
});

/** `hand_id`: 1..128 chars, for tracing; never echoed. */
export const handIdField = z
  .string(typeError('hand_id', 'a string'))
  .min(1, { abort: true, error: 'hand_id is empty (1..128 chars)' })
  .max(HAND_ID_MAX_LENGTH, {
    abort: true,
    error: (issue) => `hand_id is longer than ${HAND_ID_MAX_LENGTH} characters (${String((issue.input as string).length)})`,
  });

/** A seat number, integer 0..9. */
export function seatField(name: string) {
  return z
    .number(typeError(name, 'an integer 0..9'))
    .int({ abort: true, error: (issue) => `${name} ${describeValue(issue.input)} is not an integer 0..9` })
    .min(0, { abort: true, error: (issue) => `${name} ${describeValue(issue.input)} is not an integer 0..9` })
    .max(MAX_SEAT, { abort: true, error: (issue) => `${name} ${describeValue(issue.input)} is not an integer 0..9` });
}

/** An amount in BB that must be > 0 (pots, bets, raise-to totals, preflop stacks). */
/**
 * Bounds of every amount in BB. Amounts are handled to the cent (node ids carry at most
 * two decimals), so a positive amount is at least 0.01 BB; a million BB is beyond any
 * table, and the bound keeps every derived figure (pot %, SPR) finite.
 */
export const MIN_POSITIVE_BB = 0.01;
export const MAX_BB = 1_000_000;

export function positiveBbField(name: string) {
  return z
    .number(typeError(name, 'a number of BB'))
    .positive({ error: (issue) => `${name} ${describeValue(issue.input)} must be > 0`, abort: true })
    .min(MIN_POSITIVE_BB, { error: (issue) => `${name} ${describeValue(issue.input)} is under ${MIN_POSITIVE_BB} BB (amounts are in cents of a BB)` })
    .max(MAX_BB, { error: (issue) => `${name} ${describeValue(issue.input)} is over ${MAX_BB} BB` });
}

/** An amount in BB that may be 0 (antes; a stack that went all-in before the flop). */
export function nonNegativeBbField(name: string) {
  return z
    .number(typeError(name, 'a number of BB'))
    .nonnegative({ error: (issue) => `${name} ${describeValue(issue.input)} must be >= 0`, abort: true })
    .max(MAX_BB, { error: (issue) => `${name} ${describeValue(issue.input)} is over ${MAX_BB} BB` });
}

/** A count, integer >= 0, at most `max`. */
export function countField(name: string, max: number) {
  const message = (issue: { input?: unknown }) => `${name} ${describeValue(issue.input)} is not an integer 0..${max}`;
  return z
    .number(typeError(name, `an integer 0..${max}`))
    .int({ abort: true, error: message })
    .min(0, { abort: true, error: message })
    .max(max, { abort: true, error: message });
}

/** A boolean that must be a JSON boolean (POST bodies). */
export function booleanField(name: string) {
  return z.boolean(typeError(name, 'true or false'));
}

/**
 * A query-string boolean: exactly `true` or `false` (no 1/0/yes), parsed to a boolean.
 * Query strings only: it transforms, so it never appears in a response schema.
 */
export function queryBooleanField(name: string) {
  return z
    .enum(['true', 'false'], {
      error: (issue) => `${name} ${describeValue(issue.input)} must be true or false`,
    })
    .transform((text) => text === 'true');
}
