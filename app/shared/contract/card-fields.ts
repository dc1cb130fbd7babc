// Card fields of the contract. Requests are case-insensitive (`as`, `AS`, `As`); the
// JSON-schema patterns spell both cases out because a regex flag does not survive the
// conversion to JSON Schema. Answers are normalised: rank upper-case, suit lower-case.
//
// The regex is the gate (and what the OpenAPI document shows); the poker parsers then
// give the exact message (`flop "AsAsKd" repeats As`). No transforms: the text is kept as
// sent, the server parses it with app/shared/poker.
import { z } from 'zod';
import { type Card, formatCard, parseCard, firstRepeatedCard } from '../poker/cards.ts';
import { checkNoOverlap, parseFlop, parseHand } from '../poker/boards.ts';
import { describeValue, typeError } from './fields.ts';

const ANY_CASE_CARD = '[2-9TJQKAtjqka][cdhsCDHS]';
const NORMALISED_CARD = '[2-9TJQKA][cdhs]';

export const CARD_PATTERN = new RegExp(`^${ANY_CASE_CARD}$`);
export const FLOP_PATTERN = new RegExp(`^(?:${ANY_CASE_CARD}){3}$`);
export const HAND_PATTERN = new RegExp(`^(?:${ANY_CASE_CARD}){2}$`);
/** Cards in answers: `Ah`, rank upper-case, suit lower-case. */
export const NORMALISED_CARD_PATTERN = new RegExp(`^${NORMALISED_CARD}$`);
export const NORMALISED_FLOP_PATTERN = new RegExp(`^(?:${NORMALISED_CARD}){3}$`);
/** A combo in answers, higher rank first: `AhKd`. */
export const NORMALISED_HAND_PATTERN = new RegExp(`^(?:${NORMALISED_CARD}){2}$`);
/** A hand class: `AA`, `AKs`, `AKo`. */
export const HAND_CLASS_PATTERN = /^[2-9TJQKA]{2}[so]?$/;

function messageOf(parse: () => unknown): string | null {
  try {
    parse();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** One card, 2 chars, any case (turn, river). */
export function cardField(name: string) {
  return z
    .string(typeError(name, 'a card such as Ah'))
    .regex(CARD_PATTERN, {
      abort: true,
      error: (issue) => `${name} ${describeValue(issue.input)} is not a card (rank 2-9TJQKA then suit cdhs, e.g. Ah)`,
    })
    .describe(`${name} card, 2 chars, case-insensitive, e.g. Ah`);
}

/** 3 distinct cards as 6 chars, any suit order, any case. */
export const flopField = z
  .string(typeError('flop', 'a string of 3 cards such as AsKd7h'))
  .regex(FLOP_PATTERN, {
    abort: true,
    error: (issue) =>
      messageOf(() => parseFlop(String(issue.input))) ?? `flop ${describeValue(issue.input)} is not 3 cards (e.g. AsKd7h)`,
  })
  .superRefine((text, ctx) => {
    const message = messageOf(() => parseFlop(text));
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: text, abort: true });
  })
  .describe('Flop: 3 distinct cards, 6 chars, any suit order, case-insensitive, e.g. AsKd7h');

/** 2 distinct cards as 4 chars, any case. */
export const handField = z
  .string(typeError('hand', 'a string of 2 cards such as AhKd'))
  .regex(HAND_PATTERN, {
    abort: true,
    error: (issue) =>
      messageOf(() => parseHand(String(issue.input))) ?? `hand ${describeValue(issue.input)} is not 2 cards (e.g. AhKd)`,
  })
  .superRefine((text, ctx) => {
    const message = messageOf(() => parseHand(text));
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: text, abort: true });
  })
  .describe('Hero hand: 2 distinct cards, 4 chars, case-insensitive, e.g. AhKd');

/** Card strings in answers (board arrays, node-mix combos). */
export const normalisedCardField = z.string().regex(NORMALISED_CARD_PATTERN);
export const normalisedHandField = z.string().regex(NORMALISED_HAND_PATTERN);
export const normalisedFlopField = z.string().regex(NORMALISED_FLOP_PATTERN);
export const handClassField = z.string().regex(HAND_CLASS_PATTERN);

/** The board and hand fields of a request, as sent. */
export interface BoardText {
  flop?: string;
  turn?: string;
  river?: string;
  hand?: string;
}

/** A problem that spans fields; `path` is relative to the request object. */
export interface CrossFieldIssue {
  path: (string | number)[];
  message: string;
}

function tryCard(text: string | undefined): Card | null {
  if (text === undefined) return null;
  try {
    return parseCard(text);
  } catch {
    return null;
  }
}

function tryCards(parse: () => Card[]): Card[] | null {
  try {
    return parse();
  } catch {
    return null;
  }
}

/**
 * Rules between board fields: a river needs a turn; no card repeats across flop, turn,
 * river and hand. Fields that do not parse on their own are skipped (their own schema
 * already reported them), so the issues name only real conflicts.
 */
export function boardIssues(fields: BoardText): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  const { flop, turn, river, hand } = fields;
  if (river !== undefined && turn === undefined) {
    issues.push({ path: ['river'], message: `river ${describeValue(river)} requires turn` });
  }
  const board = flop === undefined ? null : tryCards(() => parseFlop(flop));
  if (board === null) return issues;
  const flopText = board.map(formatCard).join('');

  const turnCard = tryCard(turn);
  if (turnCard !== null) {
    if (board.includes(turnCard)) {
      issues.push({ path: ['turn'], message: `turn ${describeValue(turn)} repeats ${formatCard(turnCard)} from flop "${flopText}"` });
    } else {
      board.push(turnCard);
    }
  }
  const riverCard = turnCard === null ? null : tryCard(river);
  if (riverCard !== null) {
    if (board.includes(riverCard)) {
      const boardText = board.map(formatCard).join('');
      issues.push({ path: ['river'], message: `river ${describeValue(river)} repeats ${formatCard(riverCard)} from board "${boardText}"` });
    } else {
      board.push(riverCard);
    }
  }

  const handCards = hand === undefined ? null : tryCards(() => parseHand(hand));
  if (handCards !== null && firstRepeatedCard([...handCards, ...board]) !== null) {
    const message = messageOf(() => checkNoOverlap(handCards, board));
    if (message !== null) issues.push({ path: ['hand'], message });
  }
  return issues;
}

/** Adds cross-field issues to a zod refinement context. */
export function addIssues(ctx: z.RefinementCtx, issues: CrossFieldIssue[], input: unknown): void {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input });
}
