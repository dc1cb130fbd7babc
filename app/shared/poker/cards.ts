// Card encoding, fixed for the whole project:
//   card = 4 * rank + suit, rank 0..12 = 2,3,...,T,J,Q,K,A; suit 0..3 = c,d,h,s.
// So cards 0..51 sort by rank first, and `card >> 2` is the rank, `card & 3` the suit.
// Text form: two characters, rank upper-case then suit lower-case ('Ah'); parsing is
// case-insensitive.

export type Card = number;

export const RANKS = '23456789TJQKA';
export const SUITS = 'cdhs';
export const NUM_CARDS = 52;
export const NUM_RANKS = 13;
export const NUM_SUITS = 4;

/** Every parse or validation error of poker input; the message names the bad value. */
export class PokerInputError extends Error {
  override name = 'PokerInputError';
}

export function rankOf(card: Card): number {
  return card >> 2;
}

export function suitOf(card: Card): number {
  return card & 3;
}

export function makeCard(rank: number, suit: number): Card {
  return 4 * rank + suit;
}

export function isCard(value: unknown): value is Card {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < NUM_CARDS;
}

export function parseRank(char: string): number {
  const rank = RANKS.indexOf(char.toUpperCase());
  if (char.length !== 1 || rank < 0) throw new PokerInputError(`rank "${char}" is not one of ${RANKS}`);
  return rank;
}

export function parseSuit(char: string): number {
  const suit = SUITS.indexOf(char.toLowerCase());
  if (char.length !== 1 || suit < 0) throw new PokerInputError(`suit "${char}" is not one of ${SUITS}`);
  return suit;
}

/** Parses one card such as 'Ah', 'ah' or 'AH'. */
export function parseCard(text: string): Card {
  if (typeof text !== 'string' || text.length !== 2) {
    throw new PokerInputError(`card "${String(text)}" is not 2 characters (rank then suit, e.g. Ah)`);
  }
  const rank = RANKS.indexOf(text[0].toUpperCase());
  const suit = SUITS.indexOf(text[1].toLowerCase());
  if (rank < 0 || suit < 0) throw new PokerInputError(`card "${text}" is not a card (rank then suit, e.g. Ah)`);
  return 4 * rank + suit;
}

export function formatCard(card: Card): string {
  if (!isCard(card)) throw new PokerInputError(`card ${String(card)} is not in 0..51`);
  return RANKS[card >> 2] + SUITS[card & 3];
}

/** Parses concatenated 2-character cards ('AsKd7h'); does not check for repeats. */
export function parseCards(text: string): Card[] {
  if (typeof text !== 'string' || text.length % 2 !== 0) {
    throw new PokerInputError(`cards "${String(text)}" must be 2 characters per card`);
  }
  const cards: Card[] = [];
  for (let i = 0; i < text.length; i += 2) cards.push(parseCard(text.slice(i, i + 2)));
  return cards;
}

export function formatCards(cards: ArrayLike<Card>): string {
  let text = '';
  for (let i = 0; i < cards.length; i++) text += formatCard(cards[i]);
  return text;
}

/** The first card that appears twice, or null. */
export function firstRepeatedCard(cards: ArrayLike<Card>): Card | null {
  const seen = new Uint8Array(NUM_CARDS);
  for (let i = 0; i < cards.length; i++) {
    if (seen[cards[i]]) return cards[i];
    seen[cards[i]] = 1;
  }
  return null;
}
