// The window check of the concurrency test must be able to fail, and must not fail on a
// request that straddles a second boundary.
import { describe, expect, it } from 'vitest';
import { overfullWindow, type ServedRequest } from './rate-windows.ts';

const at = (arrivedMs: number, answeredMs = arrivedMs) => ({ arrivedMs, answeredMs });
const many = (count: number, make: (i: number) => ServedRequest) => Array.from({ length: count }, (_, i) => make(i));

describe('overfullWindow', () => {
  it.each([
    ['20 in one second, limit 20', many(20, (i) => at(5_000 + i * 10)), 20, null],
    ['21 in one second, limit 20', many(21, (i) => at(5_000 + i * 10)), 20, 5],
    ['40 straddling two seconds, limit 20', many(40, () => at(5_990, 6_010)), 20, null],
    ['41 straddling two seconds, limit 20', many(41, () => at(5_990, 6_010)), 20, 6],
    ['20 straddling plus 20 inside the second one, limit 20', [...many(20, () => at(5_990, 6_010)), ...many(20, () => at(6_500))], 20, null],
    ['20 straddling plus 21 inside the second one, limit 20', [...many(20, () => at(5_990, 6_010)), ...many(21, () => at(6_500))], 20, 6],
    ['a gap of seconds between bursts', [...many(20, () => at(1_000)), ...many(20, () => at(9_000))], 20, null],
    ['nothing', [], 20, null],
  ] as const)('%s', (_name, served, limit, overfullAt) => {
    const found = overfullWindow(served, limit);
    expect(found === null ? null : found.windowS).toBe(overfullAt);
  });
});
