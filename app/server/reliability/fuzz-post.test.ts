// POST /v1/strategy under bad input, as raw text: malformed JSON, wrong types, huge and
// unicode strings, duplicate keys, deep nesting, bodies over 32 KiB (with a length and
// chunked), random cards, node ids, players and history, random content types.
// Properties: no 5xx (a healthy engine: not even 503), the error body with the status of
// its code on every non-2xx, usage moved only by a 200 (billed on the engine of X-Engine,
// or one discovery call). With an engine that fails, 503 fallback_unavailable is the only
// 5xx, and it is not billed.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FallbackEngine } from '../engines/fallback/index.ts';
import { treeBody } from '../http/routes/strategy-post-bodies.ts';
import { strategyFixture, type StrategyFixture } from '../testing/strategy-fixture.ts';
import { describeRequest, expectContractAnswer, expectUsageMoved, outcomeStats, usageDeltaOf } from './answer-invariants.ts';
import { deepNestingText } from './fuzz-values.ts';
import { pathsOf, withRawValue } from './json-text.ts';
import { BODY_LIMIT_BYTES, mutatedPayload, paddedPayload, randomTablePayload, VALID_BODIES } from './post-bodies.ts';
import { fuzzRuns } from './reliability-mode.ts';

/** An engine that is down: every decision fails, as a crashed or timed-out worker pool does. */
const brokenEngine: FallbackEngine = {
  version: 'fallback-0.0.0+broken',
  decide: () => Promise.reject(new Error('engine down (test)')),
  ready: async () => {},
  close: async () => {},
};

let fx: StrategyFixture;
let broken: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
  broken = await strategyFixture({ deps: { fallbackEngine: brokenEngine } });
});
afterAll(async () => {
  await fx.close();
  await broken.close();
  const stats = outcomeStats();
  if (stats) console.log(`fuzz-post answers:\n${stats}`);
});

interface PostOptions {
  contentType?: string;
  /** Send the body as a stream: no Content-Length, the size is found while reading. */
  chunked?: boolean;
}

async function postAndCheck(on: StrategyFixture, payload: string, options: PostOptions = {}) {
  const usage = () => on.usage.monthToDate(on.accounts.accountByName('player')!.id);
  // The fixture clock stands still: move it on so the pre-auth limit (1000/s per address) never bites.
  on.clock.ms += 5;
  const before = usage();
  const headers: Record<string, string> = { 'x-api-key': on.key };
  if (options.contentType !== '') headers['content-type'] = options.contentType ?? 'application/json';
  const res = await on.request({
    method: 'POST',
    url: '/v1/strategy',
    headers,
    payload: options.chunked ? Readable.from([Buffer.from(payload)]) : payload,
  });
  const where = describeRequest('POST', '/v1/strategy', payload);
  expectContractAnswer(res, where, on === broken ? ['fallback_unavailable'] : []);
  expectUsageMoved(before, usage(), usageDeltaOf('strategy', res), where);
  if (res.statusCode !== 200) expect(res.headers, where).not.toHaveProperty('x-engine');
  return res;
}

