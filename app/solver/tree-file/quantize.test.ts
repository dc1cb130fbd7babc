import { describe, expect, it } from 'vitest';
import { quantizeMix } from './quantize.ts';

describe('quantizeMix', () => {
  it.each([
    [[1 / 3, 1 / 3, 1 / 3], 255, [85, 85, 85]],
    [[0.5, 0.5], 255, [128, 127]],
    [[0.999, 0.001], 255, [255, 0]],
    [[0.2, 0.3, 0.5], 255, [51, 77, 127]],
    [[2, 6], 255, [64, 191]],
    [[0, 0, 0], 255, [85, 85, 85]],
    [[1, Number.NaN, -1], 255, [255, 0, 0]],
    [[0.123456, 0.876544], 65535, [8091, 57444]],
  ])('quantizes %j at scale %d to %j, summing to the scale', (freqs, scale, expected) => {
    const out = scale === 255 ? new Uint8Array(freqs.length) : new Uint16Array(freqs.length);
    quantizeMix(freqs, scale, out);
    expect(Array.from(out)).toEqual(expected);
    expect(Array.from(out).reduce((a, b) => a + b, 0)).toBe(scale);
  });

  it('stays within one step of every frequency', () => {
    let worst = 0;
    const out = new Uint8Array(4);
    for (let seed = 1; seed < 2000; seed++) {
      const freqs = [1, 2, 3, 4].map((k) => ((seed * 7919 * k) % 1000) / 1000);
      const total = freqs.reduce((a, b) => a + b, 0);
      if (total === 0) continue;
      quantizeMix(freqs, 255, out);
      freqs.forEach((f, a) => (worst = Math.max(worst, Math.abs(out[a] / 255 - f / total))));
    }
    expect(worst).toBeLessThanOrEqual(1 / 255);
  });
});
