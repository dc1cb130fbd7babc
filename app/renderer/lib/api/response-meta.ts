// The response headers of /v1 the UI shows (api-v1.md, Response headers).
import type { Engine } from '../../../shared/contract/responses.ts';

export interface ResponseMeta {
  requestId: string | null;
  /** The service's own X-Cache value: the first entry (a CDN may append its own). */
  cache: string | null;
  engine: Engine | null;
  fallbackReason: string | null;
  rateLimitPerSecond: number | null;
  monthlyLimit: number | null;
  monthlyRemaining: number | null;
  hardCap: number | null;
  retryAfterSec: number | null;
  serverTiming: string | null;
}

interface HeaderSource {
  get(name: string): string | null;
}

function integer(headers: HeaderSource, name: string): number | null {
  const value = headers.get(name);
  if (value === null || !/^-?\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

export function responseMetaOf(headers: HeaderSource): ResponseMeta {
  const engine = headers.get('x-engine');
  return {
    requestId: headers.get('x-request-id'),
    cache: headers.get('x-cache')?.split(',')[0].trim() ?? null,
    engine: engine === 'solver' || engine === 'fallback' ? engine : null,
    fallbackReason: headers.get('x-fallback-reason'),
    rateLimitPerSecond: integer(headers, 'x-ratelimit-limit'),
    monthlyLimit: integer(headers, 'x-ratelimit-monthly-limit'),
    monthlyRemaining: integer(headers, 'x-ratelimit-monthly-remaining'),
    hardCap: integer(headers, 'x-ratelimit-hardcap'),
    retryAfterSec: integer(headers, 'retry-after'),
    serverTiming: headers.get('server-timing'),
  };
}
