// Hand evaluation: 5, 6 or 7 distinct cards -> hand value.
//
// Hand value contract: an integer in 1..7462, the dense rank of the best 5-card hand
// among all 7,462 distinct 5-card hand values (1 = 7-5-4-3-2 offsuit, 7462 = royal
// flush). Higher is stronger, equal is a tie. handCategory(value) names the category.
//
// How (tables built at module load, a few milliseconds):
// - Non-flush hands depend only on the rank multiset. Each card adds a key to one
//   32-bit sum: 5^rank for ranks 2..8 (low part, bits 0..16), 5^(rank-7) << 17 for
//   ranks 9..A (high part). Counts are at most 4, so both parts are base-5 numbers that
//   identify the multiset. A minimal perfect hash maps (high, low) to a dense index:
//   HIGH_BASE[n][high] starts the block of low multisets with n - |high| cards and
//   LOW_INDEX[low] is the low multiset's index among low multisets of its size.
// - Flushes: a second sum counts suits in 4-bit nibbles starting at 3, so a nibble
//   has bit 3 set iff its suit has 5+ cards. With at most 7 cards a flush excludes
//   quads and full houses, so the flush suit's 13-bit rank mask decides the value.
import { type Card, PokerInputError, firstRepeatedCard, formatCard, isCard } from './cards.ts';

export const NUM_HAND_VALUES = 7462;

export type HandCategory =
  | 'high_card' | 'pair' | 'two_pair' | 'three_of_a_kind' | 'straight'
  | 'flush' | 'full_house' | 'four_of_a_kind' | 'straight_flush';

/** Categories weakest first; the index is the category's strength. */
export const HAND_CATEGORIES: readonly HandCategory[] = [
  'high_card', 'pair', 'two_pair', 'three_of_a_kind', 'straight',
  'flush', 'full_house', 'four_of_a_kind', 'straight_flush',
];

const LOW_RANKS = 7; // ranks 0..6 (2..8) in the low part
const HIGH_RANKS = 6; // ranks 7..12 (9..A) in the high part
const HIGH_SHIFT = 17;
const LOW_MASK = (1 << HIGH_SHIFT) - 1;
const SUIT_START = 0x3333;
const FLUSH_BITS = 0x8888;

/** Per card: the rank key added to the multiset sum. */
export const CARD_RANK_KEY: Int32Array = new Int32Array(52);
for (let card = 0; card < 52; card++) {
  const rank = card >> 2;
  CARD_RANK_KEY[card] = rank < LOW_RANKS ? 5 ** rank : (5 ** (rank - LOW_RANKS)) << HIGH_SHIFT;
}

// Raw score of a best 5-card hand: category, then up to five ranks, one nibble each
// (unused nibbles 0). Monotone in strength; compressed to the dense 1..7462 scale below.
// Allocation-free: it runs for every rank multiset of 5, 6 and 7 cards at load.
const NIBBLES = [1, 16, 256, 4096, 65536, 1048576];

function straightTop(mask: number): number {
  for (let top = 12; top >= 4; top--) {
    const run = 0x1f << (top - 4);
    if ((mask & run) === run) return top;
  }
  return (mask & 0x100f) === 0x100f ? 3 : -1; // wheel: A-2-3-4-5, five high
}

/** Packs category, the given leading ranks, then the top `kickers` ranks of kickerMask. */
function packScore(category: number, leading: number, r1: number, r2: number, kickerMask: number, kickers: number): number {
  let score = category;
  if (leading > 0) score = score * 16 + r1;
  if (leading > 1) score = score * 16 + r2;
  let fields = leading;
  for (let rank = 12; rank >= 0 && fields < leading + kickers; rank--) {
    if (kickerMask & (1 << rank)) {
      score = score * 16 + rank;
      fields++;
    }
  }
  return score * NIBBLES[5 - fields];
}

function flushRawScore(mask: number): number {
  const top = straightTop(mask);
  return top >= 0 ? packScore(8, 1, top, 0, 0, 0) : packScore(5, 0, 0, 0, mask, 5);
}

