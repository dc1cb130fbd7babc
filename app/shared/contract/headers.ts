// Request headers of /v1. Checked by hooks (auth, request id), not by route schemas:
// a route's header schema would have to accept every other header.
import { z } from 'zod';

/** `X-API-Key`: every key problem answers the same 401 unauthorized. */
export const API_KEY_PATTERN = /^sk_live_[A-Za-z0-9]{32}$/;
export const API_KEY_HEADER = 'x-api-key';
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * `X-Request-ID`: 8..128 chars. Limited to visible ASCII (no spaces, no control
 * characters) because it is echoed in headers and written to logs.
 */
export const REQUEST_ID_PATTERN = /^[\x21-\x7e]{8,128}$/;
export const requestIdSchema = z.string().regex(REQUEST_ID_PATTERN);

export function isApiKey(value: unknown): value is string {
  return typeof value === 'string' && API_KEY_PATTERN.test(value);
}

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}
