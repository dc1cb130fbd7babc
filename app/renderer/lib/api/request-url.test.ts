import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url.ts';

describe('requestUrl', () => {
  it('joins base, path and query, leaving out empty values', () => {
    expect(requestUrl('http://127.0.0.1:8787/', '/v1/strategy', { flop: 'AsKh7d', turn: undefined, river: '', node: 'root-x-b2.5' })).toBe(
      'http://127.0.0.1:8787/v1/strategy?flop=AsKh7d&node=root-x-b2.5',
    );
    expect(requestUrl('http://127.0.0.1:8787', '/v1/coverage')).toBe('http://127.0.0.1:8787/v1/coverage');
  });
});
