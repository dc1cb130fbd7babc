import { describe, expect, it } from 'vitest';
import { parseCards, PokerInputError } from './cards.ts';
import { comboCards } from './combos.ts';
import { equityHandVsHand, equityHandVsRange, equityMonteCarlo } from './equity.ts';
import { parseRange } from './ranges.ts';

const cards = parseCards;

describe('equityHandVsHand', () => {
  // Preflop all-in facts (equity = win + tie/2 over all 1,712,304 boards).
  it.each([
    ['AsAh', 'KdKc', 0.8126],
    ['QhQc', 'AhKh', 0.5412],
    ['QdQc', 'AsKh', 0.5717],
  ])('%s vs %s preflop is %f', (a, b, expected) => {
    const result = equityHandVsHand(cards(a), cards(b));
    expect(result.outcomes).toBe(1_712_304);
    expect(Math.abs(result.equity - expected)).toBeLessThan(0.0001);
    expect(result.win + result.tie + result.lose).toBeCloseTo(1, 12);
  });

  it.each([
    ['AsAh', 'KdKc', 'Kh7c2d'],
    ['AhKh', '9c9d', '9hTh2c'],
    ['7c6c', 'AsKd', 'Ac8c9d5h'],
  ])('%s and %s split the pot on %s', (a, b, board) => {
    const first = equityHandVsHand(cards(a), cards(b), cards(board));
    const second = equityHandVsHand(cards(b), cards(a), cards(board));
    expect(first.equity + second.equity).toBeCloseTo(1, 12);
  });

  it.each([
    ['AsAh', 'KdKc', 'Kh7c2d3s4s', 0],
    ['AsAh', 'KdKc', 'Qh7c2d3s4s', 1],
    ['AsKd', 'AhKc', 'Qh7c2d3s4s', 0.5],
    ['AsKd', 'AhKc', 'Qh7c2d3s', 0.5],
  ])('%s vs %s on %s has equity %f', (a, b, board, expected) => {
    expect(equityHandVsHand(cards(a), cards(b), cards(board)).equity).toBeCloseTo(expected, 12);
  });

  it('counts outs on the turn: a flush draw with 9 outs of 44 river cards', () => {
    const result = equityHandVsHand(cards('AhKh'), cards('QsQd'), cards('2h7h9cJs'));
    expect(result.outcomes).toBe(44);
    // Outs: 9 hearts; A and K (3 each) also win: 9 + 6 = 15.
    expect(result.equity).toBeCloseTo(15 / 44, 12);
  });

  it.each([
    [['AsAh', 'AsKd', ''], 'repeats As'],
    [['AsAh', 'KsKd', 'AhQc2d'], 'repeats Ah'],
    [['AsAh', 'KsKd', 'Qc2d'], 'need 0, 3, 4, 5'],
  ])('rejects %j', ([a, b, board], message) => {
    expect(() => equityHandVsHand(cards(a), cards(b), cards(board))).toThrow(PokerInputError);
    expect(() => equityHandVsHand(cards(a), cards(b), cards(board))).toThrow(message);
  });
});

describe('equityHandVsRange', () => {
  it('equals hand vs hand when the range is one combo', () => {
    const weights = parseRange('KdKc');
    const vsRange = equityHandVsRange(cards('AsAh'), weights, cards('Kh7c2d'));
    expect(vsRange.equity).toBeCloseTo(equityHandVsHand(cards('AsAh'), cards('KdKc'), cards('Kh7c2d')).equity, 12);
  });

  it('on the flop, is the weight-averaged equity against each combo (every combo sees the same runouts)', () => {
    const hand = cards('AhKh');
    const board = cards('Qh7h2c');
    const weights = parseRange('QQ,77:0.5,AsQs:0.25,JhTh');
    let sum = 0;
    let total = 0;
    weights.forEach((w, combo) => {
      const [lo, hi] = comboCards(combo);
      if (w === 0 || [...hand, ...board].includes(lo) || [...hand, ...board].includes(hi)) return;
      sum += w * equityHandVsHand(hand, [lo, hi], board).equity;
      total += w;
    });
    expect(equityHandVsRange(hand, weights, board).equity).toBeCloseTo(sum / total, 10);
  });

  it('applies card removal on the turn: villain combos holding the river card are skipped', () => {
    // Villain holds AcAd or 3c3d; a river card that one of them holds is skipped for that combo only.
    const hand = cards('5s6s');
    const board = cards('7h8dKc2s');
    const weights = parseRange('AcAd,3c3d');
    const a = equityHandVsHand(hand, cards('AcAd'), board);
    const b = equityHandVsHand(hand, cards('3c3d'), board);
    // Each combo sees 42 rivers; equal weights -> plain average.
    expect(equityHandVsRange(hand, weights, board).equity).toBeCloseTo((a.equity + b.equity) / 2, 12);
  });

  it('ignores weight scale', () => {
    const board = cards('Ts9s2d');
    const full = equityHandVsRange(cards('AsKs'), parseRange('TT,99,JJ,QJs'), board);
    const half = equityHandVsRange(cards('AsKs'), parseRange('TT:0.5,99:0.5,JJ:0.5,QJs:0.5'), board);
    expect(half.equity).toBeCloseTo(full.equity, 6);
  });

  it.each([
    ['AsAh', 'AA', '', 'need 3, 4, 5'],
    ['AsAh', 'AsAd', 'Kh7c2d', 'no combo'],
    ['AsAh', 'KK', 'As7c2d', 'repeats As'],
  ])('%s vs %s on "%s" is rejected', (hand, range, board, message) => {
    expect(() => equityHandVsRange(cards(hand), parseRange(range), cards(board))).toThrow(message);
  });
});

