// What every answer of the service must satisfy whatever the input (the properties of the
// fuzz tests): no 5xx except the ones a route's contract allows, the error body
// {"error": {"code", "message", ...}} on every non-2xx with the status of its code, and
// usage that moves only on 200 decisions (billed, per engine) and 200 discovery answers.
import { expect } from 'vitest';
import { ERROR_STATUS, errorBodySchema, type ErrorCode } from '../../shared/contract/errors.ts';
import type { MonthUsage } from '../accounts/usage.ts';

export interface AnswerLike {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** How a request was made, for failure messages (bodies cut to stay readable). */
export function describeRequest(method: string, url: string, payload?: string): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text);
  return `${method} ${cut(url)}${payload === undefined ? '' : ` ${cut(payload)}`}`;
}

/**
 * Checks the status and error shape of one answer. `allowed5xx` lists the error codes a
 * 5xx may carry for this request (e.g. POST's fallback_unavailable); none by default.
 * HEAD answers have no body to check.
 */
export function expectContractAnswer(res: AnswerLike, request: string, allowed5xx: readonly ErrorCode[] = [], method = 'GET'): void {
  tally(res, method);
  const where = `${request}\n  -> ${res.statusCode} ${res.body.slice(0, 400)}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, where).toBeLessThan(600);
  if (res.statusCode < 300) return;
  if (method === 'HEAD') {
    expect(res.statusCode, where).toBeLessThan(500);
    return;
  }
  expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    expect.fail(`the answer is not JSON: ${where}`);
  }
  const parsed = errorBodySchema.safeParse(body);
  expect(parsed.success, `not the error shape: ${where}`).toBe(true);
  const code = parsed.data!.error.code;
  expect(ERROR_STATUS[code], `code ${code} does not go with status ${res.statusCode}: ${where}`).toBe(res.statusCode);
  if (res.statusCode >= 500) expect(allowed5xx, `a 5xx this request may not get: ${where}`).toContain(code);
}

export type UsageTotals = Pick<MonthUsage, 'billed' | 'discovery' | 'byEngine'>;

/** What one answer adds to usage. */
export interface UsageDelta {
  billed: number;
  discovery: number;
  solver: number;
  fallback: number;
}

export const NO_USAGE: UsageDelta = { billed: 0, discovery: 0, solver: 0, fallback: 0 };

/**
 * The usage an answer of a /v1 decision route must leave: a 200 decision is one billed
 * call on its engine (X-Engine on POST; GET and node-mix are the solver tree), a 200
 * discovery answer (flat, no `data`) one discovery call, anything else nothing.
 */
export function usageDeltaOf(route: 'strategy' | 'node-mix' | 'free', res: AnswerLike): UsageDelta {
  if (res.statusCode !== 200 || route === 'free') return NO_USAGE;
  if (route === 'node-mix') return { ...NO_USAGE, billed: 1, solver: 1 };
  const engine = res.headers['x-engine'];
  if (engine === 'solver' || engine === 'fallback') return { ...NO_USAGE, billed: 1, [engine]: 1 };
  const body = JSON.parse(res.body) as { data?: unknown };
  return body.data === undefined ? { ...NO_USAGE, discovery: 1 } : { ...NO_USAGE, billed: 1, solver: 1 };
}

export function expectUsageMoved(before: UsageTotals, after: UsageTotals, delta: UsageDelta, where: string): void {
  expect(
    { billed: after.billed - before.billed, discovery: after.discovery - before.discovery, solver: after.byEngine.solver - before.byEngine.solver, fallback: after.byEngine.fallback - before.byEngine.fallback },
    `usage after ${where}`,
  ).toEqual(delta);
}

// DSS_FUZZ_STATS=1 prints how the answers of each test file spread over statuses and
// error codes: a fuzz whose inputs never get past validation proves little.
const outcomes = new Map<string, number>();

function tally(res: AnswerLike, method: string): void {
  if (process.env.DSS_FUZZ_STATS !== '1') return;
  let code = '';
  if (res.statusCode >= 300 && method !== 'HEAD') {
    try {
      const body = JSON.parse(res.body) as { error?: { code?: string; reason?: string } };
      code = ` ${body.error?.code ?? '?'}${body.error?.reason ? `/${body.error.reason}` : ''}`;
    } catch {
      code = ' (not JSON)';
    }
  }
  const key = `${res.statusCode}${code}`;
  outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
}

/** The tally of DSS_FUZZ_STATS=1 as text (empty otherwise); call it in afterAll. */
export function outcomeStats(): string {
  const lines = [...outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `  ${key}: ${count}`);
  outcomes.clear();
  return lines.join('\n');
}
