// The table of a POST decision body: players, action history, preflop summary, and the
// rules that tie them to hero_seat. Amounts are in BB; a bet or raise amount_bb is the
// player's TOTAL for the street (raise-to), never the increment.
import { z } from 'zod';
import {
  booleanField,
  countField,
  describeValue,
  MAX_SEAT,
  nonNegativeBbField,
  positiveBbField,
  seatField,
  typeError,
} from './fields.ts';
import type { CrossFieldIssue } from './card-fields.ts';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;
export const MAX_HISTORY = 200;
export const TABLE_POSITION_MAX_LENGTH = 40;

/** A position as the room names it (utg, hj, co, btn, sb, bb, UTG+1, ...). */
export const tablePositionField = z
  .string(typeError('position', 'a string such as btn'))
  .min(1, { abort: true, error: 'position is empty' })
  .max(TABLE_POSITION_MAX_LENGTH, {
    abort: true,
    error: (issue) => `position ${describeValue(issue.input)} is longer than ${TABLE_POSITION_MAX_LENGTH} characters`,
  })
  .describe('Position as the room names it, e.g. utg, hj, co, btn, sb, bb');

/**
 * A player when the flop opened. stack_bb may be 0: a player all-in before the flop is
 * still in the hand. in_hand false marks a player no longer in the hand.
 */
export const postflopPlayerSchema = z.strictObject({
  seat: seatField('seat'),
  position: tablePositionField,
  stack_bb: nonNegativeBbField('stack_bb').describe('Stack in BB when the flop opened'),
  in_hand: booleanField('in_hand').optional().describe('false for a player no longer in the hand; default true'),
});

/** A player at the START of the hand (before blinds); folds go in history. */
export const preflopPlayerSchema = z.strictObject({
  seat: seatField('seat'),
  position: tablePositionField,
  stack_bb: positiveBbField('stack_bb').describe('Stack in BB at the start of the hand'),
});

function playersField<T extends z.ZodType>(player: T) {
  return z
    .array(player, typeError('players', 'an array of players'))
    .min(MIN_PLAYERS, { abort: true, error: (issue) => `players has ${countOf(issue.input)} entries; 2..10 are needed` })
    .max(MAX_PLAYERS, { abort: true, error: (issue) => `players has ${countOf(issue.input)} entries; 2..10 are allowed` });
}

function countOf(input: unknown): string {
  return Array.isArray(input) ? String(input.length) : '?';
}

function historyField<T extends z.ZodType>(action: T) {
  return z
    .array(action, typeError('history', 'an array of actions'))
    .max(MAX_HISTORY, { abort: true, error: (issue) => `history has ${countOf(issue.input)} actions; at most 200 are allowed` });
}

export const postflopPlayersField = playersField(postflopPlayerSchema).describe(
  'Players in postflop acting order, first to act first (that order decides who is in position)',
);
export const preflopPlayersField = playersField(preflopPlayerSchema).describe('Players at the start of the hand');

export const POSTFLOP_STREETS = ['flop', 'turn', 'river'] as const;
export type PostflopStreet = (typeof POSTFLOP_STREETS)[number];

// The union's own issues: a record that is not an object, or a kind not in the list.
const kindError = (allowed: readonly string[]) => ({
  error: (issue: { code?: string; input?: unknown }) => {
    if (issue.code === 'invalid_type') return `action must be an object, not ${describeValue(issue.input)}`;
    const kind = (issue.input as { kind?: unknown } | undefined)?.kind;
    return kind === undefined ? 'kind is required' : `kind ${describeValue(kind)} is not one of ${allowed.join(', ')}`;
  },
});

const streetField = z.enum(POSTFLOP_STREETS, {
  error: (issue) => (issue.input === undefined ? 'street is required' : `street ${describeValue(issue.input)} is not one of flop, turn, river`),
});

/** A flop, turn or river action: amount_bb is required on bet/raise and forbidden otherwise. */
export const postflopActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ street: streetField, seat: seatField('seat'), kind: z.enum(['check', 'call', 'fold']) }),
    z.strictObject({
      street: streetField,
      seat: seatField('seat'),
      kind: z.enum(['bet', 'raise']),
      amount_bb: positiveBbField('amount_bb').describe('The street TOTAL (raise-to), never the increment'),
    }),
  ],
  kindError(['check', 'call', 'fold', 'bet', 'raise']),
);

const preflopStreetField = z
  .literal('preflop', { error: (issue) => `street ${describeValue(issue.input)} must be preflop (or absent) in a preflop body` })
  .optional();

/** A preflop action after the blinds: fold, check, call, or raise with its raise-to total. */
export const preflopActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ street: preflopStreetField, seat: seatField('seat'), kind: z.enum(['fold', 'check', 'call']) }),
    z.strictObject({
      street: preflopStreetField,
      seat: seatField('seat'),
      kind: z.literal('raise'),
      amount_bb: positiveBbField('amount_bb').describe('Raise-to total in BB, never the increment'),
    }),
  ],
  kindError(['fold', 'check', 'call', 'raise']),
);

