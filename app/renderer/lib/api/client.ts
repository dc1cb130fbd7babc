// The one place the renderer calls fetch(). Feature `api/` files describe an endpoint
// (path, query, body, auth, response schema); this module adds the credentials, turns
// every failure into an ApiError and parses every 2xx body with the contract schema.
//
// Credentials are module state set once at sign-in (setCredentials), so fetchers stay
// plain functions usable from queryOptions.
import type { z } from 'zod';
import { ApiError, apiErrorOf } from './api-error.ts';
import { requestUrl } from './request-url.ts';
import { type ResponseMeta, responseMetaOf } from './response-meta.ts';

export interface Credentials {
  /** Origin of the DSS server; the page's own origin (CSP connect-src 'self'). */
  baseUrl: string;
  /** X-API-Key for /v1 calls. */
  apiKey: string;
  /** Bearer token for /admin calls. */
  adminToken: string;
}

let credentials: Credentials | null = null;

export function setCredentials(next: Credentials | null): void {
  credentials = next;
}

export function currentCredentials(): Credentials | null {
  return credentials;
}

/** `api-key`: X-API-Key (the /v1 decision and app endpoints); `admin`: Bearer token; `none`: public. */
export type AuthKind = 'api-key' | 'admin' | 'none';

export interface ApiRequest<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  auth: AuthKind;
  /** Parses the 2xx body; undefined for bodiless answers (204). */
  schema: S;
  signal?: AbortSignal;
  /** Overrides the signed-in credentials (sign-in checks a token before keeping it). */
  credentials?: Credentials;
}

export interface ApiResult<T> {
  data: T;
  status: number;
  meta: ResponseMeta;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

function authHeaders(auth: AuthKind, given: Credentials | null): Record<string, string> {
  if (auth === 'none') return {};
  if (given === null) throw new ApiError({ status: 0, code: 'not_signed_in', message: 'sign in first' });
  return auth === 'api-key' ? { 'X-API-Key': given.apiKey } : { Authorization: `Bearer ${given.adminToken}` };
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  return shown.join('; ') + more;
}

export async function apiRequest<S extends z.ZodType | undefined>(request: ApiRequest<S>): Promise<ApiResult<Output<S>>> {
  const given = request.credentials ?? credentials;
  const baseUrl = given?.baseUrl ?? window.location.origin;
  const url = requestUrl(baseUrl, request.path, request.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(request.auth, given) };
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'network', message: `could not reach ${baseUrl} (${(error as Error).message})` });
  }
  const meta = responseMetaOf(response.headers);
  const json = await jsonOf(response);
  if (!response.ok) throw apiErrorOf(response.status, json, meta);
  if (request.schema === undefined) return { data: undefined as Output<S>, status: response.status, meta };
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'bad_response',
      message: `${request.method ?? 'GET'} ${request.path} answered a body the contract does not allow: ${describeIssues(parsed.error.issues)}`,
      requestId: meta.requestId,
    });
  }
  return { data: parsed.data as Output<S>, status: response.status, meta };
}
