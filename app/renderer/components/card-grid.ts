// The card picker's layout: one row per suit (spades, hearts, diamonds, clubs), ranks
// from ace down to deuce, so a row reads like a hand of cards.
import { RANKS } from '../../shared/poker/cards.ts';

export const PICKER_SUITS = ['s', 'h', 'd', 'c'] as const;
export const PICKER_RANKS = RANKS.split('').reverse();

const RANK_NAMES: Record<string, string> = {
  A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', T: 'Ten', 9: 'Nine', 8: 'Eight', 7: 'Seven', 6: 'Six', 5: 'Five', 4: 'Four', 3: 'Three', 2: 'Two',
};
const SUIT_NAMES: Record<string, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
export const SUIT_SYMBOLS: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };

/** The 52 cards row-major ('As', 'Ks', ..., '2c'). */
export const PICKER_CARDS: readonly string[] = PICKER_SUITS.flatMap((suit) => PICKER_RANKS.map((rank) => rank + suit));

/** 'As' -> 'Ace of spades' (the accessible name of a card). */
export function cardName(card: string): string {
  return `${RANK_NAMES[card[0]] ?? card[0]} of ${SUIT_NAMES[card[1]] ?? card[1]}`;
}

/**
 * Picking cards in order: clicking a picked card removes it; clicking another card adds it,
 * and when `max` are picked already, it replaces the last one.
 */
export function toggleCard(picked: readonly string[], card: string, max: number): string[] {
  if (picked.includes(card)) return picked.filter((c) => c !== card);
  if (picked.length < max) return [...picked, card];
  return [...picked.slice(0, max - 1), card];
}
