// Each player's private hands in a postflop game: the in-range combos (weight > 0) not
// blocked by the starting board, in ascending combo index. Hand i of a player is
// combos[i]; its cards are cards[2i] (low) and cards[2i+1] (high).
import { COMBO_CARDS, NUM_COMBOS, comboIndex } from '../shared/poker/combos.ts';
import type { Card } from '../shared/poker/cards.ts';

export interface PrivateHands {
  combos: Uint16Array;
  cards: Uint8Array;
  weights: Float32Array;
  /** Hand index of each of the 1,326 combos, -1 when not a hand of this player. */
  indexOfCombo: Int32Array;
}

export function privateHands(weights: Float32Array, board: readonly Card[]): PrivateHands {
  const blocked = new Uint8Array(52);
  for (const c of board) blocked[c] = 1;
  const combos: number[] = [];
  for (let i = 0; i < NUM_COMBOS; i++) {
    if (weights[i] > 0 && !blocked[COMBO_CARDS[2 * i]] && !blocked[COMBO_CARDS[2 * i + 1]]) combos.push(i);
  }
  const n = combos.length;
  const out: PrivateHands = {
    combos: Uint16Array.from(combos),
    cards: new Uint8Array(2 * n),
    weights: new Float32Array(n),
    indexOfCombo: new Int32Array(NUM_COMBOS).fill(-1),
  };
  for (let i = 0; i < n; i++) {
    const c = combos[i];
    out.cards[2 * i] = COMBO_CARDS[2 * c];
    out.cards[2 * i + 1] = COMBO_CARDS[2 * c + 1];
    out.weights[i] = weights[c];
    out.indexOfCombo[c] = i;
  }
  return out;
}

function swapSuit(card: number, a: number, b: number): number {
  const s = card & 3;
  if (s === a) return card - a + b;
  if (s === b) return card - b + a;
  return card;
}

/** Whether swapping suits a and b leaves the weights unchanged. */
export function suitsInterchangeable(weights: Float32Array, a: number, b: number): boolean {
  for (let i = 0; i < NUM_COMBOS; i++) {
    const j = comboIndex(swapSuit(COMBO_CARDS[2 * i], a, b), swapSuit(COMBO_CARDS[2 * i + 1], a, b));
    if (weights[i] !== weights[j]) return false;
  }
  return true;
}

/**
 * Hand index pairs (i < j) exchanged by swapping suits a and b, flattened [i0, j0, ...].
 * Hands whose image is not a hand of the player are left alone (cannot happen when the
 * range and the board are symmetric in a and b).
 */
export function suitSwapList(hands: PrivateHands, a: number, b: number): Uint16Array {
  const pairs: number[] = [];
  const n = hands.combos.length;
  for (let i = 0; i < n; i++) {
    const j = hands.indexOfCombo[comboIndex(swapSuit(hands.cards[2 * i], a, b), swapSuit(hands.cards[2 * i + 1], a, b))];
    if (j > i) pairs.push(i, j);
  }
  return Uint16Array.from(pairs);
}

export { swapSuit };

/** A player's hands valid on one river board, weakest first. */
export interface StrengthOrder {
  /** Hand indices, ascending strength. */
  order: Uint16Array;
  /** Hand values (evaluator.ts, higher = stronger), same order. */
  strength: Uint16Array;
}

/** Sorts the hands not blocked by the board by their value (values per combo index). */
export function strengthOrder(hands: PrivateHands, comboValues: Uint16Array): StrengthOrder {
  const idx: number[] = [];
  const n = hands.combos.length;
  for (let i = 0; i < n; i++) if (comboValues[hands.combos[i]] > 0) idx.push(i);
  idx.sort((x, y) => comboValues[hands.combos[x]] - comboValues[hands.combos[y]] || x - y);
  const order = Uint16Array.from(idx);
  const strength = new Uint16Array(order.length);
  for (let k = 0; k < order.length; k++) strength[k] = comboValues[hands.combos[order[k]]];
  return { order, strength };
}
