// The suit basis of a request: trees are stored per canonical flop, so the request's
// cards (hand, turn, river, turn_/river_ tokens) are renamed into the canonical basis on
// the way in, and every card of the answer is renamed back on the way out.
import { type Card, formatCard, SUITS } from '../../shared/poker/cards.ts';
import { parseFlop } from '../../shared/poker/boards.ts';
import { canonicalFlop, invertPermutation, permuteCard, type SuitPermutation } from '../../shared/poker/isomorphism.ts';

export interface SuitBasis {
  /** Raw suit -> canonical suit. */
  toCanonical: SuitPermutation;
  /** Canonical suit -> raw suit. */
  toCaller: SuitPermutation;
  /** The flop as sent, in the order sent. */
  callerFlop: Card[];
  /** The canonical flop, as the tree files name it. */
  canonicalFlop: Card[];
  canonicalFlopText: string;
}

export function suitBasisOf(flopText: string): SuitBasis {
  const callerFlop = parseFlop(flopText);
  const { flop, permutation } = canonicalFlop(callerFlop);
  return {
    toCanonical: permutation,
    toCaller: invertPermutation(permutation),
    callerFlop,
    canonicalFlop: flop,
    canonicalFlopText: flop.map(formatCard).join(''),
  };
}

/** The audit form of a permutation: the canonical suit of each raw suit, in c,d,h,s order ('hdcs'). */
export function suitPermutationText(perm: SuitPermutation): string {
  return perm.map((suit) => SUITS[suit]).join('');
}

const CARD_TOKEN = /^(turn|river)_(.+)$/;

/** Renames the card of a turn_/river_ token (already in normal form); other tokens pass through. */
export function permuteToken(token: string, perm: SuitPermutation, parseCard: (text: string) => Card): string {
  const match = CARD_TOKEN.exec(token);
  if (!match) return token;
  return `${match[1]}_${formatCard(permuteCard(parseCard(match[2]), perm))}`;
}
