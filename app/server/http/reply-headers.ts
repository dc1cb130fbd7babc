// Headers of every answer, set as it is sent (so errors raised anywhere carry them too):
// X-Request-ID, HSTS, the CSP and hardening headers, Cache-Control (`private, no-store` except a route's own on 2xx),
// and Server-Timing on 200s and on tree 404s (whose stages include diagnose_not_found).
import type { FastifyInstance } from 'fastify';
import { NO_STORE } from './request-context.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every answer. It is what protects the UI pages (the
 * Electron window and a browser load them from this server); on JSON answers it is
 * harmless. No inline or foreign scripts, no framing, no foreign connections.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const HARDENING_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

export function registerReplyHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    reply.header('x-request-id', request.id);
    reply.header('strict-transport-security', HSTS);
    for (const [name, value] of Object.entries(HARDENING_HEADERS)) reply.header(name, value);
    const own = request.routeOptions.config?.cacheControl;
    reply.header('cache-control', own !== undefined && status < 400 ? own : NO_STORE);
    const timing = request.timing;
    if (timing && (status === 200 || (status === 404 && timing.has('diagnose_not_found')))) {
      reply.header('server-timing', timing.header());
    }
    return payload;
  });
}
