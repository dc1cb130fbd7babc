import { describe, expect, it } from 'vitest';
import { cardName, PICKER_CARDS, toggleCard } from './card-grid.ts';

describe('card grid', () => {
  it('lays out 52 distinct cards, spades first, aces first', () => {
    expect(PICKER_CARDS).toHaveLength(52);
    expect(new Set(PICKER_CARDS).size).toBe(52);
    expect(PICKER_CARDS.slice(0, 2)).toEqual(['As', 'Ks']);
    expect(PICKER_CARDS[13]).toBe('Ah');
    expect(PICKER_CARDS[51]).toBe('2c');
  });

  it('names cards', () => {
    expect(cardName('As')).toBe('Ace of spades');
    expect(cardName('Td')).toBe('Ten of diamonds');
    expect(cardName('2c')).toBe('Two of clubs');
  });

  it.each([
    ['adds a card', ['As'], 'Kh', 3, ['As', 'Kh']],
    ['removes a picked card', ['As', 'Kh'], 'As', 3, ['Kh']],
    ['replaces the last card when full', ['As', 'Kh', '7d'], '2c', 3, ['As', 'Kh', '2c']],
    ['replaces the only card of a single pick', ['As'], 'Kh', 1, ['Kh']],
  ])('%s', (_name, picked, card, max, result) => {
    expect(toggleCard(picked as string[], card as string, max as number)).toEqual(result);
  });
});