export const postflopHistoryField = historyField(postflopActionSchema).describe(
  'Flop, turn and river actions so far, in order; empty at the first flop decision',
);
export const preflopHistoryField = historyField(preflopActionSchema).describe(
  'Preflop actions so far, in order, without the blinds',
);

export const PREFLOP_SCENARIOS = ['limped', 'iso', 'srp', '3bet', '4bet', '5bet'] as const;
export type PreflopScenario = (typeof PREFLOP_SCENARIOS)[number];

/**
 * The POST `preflop` summary. Every field is optional: a summary that gives neither
 * scenario nor raises cannot name a scenario, and the server answers with the fallback
 * engine (preflop_missing) rather than rejecting the body.
 */
export const preflopSummarySchema = z.strictObject({
  aggressor_seat: seatField('aggressor_seat').optional().describe('Seat of the preflop aggressor (last raiser)'),
  raises: countField('raises', 20).optional().describe('Number of raises preflop (open = 1, 3-bet = 2, ...)'),
  callers: countField('callers', MAX_SEAT).optional().describe('Number of players who called the last raise'),
  limpers: countField('limpers', MAX_SEAT).optional().describe('Number of players who limped before any raise'),
  squeeze: booleanField('squeeze').optional().describe('true when the last raise was a squeeze (3-bet over an open and a caller)'),
  scenario: z
    .enum(PREFLOP_SCENARIOS, {
      error: (issue) => `scenario ${describeValue(issue.input)} is not one of ${PREFLOP_SCENARIOS.join(', ')}`,
    })
    .optional()
    .describe('Without it the service derives it from raises and limpers'),
  open_size_bb: positiveBbField('open_size_bb').optional().describe('Open raise-to in BB'),
  last_raise_to_bb: positiveBbField('last_raise_to_bb').optional().describe('Last raise-to in BB'),
});
export type PreflopSummary = z.output<typeof preflopSummarySchema>;

/**
 * The scenario a summary stands for: `scenario` when given, else derived from raises
 * and limpers (0 raises with limpers: limped; 1 raise: iso over limpers, else srp;
 * 2: 3bet; 3: 4bet; 4 or more: 5bet). null when it cannot be derived.
 */
export function preflopScenarioOf(summary: PreflopSummary | undefined): PreflopScenario | null {
  if (summary === undefined) return null;
  if (summary.scenario !== undefined) return summary.scenario;
  const { raises } = summary;
  const limpers = summary.limpers ?? 0;
  if (raises === undefined) return null;
  if (raises === 0) return limpers > 0 ? 'limped' : null;
  if (raises === 1) return limpers > 0 ? 'iso' : 'srp';
  if (raises === 2) return '3bet';
  if (raises === 3) return '4bet';
  return '5bet';
}

interface TableFields {
  hero_seat: number;
  players: { seat: number; in_hand?: boolean }[];
  history: { seat: number; kind: string }[];
  preflop?: { aggressor_seat?: number };
}

/**
 * Rules across the table: seats distinct; at least 2 players in the hand; hero among the
 * players, in the hand and not folded in history; every seat in history (and the
 * preflop aggressor) among the players. Paths are relative to the body.
 */
export function tableIssues(table: TableFields): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  const seats = new Set<number>();
  table.players.forEach((player, index) => {
    if (seats.has(player.seat)) {
      issues.push({ path: ['players', index, 'seat'], message: `seat ${player.seat} appears twice in players` });
    }
    seats.add(player.seat);
  });
  const seatList = [...seats].sort((a, b) => a - b).join(', ');

  const inHand = table.players.filter((player) => player.in_hand !== false);
  if (inHand.length < 2) {
    issues.push({ path: ['players'], message: `players has ${inHand.length} in the hand (in_hand not false); at least 2 are needed` });
  }

  const hero = table.players.find((player) => player.seat === table.hero_seat);
  if (hero === undefined) {
    issues.push({ path: ['hero_seat'], message: `hero_seat ${table.hero_seat} is not among players (seats ${seatList})` });
  } else if (hero.in_hand === false) {
    issues.push({ path: ['hero_seat'], message: `hero_seat ${table.hero_seat} is not in the hand (in_hand is false)` });
  }

  table.history.forEach((action, index) => {
    if (!seats.has(action.seat)) {
      issues.push({ path: ['history', index, 'seat'], message: `seat ${action.seat} in history is not among players (seats ${seatList})` });
    } else if (action.seat === table.hero_seat && action.kind === 'fold') {
      issues.push({ path: ['hero_seat'], message: `hero_seat ${table.hero_seat} folded at history.${index}` });
    }
  });

  const aggressor = table.preflop?.aggressor_seat;
  if (aggressor !== undefined && !seats.has(aggressor)) {
    issues.push({ path: ['preflop', 'aggressor_seat'], message: `aggressor_seat ${aggressor} is not among players (seats ${seatList})` });
  }
  return issues;
}
