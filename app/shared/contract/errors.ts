// The error body of every non-2xx answer (DESIGN.md) and the one table of error codes
// with their HTTP statuses:
//   {"error": {"code", "message", "reason"?, "legal_tokens"?, "issues"?, "audit"?, "limit"?}}
import { z } from 'zod';
import { getAuditSchema, postAuditSchema } from './audit.ts';

/**
 * Every error code and its HTTP status. 401s are all `unauthorized`: no oracle for which
 * key problem. The contract's codes, plus the refusals a localhost server makes
 * (origin_not_allowed, unsupported_media_type, misdirected_request) and tree_unavailable.
 */
export const ERROR_STATUS = {
  unauthorized: 401,
  stake_not_allowed: 403,
  /** A foreign Origin header (a web page calling the local API). */
  origin_not_allowed: 403,
  not_found: 404,
  payload_too_large: 413,
  /** A body whose Content-Type is not JSON. */
  unsupported_media_type: 415,
  /** A Host header that is not this server (DNS rebinding). */
  misdirected_request: 421,
  validation_error: 422,
  combo_not_in_range: 422,
  no_decision: 422,
  rate_limited: 429,
  internal: 500,
  fallback_unavailable: 503,
  /** A tree file could not be read, or a river could not be solved in time (GET, discovery, node-mix). */
  tree_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Which limit a 429 rate_limited hit: the per-second rate or the monthly hard cap. */
export const RATE_LIMITS = ['per_second', 'hard_cap'] as const;
export type RateLimitKind = (typeof RATE_LIMITS)[number];

/**
 * One validation problem. `path` is dotted from the request root (`players.2.seat`,
 * `history.0.amount_bb`; empty for the root object); `code` is the zod issue code
 * (`unrecognized_keys` for unknown keys, which are listed in `keys`).
 */
export const errorIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
  keys: z.array(z.string()).optional(),
});
export type ErrorIssue = z.output<typeof errorIssueSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    reason: z.string().optional().describe('404: why the node does not exist (see NOT_FOUND_REASONS); the list can grow'),
    legal_tokens: z.array(z.string()).optional().describe('404 not_found: walkable tokens at the parent node'),
    issues: z.array(errorIssueSchema).optional().describe('422 validation_error'),
    audit: z.union([getAuditSchema, postAuditSchema]).optional().describe('GET 404 not_found and 422 combo_not_in_range with audit=true'),
    limit: z.enum(RATE_LIMITS).optional().describe('429 rate_limited: which limit was hit'),
  }),
});
export type ErrorBody = z.output<typeof errorBodySchema>;
export type ErrorDetails = Omit<ErrorBody['error'], 'code' | 'message'>;

/** Builds an error body; the status to send is ERROR_STATUS[code]. */
export function errorBody(code: ErrorCode, message: string, details: ErrorDetails = {}): ErrorBody {
  return { error: { code, message, ...details } };
}

/** `['players', 2, 'seat']` -> `players.2.seat`; the root is ''. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.map((key) => String(key)).join('.');
}

/** The issue fields read from a zod issue (or a fastify validation entry mapped to it). */
export interface IssueLike {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  keys?: readonly string[];
}

/** Zod issues -> the `issues` of a validation_error body. */
export function errorIssuesOf(issues: readonly IssueLike[]): ErrorIssue[] {
  return issues.map((issue) => {
    const entry: ErrorIssue = { path: formatIssuePath(issue.path), code: issue.code, message: issue.message };
    if (issue.keys !== undefined) entry.keys = [...issue.keys];
    return entry;
  });
}

/** An issue as one line: the path is prefixed unless it is one key the message starts with. */
export function describeIssue(issue: ErrorIssue): string {
  const namesField = !issue.path.includes('.') && issue.message.startsWith(issue.path);
  return namesField ? issue.message : `${issue.path}: ${issue.message}`;
}

/** A 422 validation_error body from zod issues; the message repeats the first issue. */
export function validationErrorBody(issues: readonly IssueLike[]): ErrorBody {
  const list = errorIssuesOf(issues);
  const first = list[0];
  const more = list.length > 1 ? ` (and ${list.length - 1} more)` : '';
  const message = first === undefined ? 'invalid request' : `${describeIssue(first)}${more}`;
  return errorBody('validation_error', message, { issues: list });
}

/** Responses map for a fastify route: every status of the given codes -> errorBodySchema. */
export function errorResponses(...codes: ErrorCode[]): Record<number, typeof errorBodySchema> {
  const responses: Record<number, typeof errorBodySchema> = {};
  for (const code of codes) responses[ERROR_STATUS[code]] = errorBodySchema;
  return responses;
}
