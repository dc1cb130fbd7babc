import { describe, expect, it } from 'vitest';
import { PokerInputError, parseCards } from './cards.ts';
import { comboCards } from './combos.ts';
import {
  HAND_CATEGORIES, NUM_HAND_VALUES, evaluate5, evaluate6, evaluate7, evaluateCards, handCategory, handValuesOnBoard,
} from './evaluator.ts';
import { REFERENCE_CATEGORY_DIVISOR, referenceBestScore } from './reference-evaluator.ts';

// Deterministic PRNG so failures reproduce.
function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomCards(random: () => number, count: number): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (52 - i));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, count);
}

const value = (text: string) => evaluateCards(parseCards(text));

/** Checks that values order the hands exactly as the reference scores do. */
function expectSameOrder(hands: number[][], values: number[]): void {
  const reference = hands.map(referenceBestScore);
  const order = hands.map((_, i) => i).sort((a, b) => reference[a] - reference[b]);
  for (let k = 1; k < order.length; k++) {
    const [a, b] = [order[k - 1], order[k]];
    if (reference[a] === reference[b]) expect(values[a], `tie ${hands[a]} vs ${hands[b]}`).toBe(values[b]);
    else expect(values[a], `${hands[a]} < ${hands[b]}`).toBeLessThan(values[b]);
  }
  hands.forEach((_, i) => {
    expect(HAND_CATEGORIES.indexOf(handCategory(values[i]))).toBe(Math.floor(reference[i] / REFERENCE_CATEGORY_DIVISOR));
  });
}