describe('POST /v1/strategy under bad input', () => {
  it('answers valid bodies changed at any path (types, text, nesting, keys added, removed or repeated, text damage)', async () => {
    await fc.assert(fc.asyncProperty(mutatedPayload, (payload) => postAndCheck(fx, payload).then(() => {})), fuzzRuns(1_500));
  });

  it('answers random tables (players, history, hero seat, cards, node), billing only the 200 decisions', async () => {
    await fc.assert(fc.asyncProperty(randomTablePayload, (payload) => postAndCheck(fx, payload).then(() => {})), fuzzRuns(1_000));
  });

  it('answers 413 payload_too_large exactly when the body is over 32 KiB, with a length or chunked', async () => {
    const size = fc.oneof(fc.integer({ min: -64, max: 64 }), fc.integer({ min: -4_000, max: 70_000 })).map((delta) => BODY_LIMIT_BYTES + delta);
    await fc.assert(
      fc.asyncProperty(size, fc.constantFrom('x', 'é') as fc.Arbitrary<'x' | 'é'>, fc.boolean(), async (bytes, unit, chunked) => {
        const payload = paddedPayload(bytes, unit);
        const res = await postAndCheck(fx, payload, { chunked });
        const over = Buffer.byteLength(payload) > BODY_LIMIT_BYTES;
        expect(res.statusCode === 413, `${Buffer.byteLength(payload)} bytes ${chunked ? 'chunked' : 'with a length'}: ${res.statusCode}`).toBe(over);
      }),
      fuzzRuns(150),
    );
  });

  it('answers any content type: JSON types are read, others are 415', async () => {
    const types = fc.constantFrom(
      'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json;charset=latin1', 'application/vnd.api+json',
      'text/plain', 'text/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', '', '*/*', 'json', 'application/json, text/plain',
    );
    const payloads = fc.oneof(fc.constantFrom(...VALID_BODIES.map((b) => JSON.stringify(b))), mutatedPayload);
    await fc.assert(fc.asyncProperty(types, payloads, (contentType, payload) => postAndCheck(fx, payload, { contentType }).then(() => {})), fuzzRuns(300));
  });

  // Values nested deeper than a recursive JSON.stringify can walk. Today a string or number
  // field given one answers 500: describeValue (app/shared/contract/fields.ts) stringifies
  // the bad value for its message and overflows the stack.
  it('answers deep nesting (5,000 to 16,000 levels) in any field with 422, never a 500', async () => {
    const statuses: Record<string, number[]> = {};
    for (const field of ['hand', 'flop', 'node', 'history', 'players', 'hero_seat', 'initial_pot_bb', 'preflop', 'hand_id', 'verbosity', 'audit', 'platform']) {
      for (const kind of ['array', 'object'] as const) {
        const payload = withRawValue(VALID_BODIES[0], [field], deepNestingText(kind === 'array' ? 16_000 : 5_000, kind));
        const res = await fx.request({ method: 'POST', url: '/v1/strategy', headers: { 'x-api-key': fx.key, 'content-type': 'application/json' }, payload });
        fx.clock.ms += 5;
        (statuses[field] ??= []).push(res.statusCode);
      }
    }
    const wrong = Object.entries(statuses).filter(([, codes]) => codes.some((code) => code !== 422));
    expect(Object.fromEntries(wrong), 'fields whose deep nesting is not a 422').toEqual({});
  });

  // Amounts are bounded (0.01..1,000,000 BB, docs/service.md): extremes that used to give
  // non-finite pot % or stacks in a billed 200 are refused, naming the field.
  it.each([
    ['a pot of 1e-8 BB', { ...treeBody({ node: null }), initial_pot_bb: 1e-8 }],
    ['a pot of 1e-10 BB', { ...treeBody({ node: null }), initial_pot_bb: 1e-10 }],
    ['a stack of 1e308 BB (full context)', { ...(VALID_BODIES[4] as any), players: (VALID_BODIES[4] as any).players.map((p: object, i: number) => (i === 0 ? { ...p, stack_bb: 1e308 } : p)) }],
  ])('answers extreme amounts (%s) with 422 validation_error, never a billed 200', async (_name, body) => {
    const res = await postAndCheck(fx, JSON.stringify(body));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_error');
  });

  it('answers deep nesting at every path of every body shape with a 4xx', async () => {
    for (const body of VALID_BODIES) {
      for (const path of pathsOf(body)) {
        const res = await postAndCheck(fx, withRawValue(body, path, deepNestingText(8_000, 'array')));
        expect(res.statusCode, path.join('.')).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

describe('POST /v1/strategy while the fallback engine is down', () => {
  it('answers 503 fallback_unavailable (never billed) as its only 5xx, tree answers still 200', async () => {
    const payloads = fc.oneof(randomTablePayload, mutatedPayload, fc.constantFrom(...VALID_BODIES.map((b) => JSON.stringify(b))));
    await fc.assert(fc.asyncProperty(payloads, (payload) => postAndCheck(broken, payload).then(() => {})), fuzzRuns(500));
  });

  it('answers a preflop decision with 503 fallback_unavailable and no Retry-After', async () => {
    const res = await postAndCheck(broken, JSON.stringify(VALID_BODIES[4]));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('fallback_unavailable');
    expect(res.headers).not.toHaveProperty('retry-after');
  });
});
