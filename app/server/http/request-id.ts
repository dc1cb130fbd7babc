// X-Request-ID: a caller's id is echoed when it is 8..128 visible ASCII characters;
// otherwise the server makes one (a UUID). It goes back on every answer and into logs.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const CALLER_REQUEST_ID = /^[\x21-\x7e]{8,128}$/;

export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers['x-request-id'];
  return typeof sent === 'string' && CALLER_REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
}