describe('equityMonteCarlo', () => {
  it('is deterministic for a seed', () => {
    const players = [cards('AsAh'), cards('KdKc'), parseRange('QQ+,AKs')];
    const a = equityMonteCarlo(players, [], { seed: 42, samples: 2000 });
    const b = equityMonteCarlo(players, [], { seed: 42, samples: 2000 });
    expect(a).toEqual(b);
    expect(equityMonteCarlo(players, [], { seed: 43, samples: 2000 })).not.toEqual(a);
  });

  it('approaches the exact equity heads-up', () => {
    const result = equityMonteCarlo([cards('QhQc'), cards('AhKh')], [], { seed: 1, samples: 40_000 });
    expect(Math.abs(result.players[0].equity - 0.5412)).toBeLessThan(0.01);
    expect(result.players[0].equity + result.players[1].equity).toBeCloseTo(1, 10);
  });

  it('approaches the exact hand-vs-range equity on a flop', () => {
    const board = cards('Qh7h2c');
    const weights = parseRange('QQ,77,AsQs,JhTh,AhJh');
    const exact = equityHandVsRange(cards('AhKh'), weights, board).equity;
    const result = equityMonteCarlo([cards('AhKh'), weights], board, { seed: 9, samples: 40_000 });
    expect(Math.abs(result.players[0].equity - exact)).toBeLessThan(0.01);
  });

  it('splits the pot three ways: equities sum to 1', () => {
    const result = equityMonteCarlo([cards('AsAh'), cards('KdKc'), cards('QsQh')], [], { seed: 7, samples: 20_000 });
    const sum = result.players.reduce((s, p) => s + p.equity, 0);
    expect(sum).toBeCloseTo(1, 10);
    expect(result.players[0].equity).toBeGreaterThan(result.players[1].equity);
    expect(result.players[1].equity).toBeGreaterThan(result.players[2].equity);
  });

  it('deals range combos around the cards already dealt', () => {
    // With As, Ah and Ad gone, no AA combo is possible: the villain always holds KsKh.
    const board = cards('Ad2c3h');
    const result = equityMonteCarlo([cards('AsAh'), parseRange('AA,KsKh')], board, { seed: 3, samples: 20_000 });
    const exact = equityHandVsHand(cards('AsAh'), cards('KsKh'), board).equity;
    expect(Math.abs(result.players[0].equity - exact)).toBeLessThan(0.01);
  });

  it.each([
    [[cards('AsAh')], 'needs 2 or more'],
    [[cards('AsAh'), cards('AsKd')], 'repeats As'],
    [[cards('AsAh'), parseRange('AsAd')], 'no possible combo'],
  ])('rejects bad players (%#)', (players, message) => {
    expect(() => equityMonteCarlo(players, [], { seed: 1, samples: 10 })).toThrow(message);
  });

  it('deals combo weights proportionally', () => {
    // Villain: AcAd or 2c2d at equal weight; the deal must pick each half the time.
    const weights = parseRange('AcAd,2c2d');
    const mc = equityMonteCarlo([cards('7s7h'), weights], [], { seed: 5, samples: 20_000 }).players[0].equity;
    const exact = (equityHandVsHand(cards('7s7h'), cards('AcAd')).equity + equityHandVsHand(cards('7s7h'), cards('2c2d')).equity) / 2;
    expect(Math.abs(mc - exact)).toBeLessThan(0.015);
  });
});
