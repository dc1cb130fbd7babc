// Exact range-vs-range equity on a 3..5 card board: every run-out, every compatible pair
// of hands, weighted by both weights; ties count half. O(n log n) per run-out with the same
// sorted sweep and per-card sums as the showdown evaluation.
import type { Card } from '../shared/poker/cards.ts';
import { handValuesOnBoard } from '../shared/poker/evaluator.ts';
import { type PrivateHands, strengthOrder } from './private-hands.ts';

/** OOP's (hands0's) share of the pot at showdown, in [0, 1]. */
export function rangeVsRangeEquity(board: readonly Card[], hands0: PrivateHands, hands1: PrivateHands): number {
  const used = new Uint8Array(52);
  for (const c of board) used[c] = 1;
  const rest: number[] = [];
  for (let c = 0; c < 52; c++) if (!used[c]) rest.push(c);
  let won = 0;
  let total = 0;
  const addBoard = (full: Card[]): void => {
    const values = handValuesOnBoard(full);
    const [w, t] = boardEquity(hands0, hands1, values);
    won += w;
    total += t;
  };
  if (board.length === 5) addBoard([...board]);
  else if (board.length === 4) for (const r of rest) addBoard([...board, r]);
  else {
    for (let i = 0; i < rest.length; i++) for (let j = i + 1; j < rest.length; j++) addBoard([...board, rest[i], rest[j]]);
  }
  return total > 0 ? won / total : 0;
}

const sumLess = new Float64Array(52);
const sumLessEq = new Float64Array(52);

/** [weighted wins + ties/2, weighted pairs] of hands0 against hands1 on one river board. */
function boardEquity(hands0: PrivateHands, hands1: PrivateHands, values: Uint16Array): [number, number] {
  const s0 = strengthOrder(hands0, values);
  const s1 = strengthOrder(hands1, values);
  const c0 = hands0.cards;
  const c1 = hands1.cards;
  const w0 = hands0.weights;
  const w1 = hands1.weights;
  // totals over hands1 for inclusion-exclusion
  const minusAll = new Float64Array(52);
  let all = 0;
  for (let k = 0; k < s1.order.length; k++) {
    const j = s1.order[k];
    all += w1[j];
    minusAll[c1[2 * j]] += w1[j];
    minusAll[c1[2 * j + 1]] += w1[j];
  }
  sumLess.fill(0);
  sumLessEq.fill(0);
  let less = 0;
  let lessEq = 0;
  let a = 0;
  let b = 0;
  let won = 0;
  let total = 0;
  const n1 = s1.order.length;
  for (let k = 0; k < s0.order.length; k++) {
    const st = s0.strength[k];
    while (a < n1 && s1.strength[a] < st) {
      const j = s1.order[a++];
      less += w1[j];
      sumLess[c1[2 * j]] += w1[j];
      sumLess[c1[2 * j + 1]] += w1[j];
    }
    while (b < n1 && s1.strength[b] <= st) {
      const j = s1.order[b++];
      lessEq += w1[j];
      sumLessEq[c1[2 * j]] += w1[j];
      sumLessEq[c1[2 * j + 1]] += w1[j];
    }
    const i = s0.order[k];
    const x = c0[2 * i];
    const y = c0[2 * i + 1];
    // the identical combo (if hands1 holds it) sits in lessEq and all, subtracted twice
    const same = hands1.indexOfCombo[hands0.combos[i]];
    const sameW = same >= 0 ? w1[same] : 0;
    const win = less - sumLess[x] - sumLess[y];
    const winOrTie = lessEq - sumLessEq[x] - sumLessEq[y] + sameW;
    const compatible = all - minusAll[x] - minusAll[y] + sameW;
    won += w0[i] * (win + (winOrTie - win) / 2);
    total += w0[i] * compatible;
  }
  return [won, total];
}
