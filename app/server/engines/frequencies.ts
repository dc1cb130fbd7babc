// Frequencies as answers show them: rounded to FREQUENCY_DECIMALS, and summing to
// exactly 1 in JS floating point when added in answer order (the largest entry absorbs
// the rounding; see exactMix).

export const FREQUENCY_DECIMALS = 4;
const SCALE = 10 ** FREQUENCY_DECIMALS;

export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

function sumInOrder(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
}

/**
 * Rounds a mix (non-negative, any positive sum; all-zero reads as uniform) so that
 * `values.reduce((s, v) => s + v, 0) === 1` exactly and every value is in [0, 1].
 */
export function exactMix(raw: ArrayLike<number>): number[] {
  const n = raw.length;
  if (n === 0) return [];
  let total = 0;
  for (let i = 0; i < n; i++) total += raw[i] > 0 ? raw[i] : 0;
  const values = Array.from(raw, (v) => (total > 0 ? Math.round(((v > 0 ? v : 0) / total) * SCALE) / SCALE : Math.round(SCALE / n) / SCALE));
  // The largest entry absorbs the rounding. 1 - (sum of the others) can add back to
  // 1 +/- a few ulps in answer order, and with round-half-even some sums are out of its
  // reach: search the doubles next to it, and fall back to the next largest entry.
  const absorbers = values.map((_, i) => i).sort((a, b) => values[b] - values[a] || a - b);
  const rounded = values.slice();
  for (const absorber of absorbers) {
    values[absorber] = 0;
    const start = Math.max(0, 1 - sumInOrder(values));
    for (let k = 0; k <= 64; k++) {
      for (const candidate of k === 0 ? [start] : [stepUlps(start, k), stepUlps(start, -k)]) {
        values[absorber] = candidate;
        if (candidate >= 0 && candidate <= 1 && sumInOrder(values) === 1) return values;
      }
    }
    values[absorber] = rounded[absorber];
  }
  return values;
}

const bits = new Float64Array(1);
const ints = new BigInt64Array(bits.buffer);

/** The double `k` representable steps above (k > 0) or below a non-negative value. */
function stepUlps(value: number, k: number): number {
  bits[0] = value;
  ints[0] += BigInt(k);
  return bits[0];
}
