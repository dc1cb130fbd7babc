// Quantization of a mix to integers that sum to exactly a scale (largest-remainder
// rounding), so a stored mix read back sums to exactly 1 at that scale.

/**
 * Writes into out[outOff + a*stride] (a over actions) integers >= 0 summing to exactly
 * `scale`, each within 1 unit of freq * scale. The input is normalised first; a mix that
 * sums to 0 (a combo the solver never reached) becomes uniform.
 */
export function quantizeMix(
  freqs: ArrayLike<number>,
  scale: number,
  out: Uint8Array | Uint16Array | Uint32Array,
  outOff = 0,
  stride = 1,
): void {
  const n = freqs.length;
  let sum = 0;
  for (let a = 0; a < n; a++) {
    const f = freqs[a];
    sum += f > 0 && Number.isFinite(f) ? f : 0;
  }
  let assigned = 0;
  const remainders = new Float64Array(n);
  for (let a = 0; a < n; a++) {
    const f = freqs[a];
    const p = sum > 0 ? (f > 0 && Number.isFinite(f) ? f / sum : 0) : 1 / n;
    const exact = p * scale;
    const floor = Math.floor(exact);
    out[outOff + a * stride] = floor;
    remainders[a] = exact - floor;
    assigned += floor;
  }
  // Hand out the units left to the largest remainders; ties go to the earlier action.
  let left = scale - assigned;
  while (left > 0) {
    let best = 0;
    for (let a = 1; a < n; a++) if (remainders[a] > remainders[best]) best = a;
    out[outOff + best * stride] += 1;
    remainders[best] = -1;
    left--;
  }
}
