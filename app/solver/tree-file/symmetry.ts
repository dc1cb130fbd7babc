// Suit symmetry helpers over app/shared/poker/isomorphism: a flop tree stores one turn
// card per class of the flop's symmetry (the class's largest card, as canonicalTurn
// picks it) and answers the others by permuting suits. A permutation maps perm[suit] ->
// suit (the asked-for basis -> the stored basis).
import { NUM_COMBOS } from '../../shared/poker/combos.ts';
import { permuteCombo, turnClasses, type SuitPermutation } from '../../shared/poker/isomorphism.ts';

export function isIdentity(perm: SuitPermutation): boolean {
  return perm[0] === 0 && perm[1] === 1 && perm[2] === 2 && perm[3] === 3;
}

/** The stored turn cards of a flop tree: one per symmetry class, ascending. */
export function storedTurnCards(flop: readonly number[]): number[] {
  return turnClasses(flop)
    .map((cls) => cls.card)
    .sort((a, b) => a - b);
}

const comboMaps = new Map<string, Uint16Array>();

/** map[c] = combo c with its suits permuted (cached per permutation). */
export function comboPermutation(perm: SuitPermutation): Uint16Array {
  const key = perm.join('');
  let map = comboMaps.get(key);
  if (!map) {
    map = new Uint16Array(NUM_COMBOS);
    for (let c = 0; c < NUM_COMBOS; c++) map[c] = permuteCombo(c, perm);
    comboMaps.set(key, map);
  }
  return map;
}
