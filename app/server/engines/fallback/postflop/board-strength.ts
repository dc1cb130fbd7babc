// Hand strength on a board, for every combo at once: made-hand values, draw outs, and the
// strength percentile of a combo within a weighted range.
//
// Draws counted (flop and turn only): a flush draw (four of a suit with at least one hole
// card in it) is 9 outs; each missing rank that completes a straight using a hole card is
// 4 outs (open-ended 8, gutshot 4); flush cards among the straight outs are not counted
// twice. Hands that are already a straight or better have no outs.
import type { Card } from '../../../../shared/poker/cards.ts';
import { COMBO_CARDS, NUM_COMBOS } from '../../../../shared/poker/combos.ts';
import { NUM_HAND_VALUES, handCategory, handValuesOnBoard } from '../../../../shared/poker/evaluator.ts';
import { POSTFLOP_RULES } from '../rules.ts';
// Local aliases: hot loops read them without the module binding indirection.
const CARDS = COMBO_CARDS;

const STRAIGHT_CATEGORY_FIRST = (() => {
  // The first hand value that is a straight or better.
  let lo = 1;
  let hi = NUM_HAND_VALUES;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const category = handCategory(mid);
    if (category === 'high_card' || category === 'pair' || category === 'two_pair' || category === 'three_of_a_kind') lo = mid + 1;
    else hi = mid;
  }
  return lo;
})();

/** STRAIGHT[mask]: the 13-bit rank mask holds five ranks in a row (the wheel A-5 included). */
const STRAIGHT: Uint8Array = (() => {
  const table = new Uint8Array(1 << 13);
  for (let mask = 0; mask < table.length; mask++) {
    let found = (mask & 0x100f) === 0x100f;
    for (let top = 4; top <= 12 && !found; top++) found = (mask & (0x1f << (top - 4))) === 0x1f << (top - 4);
    table[mask] = found ? 1 : 0;
  }
  return table;
})();
const N = NUM_COMBOS;
const VALUES = NUM_HAND_VALUES;

export interface BoardStrength {
  board: Card[];
  /** Hand value of each combo with the board; 0 for combos holding a board card. */
  values: Uint16Array;
  /** Draw outs of each combo (0 on the river). */
  outs: Uint8Array;
  /** Equity a draw adds per out with the cards to come (rule of 2 and 4). */
  equityPerOut: number;
}

const recent = new Map<string, BoardStrength>();
const RECENT_BOARDS = 16;

/** Values and outs of every combo on a board (memoised for the last few boards). */
export function boardStrength(board: Card[]): BoardStrength {
  const key = board.join(',');
  const known = recent.get(key);
  if (known) return known;
  const strength = computeBoardStrength(board);
  if (recent.size >= RECENT_BOARDS) recent.delete(recent.keys().next().value!);
  recent.set(key, strength);
  return strength;
}

function computeBoardStrength(board: Card[]): BoardStrength {
  const values = handValuesOnBoard(board);
  const outs = new Uint8Array(N);
  const cardsToCome = 5 - board.length;
  const equityPerOut = cardsToCome === 2 ? POSTFLOP_RULES.equityPerOut.twoCards : cardsToCome === 1 ? POSTFLOP_RULES.equityPerOut.oneCard : 0;
  if (cardsToCome > 0) {
    const suitCount = [0, 0, 0, 0];
    let boardMask = 0;
    for (const card of board) {
      suitCount[card & 3]++;
      boardMask |= 1 << (card >> 2);
    }
    for (let combo = 0; combo < N; combo++) {
      if (values[combo] === 0 || values[combo] >= STRAIGHT_CATEGORY_FIRST) continue;
      const c0 = CARDS[2 * combo];
      const c1 = CARDS[2 * combo + 1];
      let flushSuit = -1;
      for (let suit = 0; suit < 4; suit++) {
        const own = ((c0 & 3) === suit ? 1 : 0) + ((c1 & 3) === suit ? 1 : 0);
        if (own > 0 && suitCount[suit] + own === 4) flushSuit = suit;
      }
      const mask = boardMask | (1 << (c0 >> 2)) | (1 << (c1 >> 2));
      let straightRanks = 0;
      for (let rank = 0; rank < 13; rank++) {
        const bit = 1 << rank;
        if (mask & bit) continue;
        if (STRAIGHT[mask | bit] === 1 && STRAIGHT[boardMask | bit] === 0) straightRanks++;
      }
      let count = 4 * straightRanks;
      if (flushSuit >= 0) count += 9 - straightRanks;
      outs[combo] = count;
    }
  }
  return { board, values, outs, equityPerOut };
}

/**
 * Strength of each combo in [0, 1] within a weighted range: its percentile by made-hand
 * value (ties count half), raised by its draw: s = p + (1 - p) * min(1, outs * equityPerOut).
 * Combos with no weight get the strength they would have against the range.
 */
export function strengthInRange(strength: BoardStrength, weights: Float32Array): Float64Array {
  const { values, outs, equityPerOut } = strength;
  // Weighted count of range combos per hand value, then a prefix sum.
  const atValue = new Float64Array(VALUES + 1);
  let total = 0;
  for (let combo = 0; combo < N; combo++) {
    const w = weights[combo];
    if (w > 0 && values[combo] > 0) {
      atValue[values[combo]] += w;
      total += w;
    }
  }
  const below = new Float64Array(VALUES + 2);
  for (let v = 1; v <= VALUES; v++) below[v + 1] = below[v] + atValue[v];
  const out = new Float64Array(N);
  if (total <= 0) return out;
  for (let combo = 0; combo < N; combo++) {
    const v = values[combo];
    if (v === 0) continue;
    const percentile = (below[v] + atValue[v] / 2) / total;
    out[combo] = percentile + (1 - percentile) * Math.min(1, outs[combo] * equityPerOut);
  }
  return out;
}
