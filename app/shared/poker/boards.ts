// Boards and hands as text: a flop is 3 cards written as 6 characters, a hand 2 cards
// as 4 characters, turn and river one card each. Case-insensitive; cards must not repeat.
import { type Card, PokerInputError, formatCard, parseCard, parseCards, firstRepeatedCard } from './cards.ts';

export type Hand = [Card, Card];

function parseDistinct(what: string, text: string, count: number): Card[] {
  if (typeof text !== 'string' || text.length !== 2 * count) {
    throw new PokerInputError(`${what} "${String(text)}" is not ${count} cards (${2 * count} characters)`);
  }
  let cards: Card[];
  try {
    cards = parseCards(text);
  } catch (error) {
    throw new PokerInputError(`${what} "${text}": ${(error as Error).message}`);
  }
  const repeated = firstRepeatedCard(cards);
  if (repeated !== null) throw new PokerInputError(`${what} "${text}" repeats ${formatCard(repeated)}`);
  return cards;
}

/** 'AsKd7h' -> three distinct cards in the written order. */
export function parseFlop(text: string): Card[] {
  return parseDistinct('flop', text, 3);
}

/** 'AhKd' -> two distinct cards in the written order. */
export function parseHand(text: string): Hand {
  const cards = parseDistinct('hand', text, 2);
  return [cards[0], cards[1]];
}

/**
 * Flop plus optional turn and river -> 3, 4 or 5 distinct cards in street order.
 * A river without a turn is an error.
 */
export function parseBoard(flop: string, turn?: string | null, river?: string | null): Card[] {
  const board = parseFlop(flop);
  const hasTurn = turn !== undefined && turn !== null && turn !== '';
  const hasRiver = river !== undefined && river !== null && river !== '';
  if (hasRiver && !hasTurn) throw new PokerInputError(`river "${river}" given without a turn`);
  if (hasTurn) board.push(parseStreetCard('turn', turn));
  if (hasRiver) board.push(parseStreetCard('river', river));
  const repeated = firstRepeatedCard(board);
  if (repeated !== null) {
    throw new PokerInputError(`board "${board.map(formatCard).join('')}" repeats ${formatCard(repeated)}`);
  }
  return board;
}

function parseStreetCard(what: string, text: string): Card {
  try {
    return parseCard(text);
  } catch {
    throw new PokerInputError(`${what} "${text}" is not a card (rank then suit, e.g. Ah)`);
  }
}

/** Throws when a hand card is on the board (or the hand repeats a card). */
export function checkNoOverlap(hand: ArrayLike<Card>, board: ArrayLike<Card>): void {
  if (hand.length === 2 && hand[0] === hand[1]) {
    throw new PokerInputError(`hand "${formatCard(hand[0])}${formatCard(hand[1])}" repeats ${formatCard(hand[0])}`);
  }
  for (let i = 0; i < hand.length; i++) {
    for (let j = 0; j < board.length; j++) {
      if (hand[i] === board[j]) {
        const handText = Array.from(hand, formatCard).join('');
        const boardText = Array.from(board, formatCard).join('');
        throw new PokerInputError(`hand "${handText}" shares ${formatCard(hand[i])} with board "${boardText}"`);
      }
    }
  }
}
