import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard, parseCard, parseCards } from './cards.ts';
import { comboIndex, parseCombo, formatCombo } from './combos.ts';
import {
  ALL_CANONICAL_FLOPS, ALL_PERMUTATIONS, IDENTITY_PERMUTATION, boardSymmetries, canonicalBoard, canonicalFlop, canonicalFlopIndex,
  canonicalFlopText, canonicalRiver, canonicalTurn, composePermutations, invertPermutation, permuteCard, permuteCards,
  permuteCombo, permuteNodeId, permuteWeights, riverClasses, turnClasses, type SuitPermutation,
} from './isomorphism.ts';
import { parseRange, formatRange } from './ranges.ts';

const text = (cards: number[]) => cards.map(formatCard).join('');
const sortedSet = (cards: number[]) => [...cards].sort((a, b) => a - b);
const permArb = fc.constantFrom(...ALL_PERMUTATIONS);
const flopArb = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 3, maxLength: 3 });

describe('suit permutations', () => {
  it('there are 24, all distinct', () => {
    expect(new Set(ALL_PERMUTATIONS.map((p) => p.join(''))).size).toBe(24);
  });

  it('invert and compose', () => {
    for (const perm of ALL_PERMUTATIONS) {
      expect(composePermutations(perm, invertPermutation(perm))).toEqual(IDENTITY_PERMUTATION);
      for (let card = 0; card < 52; card++) expect(permuteCard(permuteCard(card, perm), invertPermutation(perm))).toBe(card);
    }
  });

  it('permuteCard renames the suit and keeps the rank', () => {
    const clubsToSpades: SuitPermutation = [3, 1, 2, 0];
    expect(formatCard(permuteCard(parseCard('Ac'), clubsToSpades))).toBe('As');
    expect(formatCard(permuteCard(parseCard('Ah'), clubsToSpades))).toBe('Ah');
    expect(formatCombo(permuteCombo(parseCombo('AcKs'), clubsToSpades))).toBe('AsKc');
  });

  it('permuteWeights moves each combo weight with its combo', () => {
    const perm: SuitPermutation = [3, 1, 2, 0];
    const moved = permuteWeights(parseRange('AcKc,AsKs:0.5'), perm);
    expect(formatRange(moved)).toBe(formatRange(parseRange('AsKs,AcKc:0.5')));
  });

  it('permuteNodeId renames turn and river cards only', () => {
    const perm: SuitPermutation = [3, 1, 2, 0];
    expect(permuteNodeId('root-x-b2.5-c-turn_Ac-x-x-river_2s', perm)).toBe('root-x-b2.5-c-turn_As-x-x-river_2c');
    expect(permuteNodeId('root-x-b2.5-c-turn_ac', IDENTITY_PERMUTATION)).toBe('root-x-b2.5-c-turn_Ac');
    expect(() => permuteNodeId('root-b2.50', perm)).toThrow('"b2.50"');
  });
});

