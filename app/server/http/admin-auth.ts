// The admin routes' guard (/admin/*: keys, trees, sync, jobs for the local UI):
// `Authorization: Bearer <token>` with the token of this server run, compared in
// constant time over sha256 digests so the comparison never leaks a prefix or length.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.ts';

/** onRequest hook of admin routes. */
export function adminTokenCheck(token: string) {
  const expected = crypto.createHash('sha256').update(token).digest();
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const sent = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
    const given = crypto.createHash('sha256').update(sent).digest();
    if (!crypto.timingSafeEqual(given, expected)) throw unauthorized();
  };
}
