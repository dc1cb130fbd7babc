// POST /v1/strategy never answers a 5xx to any input (the engine here is healthy, so not
// even 503), every non-200 carries the error shape, and usage moves only on 200s: one
// billed call per decision, on the engine of X-Engine, one discovery call per discovery.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { postStrategyResponseSchema } from '../../../shared/contract/responses.ts';
import { FLOP, strategyFixture, type StrategyFixture } from '../../testing/strategy-fixture.ts';
import { preflopTreeBody, treeBody } from './strategy-post-bodies.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
});
afterAll(() => fx.close());

const RUNS = 100;

const usage = () => fx.usage.monthToDate(fx.accounts.accountByName('player')!.id);

/** Posts a raw payload and checks the invariants of its answer. */
async function postAndCheck(payload: string): Promise<void> {
  const before = usage();
  const res = await fx.request({ method: 'POST', url: '/v1/strategy', headers: { 'x-api-key': fx.key, 'content-type': 'application/json' }, payload });
  const after = usage();
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json();
  if (res.statusCode !== 200) {
    expect(errorBodySchema.safeParse(body).success, res.body).toBe(true);
    expect(res.headers).not.toHaveProperty('x-engine');
    expect(after).toEqual(before);
    return;
  }
  expect(postStrategyResponseSchema.safeParse(body).success, res.body).toBe(true);
  const engine = res.headers['x-engine'] as 'solver' | 'fallback' | undefined;
  if (engine === undefined) {
    expect(after).toMatchObject({ billed: before.billed, discovery: before.discovery + 1 });
  } else {
    expect(body.engine).toBe(engine);
    expect(after.billed).toBe(before.billed + 1);
    expect(after.byEngine[engine]).toBe(before.byEngine[engine] + 1);
    expect(after.discovery).toBe(before.discovery);
  }
}

const VALID_BODIES: Record<string, unknown>[] = [
  { ...treeBody() },
  { ...treeBody({ hero: 'btn', history: 'bb:b5', node: 'root-b5', verbosity: 'full', audit: true }) },
  { ...treeBody({ turn: '3h', history: 'bb:b5 btn:c', node: 'root-b5-c-turn_3h' }) },
  { ...treeBody({ node: null, players: 'bb:40 co:40 btn:40', hero: 'btn', history: 'bb:x co:x' }) },
  { ...preflopTreeBody({ history: 'utg:r2.5 hj:f co:c', hero: 'btn' }) },
  { discovery: true, platform: 'testroom', stakes: '50_100', situation: 'srp', position: 'btn_bb', flop: FLOP, node: 'root-b5' },
];

const KEYS = [
  'discovery', 'platform', 'stakes', 'player_type', 'flop', 'turn', 'river', 'hand', 'hero_seat', 'initial_pot_bb', 'players', 'history',
  'preflop', 'situation', 'position', 'node', 'verbosity', 'audit', 'hand_id', 'ante_bb', 'bogus',
];

/** Values that sit near the edges of the schema: cards, tokens, seats, amounts, wrong types. */
const edgeValue = fc.oneof(
  fc.constantFrom('Ks7h2d', 'AsAs2c', '3h', 'Kh', 'AhAd', '2d3d', 'root', 'root-x-x', 'root-b5-c-turn_3h', 'root--', 'srp', '3bet', 'btn_bb', 'regs', 'fish', '50_100', 'full'),
  fc.constantFrom(0, 1, 9, 10, -1, 0.5, 1e308, Number.MAX_SAFE_INTEGER, true, false, null),
  fc.constantFrom([], {}, [{}], [{ seat: 0, position: 'bb', stack_bb: 0 }], [{ street: 'flop', seat: 0, kind: 'raise', amount_bb: 1e9 }]),
  fc.jsonValue({ maxDepth: 2 }),
);

const mutatedBody = fc
  .tuple(
    fc.constantFrom(...VALID_BODIES),
    fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.option(edgeValue, { nil: undefined })), { minLength: 1, maxLength: 4 }),
  )
  .map(([base, edits]) => {
    const body: Record<string, unknown> = structuredClone(base);
    for (const [key, value] of edits) {
      if (value === undefined) delete body[key];
      else body[key] = value;
    }
    return JSON.stringify(body);
  });

