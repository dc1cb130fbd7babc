// The one table of coded errors, and the error body every non-2xx answer carries:
//   {"error": {"code", "message", "reason"?, "legal_tokens"?, "issues"?, "audit"?, "limit"?}}
// The table is the contract's (app/shared/contract/errors.ts), the server's own refusals
// (Host, Origin, media type, an unreadable tree file) included. Routes throw ApiError; the
// error handler (error-handler.ts) maps everything else and hides 5xx details.
import {
  ERROR_STATUS,
  validationErrorBody,
  type ErrorCode,
  type ErrorDetails as ContractErrorDetails,
  type IssueLike,
} from '../../shared/contract/errors.ts';

export { ERROR_STATUS, type ErrorCode };
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
