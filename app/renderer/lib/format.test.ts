import { describe, expect, it } from 'vitest';
import { formatBb, formatCount, formatCountOf, formatDecimal, formatFreq, formatPct, formatRelative, formatUtc } from './format.ts';

describe('format', () => {
  it.each([
    [2.5, '2.5'],
    [11, '11'],
    [3.333333, '3.33'],
    [0.005, '0.01'],
  ])('formatBb(%d) = %s', (bb, text) => expect(formatBb(bb)).toBe(text));

  it.each([
    [0, '0%'],
    [1, '100%'],
    [0.2564, '25.6%'],
    [0.0004, '0.0%'],
  ])('formatFreq(%d) = %s', (freq, text) => expect(formatFreq(freq)).toBe(text));

  it('rounds percents and decimals', () => {
    expect(formatPct(0.333)).toBe('33%');
    expect(formatDecimal(0.125, 4)).toBe('0.125');
    expect(formatDecimal(1, 4)).toBe('1');
    expect(formatDecimal(12, 0)).toBe('12');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it.each([
    [0, 'node', undefined, '0 nodes'],
    [1, 'node', undefined, '1 node'],
    [2, 'node', undefined, '2 nodes'],
    [1, 'node mix', 'node mixes', '1 node mix'],
    [1200, 'node mix', 'node mixes', '1,200 node mixes'],
  ])('formatCountOf(%d, %s, %s) = %s', (count, singular, plural, text) => expect(formatCountOf(count, singular, plural)).toBe(text));

  it('writes UTC times and relative times', () => {
    expect(formatUtc('2025-12-01T00:00:00.000Z')).toBe('2025-12-01 00:00 UTC');
    const now = Date.parse('2025-11-21T00:00:00Z');
    expect(formatRelative('2025-12-01T00:00:00Z', now)).toBe('in 10 days');
    expect(formatRelative('2025-11-21T05:00:00Z', now)).toBe('in 5 hours');
    expect(formatRelative('2025-11-20T23:57:00Z', now)).toBe('3 minutes ago');
  });
});
