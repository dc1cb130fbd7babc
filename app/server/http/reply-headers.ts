// Headers of every answer, set as it is sent (so errors raised anywhere carry them too):
// X-Request-ID, HSTS, Cache-Control (`private, no-store` except a route's own on 2xx),
// and Server-Timing on 200s and on tree 404s (whose stages include diagnose_not_found).
import type { FastifyInstance } from 'fastify';
import { NO_STORE } from './request-context.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerReplyHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    reply.header('x-request-id', request.id);
    reply.header('strict-transport-security', HSTS);
    const own = request.routeOptions.config?.cacheControl;
    reply.header('cache-control', own !== undefined && status < 400 ? own : NO_STORE);
    const timing = request.timing;
    if (timing && (status === 200 || (status === 404 && timing.has('diagnose_not_found')))) {
      reply.header('server-timing', timing.header());
    }
    return payload;
  });
}
