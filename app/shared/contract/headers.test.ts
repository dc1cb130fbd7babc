import { describe, expect, it } from 'vitest';
import { isApiKey, isRequestId } from './headers.ts';

describe('header formats', () => {
  it.each([
    [`sk_live_${'a'.repeat(32)}`, true],
    [`sk_live_${'A1'.repeat(16)}`, true],
    [`sk_live_${'a'.repeat(31)}`, false],
    [`sk_live_${'a'.repeat(33)}`, false],
    [`sk_test_${'a'.repeat(32)}`, false],
    [`sk_live_${'a'.repeat(31)}-`, false],
    [undefined, false],
  ])('API key %s is valid: %s', (key, ok) => {
    expect(isApiKey(key)).toBe(ok);
  });

  it.each([
    ['abcdefgh', true],
    ['x'.repeat(128), true],
    ['abcdefg', false],
    ['x'.repeat(129), false],
    ['abc defgh', false],
    ['abcdefgh\n', false],
  ])('request id %j is valid: %s', (id, ok) => {
    expect(isRequestId(id)).toBe(ok);
  });
});
