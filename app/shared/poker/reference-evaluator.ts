// A deliberately naive evaluator, written independently of evaluator.ts: the oracle
// for its tests and the baseline of bench/poker. Not part of the public API.
//
// referenceScore5 returns a number whose order is the strength order of 5-card hands:
// category (0 high card .. 8 straight flush) then the ranks that break ties, grouped
// by multiplicity (e.g. full house: trips rank, pair rank).
import type { Card } from './cards.ts';

export function referenceScore5(cards: ArrayLike<Card>): number {
  const ranks = Array.from(cards, (card) => card >> 2).sort((a, b) => b - a);
  const suits = Array.from(cards, (card) => card & 3);
  const flush = suits.every((suit) => suit === suits[0]);
  const distinct = [...new Set(ranks)];
  let straightHigh = -1;
  if (distinct.length === 5) {
    if (ranks[0] - ranks[4] === 4) straightHigh = ranks[0];
    else if (ranks.join(',') === '12,3,2,1,0') straightHigh = 3; // A-5-4-3-2: five high
  }
  // groups: [count, rank], most cards first, then higher rank first
  const groups = distinct
    .map((rank) => [ranks.filter((r) => r === rank).length, rank] as const)
    .sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const shape = groups.map((g) => g[0]).join('');
  let category: number;
  let tiebreak: number[] = groups.map((g) => g[1]);
  if (straightHigh >= 0 && flush) [category, tiebreak] = [8, [straightHigh]];
  else if (shape === '41') category = 7;
  else if (shape === '32') category = 6;
  else if (flush) category = 5;
  else if (straightHigh >= 0) [category, tiebreak] = [4, [straightHigh]];
  else if (shape === '311') category = 3;
  else if (shape === '221') category = 2;
  else if (shape === '2111') category = 1;
  else category = 0;
  let score = category;
  for (let i = 0; i < 5; i++) score = score * 16 + (tiebreak[i] ?? 0);
  return score;
}

export const REFERENCE_CATEGORY_DIVISOR = 16 ** 5;

/** Best referenceScore5 over every 5-card subset of 5..7 cards (all C(n,5) subsets). */
export function referenceBestScore(cards: ArrayLike<Card>): number {
  const n = cards.length;
  let best = -1;
  const pick: Card[] = [];
  const choose = (start: number): void => {
    if (pick.length === 5) {
      best = Math.max(best, referenceScore5(pick));
      return;
    }
    for (let i = start; i <= n - (5 - pick.length); i++) {
      pick.push(cards[i]);
      choose(i + 1);
      pick.pop();
    }
  };
  choose(0);
  return best;
}
