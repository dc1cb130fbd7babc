import { describe, expect, it } from 'vitest';
import { daysOfMonth, formatMonth, monthOf, shiftMonth } from './month.ts';

describe('months', () => {
  it.each([
    ['2025-01', -1, '2024-12'],
    ['2025-12', 1, '2026-01'],
    ['2025-06', 0, '2025-06'],
    ['2025-03', -14, '2024-01'],
  ])('%s shifted by %d is %s', (month, delta, result) => {
    expect(shiftMonth(month, delta)).toBe(result);
  });

  it.each([
    ['2024-02', 29],
    ['2025-02', 28],
    ['2025-04', 30],
    ['2025-12', 31],
  ])('%s has %d days', (month, count) => {
    const days = daysOfMonth(month);
    expect(days).toHaveLength(count);
    expect(days[0]).toBe(`${month}-01`);
  });

  it('takes the UTC month of a date and names it', () => {
    expect(monthOf(new Date('2025-11-30T23:30:00-02:00'))).toBe('2025-12');
    expect(formatMonth('2025-11')).toBe('November 2025');
  });
});
