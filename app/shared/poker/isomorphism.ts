// Suit isomorphism: boards that differ only by renaming suits play the same, so trees
// are stored per canonical flop (1,755 classes of the 22,100 flops) and requests are
// translated into the canonical suit basis and back.
//
// SuitPermutation maps a raw suit to a canonical suit: perm[rawSuit] = canonicalSuit
// (suits 0..3 = c,d,h,s). permuteCard(card, perm) renames the card's suit.
//
// Canonical flop: of the 24 renamings of a flop, the one whose cards, sorted by card
// number descending (rank first, then suit s > h > d > c), form the largest triple.
// In words: ranks descending; the first suit met becomes s, the next h, then d;
// ties between equal ranks are broken so that the triple is largest. Examples:
// AsKhQd (rainbow), AsKsQh (two-tone), AsKsQs (monotone), KsKh5s, 7s7h7d.
// Among the permutations reaching it, canonicalFlop returns the first in a fixed
// order (lexicographic over [perm[c], perm[d], perm[h], perm[s]]), so it is
// deterministic; suits the flop does not tell apart are then fixed on the turn and river.
//
// Turn and river: once the flop is canonical, the permutations that map the flop (as
// a set) onto itself still leave cards interchangeable (on AsKsQs, 2h, 2d and 2c are
// the same turn). canonicalTurn picks the largest card of the turn's class under that
// symmetry; canonicalRiver does the same under the permutations that keep both the
// flop set and the turn card.
import { type Card, PokerInputError, formatCard, firstRepeatedCard } from './cards.ts';
import { comboIndex, COMBO_CARDS } from './combos.ts';
import { formatNodeId, parseNodeId, type NodeToken } from './node-id.ts';
import type { Weights } from './ranges.ts';

export type SuitPermutation = readonly [number, number, number, number];

export const IDENTITY_PERMUTATION: SuitPermutation = [0, 1, 2, 3];

/** The 24 suit permutations, lexicographic order (identity first). */
export const ALL_PERMUTATIONS: readonly SuitPermutation[] = (() => {
  const result: SuitPermutation[] = [];
  for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) for (let c = 0; c < 4; c++) {
    const d = 6 - a - b - c;
    if (a !== b && a !== c && b !== c && d !== a && d !== b && d !== c) result.push([a, b, c, d]);
  }
  return result;
})();

export function permuteCard(card: Card, perm: SuitPermutation): Card {
  return (card & ~3) | perm[card & 3];
}

export function permuteCards(cards: ArrayLike<Card>, perm: SuitPermutation): Card[] {
  return Array.from(cards, (card) => permuteCard(card, perm));
}

export function permuteCombo(index: number, perm: SuitPermutation): number {
  return comboIndex(permuteCard(COMBO_CARDS[2 * index], perm), permuteCard(COMBO_CARDS[2 * index + 1], perm));
}

/** Weights in the permuted basis: result[permuteCombo(i, perm)] = weights[i]. */
export function permuteWeights(weights: Weights, perm: SuitPermutation): Weights {
  const result = new Float32Array(weights.length);
  for (let i = 0; i < weights.length; i++) result[permuteCombo(i, perm)] = weights[i];
  return result;
}

export function invertPermutation(perm: SuitPermutation): SuitPermutation {
  const inverse = [0, 0, 0, 0];
  for (let suit = 0; suit < 4; suit++) inverse[perm[suit]] = suit;
  return inverse as unknown as SuitPermutation;
}

/** Apply `first`, then `second`. */
export function composePermutations(first: SuitPermutation, second: SuitPermutation): SuitPermutation {
  return [second[first[0]], second[first[1]], second[first[2]], second[first[3]]];
}

export function isPermutation(value: readonly number[]): value is SuitPermutation {
  return value.length === 4 && [0, 1, 2, 3].every((suit) => value.includes(suit));
}

