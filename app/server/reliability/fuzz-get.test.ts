// GET /v1/strategy and GET /v1/node-mix under random query strings: every parameter with
// random, unicode and huge values, unknown keys, repeated keys, raw (badly encoded) text,
// parameters left out. Properties: no 5xx, the error body on every non-2xx (with the
// status of its code), usage moved only by a 200 (one billed call on the solver, or one
// discovery call). The tree side is the fixture trees (app/server/testing).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { strategyFixture, BASE_QUERY, type StrategyFixture } from '../testing/strategy-fixture.ts';
import { describeRequest, expectContractAnswer, expectUsageMoved, outcomeStats, usageDeltaOf } from './answer-invariants.ts';
import { anyText, cardsLike, hugeText, nodeLike, queryString, rawQueryText } from './fuzz-values.ts';
import { fuzzRuns } from './reliability-mode.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
});
afterAll(async () => {
  await fx.close();
  const stats = outcomeStats();
  if (stats) console.log(`fuzz-get answers:\n${stats}`);
});

const usage = () => fx.usage.monthToDate(fx.accounts.accountByName('player')!.id);

/** Values each parameter takes in a request that gets far: valid ones, then near misses. */
const VALID_VALUES: Record<string, string[]> = {
  platform: [BASE_QUERY.platform],
  stakes: [BASE_QUERY.stakes],
  playerType: ['regs'],
  situation: ['srp'],
  position: [BASE_QUERY.position, 'co_bb'],
  flop: [BASE_QUERY.flop, 'Ks7d2c', 'kS7H2D', '2dKs7h'],
  turn: ['3h', '', '4c', 'Qs'],
  river: ['4c', '', '5d'],
  node: ['root', 'root-x', 'root-b5', 'root-x-x', 'root-x-x-turn_3h', 'root-b5-c', 'root-x-b5', 'root-b5-r10', 'root-b5-c-turn_3h-x', 'root-x-x-turn_3h-x-x-river_4c'],
  hand: ['AhAd', 'QcJc', 'KdKc', '2c3d', '7c7s', 'AhKh'],
  verbosity: ['brief', 'full'],
  discovery: ['true', 'false'],
  audit: ['true', 'false'],
};
const NEAR_MISSES: Record<string, string[]> = {
  platform: ['generic', 'TESTROOM', '', 'a'.repeat(31)],
  stakes: ['1_2', '50-100', '050_100', '50_100_'],
  playerType: ['fish', 'REGS', ''],
  situation: ['3bet', '4bet', 'SRP'],
  position: ['bb_btn', 'btn_sb', 'btn', 'btn_bb_co'],
  flop: ['Ks7h2d3c', 'KsKs7h', 'Ks7h', 'Ks 7h 2d'],
  turn: ['Ks', '3H3H', 'x'],
  river: ['3h', 'Ks', 'zz'],
  node: ['root-', 'Root', 'root-b2.50', 'root-turn_3h', 'root-x-x-river_4c', 'root-f-x'],
  hand: ['AhAh', 'Ks7h', 'AhA', 'AhAdKc'],
  verbosity: ['FULL', '', 'short'],
  discovery: ['1', '', 'TRUE'],
  audit: ['yes', '', '0'],
};
const PARAMS = Object.keys(VALID_VALUES);
const ODD_KEYS = ['PLATFORM', 'player_type', 'x', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'node[]', 'node[0]', 'a.b', '', 'key', 'x-api-key'];

type Entry = readonly [string, string, 'encoded' | 'raw'];

const valueFor = (key: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...VALID_VALUES[key]) },
    { weight: 3, arbitrary: fc.constantFrom(...NEAR_MISSES[key]) },
    { weight: 1, arbitrary: anyText(40) },
    { weight: 1, arbitrary: hugeText },
    { weight: 1, arbitrary: cardsLike },
    { weight: 1, arbitrary: nodeLike },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );

/** One change to the query: set, repeat or drop a parameter, add an unknown one, add raw text. */
const edit: fc.Arbitrary<(entries: Entry[]) => Entry[]> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...PARAMS).chain((key) => valueFor(key).map((value) => (entries: Entry[]) => [...entries.filter(([k]) => k !== key), [key, value, 'encoded'] as const])) },
  { weight: 1, arbitrary: fc.constantFrom(...PARAMS).chain((key) => valueFor(key).map((value) => (entries: Entry[]) => [...entries, [key, value, 'encoded'] as const])) },
  { weight: 1, arbitrary: fc.constantFrom(...PARAMS).map((key) => (entries: Entry[]) => entries.filter(([k]) => k !== key)) },
  { weight: 1, arbitrary: fc.tuple(fc.oneof(fc.constantFrom(...ODD_KEYS), anyText(12)), anyText(20)).map(([key, value]) => (entries: Entry[]) => [...entries, [key, value, 'encoded'] as const]) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PARAMS, ...ODD_KEYS), rawQueryText).map(([key, value]) => (entries: Entry[]) => [...entries, [key, value, 'raw'] as const]) },
);

/** A query: mostly a working request (spot, node, hand) with a few edits, sometimes from nothing. */
const strategyQuery: fc.Arbitrary<string> = fc
  .tuple(fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)), fc.constantFrom(...VALID_VALUES.node), fc.constantFrom(...VALID_VALUES.hand), fc.array(edit, { maxLength: 4 }), fc.boolean())
  .map(([fromBase, node, hand, edits, reverse]) => {
    let entries: Entry[] = fromBase ? Object.entries({ ...BASE_QUERY, node, hand }).map(([k, v]) => [k, v, 'encoded'] as const) : [];
    for (const apply of edits) entries = apply(entries);
    if (reverse) entries = [...entries].reverse();
    return queryString(entries);
  });

async function getAndCheck(route: '/v1/strategy' | '/v1/node-mix', query: string, headers: Record<string, string> = {}) {
  const url = `${route}?${query}`;
  // The fixture clock stands still: move it on so the pre-auth limit (1000/s per address) never bites.
  fx.clock.ms += 5;
  const before = usage();
  const res = await fx.getWithKey(url, headers);
  const where = describeRequest('GET', url);
  expectContractAnswer(res, where);
  expectUsageMoved(before, usage(), usageDeltaOf(route === '/v1/node-mix' ? 'node-mix' : 'strategy', res), where);
}

describe('GET /v1/strategy and /v1/node-mix under random query strings', () => {
  it('answer every random query with a 2xx or the error body, and bill only 200s', async () => {
    await fc.assert(fc.asyncProperty(strategyQuery, (query) => getAndCheck('/v1/strategy', query)), fuzzRuns(1_000));
  });

  it('answer every random discovery query the same way, counting only 200 discovery answers', async () => {
    const discovery = strategyQuery.map((query) => `${query}&discovery=true`);
    await fc.assert(fc.asyncProperty(discovery, (query) => getAndCheck('/v1/strategy', query)), fuzzRuns(400));
  });

  it('answer every random node-mix query the same way', async () => {
    await fc.assert(fc.asyncProperty(strategyQuery, (query) => getAndCheck('/v1/node-mix', query)), fuzzRuns(400));
  });

  it('answer raw query text (stray %, separators, brackets) without a 5xx', async () => {
    const raw = fc.array(fc.tuple(fc.constantFrom(...PARAMS, ...ODD_KEYS), rawQueryText), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    await fc.assert(fc.asyncProperty(raw, (query) => getAndCheck('/v1/strategy', query)), fuzzRuns(300));
  });
});
