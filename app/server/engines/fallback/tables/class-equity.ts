// Preflop all-in equity between the 169 hand classes, and the pair counts that weight it.
//
// E[a][b]: the equity of class a against class b, all-in preflop, averaged over every
// pair of non-overlapping combos and every board (the generator estimates it by seeded
// Monte Carlo; see generate.ts). W[a][b]: how many (combo of a, combo of b) pairs share
// no card -- the card-removal weight of a against b. Both are row-major 169 x 169.
import { COMBO_CARDS, NUM_COMBOS, NUM_HAND_CLASSES, combosOfClass, handClassOf } from '../../../../shared/poker/combos.ts';
import { evaluate7 } from '../../../../shared/poker/evaluator.ts';
import { seededRandom } from '../../../../shared/poker/equity.ts';
// Local aliases: hot loops read them without the module binding indirection.
const CARDS = COMBO_CARDS;
const eval7 = evaluate7;

const N = NUM_HAND_CLASSES;

/** W[a][b]: non-overlapping combo pairs of classes a and b. */
export function classPairCounts(): Float64Array {
  const counts = new Float64Array(N * N);
  const classOf = new Uint8Array(NUM_COMBOS);
  for (let c = 0; c < NUM_COMBOS; c++) classOf[c] = handClassOf(c);
  for (let x = 0; x < NUM_COMBOS; x++) {
    const x0 = CARDS[2 * x];
    const x1 = CARDS[2 * x + 1];
    for (let y = 0; y < NUM_COMBOS; y++) {
      const y0 = CARDS[2 * y];
      const y1 = CARDS[2 * y + 1];
      if (x0 === y0 || x0 === y1 || x1 === y0 || x1 === y1) continue;
      counts[classOf[x] * N + classOf[y]]++;
    }
  }
  return counts;
}

/**
 * Seeded Monte Carlo estimate of E (upper triangle sampled, the rest by symmetry:
 * E[b][a] = 1 - E[a][b], E[a][a] = 0.5). `samples` deals per class pair, cycling through
 * the non-overlapping combo pairs so that only the board is left to chance.
 */
export function estimateClassEquity(samples: number, seed: number, onProgress?: (row: number) => void): Float64Array {
  const equity = new Float64Array(N * N);
  const random = seededRandom(seed);
  const classCombos = Array.from({ length: N }, (_, c) => combosOfClass(c));
  const used = new Uint8Array(52);
  const board = [0, 0, 0, 0, 0];
  for (let a = 0; a < N; a++) {
    equity[a * N + a] = 0.5;
    for (let b = a + 1; b < N; b++) {
      // Combo pairs are dealt in turn (stratified), only the boards are random.
      const pairs: Array<[number, number]> = [];
      for (const ca of classCombos[a]) {
        for (const cb of classCombos[b]) {
          const x0 = CARDS[2 * ca];
          const x1 = CARDS[2 * ca + 1];
          const y0 = CARDS[2 * cb];
          const y1 = CARDS[2 * cb + 1];
          if (x0 !== y0 && x0 !== y1 && x1 !== y0 && x1 !== y1) pairs.push([ca, cb]);
        }
      }
      let won = 0;
      for (let s = 0; s < samples; s++) {
        const [ca, cb] = pairs[s % pairs.length];
        const a0 = CARDS[2 * ca];
        const a1 = CARDS[2 * ca + 1];
        const b0 = CARDS[2 * cb];
        const b1 = CARDS[2 * cb + 1];
        used[a0] = used[a1] = used[b0] = used[b1] = 1;
        for (let i = 0; i < 5; ) {
          const card = Math.floor(random() * 52);
          if (used[card]) continue;
          used[card] = 1;
          board[i++] = card;
        }
        const va = eval7(a0, a1, board[0], board[1], board[2], board[3], board[4]);
        const vb = eval7(b0, b1, board[0], board[1], board[2], board[3], board[4]);
        won += va > vb ? 1 : va === vb ? 0.5 : 0;
        used[a0] = used[a1] = used[b0] = used[b1] = 0;
        for (const card of board) used[card] = 0;
      }
      equity[a * N + b] = won / samples;
      equity[b * N + a] = 1 - won / samples;
    }
    onProgress?.(a);
  }
  return equity;
}

/** Upper triangle (a < b) as 16-bit fixed point, base64: the stored form. */
export function encodeClassEquity(equity: Float64Array): string {
  const values = new Uint16Array((N * (N - 1)) / 2);
  let i = 0;
  for (let a = 0; a < N; a++) for (let b = a + 1; b < N; b++) values[i++] = Math.round(equity[a * N + b] * 65535);
  const bytes = new Uint8Array(values.buffer);
  let text = '';
  for (let j = 0; j < bytes.length; j++) text += String.fromCharCode(bytes[j]);
  return btoa(text);
}

export function decodeClassEquity(encoded: string): Float64Array {
  const text = atob(encoded);
  const bytes = new Uint8Array(text.length);
  for (let j = 0; j < text.length; j++) bytes[j] = text.charCodeAt(j);
  const values = new Uint16Array(bytes.buffer);
  if (values.length !== (N * (N - 1)) / 2) throw new Error(`class equity table has ${values.length} entries, expected ${(N * (N - 1)) / 2}`);
  const equity = new Float64Array(N * N);
  let i = 0;
  for (let a = 0; a < N; a++) {
    equity[a * N + a] = 0.5;
    for (let b = a + 1; b < N; b++) {
      const e = values[i++] / 65535;
      equity[a * N + b] = e;
      equity[b * N + a] = 1 - e;
    }
  }
  return equity;
}
