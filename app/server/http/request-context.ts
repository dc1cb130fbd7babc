// What the hooks learn about a request, for the routes after them.
import type { KeyHolder } from '../accounts/accounts.ts';
import type { StageClock } from './timing.ts';

/** Who may call a route: `public` (health, docs), `key` (X-API-Key) or `admin` (the admin token). */
export type RouteAccess = 'public' | 'key' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Cache-Control of the route's answers; default `private, no-store`. */
    cacheControl?: string;
  }
  interface FastifyRequest {
    timing: StageClock;
    /** The key holder, set by the auth hook on `key` routes. */
    caller: KeyHolder | null;
  }
}

export const NO_STORE = 'private, no-store';
export const HEALTH_CACHE = 'public, max-age=60';
