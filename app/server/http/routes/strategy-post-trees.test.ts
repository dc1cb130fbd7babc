// POST /v1/strategy as the service runs it: the bundled tree files of trees/ through the
// file catalog, and the fallback engine in a worker thread made at startup and closed
// with the app. The played line, its sizes, the pot and stacks and the hero's hand are
// read from the tree itself (discovery, GET full context, node-mix), never assumed.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostflopBodyInput } from '../../../shared/contract/strategy-body.ts';
import { appFixture, type AppFixture } from '../../testing/app-fixture.ts';
import { ROOMY_LIMITS } from '../../testing/strategy-fixture.ts';
import { preflopTreeBody } from './strategy-post-bodies.ts';

const SPOT = { platform: 'generic', stakes: '50_100', playerType: 'regs', situation: 'srp', position: 'btn_bb' };
const FLOP = 'As7h2d';

let fx: AppFixture;
let key: string;
beforeAll(async () => {
  fx = await appFixture({ config: { treesDirs: [path.resolve('trees')], fallback: { workers: 1, timeoutMs: 10_000 } } });
  key = fx.keyFor('player', ROOMY_LIMITS);
});
afterAll(() => fx.close());

const get = (route: string, params: Record<string, string>) => fx.get(`${route}?${new URLSearchParams({ ...SPOT, flop: FLOP, ...params })}`, { 'x-api-key': key });
const post = (payload: unknown) => fx.request({ method: 'POST', url: '/v1/strategy', headers: { 'x-api-key': key }, payload: payload as object });

/** A hand in the acting range at a node, from the node's whole mix. */
async function handInRange(node: string, params: Record<string, string> = {}): Promise<string> {
  const mix = await get('/v1/node-mix', { node, ...params });
  expect(mix.statusCode).toBe(200);
  return mix.json().combos.find((combo: { weight: number }) => combo.weight > 0.05).hand;
}

describe('POST /v1/strategy over the bundled trees', () => {
  it('answers a played flop-bet, call, turn line from the tree, with the data GET returns', async () => {
    // The tree's flop figures and sizes.
    const rootHand = await handInRange('root');
    const root = (await get('/v1/strategy', { node: 'root', hand: rootHand, verbosity: 'full' })).json().data.context;
    const stackBb: number = root.stacks_bb.oop;
    const betToken: string = (await get('/v1/strategy', { node: 'root', discovery: 'true' })).json().actions.find((a: { type: string }) => a.type === 'bet').node_token;
    const closed = await get('/v1/strategy', { node: `root-${betToken}-c`, discovery: 'true' });
    expect(closed.json().error.reason).toBe('street_closed');
    const turnToken: string = closed.json().error.legal_tokens[0];
    const turn = turnToken.slice('turn_'.length);
    const node = `root-${betToken}-c-${turnToken}`;
    const hand = await handInRange(node, { turn });

    const body: PostflopBodyInput = {
      platform: SPOT.platform,
      stakes: SPOT.stakes,
      flop: FLOP,
      turn,
      hand,
      hero_seat: 0,
      initial_pot_bb: root.round_start_pot_bb,
      players: [
        { seat: 0, position: 'bb', stack_bb: stackBb },
        { seat: 1, position: 'btn', stack_bb: stackBb },
      ],
      history: [
        { street: 'flop', seat: 0, kind: 'bet', amount_bb: Number(betToken.slice(1)) },
        { street: 'flop', seat: 1, kind: 'call' },
      ],
      preflop: { scenario: 'srp', aggressor_seat: 1, raises: 1 },
      situation: SPOT.situation,
      position: SPOT.position,
      node,
      verbosity: 'full',
      audit: true,
    };
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-engine']).toBe('solver');
    const { audit, ...answer } = res.json();
    expect(audit).toMatchObject({ coverage: 'covered', coverage_reason: null, fallback_triggers: [], shadow_triggers: [], tree_file: expect.stringContaining('srp.btn_bb.As7h2d') });
    const viaGet = await get('/v1/strategy', { node, turn, hand, verbosity: 'full' });
    expect(answer).toEqual({ ...viaGet.json(), engine: 'solver' });
  });

  it('answers a preflop body from the worker-thread engine started with the app', async () => {
    const res = await post(preflopTreeBody({ hand: 'AsAd' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ engine: 'fallback', engine_version: expect.stringMatching(/^fallback-/) });
    expect(res.json().data.actions.map((action: { type: string }) => action.type)).toContain('raise');
  });
});
