// Every failed call surfaces as an ApiError: the API's own error body (code, message,
// reason, legal_tokens, issues, limit, audit) when there is one, else a client-side code:
//   network       the server could not be reached (status 0),
//   bad_response  a 2xx body that does not match the contract schema,
//   http_error    a non-2xx answer without the JSON error body,
//   not_signed_in no credentials for the call.
import type { GetAudit, PostAudit } from '../../../shared/contract/audit.ts';
import { errorBodySchema, type ErrorIssue } from '../../../shared/contract/errors.ts';

export interface ApiErrorFields {
  status: number;
  code: string;
  message: string;
  reason?: string;
  legalTokens?: string[];
  issues?: ErrorIssue[];
  limit?: string;
  audit?: GetAudit | PostAudit;
  requestId?: string | null;
  retryAfterSec?: number | null;
}

export class ApiError extends Error implements ApiErrorFields {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly reason?: string;
  readonly legalTokens?: string[];
  readonly issues?: ErrorIssue[];
  readonly limit?: string;
  readonly audit?: GetAudit | PostAudit;
  readonly requestId?: string | null;
  readonly retryAfterSec?: number | null;

  constructor(fields: ApiErrorFields) {
    super(fields.message);
    this.status = fields.status;
    this.code = fields.code;
    this.reason = fields.reason;
    this.legalTokens = fields.legalTokens;
    this.issues = fields.issues;
    this.limit = fields.limit;
    this.audit = fields.audit;
    this.requestId = fields.requestId;
    this.retryAfterSec = fields.retryAfterSec;
  }
}

/** The ApiError of a non-2xx answer; `body` is the parsed JSON or null when there was none. */
export function apiErrorOf(
  status: number,
  body: unknown,
  meta: { requestId?: string | null; retryAfterSec?: number | null } = {},
): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, reason, legal_tokens, issues, limit, audit } = parsed.data.error;
    return new ApiError({ status, code, message, reason, legalTokens: legal_tokens, issues, limit, audit, ...meta });
  }
  // A code the contract does not list yet still carries a message worth showing.
  const loose = body as { error?: { code?: unknown; message?: unknown; reason?: unknown } } | null;
  if (typeof loose?.error?.code === 'string' && typeof loose.error.message === 'string') {
    const reason = typeof loose.error.reason === 'string' ? loose.error.reason : undefined;
    return new ApiError({ status, code: loose.error.code, message: loose.error.message, reason, ...meta });
  }
  return new ApiError({ status, code: 'http_error', message: `the server answered HTTP ${status} without an error body`, ...meta });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a 404 not_found, optionally with one of the given reasons. */
export function isNotFound(error: unknown, ...reasons: string[]): error is ApiError {
  if (!isApiError(error) || error.status !== 404) return false;
  return reasons.length === 0 || (error.reason !== undefined && reasons.includes(error.reason));
}

/** Worth retrying: the server was unreachable, busy (429) or failed (5xx). */
export function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);
}
