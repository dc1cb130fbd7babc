import { describe, expect, it } from 'vitest';
import { apiErrorOf, isNotFound, isTransient } from './api-error.ts';

describe('apiErrorOf', () => {
  it('keeps the contract error body: code, reason, legal tokens, issues, limit', () => {
    const error = apiErrorOf(
      404,
      { error: { code: 'not_found', message: 'node root-x-b9 is not in the tree', reason: 'off_tree_sizing', legal_tokens: ['b2.5', 'b7'] } },
      { requestId: 'req-12345678' },
    );
    expect(error).toMatchObject({ status: 404, code: 'not_found', reason: 'off_tree_sizing', legalTokens: ['b2.5', 'b7'], requestId: 'req-12345678' });
    expect(error.message).toBe('node root-x-b9 is not in the tree');
    expect(isNotFound(error)).toBe(true);
    expect(isNotFound(error, 'terminal')).toBe(false);
    expect(isNotFound(error, 'terminal', 'off_tree_sizing')).toBe(true);
  });

  it('keeps validation issues', () => {
    const body = { error: { code: 'validation_error', message: 'bad', issues: [{ path: 'flop', code: 'custom', message: 'flop "AsAs7d" repeats As' }] } };
    expect(apiErrorOf(422, body).issues).toEqual([{ path: 'flop', code: 'custom', message: 'flop "AsAs7d" repeats As' }]);
  });

  it('keeps a code the contract does not list yet', () => {
    expect(apiErrorOf(409, { error: { code: 'busy', message: 'try later' } })).toMatchObject({ code: 'busy', message: 'try later' });
  });

  it('names the status when there is no error body', () => {
    expect(apiErrorOf(502, null)).toMatchObject({ code: 'http_error', message: 'the server answered HTTP 502 without an error body' });
  });

  it.each([
    [0, true],
    [429, true],
    [503, true],
    [404, false],
    [422, false],
  ])('HTTP %d transient: %s', (status, transient) => {
    expect(isTransient(apiErrorOf(status, null))).toBe(transient);
  });
});