describe('canonical flops', () => {
  it('there are 1,755 with raw counts summing to 22,100, each 24 / |symmetries|', () => {
    expect(ALL_CANONICAL_FLOPS).toHaveLength(1755);
    expect(ALL_CANONICAL_FLOPS.reduce((sum, cls) => sum + cls.rawCount, 0)).toBe(22100);
    for (const cls of ALL_CANONICAL_FLOPS) {
      expect(cls.rawCount * boardSymmetries(cls.flop).length).toBe(24);
      expect(canonicalFlopText(cls.flop)).toBe(cls.text);
    }
    expect(ALL_CANONICAL_FLOPS[0].text).toBe('AsAhAd');
    expect(ALL_CANONICAL_FLOPS[1754].text).toBe('2s2h2d');
  });

  it.each([
    ['AsKhQd', 'AsKhQd', 24],
    ['2c7dKh', 'Ks7h2d', 24],
    ['QdKcAd', 'AsKhQs', 12],
    ['9c8c7c', '9s8s7s', 4],
    ['5c5hKh', 'Ks5s5h', 12],
    ['KcKh5h', 'KsKh5s', 12],
    ['Kd5c5h', 'Ks5h5d', 12],
    ['7c7d7h', '7s7h7d', 4],
    ['2h3h2c', '3s2s2h', 12],
  ])('canonicalFlop(%s) is %s (raw count %i)', (raw, canonical, rawCount) => {
    const result = canonicalFlop(parseCards(raw));
    expect(text(result.flop)).toBe(canonical);
    expect(sortedSet(permuteCards(parseCards(raw), result.permutation))).toEqual(sortedSet(result.flop));
    expect(ALL_CANONICAL_FLOPS[canonicalFlopIndex(parseCards(raw))].rawCount).toBe(rawCount);
  });

  it('rejects a flop with a repeated card, naming it', () => {
    expect(() => canonicalFlop(parseCards('AsAsKd'))).toThrow('repeats As');
  });

  it('is invariant under suit permutation and its permutation maps onto it (property)', () => {
    fc.assert(
      fc.property(flopArb, permArb, (flop, perm) => {
        const original = canonicalFlop(flop);
        const permuted = canonicalFlop(permuteCards(flop, perm));
        expect(permuted.flop).toEqual(original.flop);
        expect(sortedSet(permuteCards(flop, original.permutation))).toEqual(sortedSet(original.flop));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('canonical turn and river', () => {
  it.each([
    ['AsKhQd', 49],
    ['AsKsQs', 10 + 13],
    ['AsKsQh', 11 + 12 + 13],
    ['7s7h7d', 12 + 12 + 1],
  ])('flop %s has %i turn classes, raw counts summing to 49', (flop, count) => {
    const classes = turnClasses(parseCards(flop));
    expect(classes).toHaveLength(count);
    expect(classes.reduce((sum, c) => sum + c.rawCount, 0)).toBe(49);
  });

  it('turns that a monotone flop cannot tell apart map to one card', () => {
    const flop = parseCards('AsKsQs');
    const reps = ['2h', '2d', '2c'].map((card) => formatCard(canonicalTurn(flop, parseCard(card)).card));
    expect(reps).toEqual(['2h', '2h', '2h']);
    expect(formatCard(canonicalTurn(flop, parseCard('2s')).card)).toBe('2s');
  });

  it('canonicalTurn returns a flop symmetry that maps the turn to its representative', () => {
    for (const cls of ALL_CANONICAL_FLOPS.slice(0, 200)) {
      for (let turn = 0; turn < 52; turn++) {
        if (cls.flop.includes(turn)) continue;
        const { card, permutation } = canonicalTurn(cls.flop, turn);
        expect(permuteCard(turn, permutation)).toBe(card);
        expect(sortedSet(permuteCards(cls.flop, permutation))).toEqual(sortedSet(cls.flop));
      }
    }
  });

  it('the river keeps the turn fixed: on AsKsQs with turn 2h, rivers 3d and 3c are one class, 3h another', () => {
    const flop = parseCards('AsKsQs');
    const turn = parseCard('2h');
    const rep = (card: string) => formatCard(canonicalRiver(flop, turn, parseCard(card)).card);
    expect(rep('3c')).toBe(rep('3d'));
    expect(rep('3h')).toBe('3h');
    expect(rep('3d')).not.toBe('3h');
    expect(riverClasses(flop, turn).reduce((sum, c) => sum + c.rawCount, 0)).toBe(48);
  });

  it('rejects a turn or river already on the board', () => {
    expect(() => canonicalTurn(parseCards('AsKsQs'), parseCard('As'))).toThrow('turn As');
    expect(() => canonicalRiver(parseCards('AsKsQs'), parseCard('2h'), parseCard('2h'))).toThrow('river 2h');
  });

  it('canonicalBoard is invariant under suit permutation and maps the board street by street (property)', () => {
    const boardArb = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(boardArb, permArb, fc.integer({ min: 3, max: 5 }), (cards, perm, length) => {
        const board = cards.slice(0, length);
        const original = canonicalBoard(board);
        expect(canonicalBoard(permuteCards(board, perm)).board).toEqual(original.board);
        const mapped = permuteCards(board, original.permutation);
        expect(sortedSet(mapped.slice(0, 3))).toEqual(sortedSet(original.board.slice(0, 3)));
        expect(mapped.slice(3)).toEqual(original.board.slice(3));
      }),
      { numRuns: 1000 },
    );
  });

  it('hands translate with the board: a combo and its image agree on every board relation', () => {
    const board = parseCards('Kd5c5h');
    const { permutation } = canonicalBoard(board);
    const hand = comboIndex(parseCard('Kc'), parseCard('Qd'));
    expect(formatCombo(permuteCombo(hand, permutation))).toMatch(/^K[shdc]Q[shdc]$/);
  });
});
