import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PokerInputError, parseCards } from './cards.ts';
import { NUM_COMBOS, combosOfClass, parseCombo, parseHandClass } from './combos.ts';
import { formatRange, formatWeight, parseRange, rangeComboCount, withoutBlockedCombos } from './ranges.ts';

const comboCount = (text: string) => rangeComboCount(parseRange(text));

describe('parseRange', () => {
  it.each([
    ['', 0],
    ['AA', 6],
    ['AKs', 4],
    ['AKo', 12],
    ['AK', 16],
    ['KA', 16],
    ['22+', 78],
    ['88+', 42],
    ['AA+', 6],
    ['K9o+', 48],
    ['K9s+', 16],
    ['T9s+', 4],
    ['K9+', 64],
    ['A5s-A2s', 16],
    ['A2s-A5s', 16],
    ['A5-A2', 64],
    ['KK-88', 36],
    ['88-KK', 36],
    ['AsKs', 1],
    ['random', 1326],
    ['RANDOM', 1326],
    ['aa, kk ,', 12],
    ['AA:0.5', 3],
    ['AA:.5', 3],
    ['AA:0', 0],
    ['AA:1', 6],
    ['22+,A2+,K2+,Q2+,J2+,T2+,92+,82+,72+,62+,52+,42+,32+', 1326],
  ])('"%s" holds %d combos', (text, count) => {
    expect(comboCount(text)).toBeCloseTo(count, 5);
  });

  it('reads the PioSOLVER example with later tokens overriding earlier ones', () => {
    const weights = parseRange('AA,KK:0.5,AKs,A5s-A2s,88+,T9s+,K9o+,AsKs:0.25');
    const at = (combo: string) => weights[parseCombo(combo)];
    expect(at('AsAh')).toBe(1);
    expect(at('KsKh')).toBe(1); // 88+ comes after KK:0.5
    expect(at('AsKs')).toBe(0.25);
    expect(at('AhKh')).toBe(1);
    expect(at('AhKd')).toBe(0);
    expect(at('5h2h')).toBe(0);
    expect(at('Ah3h')).toBe(1);
    expect(at('Th9h')).toBe(1);
    expect(at('Jh9h')).toBe(0);
    expect(at('KhTd')).toBe(1);
    expect(at('7h7d')).toBe(0);
    expect(rangeComboCount(weights)).toBeCloseTo(42 + 4 - 0.75 + 16 + 4 + 48, 5);
  });

  it('sets the same weight on every combo of a class', () => {
    const weights = parseRange('AKo:0.3');
    for (const combo of combosOfClass(parseHandClass('AKo'))) expect(weights[combo]).toBe(Math.fround(0.3));
  });

  it.each([
    ['AKx', '"AKx"'],
    ['AAs', '"AAs"'],
    ['AK-QJ', 'same first rank'],
    ['AKs-AQo', 'same first rank'],
    ['AA-AKs', 'same first rank'],
    ['AA:1.5', 'weight "1.5"'],
    ['AA:-1', 'weight "-1"'],
    ['AA:x', 'weight "x"'],
    ['AA:0.5:1', 'more than one'],
    ['AsAs', '"AsAs"'],
    ['1A', '"1A"'],
    ['AA,ZZ', '"ZZ"'],
  ])('rejects "%s", naming %s', (text, message) => {
    expect(() => parseRange(text)).toThrow(PokerInputError);
    expect(() => parseRange(text)).toThrow(message);
  });
});

describe('formatRange', () => {
  it.each([
    ['', ''],
    ['AA', 'AA'],
    ['22+', '22+'],
    ['KK-88', 'KK-88'],
    ['AA,KK', 'KK+'],
    ['AKs,AKo', 'AK'],
    ['A5s,A4s,A3s,A2s', 'A5s-A2s'],
    ['K9o,KTo,KJo,KQo', 'K9o+'],
    ['K9s+,K9o+', 'K9+'],
    ['K2s+,KTo+', 'K2s+,KT+'],
    ['T9s+', 'T9s'],
    ['AA,KK:0.5', 'AA,KK:0.5'],
    ['random', 'random'],
    ['random:0.5', 'random:0.5'],
    ['AA,KK:0.5,AKs,A5s-A2s,88+,T9s+,K9o+,AsKs:0.25', '88+,AKs,A5s-A2s,K9o+,T9s,AsKs:0.25'],
    ['AKo,AhKd:0', 'AKo,AhKd:0'],
    ['AhKd,AsKc', 'AsKc,AhKd'],
    ['AKs:0.25,AKo:0.25', 'AK:0.25'],
    ['AA:0.1', 'AA:0.1'],
  ])('formats "%s" as "%s"', (text, formatted) => {
    expect(formatRange(parseRange(text))).toBe(formatted);
  });

  it.each([
    [0.5, '0.5'],
    [0.25, '0.25'],
    [0.1, '0.1'],
    [1 / 3, '0.33333334'],
    [0, '0'],
    [1, '1'],
  ])('formatWeight(%s) is %s', (weight, text) => {
    expect(formatWeight(weight)).toBe(text);
  });

  it('rejects weights outside [0,1] and naming the combo', () => {
    const weights = new Float32Array(NUM_COMBOS);
    weights[parseCombo('AsKs')] = 2;
    expect(() => formatRange(weights)).toThrow('AsKs');
  });

  const weightArb = fc.oneof(
    fc.constantFrom(0, 1, 0.5, 0.25, 0.75),
    fc.float({ min: 0, max: 1, noNaN: true }),
  );
  const classWeights = fc.array(fc.constantFrom(0, 0, 0, 1, 0.5), { minLength: 169, maxLength: 169 });

  it('round-trips class-level ranges (property)', () => {
    fc.assert(
      fc.property(classWeights, fc.array(fc.tuple(fc.integer({ min: 0, max: 1325 }), weightArb), { maxLength: 20 }), (perClass, tweaks) => {
        const weights = new Float32Array(NUM_COMBOS);
        perClass.forEach((w, cls) => combosOfClass(cls).forEach((combo) => (weights[combo] = w)));
        for (const [combo, w] of tweaks) weights[combo] = w;
        const text = formatRange(weights);
        expect(parseRange(text)).toEqual(weights);
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips arbitrary combo weights (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 1325 }), weightArb), { maxLength: 300 }), (entries) => {
        const weights = new Float32Array(NUM_COMBOS);
        for (const [combo, w] of entries) weights[combo] = w;
        expect(parseRange(formatRange(weights))).toEqual(weights);
      }),
      { numRuns: 100 },
    );
  });

  it('is idempotent on its own output', () => {
    const text = formatRange(parseRange('22+,A2s+,K9o+,QJs:0.5,AhKd:0.25,T9s,98s:0.75'));
    expect(formatRange(parseRange(text))).toBe(text);
  });
});

describe('range helpers', () => {
  it('withoutBlockedCombos zeroes combos holding a given card', () => {
    const weights = withoutBlockedCombos(parseRange('AA,AKs'), parseCards('As'));
    expect(rangeComboCount(weights)).toBe(3 + 3);
    expect(weights[parseCombo('AsAh')]).toBe(0);
  });
});
