// GET and HEAD /v1/health: public liveness probe; no version, no internals.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../shared/contract/responses.ts';
import { HEALTH_CACHE } from '../request-context.ts';

export interface HealthRouteDeps {
  now: () => number;
}

export function healthRoutes(deps: HealthRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/v1/health',
      config: { access: 'public', cacheControl: HEALTH_CACHE },
      schema: {
        summary: 'Liveness probe (public, no key)',
        tags: ['health'],
        response: { 200: healthResponseSchema },
      },
      handler: async (request) => ({
        data: { status: 'ok' as const, time: new Date(deps.now()).toISOString(), request_id: request.id },
      }),
    });
  };
}