/**
 * A heads-up line at the fixture table, mostly legal: each choice picks among the moves
 * that make sense at that point (sizes on and off the tree, all-ins), and a street ends
 * on check-check or a call. Some lines close a street or the hand (404s), some give the
 * turn before it comes (no_decision), and the node follows the line or not.
 */
function playedLine(choices: number[], stackBb: number, turn: string | undefined) {
  const seats = ['bb', 'btn'];
  const history: string[] = [];
  const tokens: string[] = [];
  let street: 'flop' | 'turn' = 'flop';
  let bets = [0, 0];
  const invested = [0, 0];
  let actor = 0;
  let acted = 0;
  for (const choice of choices) {
    const facing = Math.max(...bets) - bets[actor];
    const allInTo = stackBb - invested[actor] + bets[actor];
    const top = Math.max(...bets);
    const sizes = (facing > 0 ? [top * 2, 25, allInTo] : [5, 7, 15, allInTo]).filter((bb) => bb > top && bb <= allInTo);
    const options = [...(facing > 0 ? ['f', 'c'] : ['x']), ...new Set(sizes.map((bb) => `${facing > 0 ? 'r' : 'b'}${bb}`))];
    const move = options[choice % options.length];
    const kind = move[0];
    const amount = Number(move.slice(1));
    history.push(`${seats[actor]}:${move}`);
    // The tree keys an all-in raise over a bet b<total>.
    tokens.push(kind === 'r' && amount === allInTo ? `b${amount}` : move);
    if (kind === 'c') {
      invested[actor] += facing;
      bets[actor] += facing;
    } else if (kind === 'b' || kind === 'r') {
      invested[actor] += amount - bets[actor];
      bets[actor] = amount;
    }
    acted++;
    const closed = kind === 'f' || kind === 'c' || (kind === 'x' && acted >= 2);
    actor = 1 - actor;
    if (!closed) continue;
    if (kind === 'f' || street === 'turn' || turn === undefined) break;
    street = 'turn';
    history.push('/turn');
    tokens.push(`turn_${turn}`);
    bets = [0, 0];
    actor = 0;
    acted = 0;
  }
  return { history: history.join(' '), node: ['root', ...tokens].join('-'), toAct: seats[actor], onTurn: street === 'turn' };
}

const randomTable = fc
  .record({
    choices: fc.array(fc.nat(9), { maxLength: 7 }),
    hero: fc.constantFrom('to_act', 'to_act', 'to_act', 'bb', 'btn'),
    turn: fc.constantFrom(undefined, '3h', '3c', 'Qs'),
    stack: fc.constantFrom(10, 40, 100),
    node: fc.constantFrom('line', 'line', 'root', null),
    hand: fc.constantFrom('AhAd', 'QcJc', '9s8s', '6d5d', '4c2c'),
    audit: fc.boolean(),
    early: fc.constantFrom(false, false, false, false, true),
  })
  .map((spec) => {
    const line = playedLine(spec.choices, spec.stack, spec.turn);
    const body = treeBody({
      players: `bb:${spec.stack} btn:${spec.stack}`,
      hero: spec.hero === 'to_act' ? line.toAct : spec.hero,
      // The turn card only once the line reaches it, mostly.
      turn: line.onTurn || spec.early ? spec.turn : undefined,
      history: line.history,
      hand: spec.hand,
      node: spec.node === 'line' ? line.node : spec.node,
      audit: spec.audit,
    });
    return JSON.stringify(body);
  });

describe('POST /v1/strategy under random input', () => {
  it('never answers 5xx to random JSON, keeps the error shape and leaves usage alone on errors', async () => {
    await fc.assert(fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), postAndCheck), { numRuns: RUNS });
  });

  it('never answers 5xx to malformed payloads', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 80 }), postAndCheck), { numRuns: RUNS });
  });

  it('never answers 5xx to valid bodies with fields replaced, removed or added', async () => {
    await fc.assert(fc.asyncProperty(mutatedBody, postAndCheck), { numRuns: RUNS * 2 });
  });

  it('never answers 5xx to random lines at a tree table, billing only the 200 decisions', async () => {
    await fc.assert(fc.asyncProperty(randomTable, postAndCheck), { numRuns: RUNS * 2 });
  });
});
