// Combos: the 1,326 unordered two-card hands, and the 169 hand classes.
//
// Combo index of two distinct cards a < b is b*(b-1)/2 + a (triangular order: every
// combo of cards below b comes before any combo holding b). COMBO_CARDS holds the pair
// for each index, low card first: [lo0, hi0, lo1, hi1, ...].
//
// Hand class index is the cell of the usual 13x13 matrix with aces top-left:
//   row = 12 - rank of the first rank, col = 12 - rank of the second rank,
//   classIndex = 13 * row + col; pairs on the diagonal, suited above it (row < col,
//   e.g. AKs = 1), offsuit below it (row > col, e.g. AKo = 13).
import { type Card, NUM_CARDS, PokerInputError, RANKS, formatCard, parseCards } from './cards.ts';

export const NUM_COMBOS = 1326;
export const NUM_HAND_CLASSES = 169;

export const COMBO_CARDS: Uint8Array = (() => {
  const cards = new Uint8Array(2 * NUM_COMBOS);
  for (let hi = 1; hi < NUM_CARDS; hi++) {
    for (let lo = 0; lo < hi; lo++) {
      const index = (hi * (hi - 1)) / 2 + lo;
      cards[2 * index] = lo;
      cards[2 * index + 1] = hi;
    }
  }
  return cards;
})();

/** Combo index of two distinct cards, in either order. */
export function comboIndex(c1: Card, c2: Card): number {
  if (c1 === c2) throw new PokerInputError(`combo repeats ${formatCard(c1)}`);
  return c1 > c2 ? (c1 * (c1 - 1)) / 2 + c2 : (c2 * (c2 - 1)) / 2 + c1;
}

/** The two cards of a combo, low card first. */
export function comboCards(index: number): [Card, Card] {
  checkComboIndex(index);
  return [COMBO_CARDS[2 * index], COMBO_CARDS[2 * index + 1]];
}

export function comboContainsCard(index: number, card: Card): boolean {
  return COMBO_CARDS[2 * index] === card || COMBO_CARDS[2 * index + 1] === card;
}

function checkComboIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= NUM_COMBOS) {
    throw new PokerInputError(`combo index ${String(index)} is not in 0..1325`);
  }
}

/** 'AhKd': the higher card first (by rank, then by suit c<d<h<s for pairs). */
export function formatCombo(index: number): string {
  const [lo, hi] = comboCards(index);
  return formatCard(hi) + formatCard(lo);
}

/** 'AhKd' or 'kdah' -> combo index. */
export function parseCombo(text: string): number {
  if (typeof text !== 'string' || text.length !== 4) {
    throw new PokerInputError(`combo "${String(text)}" is not 2 cards (4 characters)`);
  }
  let cards: Card[];
  try {
    cards = parseCards(text);
  } catch (error) {
    throw new PokerInputError(`combo "${text}": ${(error as Error).message}`);
  }
  if (cards[0] === cards[1]) throw new PokerInputError(`combo "${text}" repeats ${formatCard(cards[0])}`);
  return comboIndex(cards[0], cards[1]);
}

/** Class index from two ranks (0..12) and suitedness; rank order is free. */
export function handClassIndex(rank1: number, rank2: number, suited: boolean): number {
  const hi = Math.max(rank1, rank2);
  const lo = Math.min(rank1, rank2);
  if (hi === lo) return 14 * (12 - hi);
  return suited ? 13 * (12 - hi) + (12 - lo) : 13 * (12 - lo) + (12 - hi);
}

/** For a class index: high rank, low rank, and 'pair' | 'suited' | 'offsuit'. */
export function handClassRanks(classIndex: number): { hiRank: number; loRank: number; kind: 'pair' | 'suited' | 'offsuit' } {
  if (!Number.isInteger(classIndex) || classIndex < 0 || classIndex >= NUM_HAND_CLASSES) {
    throw new PokerInputError(`hand class index ${String(classIndex)} is not in 0..168`);
  }
  const row = Math.floor(classIndex / 13);
  const col = classIndex % 13;
  if (row === col) return { hiRank: 12 - row, loRank: 12 - row, kind: 'pair' };
  if (row < col) return { hiRank: 12 - row, loRank: 12 - col, kind: 'suited' };
  return { hiRank: 12 - col, loRank: 12 - row, kind: 'offsuit' };
}

const COMBO_CLASS: Uint8Array = (() => {
  const classes = new Uint8Array(NUM_COMBOS);
  for (let index = 0; index < NUM_COMBOS; index++) {
    const lo = COMBO_CARDS[2 * index];
    const hi = COMBO_CARDS[2 * index + 1];
    classes[index] = handClassIndex(lo >> 2, hi >> 2, (lo & 3) === (hi & 3));
  }
  return classes;
})();

const CLASS_COMBOS: number[][] = (() => {
  const lists: number[][] = Array.from({ length: NUM_HAND_CLASSES }, () => []);
  for (let index = 0; index < NUM_COMBOS; index++) lists[COMBO_CLASS[index]].push(index);
  return lists;
})();

export function handClassOf(comboIndex: number): number {
  checkComboIndex(comboIndex);
  return COMBO_CLASS[comboIndex];
}

/** 'AA', 'AKs', 'AKo'. */
export function handClassName(classIndex: number): string {
  const { hiRank, loRank, kind } = handClassRanks(classIndex);
  const ranks = RANKS[hiRank] + RANKS[loRank];
  return kind === 'pair' ? ranks : ranks + (kind === 'suited' ? 's' : 'o');
}

/** 'AA', 'AKs', 'AKo' (case-insensitive, rank order free) -> class index. */
export function parseHandClass(name: string): number {
  const bad = () => new PokerInputError(`hand class "${String(name)}" is not like AA, AKs or AKo`);
  if (typeof name !== 'string' || name.length < 2 || name.length > 3) throw bad();
  const r1 = RANKS.indexOf(name[0].toUpperCase());
  const r2 = RANKS.indexOf(name[1].toUpperCase());
  if (r1 < 0 || r2 < 0) throw bad();
  const suffix = name.length === 3 ? name[2].toLowerCase() : '';
  if (r1 === r2) {
    if (suffix !== '') throw bad();
    return handClassIndex(r1, r2, false);
  }
  if (suffix !== 's' && suffix !== 'o') throw bad();
  return handClassIndex(r1, r2, suffix === 's');
}

/** The combo indices of a class, ascending: 6 for a pair, 4 suited, 12 offsuit. */
export function combosOfClass(classIndex: number): number[] {
  handClassRanks(classIndex);
  return CLASS_COMBOS[classIndex].slice();
}
