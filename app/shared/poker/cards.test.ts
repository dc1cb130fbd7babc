import { describe, expect, it } from 'vitest';
import { PokerInputError, formatCard, formatCards, parseCard, parseCards, rankOf, suitOf, makeCard, firstRepeatedCard } from './cards.ts';

describe('cards', () => {
  it.each([
    ['2c', 0],
    ['2d', 1],
    ['2s', 3],
    ['3c', 4],
    ['Th', 4 * 8 + 2],
    ['Ah', 50],
    ['As', 51],
    ['ah', 50],
    ['AH', 50],
    ['tD', 33],
  ])('parseCard(%s) is %i (card = 4*rank + suit)', (text, card) => {
    expect(parseCard(text)).toBe(card);
  });

  it.each(['', 'A', 'Ahh', '1h', 'Ax', '10h', 'hA', '  '])('parseCard rejects "%s" and names it', (text) => {
    expect(() => parseCard(text)).toThrow(PokerInputError);
    expect(() => parseCard(text)).toThrow(`"${text}"`);
  });

  it('formatCard is the inverse of parseCard on all 52 cards, rank upper and suit lower', () => {
    for (let card = 0; card < 52; card++) {
      const text = formatCard(card);
      expect(text).toMatch(/^[2-9TJQKA][cdhs]$/);
      expect(parseCard(text)).toBe(card);
      expect(makeCard(rankOf(card), suitOf(card))).toBe(card);
    }
  });

  it.each([-1, 52, 1.5, NaN])('formatCard rejects %s', (card) => {
    expect(() => formatCard(card)).toThrow(PokerInputError);
  });

  it('parseCards splits concatenated cards and formatCards joins them', () => {
    expect(parseCards('AsKd7h')).toEqual([51, 45, 22]);
    expect(formatCards(parseCards('askd7H'))).toBe('AsKd7h');
    expect(parseCards('')).toEqual([]);
    expect(() => parseCards('AsK')).toThrow('"AsK"');
    expect(() => parseCards('AsKx')).toThrow('"Kx"');
  });

  it('firstRepeatedCard finds a repeat or answers null', () => {
    expect(firstRepeatedCard([1, 2, 3])).toBeNull();
    expect(firstRepeatedCard([1, 2, 1])).toBe(1);
  });
});