/** Renames the cards of turn_/river_ tokens; other tokens are kept (in normal form). */
export function permuteNodeId(nodeId: string, perm: SuitPermutation): string {
  const tokens = parseNodeId(nodeId).map((token): NodeToken =>
    token.kind === 'turn' || token.kind === 'river' ? { kind: token.kind, card: permuteCard(token.card, perm) } : token);
  return formatNodeId(tokens);
}

/** Three cards sorted descending, packed so that a larger key is a larger triple. */
function sortedKey(a: Card, b: Card, c: Card): number {
  let t: number;
  if (a < b) { t = a; a = b; b = t; }
  if (b < c) { t = b; b = c; c = t; }
  if (a < b) { t = a; a = b; b = t; }
  return (a * 52 + b) * 52 + c;
}

function checkFlop(flop: ArrayLike<Card>): void {
  if (flop.length !== 3) throw new PokerInputError(`flop has ${flop.length} cards, expected 3`);
  const repeated = firstRepeatedCard(flop);
  if (repeated !== null) throw new PokerInputError(`flop "${Array.from(flop, formatCard).join('')}" repeats ${formatCard(repeated)}`);
}

export interface CanonicalFlop {
  /** The canonical flop, cards descending (e.g. [As, Kh, Qd]). */
  flop: Card[];
  /** Maps the given flop's suits to the canonical ones. */
  permutation: SuitPermutation;
}

export function canonicalFlop(flop: ArrayLike<Card>): CanonicalFlop {
  checkFlop(flop);
  let bestKey = -1;
  let best = IDENTITY_PERMUTATION;
  for (const perm of ALL_PERMUTATIONS) {
    const key = sortedKey(permuteCard(flop[0], perm), permuteCard(flop[1], perm), permuteCard(flop[2], perm));
    if (key > bestKey) [bestKey, best] = [key, perm];
  }
  return { flop: unpackKey(bestKey), permutation: best };
}

function unpackKey(key: number): Card[] {
  return [Math.floor(key / 2704), Math.floor(key / 52) % 52, key % 52];
}

/** Canonical flop text such as 'AsKhQd'. */
export function canonicalFlopText(flop: ArrayLike<Card>): string {
  return canonicalFlop(flop).flop.map(formatCard).join('');
}

/** Permutations that map `cards` (as a set) onto itself and fix every card of `fixed`. */
export function boardSymmetries(cards: ArrayLike<Card>, fixed: ArrayLike<Card> = []): SuitPermutation[] {
  const set = new Set(Array.from(cards));
  return ALL_PERMUTATIONS.filter((perm) =>
    Array.from(cards).every((card) => set.has(permuteCard(card, perm)))
    && Array.from(fixed).every((card) => permuteCard(card, perm) === card));
}

export interface CanonicalCard {
  card: Card;
  /** A board symmetry mapping the given card to `card`. */
  permutation: SuitPermutation;
}

function largestImage(card: Card, symmetries: SuitPermutation[]): CanonicalCard {
  let best: CanonicalCard = { card, permutation: IDENTITY_PERMUTATION };
  for (const perm of symmetries) {
    const image = permuteCard(card, perm);
    if (image > best.card) best = { card: image, permutation: perm };
  }
  return best;
}

function checkNewCard(card: Card, board: ArrayLike<Card>, what: string): void {
  if (Array.from(board).includes(card)) throw new PokerInputError(`${what} ${formatCard(card)} is already on the board`);
}

/** The representative of `turn` under the symmetries of a (canonical) flop. */
export function canonicalTurn(flop: ArrayLike<Card>, turn: Card): CanonicalCard {
  checkFlop(flop);
  checkNewCard(turn, flop, 'turn');
  return largestImage(turn, boardSymmetries(flop));
}

/** The representative of `river` under the symmetries that keep the flop set and the turn. */
export function canonicalRiver(flop: ArrayLike<Card>, turn: Card, river: Card): CanonicalCard {
  checkFlop(flop);
  checkNewCard(turn, flop, 'turn');
  checkNewCard(river, [...Array.from(flop), turn], 'river');
  return largestImage(river, boardSymmetries(flop, [turn]));
}

