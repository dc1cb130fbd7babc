import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, errorBody, errorBodySchema, errorIssuesOf, errorResponses, formatIssuePath, validationErrorBody } from './errors.ts';
import { strategyQuerySchema } from './strategy-query.ts';
import { issuesOf, parsed } from './test-helpers.ts';

describe('error codes', () => {
  it.each([
    ['unauthorized', 401],
    ['stake_not_allowed', 403],
    ['origin_not_allowed', 403],
    ['not_found', 404],
    ['payload_too_large', 413],
    ['unsupported_media_type', 415],
    ['misdirected_request', 421],
    ['validation_error', 422],
    ['combo_not_in_range', 422],
    ['no_decision', 422],
    ['rate_limited', 429],
    ['internal', 500],
    ['fallback_unavailable', 503],
    ['tree_unavailable', 503],
  ] as const)('%s answers %i', (code, status) => {
    expect(ERROR_STATUS[code]).toBe(status);
  });

  it('lists every code once', () => {
    expect(ERROR_CODES).toHaveLength(14);
    expect(new Set(ERROR_CODES).size).toBe(14);
  });

  it('maps the statuses of a route', () => {
    expect(Object.keys(errorResponses('validation_error', 'no_decision', 'not_found', 'rate_limited')).map(Number)).toEqual([404, 422, 429]);
  });
});

describe('error body', () => {
  it.each([
    ['a 404 with reason and legal tokens', errorBody('not_found', 'node root-x-c does not exist', { reason: 'illegal_action', legal_tokens: ['x', 'b2'] })],
    ['a 429 naming its limit', errorBody('rate_limited', 'hard cap reached', { limit: 'hard_cap' })],
    ['a 404 with a GET audit', errorBody('not_found', 'no tree', { reason: 'flop_not_covered', audit: { spot_id: 's', node_path: 'root', coverage: 'not_covered', strategy_revision: null, suit_permutation: 'cdhs', tree_file: null } })],
    ['a 500 without details', errorBody('internal', 'internal error')],
  ])('accepts %s', (_name, body) => {
    expect(parsed(errorBodySchema, body)).toEqual(body);
  });

  it.each([
    ['an unknown code', { error: { code: 'teapot', message: 'x' } }, 'error.code'],
    ['a missing message', { error: { code: 'internal' } }, 'error.message'],
    ['an unknown limit', { error: { code: 'rate_limited', message: 'x', limit: 'daily' } }, 'error.limit'],
  ])('rejects %s', (_name, body, path) => {
    expect(issuesOf(errorBodySchema, body).map((issue) => issue.path)).toEqual([path]);
  });
});

describe('validation issues', () => {
  it.each([
    [[], ''],
    [['players', 2, 'seat'], 'players.2.seat'],
    [['history', 0], 'history.0'],
  ] as [PropertyKey[], string][])('formats path %j as "%s"', (path, text) => {
    expect(formatIssuePath(path)).toBe(text);
  });

  it('keeps the keys of unrecognized_keys', () => {
    expect(errorIssuesOf([{ path: [], code: 'unrecognized_keys', message: 'Unrecognized key: "a"', keys: ['a'] }])).toEqual([
      { path: '', code: 'unrecognized_keys', message: 'Unrecognized key: "a"', keys: ['a'] },
    ]);
  });

  it('builds a 422 body from zod issues, its message naming the first problem', () => {
    const result = strategyQuerySchema.safeParse({ platform: 'acr' });
    expect(result.success).toBe(false);
    const body = validationErrorBody(result.error!.issues);
    expect(body.error.code).toBe('validation_error');
    expect(body.error.message).toMatch(/^stakes is required \(and \d+ more\)$/);
    expect(parsed(errorBodySchema, body)).toEqual(body);
  });

  it('prefixes the path when the message does not name it', () => {
    const body = validationErrorBody([{ path: ['history', 3, 'kind'], code: 'invalid_union', message: 'kind "jam" is not one of check' }]);
    expect(body.error.message).toBe('history.3.kind: kind "jam" is not one of check');
  });
});
