// Requests Node's HTTP parser refuses before any route or hook runs (a request line or
// headers over 16 KiB, bytes HTTP does not allow, bad chunked encoding, Content-Length
// against Transfer-Encoding): answered with the error body like every other non-2xx, in
// place of Fastify's default `{"error": "Bad Request", "statusCode": 400}`. The request
// could not be read, so the answer closes the connection. Mapping (the error table has no
// 400 or 431): headers too large -> 413 payload_too_large, anything else -> 422
// validation_error, as a bad Content-Length or URL already is.
import crypto from 'node:crypto';
import type { Socket } from 'node:net';
import { errorBody, ERROR_STATUS, type ErrorCode } from '../../shared/contract/errors.ts';
import { HSTS } from './reply-headers.ts';
import { NO_STORE } from './request-context.ts';

function refusalOf(error: NodeJS.ErrnoException): { code: ErrorCode; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { code: 'payload_too_large', message: 'The request line and headers are larger than 16 KiB' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { code: 'validation_error', message: 'The request did not arrive in time' };
  return { code: 'validation_error', message: `Malformed HTTP request (${error.code ?? 'parse error'})` };
}

/** Fastify's `clientErrorHandler`: the socket's request could not be parsed. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { code, message } = refusalOf(error);
    const body = JSON.stringify(errorBody(code, message));
    socket.write(
      [
        `HTTP/1.1 ${ERROR_STATUS[code]} ${code === 'payload_too_large' ? 'Payload Too Large' : 'Unprocessable Entity'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-ID: ${crypto.randomUUID()}`,
        `Strict-Transport-Security: ${HSTS}`,
        `Cache-Control: ${NO_STORE}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
