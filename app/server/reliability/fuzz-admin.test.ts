// /admin/* (keys, config, tree sets, syncs, solve jobs) and /sync/* under random input:
// with the admin token, a wrong one or none; random bodies (valid ones changed at any path,
// random JSON, damaged text); random path parameters (ids, traversal, unicode). Properties:
// no 5xx, the error body with the status of its code on every non-2xx, no usage moved, and
// no whole API key in any answer but the two that exist to hand one out (POST /admin/keys,
// GET /admin/config). Solve jobs are tiny spots (one flop accepted); syncs read local
// directories only (never the network).
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../../shared/poker/cards.ts';
import { parseRange } from '../../shared/poker/ranges.ts';
import type { SpotSolveSpec } from '../../solver/tree-file/solve-spot.ts';
import type { JobRequest } from '../jobs/job-store.ts';
import { bundledTreesDir } from '../local-setup.ts';
import { appFixture, type AppFixture } from '../testing/app-fixture.ts';
import { IP_RANGE, OOP_RANGE } from '../testing/solved-trees.ts';
import { ROOMY_LIMITS } from '../testing/strategy-fixture.ts';
import { describeRequest, expectContractAnswer, expectUsageMoved, NO_USAGE, outcomeStats } from './answer-invariants.ts';
import { anyText, deepNestingText, percentEncode, wrongTypeValue } from './fuzz-values.ts';
import { pathsOf, textDamage, withRawValue } from './json-text.ts';
import { RANDOM_NESTING_MAX } from './post-bodies.ts';
import { fuzzRuns } from './reliability-mode.ts';

const TOKEN = 'reliability-admin-token-0123456789';
const JOB_FLOP = 'As7h2d';

/** Solves only srp btn_bb on one flop, with tiny ranges: anything else is refused as a bad position. */
function tinySpec(request: JobRequest): SpotSolveSpec {
  if (request.situation !== 'srp' || request.position !== 'btn_bb' || request.canonicalFlop !== 'As7h2d') {
    throw new Error(`position "${request.position}" is not solved by this test (srp btn_bb ${JOB_FLOP} only)`);
  }
  return {
    spot: { source: request.folder === null ? 'v1' : 'custom', platform: request.platform, stakes: request.stakes, pool: request.pool, situation: request.situation, position: request.position, flop: request.flop },
    board: parseCards(request.flop),
    potBb: 10,
    effectiveStackBb: 40,
    positions: { oop: 'bb', ip: 'btn' },
    ranges: { oop: { text: OOP_RANGE, weights: parseRange(OOP_RANGE) }, ip: { text: IP_RANGE, weights: parseRange(IP_RANGE) } },
    betSizes: { flop: { bet: '50%', raise: '' }, turn: { bet: '75%', raise: '' }, river: { bet: '100%', raise: '' } },
  };
}

let fx: AppFixture;
let key: string;
beforeAll(async () => {
  fx = await appFixture({
    config: { treesDirs: [bundledTreesDir()], admin: { token: TOKEN, localAccount: 'local', localKey: 'sk_live_placeholderplaceholderplaceh' } },
    deps: { treeMaintenance: { specOf: tinySpec, checkEvery: 1 } },
  });
  key = fx.keyFor('player', ROOMY_LIMITS);
});
afterAll(async () => {
  await fx.close();
  const stats = outcomeStats();
  if (stats) console.log(`fuzz-admin answers:\n${stats}`);
});

const usage = () => fx.usage.monthToDate(fx.accounts.accountByName('player')!.id);

/** Bodies each admin POST takes, to change at random. */
const VALID_BODIES: Record<string, object> = {
  '/admin/keys': { account: 'bot', label: 'fuzz' },
  '/admin/jobs': { situation: 'srp', position: 'btn_bb', flop: JOB_FLOP, max_iterations: 2, target_exploitability: 0 },
  '/admin/trees/sync': { source: bundledTreesDir() },
};

/** Sync sources: local directories and files, a refused local port; never a remote address. */
const LOCAL_SOURCES = [bundledTreesDir(), '/nonexistent/dss-trees', path.join(bundledTreesDir(), 'manifest.json'), 'http://127.0.0.1:1/', '', '.', 'file:///etc', '\u0000'];

const rawValue = fc.oneof(
  wrongTypeValue.map((v) => JSON.stringify(v) ?? 'null'),
  anyText(30).map((s) => JSON.stringify(s)),
  fc.integer({ min: 1, max: RANDOM_NESTING_MAX }).map((depth) => deepNestingText(depth, 'array')),
  fc.constantFrom(...LOCAL_SOURCES).map((s) => JSON.stringify(s)),
  fc.constantFrom('1e400', '-0', '1.', 'NaN', '"srp"', '"3bet"', '"bb_btn"', '"Ks7h2d"', '"local"', '"player"', '100000', '100001'),
);

