// The one error handler: every thrown error becomes the error body of errors.ts.
// Fastify's own 4xx (malformed JSON, bad content length, bad URL) are a 422
// validation_error, an oversized body 413; anything unexpected is a 500 `internal` whose
// details go to the log only, never to the caller.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { IssueLike } from '../../shared/contract/errors.ts';
import { ApiError, validationError } from './errors.ts';

interface ValidationItem {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** fastify-type-provider-zod's validation entries -> the zod issue fields they came from. */
export function issuesOf(items: ValidationItem[]): IssueLike[] {
  return items.map((item) => {
    const issue: IssueLike = {
      path: (item.instancePath ?? '').split('/').filter(Boolean),
      code: item.keyword ?? 'invalid',
      message: item.message ?? 'invalid value',
    };
    if (Array.isArray(item.params?.keys)) issue.keys = item.params.keys as string[];
    return issue;
  });
}

export function apiErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(issuesOf(error.validation as ValidationItem[]));
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) return validationError(issuesOf(fastifyError.validation as ValidationItem[]));
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large', 'Request body is larger than the limit');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type', 'Content-Type must be application/json');
  }
  // A damaged tree file, or a river solve that timed out: the service, not the input.
  if (fastifyError.name === 'TreeFileError') return new ApiError('tree_unavailable', 'The tree for this spot cannot be read; quote the X-Request-ID when reporting it');
  if (fastifyError.name === 'RiverTimeoutError') {
    return new ApiError('tree_unavailable', 'The river solve took too long; retry in a moment', {}, { 'retry-after': '1' });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 404) return new ApiError('not_found', 'No such route');
  if (status === 413) return new ApiError('payload_too_large', 'Request body is larger than the limit');
  if (status === 415) return new ApiError('unsupported_media_type', 'Content-Type must be application/json');
  if (status >= 400 && status < 500) {
    // Malformed JSON, bad Content-Length, malformed URL: the input is invalid, never a 500.
    const message = typeof fastifyError.message === 'string' && fastifyError.message.length < 200 ? fastifyError.message : 'malformed request';
    return validationError([{ path: [], code: 'malformed', message }]);
  }
  return new ApiError('internal', 'Internal error; quote the X-Request-ID when reporting it');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = apiErrorOf(error);
    if (apiError.status >= 500) request.log.error({ err: error, code: apiError.code }, 'request failed');
    for (const [name, value] of Object.entries(apiError.headers)) reply.header(name, value);
    // Error bodies are built here, not by the route's response serializer: an error
    // raised before routing, or a code the route does not list, must still go out.
    return reply.code(apiError.status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(apiError.body());
  });

  app.setNotFoundHandler((request, reply) => {
    const body = new ApiError('not_found', `No route ${request.method} ${request.url.split('?')[0].slice(0, 200)}`).body();
    return reply.code(404).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
  });
}