export interface CardClass {
  /** The representative (largest card of its class). */
  card: Card;
  /** How many dealable cards it stands for; weights chance nodes. */
  rawCount: number;
}

function cardClasses(board: Card[], symmetries: SuitPermutation[]): CardClass[] {
  const counts = new Map<Card, number>();
  for (let card = 51; card >= 0; card--) {
    if (board.includes(card)) continue;
    const rep = largestImage(card, symmetries).card;
    counts.set(rep, (counts.get(rep) ?? 0) + 1);
  }
  return [...counts.entries()].map(([card, rawCount]) => ({ card, rawCount }));
}

/** Canonical turn cards of a flop, largest first; rawCount sums to 49. */
export function turnClasses(flop: ArrayLike<Card>): CardClass[] {
  checkFlop(flop);
  return cardClasses(Array.from(flop), boardSymmetries(flop));
}

/** Canonical river cards after a flop and turn, largest first; rawCount sums to 48. */
export function riverClasses(flop: ArrayLike<Card>, turn: Card): CardClass[] {
  checkFlop(flop);
  checkNewCard(turn, flop, 'turn');
  return cardClasses([...Array.from(flop), turn], boardSymmetries(flop, [turn]));
}

export interface CanonicalBoard {
  /** Canonical flop (descending), then canonical turn and river when given. */
  board: Card[];
  /** Maps the given board's suits to the canonical basis (flop, then turn, then river steps composed). */
  permutation: SuitPermutation;
}

/** Canonical form of a 3-, 4- or 5-card board in street order (flop, turn, river). */
export function canonicalBoard(board: ArrayLike<Card>): CanonicalBoard {
  if (board.length < 3 || board.length > 5) throw new PokerInputError(`board has ${board.length} cards, expected 3 to 5`);
  const { flop, permutation: flopPerm } = canonicalFlop([board[0], board[1], board[2]]);
  let permutation = flopPerm;
  const result = [...flop];
  if (board.length >= 4) {
    const turn = canonicalTurn(flop, permuteCard(board[3], permutation));
    permutation = composePermutations(permutation, turn.permutation);
    result.push(turn.card);
  }
  if (board.length === 5) {
    const river = canonicalRiver(flop, result[3], permuteCard(board[4], permutation));
    permutation = composePermutations(permutation, river.permutation);
    result.push(river.card);
  }
  return { board: result, permutation };
}

export interface FlopClass {
  /** Canonical flop, cards descending. */
  flop: Card[];
  /** e.g. 'AsKhQd'. */
  text: string;
  /** How many of the 22,100 raw flops map to it. */
  rawCount: number;
}

/** The 1,755 canonical flops, strongest cards first (AsAhAd, AsAhKs, ...); rawCount sums to 22,100. */
export const ALL_CANONICAL_FLOPS: readonly FlopClass[] = (() => {
  const counts = new Map<number, number>();
  for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) {
    let bestKey = -1;
    for (const perm of ALL_PERMUTATIONS) {
      const key = sortedKey(permuteCard(a, perm), permuteCard(b, perm), permuteCard(c, perm));
      if (key > bestKey) bestKey = key;
    }
    counts.set(bestKey, (counts.get(bestKey) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((x, y) => y[0] - x[0])
    .map(([key, rawCount]) => {
      const flop = unpackKey(key);
      return { flop, text: flop.map(formatCard).join(''), rawCount };
    });
})();

const FLOP_CLASS_INDEX = new Map(ALL_CANONICAL_FLOPS.map((cls, index) => [cls.text, index]));

/** Index of the flop's class in ALL_CANONICAL_FLOPS (0..1754). */
export function canonicalFlopIndex(flop: ArrayLike<Card>): number {
  return FLOP_CLASS_INDEX.get(canonicalFlopText(flop))!;
}
