// Which flops have a tree. Coverage lists canonical flops (app/shared/poker/isomorphism:
// one per class of suit renamings); the user may pick any of the 22,100 flops, which the
// server maps to its canonical flop. This module answers, for any flop, its canonical
// form and whether it is covered, and for a partly picked flop, which cards can still
// complete a covered one (the picker marks them).
import { type Card, formatCard, parseCard } from '../../../shared/poker/cards.ts';
import { ALL_PERMUTATIONS, canonicalFlopText, permuteCard } from '../../../shared/poker/isomorphism.ts';

export interface FlopCoverage {
  /** Canonical flop texts ('AsKhQd'). */
  canonical: ReadonlySet<string>;
  /** Every raw flop (sorted card triple) that maps to a covered canonical flop. */
  rawFlops: ReadonlyArray<readonly [Card, Card, Card]>;
}

function sortedTriple(a: Card, b: Card, c: Card): [Card, Card, Card] {
  return [a, b, c].sort((x, y) => y - x) as [Card, Card, Card];
}

/** Expands canonical flops to all their suit renamings. Bad entries are skipped. */
export function flopCoverageOf(canonicalFlops: readonly string[]): FlopCoverage {
  const canonical = new Set<string>();
  const raw = new Map<number, [Card, Card, Card]>();
  for (const text of canonicalFlops) {
    let cards: Card[];
    try {
      cards = [parseCard(text.slice(0, 2)), parseCard(text.slice(2, 4)), parseCard(text.slice(4, 6))];
      canonical.add(canonicalFlopText(cards));
    } catch {
      continue;
    }
    for (const perm of ALL_PERMUTATIONS) {
      const triple = sortedTriple(permuteCard(cards[0], perm), permuteCard(cards[1], perm), permuteCard(cards[2], perm));
      raw.set((triple[0] * 52 + triple[1]) * 52 + triple[2], triple);
    }
  }
  return { canonical, rawFlops: [...raw.values()] };
}

export interface FlopStatus {
  /** The canonical flop the server stores the tree under. */
  canonical: string;
  covered: boolean;
}

/** Status of a complete flop ('7dKhAs'); null when the text is not three distinct cards. */
export function flopStatus(flop: string, coverage: FlopCoverage): FlopStatus | null {
  try {
    const canonical = canonicalFlopText([parseCard(flop.slice(0, 2)), parseCard(flop.slice(2, 4)), parseCard(flop.slice(4, 6))]);
    return { canonical, covered: coverage.canonical.has(canonical) };
  } catch {
    return null;
  }
}

/** Cards that, added to the picked ones (0 to 2 cards), still lead to a covered flop. */
export function completingCards(picked: readonly string[], coverage: FlopCoverage): Set<string> {
  const pickedCards = picked.map(parseCard);
  const result = new Set<string>();
  for (const triple of coverage.rawFlops) {
    if (!pickedCards.every((card) => triple.includes(card))) continue;
    for (const card of triple) if (!pickedCards.includes(card)) result.add(formatCard(card));
  }
  return result;
}