/** A sync source is never sent to the network: anything that looks remote becomes a refused local port. */
function keepLocal(payload: string): string {
  return payload.replace(/"source":"(https?|ftp):[^"]*"/gi, '"source":"http://127.0.0.1:1/"');
}

const bodyFor = (route: string): fc.Arbitrary<string | undefined> => {
  const base = VALID_BODIES[route];
  const changed = base
    ? [
        fc.tuple(fc.constantFrom(...pathsOf(base)), rawValue).map(([p, raw]) => withRawValue(base, p, raw)),
        fc.tuple(fc.oneof(fc.constantFrom('account', 'label', 'source', 'key', 'flop', 'pool', 'max_iterations', 'bogus', '__proto__'), anyText(8)), rawValue).map(([k, raw]) => withRawValue(base, [k], raw)),
        textDamage.map((damage) => damage(JSON.stringify(base))),
        fc.constant(JSON.stringify(base)),
      ]
    : [];
  return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), anyText(40), ...changed).map((p) => (p === undefined ? p : keepLocal(p)));
};

const idLike = fc.oneof(
  fc.nat(20).map(String),
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', '1e3', '0x1', ' 1', '', '%2e%2e', '..', '..%2F..%2Fetc%2Fpasswd', 'manifest.json', '%00'),
  anyText(12).map(percentEncode),
);

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  url: fc.Arbitrary<string>;
  access: 'admin' | 'key';
  /** POST: the route whose valid body is changed at random. */
  bodyOf?: string;
}

const ROUTES: Route[] = [
  { method: 'GET', url: fc.constant('/admin/config'), access: 'admin' },
  { method: 'GET', url: fc.constant('/admin/keys'), access: 'admin' },
  { method: 'POST', url: fc.constant('/admin/keys'), access: 'admin', bodyOf: '/admin/keys' },
  { method: 'DELETE', url: idLike.map((id) => `/admin/keys/${id}`), access: 'admin' },
  { method: 'GET', url: fc.constant('/admin/trees'), access: 'admin' },
  { method: 'POST', url: fc.constant('/admin/trees/sync'), access: 'admin', bodyOf: '/admin/trees/sync' },
  { method: 'GET', url: fc.constant('/admin/trees/sync'), access: 'admin' },
  { method: 'DELETE', url: fc.constant('/admin/trees/sync'), access: 'admin' },
  { method: 'POST', url: fc.constant('/admin/jobs'), access: 'admin', bodyOf: '/admin/jobs' },
  { method: 'GET', url: fc.constant('/admin/jobs'), access: 'admin' },
  { method: 'GET', url: idLike.map((id) => `/admin/jobs/${id}`), access: 'admin' },
  { method: 'DELETE', url: idLike.map((id) => `/admin/jobs/${id}`), access: 'admin' },
  { method: 'GET', url: fc.constant('/sync/manifest.json'), access: 'key' },
  { method: 'GET', url: idLike.map((file) => `/sync/files/${file}`), access: 'key' },
];

const authorization = fc.oneof(
  { weight: 6, arbitrary: fc.constant(`Bearer ${TOKEN}`) },
  fc.constantFrom(undefined, '', 'Bearer', 'Bearer ', `bearer ${TOKEN}`, `Bearer ${TOKEN} `, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${'x'.repeat(5000)}`),
);

const WHOLE_KEY = /sk_live_[A-Za-z0-9]{32}/;

describe('/admin and /sync under random input', () => {
  it('answer random calls with a 2xx or the error body, bill nothing and hand out whole keys only where meant to', async () => {
    const call = fc.constantFrom(...ROUTES).chain((route) =>
      fc.record({
        route: fc.constant(route),
        url: route.url,
        body: route.bodyOf !== undefined ? bodyFor(route.bodyOf) : fc.constant(undefined),
        authorization,
        apiKey: fc.constantFrom(key, undefined, 'sk_live_' + 'A'.repeat(32)),
      }),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ route, url, body, authorization: auth, apiKey }) => {
        fx.clock.ms += 5;
        const headers: Record<string, string> = {};
        if (auth !== undefined && route.access === 'admin') headers.authorization = auth;
        if (apiKey !== undefined && route.access === 'key') headers['x-api-key'] = apiKey;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const before = usage();
        const res = await fx.request({ method: route.method, url, headers, ...(body !== undefined ? { payload: body } : {}) });
        const where = describeRequest(route.method, url, `${JSON.stringify(headers)} ${body ?? ''}`);
        expectContractAnswer(res, where, [], route.method);
        expectUsageMoved(before, usage(), NO_USAGE, where);
        const handsOutKey = (route.method === 'POST' && url === '/admin/keys' && res.statusCode < 300) || (url === '/admin/config' && res.statusCode === 200);
        if (!handsOutKey && !url.startsWith('/sync/files/')) expect(WHOLE_KEY.test(res.body), `a whole key in ${where}`).toBe(false);
      }),
      fuzzRuns(800),
    );
  });
});