/** Best 5-card raw score of a non-flush rank multiset (counts per rank, 5..7 cards). */
function multisetRawScore(counts: ArrayLike<number>): number {
  let present = 0;
  let quad = -1;
  let trip1 = -1;
  let trip2 = -1;
  let pair1 = -1;
  let pair2 = -1;
  for (let rank = 12; rank >= 0; rank--) {
    const count = counts[rank];
    if (count === 0) continue;
    present |= 1 << rank;
    if (count === 4) quad = rank;
    else if (count === 3) {
      if (trip1 < 0) trip1 = rank;
      else trip2 = rank;
    } else if (count === 2) {
      if (pair1 < 0) pair1 = rank;
      else if (pair2 < 0) pair2 = rank;
    }
  }
  if (quad >= 0) return packScore(7, 1, quad, 0, present & ~(1 << quad), 1);
  if (trip1 >= 0 && (trip2 >= 0 || pair1 >= 0)) return packScore(6, 2, trip1, Math.max(trip2, pair1), 0, 0);
  const top = straightTop(present);
  if (top >= 0) return packScore(4, 1, top, 0, 0, 0);
  if (trip1 >= 0) return packScore(3, 1, trip1, 0, present & ~(1 << trip1), 2);
  if (pair2 >= 0) return packScore(2, 2, pair1, pair2, present & ~(1 << pair1) & ~(1 << pair2), 1);
  if (pair1 >= 0) return packScore(1, 1, pair1, 0, present & ~(1 << pair1), 3);
  return packScore(0, 0, 0, 0, present, 5);
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

// Every low (7 ranks) and high (6 ranks) multiset as a base-5 key, its size, and the
// keys grouped by size (sizes 0..7 only: no hand holds more than 7 cards).
function enumerateBase5(digits: number): { size: Uint8Array; count: number; bySize: number[][] } {
  const count = 5 ** digits;
  const size = new Uint8Array(count);
  const bySize: number[][] = Array.from({ length: 8 }, () => []);
  for (let key = 0; key < count; key++) {
    // size(key) = size(key without its lowest base-5 digit) + that digit
    if (key > 0) size[key] = size[Math.floor(key / 5)] + (key % 5);
    if (size[key] <= 7) bySize[size[key]].push(key);
  }
  return { size, count, bySize };
}

const LOW = enumerateBase5(LOW_RANKS);
const HIGH = enumerateBase5(HIGH_RANKS);

/** LOW_INDEX[low]: index of the low multiset among low multisets of the same size. */
const LOW_INDEX = new Int32Array(LOW.count);
const LOW_COUNT_BY_SIZE = new Int32Array(LOW_RANKS * 4 + 1);
for (let low = 0; low < LOW.count; low++) LOW_INDEX[low] = LOW_COUNT_BY_SIZE[LOW.size[low]]++;

function digitsOf(key: number, digits: number, into: Uint8Array, offset: number): void {
  for (let i = 0; i < digits; i++) {
    into[offset + i] = key % 5;
    key = Math.floor(key / 5);
  }
}

/** Calls visit(counts per rank, low key, high key) for every rank multiset of n cards. */
function forEachMultiset(n: number, visit: (counts: Uint8Array, low: number, high: number) => void): void {
  const counts = new Uint8Array(13);
  for (let highSize = 0; highSize <= n; highSize++) {
    for (const high of HIGH.bySize[highSize]) {
      digitsOf(high, HIGH_RANKS, counts, LOW_RANKS);
      for (const low of LOW.bySize[n - highSize]) {
        digitsOf(low, LOW_RANKS, counts, 0);
        visit(counts, low, high);
      }
    }
  }
}

// Dense values: every distinct raw score of a 5-card hand, ascending -> 1..7462.
const RAW_TO_VALUE = new Map<number, number>();
const CATEGORY_FIRST_VALUE = new Int32Array(HAND_CATEGORIES.length + 1);
{
  const raws = new Set<number>();
  forEachMultiset(5, (counts) => raws.add(multisetRawScore(counts)));
  for (let mask = 0; mask < 8192; mask++) if (popcount(mask) === 5) raws.add(flushRawScore(mask));
  const sorted = [...raws].sort((a, b) => a - b);
  if (sorted.length !== NUM_HAND_VALUES) throw new Error(`evaluator tables: ${sorted.length} 5-card values, expected 7462`);
  CATEGORY_FIRST_VALUE.fill(NUM_HAND_VALUES + 1);
  sorted.forEach((raw, i) => {
    RAW_TO_VALUE.set(raw, i + 1);
    const category = Math.floor(raw / 16 ** 5);
    CATEGORY_FIRST_VALUE[category] = Math.min(CATEGORY_FIRST_VALUE[category], i + 1);
  });
}

/** FLUSH_VALUE[mask]: value of the best hand in a 13-bit suit rank mask with 5+ bits. */
const FLUSH_VALUE = new Uint16Array(8192);
for (let mask = 0; mask < 8192; mask++) {
  if (popcount(mask) >= 5) FLUSH_VALUE[mask] = RAW_TO_VALUE.get(flushRawScore(mask))!;
}

/** For n = 5, 6, 7 cards: HIGH_BASE[n][high] (-1 when impossible) and the value table. */
function buildMultisetTable(n: number): { highBase: Int32Array; values: Uint16Array } {
  const highBase = new Int32Array(HIGH.count).fill(-1);
  let total = 0;
  for (let high = 0; high < HIGH.count; high++) {
    const lowSize = n - HIGH.size[high];
    if (lowSize < 0) continue;
    highBase[high] = total;
    total += LOW_COUNT_BY_SIZE[lowSize];
  }
  const values = new Uint16Array(total);
  forEachMultiset(n, (counts, low, high) => {
    values[highBase[high] + LOW_INDEX[low]] = RAW_TO_VALUE.get(multisetRawScore(counts))!;
  });
  return { highBase, values };
}

const TABLE5 = buildMultisetTable(5);
const TABLE6 = buildMultisetTable(6);
const TABLE7 = buildMultisetTable(7);
const HIGH_BASE7 = TABLE7.highBase;
const VALUES7 = TABLE7.values;
const TABLES: Record<number, { highBase: Int32Array; values: Uint16Array }> = { 5: TABLE5, 6: TABLE6, 7: TABLE7 };

function flushSuit(suitSum: number): number {
  const bits = suitSum & FLUSH_BITS;
  return bits & 0x8 ? 0 : bits & 0x80 ? 1 : bits & 0x800 ? 2 : 3;
}

function flushValue(cards: ArrayLike<Card>, suitSum: number): number {
  const suit = flushSuit(suitSum);
  let mask = 0;
  for (let i = 0; i < cards.length; i++) if ((cards[i] & 3) === suit) mask |= 1 << (cards[i] >> 2);
  return FLUSH_VALUE[mask];
}

/**
 * Value of 7 distinct cards (0..51). Hot path: no validation. Also accepts one
 * array-like of 7 cards.
 */
export function evaluate7(cards: ArrayLike<Card>): number;
export function evaluate7(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card, c5: Card, c6: Card): number;
export function evaluate7(c0: Card | ArrayLike<Card>, c1?: Card, c2?: Card, c3?: Card, c4?: Card, c5?: Card, c6?: Card): number {
  if (typeof c0 !== 'number') return evaluateCards(c0);
  const suitSum = SUIT_START + (1 << ((c0 & 3) << 2)) + (1 << ((c1! & 3) << 2)) + (1 << ((c2! & 3) << 2))
    + (1 << ((c3! & 3) << 2)) + (1 << ((c4! & 3) << 2)) + (1 << ((c5! & 3) << 2)) + (1 << ((c6! & 3) << 2));
  if (suitSum & FLUSH_BITS) return flushValue([c0, c1!, c2!, c3!, c4!, c5!, c6!], suitSum);
  const key = CARD_RANK_KEY[c0] + CARD_RANK_KEY[c1!] + CARD_RANK_KEY[c2!] + CARD_RANK_KEY[c3!]
    + CARD_RANK_KEY[c4!] + CARD_RANK_KEY[c5!] + CARD_RANK_KEY[c6!];
  return VALUES7[HIGH_BASE7[key >>> HIGH_SHIFT] + LOW_INDEX[key & LOW_MASK]];
}

const HIGH_BASE5 = TABLE5.highBase;
const VALUES5 = TABLE5.values;
const HIGH_BASE6 = TABLE6.highBase;
const VALUES6 = TABLE6.values;

/** Value of 5 distinct cards (0..51). Hot path: no validation. */
export function evaluate5(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card): number {
  const suitSum = SUIT_START + (1 << ((c0 & 3) << 2)) + (1 << ((c1 & 3) << 2)) + (1 << ((c2 & 3) << 2))
    + (1 << ((c3 & 3) << 2)) + (1 << ((c4 & 3) << 2));
  if (suitSum & FLUSH_BITS) return flushValue([c0, c1, c2, c3, c4], suitSum);
  const key = CARD_RANK_KEY[c0] + CARD_RANK_KEY[c1] + CARD_RANK_KEY[c2] + CARD_RANK_KEY[c3] + CARD_RANK_KEY[c4];
  return VALUES5[HIGH_BASE5[key >>> HIGH_SHIFT] + LOW_INDEX[key & LOW_MASK]];
}

/** Value of 6 distinct cards (0..51). Hot path: no validation. */
export function evaluate6(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card, c5: Card): number {
  const suitSum = SUIT_START + (1 << ((c0 & 3) << 2)) + (1 << ((c1 & 3) << 2)) + (1 << ((c2 & 3) << 2))
    + (1 << ((c3 & 3) << 2)) + (1 << ((c4 & 3) << 2)) + (1 << ((c5 & 3) << 2));
  if (suitSum & FLUSH_BITS) return flushValue([c0, c1, c2, c3, c4, c5], suitSum);
  const key = CARD_RANK_KEY[c0] + CARD_RANK_KEY[c1] + CARD_RANK_KEY[c2] + CARD_RANK_KEY[c3] + CARD_RANK_KEY[c4]
    + CARD_RANK_KEY[c5];
  return VALUES6[HIGH_BASE6[key >>> HIGH_SHIFT] + LOW_INDEX[key & LOW_MASK]];
}

/** Value of 5, 6 or 7 distinct cards; throws on another count, an unknown or repeated card. */
export function evaluateCards(cards: ArrayLike<Card>): number {
  const n = cards.length;
  if (n < 5 || n > 7) throw new PokerInputError(`cannot evaluate ${n} cards: need 5, 6 or 7`);
  let suitSum = SUIT_START;
  let key = 0;
  let seen = 0;
  for (let i = 0; i < n; i++) {
    const card = cards[i];
    if (!Number.isInteger(card) || card < 0 || card > 51) throw new PokerInputError(`card ${card} is not in 0..51`);
    const bit = 2 ** card;
    if (Math.floor(seen / bit) % 2 === 1) throw new PokerInputError(`cards repeat card ${card}`);
    seen += bit;
    suitSum += 1 << ((card & 3) << 2);
    key += CARD_RANK_KEY[card];
  }
  if (suitSum & FLUSH_BITS) return flushValue(cards, suitSum);
  const table = TABLES[n];
  return table.values[table.highBase[key >>> HIGH_SHIFT] + LOW_INDEX[key & LOW_MASK]];
}

export function handCategory(value: number): HandCategory {
  if (!Number.isInteger(value) || value < 1 || value > NUM_HAND_VALUES) {
    throw new PokerInputError(`hand value ${value} is not in 1..${NUM_HAND_VALUES}`);
  }
  let category = HAND_CATEGORIES.length - 1;
  while (value < CATEGORY_FIRST_VALUE[category]) category--;
  return HAND_CATEGORIES[category];
}

/**
 * Values of all 1,326 combos (index order of combos.ts) on a board of 3, 4 or 5
 * distinct cards: the best hand of board plus combo. 0 for combos holding a board card.
 * For solvers: one call per board ranks every hand.
 */
export function handValuesOnBoard(board: ArrayLike<Card>): Uint16Array {
  const n = board.length + 2;
  if (n < 5 || n > 7) throw new PokerInputError(`board of ${board.length} cards: need 3, 4 or 5`);
  for (let i = 0; i < board.length; i++) {
    if (!isCard(board[i])) throw new PokerInputError(`board card ${board[i]} is not in 0..51`);
  }
  const repeated = firstRepeatedCard(board);
  if (repeated !== null) throw new PokerInputError(`board repeats ${formatCard(repeated)}`);
  const table = TABLES[n];
  let boardKey = 0;
  let boardSuits = SUIT_START;
  let boardMaskLo = 0;
  let boardMaskHi = 0;
  for (let i = 0; i < board.length; i++) {
    const card = board[i];
    boardKey += CARD_RANK_KEY[card];
    boardSuits += 1 << ((card & 3) << 2);
    if (card < 32) boardMaskLo |= 1 << card;
    else boardMaskHi |= 1 << (card - 32);
  }
  const onBoard = (card: number) => (card < 32 ? (boardMaskLo >>> card) & 1 : (boardMaskHi >>> (card - 32)) & 1);
  const cards = Array.from(board);
  cards.push(0, 0);
  const values = new Uint16Array(1326);
  let index = 0;
  for (let hi = 1; hi < 52; hi++) {
    for (let lo = 0; lo < hi; lo++, index++) {
      if (onBoard(hi) || onBoard(lo)) continue;
      const suitSum = boardSuits + (1 << ((lo & 3) << 2)) + (1 << ((hi & 3) << 2));
      if (suitSum & FLUSH_BITS) {
        cards[n - 2] = lo;
        cards[n - 1] = hi;
        values[index] = flushValue(cards, suitSum);
      } else {
        const key = boardKey + CARD_RANK_KEY[lo] + CARD_RANK_KEY[hi];
        values[index] = table.values[table.highBase[key >>> HIGH_SHIFT] + LOW_INDEX[key & LOW_MASK]];
      }
    }
  }
  return values;
}
