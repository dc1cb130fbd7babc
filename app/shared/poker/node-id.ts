// Node ids: `root(-token)*`, at most 200 characters, naming a point in a betting tree.
// Tokens: x (check), c (call), f (fold), b<amount> (bet), r<amount> (raise to),
// turn_<card>, river_<card>. Amounts are BB as a plain decimal: digits, optionally '.'
// and 1-2 digits, no trailing zeros after the point, no leading zeros, no sign, no
// exponent, > 0 ('b2.5', 'r11', 'b0.25'; not 'b2.50', 'b02', 'b+2', 'b1e2').
// The parser is syntactic, plus street order: at most one turn_ and one river_, the
// river after the turn, and not the same card twice. Whether a token is legal at its
// parent is the tree's business. Keywords are lower-case; cards are case-insensitive
// and formatted as 'Ah'.
import { type Card, PokerInputError, formatCard, parseCard } from './cards.ts';

export const MAX_NODE_ID_LENGTH = 200;
export const ROOT_NODE_ID = 'root';

export type NodeToken =
  | { kind: 'check' | 'call' | 'fold' }
  | { kind: 'bet' | 'raise'; amountBb: number }
  | { kind: 'turn' | 'river'; card: Card };

/** A node id that does not parse; `token` is the offending token when there is one. */
export class NodeIdError extends PokerInputError {
  override name = 'NodeIdError';
  constructor(message: string, readonly token: string | null = null) {
    super(message);
  }
}

const AMOUNT_PATTERN = /^(0|[1-9]\d*)(\.\d{0,2})?$/;

/** BB amount -> integer cents, robust to binary noise (2.675 -> 268). */
export function toCents(bb: number): number {
  return Math.round(Number((bb * 100).toPrecision(12)));
}

/** True when both amounts round to the same cent. */
export function amountsMatch(a: number, b: number): boolean {
  return toCents(a) === toCents(b);
}

/** BB amount as node-id text: rounded to the cent, no trailing zeros (2.5 -> '2.5', 11 -> '11'). */
export function formatAmount(bb: number): string {
  if (!Number.isFinite(bb) || bb < 0) throw new PokerInputError(`amount ${bb} BB is not a non-negative number`);
  const cents = toCents(bb);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** Node-id amount text -> BB; throws naming the text. */
export function parseAmount(text: string): number {
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) {
    throw new PokerInputError(`amount "${text}" is not a plain decimal with at most 2 decimals (e.g. 2.5, 11)`);
  }
  const fraction = match[2] ?? '';
  if (fraction === '.' || fraction.endsWith('0')) {
    throw new PokerInputError(`amount "${text}" has a trailing '.' or zero (write ${formatAmount(Number(text))})`);
  }
  const bb = Number(text);
  if (bb <= 0) throw new PokerInputError(`amount "${text}" is not above 0`);
  return bb;
}

/** One token ('x', 'b2.5', 'turn_Ah'); throws NodeIdError naming it. */
export function parseNodeToken(text: string): NodeToken {
  if (text === 'x') return { kind: 'check' };
  if (text === 'c') return { kind: 'call' };
  if (text === 'f') return { kind: 'fold' };
  const fail = (why: string) => new NodeIdError(`token "${text}" ${why}`, text);
  for (const street of ['turn', 'river'] as const) {
    if (text.startsWith(`${street}_`)) {
      try {
        return { kind: street, card: parseCard(text.slice(street.length + 1)) };
      } catch {
        throw fail(`does not name a card (e.g. ${street}_Ah)`);
      }
    }
  }
  if (text.startsWith('b') || text.startsWith('r')) {
    try {
      return { kind: text[0] === 'b' ? 'bet' : 'raise', amountBb: parseAmount(text.slice(1)) };
    } catch (error) {
      throw fail(`has a bad amount: ${(error as Error).message}`);
    }
  }
  throw fail('is not one of x, c, f, b<amount>, r<amount>, turn_<card>, river_<card>');
}

export function formatNodeToken(token: NodeToken): string {
  switch (token.kind) {
    case 'check': return 'x';
    case 'call': return 'c';
    case 'fold': return 'f';
    case 'bet': return `b${formatAmount(token.amountBb)}`;
    case 'raise': return `r${formatAmount(token.amountBb)}`;
    case 'turn': return `turn_${formatCard(token.card)}`;
    case 'river': return `river_${formatCard(token.card)}`;
  }
}

/** 'root-x-b2.5-c-turn_Ah' -> tokens after root. Throws NodeIdError naming the bad token. */
export function parseNodeId(text: string): NodeToken[] {
  if (typeof text !== 'string') throw new NodeIdError(`node id ${String(text)} is not text`);
  if (text.length > MAX_NODE_ID_LENGTH) {
    throw new NodeIdError(`node id is ${text.length} characters, at most ${MAX_NODE_ID_LENGTH}`);
  }
  const parts = text.split('-');
  if (parts[0] !== ROOT_NODE_ID) throw new NodeIdError(`node id "${text}" does not start with root`, parts[0]);
  const tokens: NodeToken[] = [];
  let turn: NodeToken | null = null;
  let river: NodeToken | null = null;
  for (const part of parts.slice(1)) {
    if (part === '') throw new NodeIdError(`node id "${text}" has an empty token`, '');
    let token: NodeToken;
    try {
      token = parseNodeToken(part);
    } catch (error) {
      throw new NodeIdError(`node id "${text}": ${(error as Error).message}`, part);
    }
    if (token.kind === 'turn') {
      if (turn) throw new NodeIdError(`node id "${text}": token "${part}" is a second turn card`, part);
      if (river) throw new NodeIdError(`node id "${text}": token "${part}" comes after the river`, part);
      turn = token;
    } else if (token.kind === 'river') {
      if (river) throw new NodeIdError(`node id "${text}": token "${part}" is a second river card`, part);
      if (!turn) throw new NodeIdError(`node id "${text}": token "${part}" comes before any turn card`, part);
      if (turn.kind === 'turn' && turn.card === token.card) {
        throw new NodeIdError(`node id "${text}": token "${part}" repeats the turn card`, part);
      }
      river = token;
    }
    tokens.push(token);
  }
  return tokens;
}

/** Tokens -> 'root-...' in normal form (amounts to the cent, cards like 'Ah'). */
export function formatNodeId(tokens: readonly NodeToken[]): string {
  return [ROOT_NODE_ID, ...tokens.map(formatNodeToken)].join('-');
}

/** The canonical spelling of a node id (e.g. 'root-turn_ah' -> 'root-turn_Ah'). */
export function normalizeNodeId(text: string): string {
  return formatNodeId(parseNodeId(text));
}
