import { describe, expect, it } from 'vitest';
import { parseCard, PokerInputError } from './cards.ts';
import {
  COMBO_CARDS, NUM_COMBOS, NUM_HAND_CLASSES, comboCards, comboIndex, combosOfClass, formatCombo, handClassName,
  handClassOf, parseCombo, parseHandClass,
} from './combos.ts';

describe('combos', () => {
  it('comboIndex is b*(b-1)/2 + a, order-free, a bijection onto 0..1325', () => {
    const seen = new Set<number>();
    for (let b = 1; b < 52; b++) {
      for (let a = 0; a < b; a++) {
        const index = comboIndex(a, b);
        expect(index).toBe((b * (b - 1)) / 2 + a);
        expect(comboIndex(b, a)).toBe(index);
        expect(comboCards(index)).toEqual([a, b]);
        expect([COMBO_CARDS[2 * index], COMBO_CARDS[2 * index + 1]]).toEqual([a, b]);
        seen.add(index);
      }
    }
    expect(seen.size).toBe(NUM_COMBOS);
    expect(Math.max(...seen)).toBe(NUM_COMBOS - 1);
  });

  it('comboIndex rejects a repeated card', () => {
    expect(() => comboIndex(7, 7)).toThrow(PokerInputError);
  });

  it.each([
    ['AhKd', 'AhKd'],
    ['KdAh', 'AhKd'],
    ['ahAs', 'AsAh'],
    ['2c3c', '3c2c'],
  ])('formatCombo(parseCombo(%s)) is %s (higher card first)', (text, formatted) => {
    expect(formatCombo(parseCombo(text))).toBe(formatted);
  });

  it.each(['AhAh', 'Ah', 'AhKx'])('parseCombo rejects "%s"', (text) => {
    expect(() => parseCombo(text)).toThrow(`"${text}"`);
  });

  it.each([
    ['AA', 0, 6],
    ['AKs', 1, 4],
    ['AKo', 13, 12],
    ['22', 168, 6],
    ['32s', 11 * 13 + 12, 4],
    ['32o', 12 * 13 + 11, 12],
    ['T9s', 4 * 13 + 5, 4],
  ])('class %s has index %i and %i combos', (name, index, count) => {
    expect(parseHandClass(name)).toBe(index);
    expect(handClassName(index)).toBe(name);
    const combos = combosOfClass(index);
    expect(combos).toHaveLength(count);
    for (const combo of combos) expect(handClassOf(combo)).toBe(index);
  });

  it('every class name round-trips and the classes partition the 1326 combos', () => {
    let total = 0;
    for (let index = 0; index < NUM_HAND_CLASSES; index++) {
      expect(parseHandClass(handClassName(index))).toBe(index);
      total += combosOfClass(index).length;
    }
    expect(total).toBe(NUM_COMBOS);
  });

  it('handClassOf uses suitedness and ranks', () => {
    expect(handClassName(handClassOf(comboIndex(parseCard('Ah'), parseCard('Kh'))))).toBe('AKs');
    expect(handClassName(handClassOf(comboIndex(parseCard('Kh'), parseCard('Ad'))))).toBe('AKo');
    expect(handClassName(handClassOf(comboIndex(parseCard('7h'), parseCard('7d'))))).toBe('77');
  });

  it.each([
    ['kaS', 'AKs'],
    ['ako', 'AKo'],
  ])('parseHandClass accepts %s as %s', (text, name) => {
    expect(handClassName(parseHandClass(text))).toBe(name);
  });

  it.each(['AK', 'AAs', 'A', 'AKx', 'XKs', 'AKso'])('parseHandClass rejects "%s"', (text) => {
    expect(() => parseHandClass(text)).toThrow(`"${text}"`);
  });
});
