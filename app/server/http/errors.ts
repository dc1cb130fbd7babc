// The one table of coded errors, and the error body every non-2xx answer carries:
//   {"error": {"code", "message", "reason"?, "legal_tokens"?, "issues"?, "audit"?, "limit"?}}
// The contract's table (app/shared/contract/errors.ts) plus the refusals only a server
// makes (Host, Origin, media type, an unreadable tree file). Routes throw ApiError; the
// error handler (error-handler.ts) maps everything else and hides 5xx details.
import {
  ERROR_STATUS as CONTRACT_ERROR_STATUS,
  validationErrorBody,
  type ErrorDetails as ContractErrorDetails,
  type IssueLike,
} from '../../shared/contract/errors.ts';

export const ERROR_STATUS = {
  ...CONTRACT_ERROR_STATUS,
  /** Foreign Origin header (a web page calling the local API). */
  origin_not_allowed: 403,
  /** Content-Type other than JSON on a body. */
  unsupported_media_type: 415,
  /** Host header that is not this server (DNS rebinding). */
  misdirected_request: 421,
  /** A tree file could not be read or a river could not be solved in time. */
  tree_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorDetails = ContractErrorDetails;

export interface ErrorBody {
  error: { code: ErrorCode; message: string } & ErrorDetails;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
    /** Extra response headers (Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  body(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}

/** The 401: one message for a missing, malformed, unknown or revoked key (no oracle). */
export function unauthorized(): ApiError {
  return new ApiError('unauthorized', 'A valid X-API-Key header is required');
}

/** 422 validation_error from zod-like issues (the contract's message and issue shapes). */
export function validationError(issues: readonly IssueLike[]): ApiError {
  const { error } = validationErrorBody(issues);
  return new ApiError('validation_error', error.message, { issues: error.issues });
}