describe('evaluator', () => {
  it('orders random 7-card hands exactly as the best of their 21 five-card subsets', () => {
    const random = mulberry32(7);
    const hands = Array.from({ length: 10_000 }, () => randomCards(random, 7));
    expectSameOrder(hands, hands.map((h) => evaluate7(h[0], h[1], h[2], h[3], h[4], h[5], h[6])));
  });

  it('orders random 6- and 5-card hands as the reference does', () => {
    const random = mulberry32(11);
    const six = Array.from({ length: 5_000 }, () => randomCards(random, 6));
    expectSameOrder(six, six.map((h) => evaluate6(h[0], h[1], h[2], h[3], h[4], h[5])));
    const five = Array.from({ length: 5_000 }, () => randomCards(random, 5));
    expectSameOrder(five, five.map((h) => evaluate5(h[0], h[1], h[2], h[3], h[4])));
  });

  it('orders random hands rich in flushes and straights as the reference does', () => {
    // Cards drawn from two suits and ranks 8..A: many flushes, straights, straight flushes.
    const random = mulberry32(3);
    const pool = parseCards('8h9hThJhQhKhAh8s9sTsJsQsKsAs7h6h');
    const hands = Array.from({ length: 5_000 }, () => {
      const picked = [...pool].sort(() => random() - 0.5);
      return picked.slice(0, 7);
    });
    expectSameOrder(hands, hands.map((h) => evaluate7(h)));
  });

  it('gives the textbook category counts and 7,462 distinct values over all 2,598,960 five-card hands', () => {
    const counts = new Array(HAND_CATEGORIES.length).fill(0);
    const seen = new Uint8Array(NUM_HAND_VALUES + 1);
    for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++)
      for (let d = c + 1; d < 52; d++) for (let e = d + 1; e < 52; e++) {
        const v = evaluate5(a, b, c, d, e);
        seen[v] = 1;
        counts[HAND_CATEGORIES.indexOf(handCategory(v))]++;
      }
    expect(counts).toEqual([1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]);
    expect(seen.reduce((sum, x) => sum + x, 0)).toBe(NUM_HAND_VALUES);
  });

  it.each([
    ['wheel straight loses to six-high straight', 'As2d3c4h5s', '2d3c4h5s6s'],
    ['six-high straight loses to broadway', '2d3c4h5s6s', 'TdJcQhKsAs'],
    ['ace-high loses to the wheel', 'AsKdQc9h7s', 'As2d3c4h5s'],
    ['steel wheel beats quad aces', 'AsAhAdAcKs', 'As2s3s4s5s'],
    ['steel wheel loses to six-high straight flush', 'As2s3s4s5s', '2s3s4s5s6s'],
    ['straight flush loses to royal flush', '9sTsJsQsKs', 'TsJsQsKsAs'],
    ['kings full of aces lose to aces full of deuces', 'KsKdKcAsAd', 'AsAdAc2s2d'],
    ['threes full of deuces beat deuces full of aces', '2s2d2cAsAd', '3s3d3c2s2d'],
    ['flush beats straight', 'TdJcQhKsAs', '2h4h6h8hTh'],
    ['flushes compare by all five ranks', 'AhKhQhJh8h', 'AsKsQsJs9s'],
    ['pair of aces with a king kicker beats a queen kicker', 'AsAdQh5c3d', 'AsAdKh5c3d'],
    ['pair kickers reach the third kicker', 'AsAdKhQc3d', 'AsAdKhQc4d'],
    ['two pair kicker decides', 'KsKdQhQc2d', 'KsKdQhQc3d'],
    ['higher second pair wins', 'KsKdJhJcAd', 'KsKdQhQc2d'],
    ['trips kicker decides', '7s7d7hAc2d', '7s7d7hAc3d'],
    ['quads kicker decides', '9s9d9h9c2d', '9s9d9h9cKd'],
    ['high card compares the fifth card', 'AsKdQc9h6s', 'AsKdQc9h7s'],
  ])('%s', (_name, weaker, stronger) => {
    expect(value(weaker)).toBeLessThan(value(stronger));
  });

  it.each([
    ['AsKdQcJhTs', 'AdKcQhJsTc'],
    ['AsAd5h5c9d', 'AhAc5s5d9s'],
    ['2c3d4h5s7c', '2d3h4s5c7d'],
  ])('%s ties %s', (a, b) => {
    expect(value(a)).toBe(value(b));
  });

  it.each([
    ['three pairs play the best two and the best kicker', 'KsKd7h7c3d3cQs', 'KsKd7h7cQs'],
    ['two trips make a full house of the higher trips', '8s8d8h5c5d5hAs', '8s8d8h5c5d'],
    ['a six-card straight plays its top', '4s5d6h7c8d9hKs', '5d6h7c8d9h'],
    ['a flush on board with a higher suited hole card', '2h5h8hJhKh3cAh', 'Ah5h8hJhKh'],
    ['a straight flush beats a higher flush in the same seven cards', '5h6h7h8h9hAhKh', '5h6h7h8h9h'],
    ['quads with a pair kick with the higher rank', '4s4d4h4cAsAd2s', '4s4d4h4cAs'],
  ])('seven cards: %s', (_name, seven, bestFive) => {
    expect(value(seven)).toBe(value(bestFive));
  });

  it('evaluate7 gives the same value for the array form and any card order', () => {
    const random = mulberry32(5);
    for (let i = 0; i < 200; i++) {
      const hand = randomCards(random, 7);
      const v = evaluate7(hand[0], hand[1], hand[2], hand[3], hand[4], hand[5], hand[6]);
      expect(evaluate7(hand)).toBe(v);
      expect(evaluate7([...hand].reverse())).toBe(v);
    }
  });

  it.each([
    [1, 'high_card'],
    [NUM_HAND_VALUES, 'straight_flush'],
  ] as const)('handCategory(%i) is %s', (v, category) => {
    expect(handCategory(v)).toBe(category);
  });

  it.each([
    ['AsKdQcJh', 'need 5, 6 or 7'],
    ['AsKdQcJhTs9s8s7s', 'need 5, 6 or 7'],
    ['AsAsQcJhTs', 'repeat'],
  ])('evaluateCards rejects %s', (text, message) => {
    expect(() => evaluateCards(parseCards(text))).toThrow(message);
  });

  it('handCategory rejects values outside 1..7462', () => {
    expect(() => handCategory(0)).toThrow(PokerInputError);
    expect(() => handCategory(7463)).toThrow('7463');
  });

  it.each(['7h8h9h', '7h8h9h2c', '7h8h9h2cKh'])('handValuesOnBoard(%s) matches evaluateCards for every combo', (text) => {
    const board = parseCards(text);
    const values = handValuesOnBoard(board);
    for (let index = 0; index < 1326; index++) {
      const [lo, hi] = comboCards(index);
      if (board.includes(lo) || board.includes(hi)) expect(values[index]).toBe(0);
      else expect(values[index]).toBe(evaluateCards([...board, lo, hi]));
    }
  });

  it('handValuesOnBoard rejects a bad board', () => {
    expect(() => handValuesOnBoard(parseCards('AsKs'))).toThrow('need 3, 4 or 5');
    expect(() => handValuesOnBoard(parseCards('AsKsAs'))).toThrow('repeats As');
  });
});
