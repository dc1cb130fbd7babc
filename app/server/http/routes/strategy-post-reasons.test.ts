// POST /v1/strategy: every fallback reason, reached through the route over the fixture
// trees, with the node_id rule of each (echoed, or absent for the reasons that drop it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_REASONS, REASONS_WITHOUT_NODE_ID, type FallbackReason } from '../../../shared/contract/reasons.ts';
import type { PostflopBodyInput, PreflopBodyInput } from '../../../shared/contract/strategy-body.ts';
import { formatCard, parseCards } from '../../../shared/poker/cards.ts';
import { TreeFileError } from '../../../solver/tree-file/format.ts';
import { appFixture, type AppFixture } from '../../testing/app-fixture.ts';
import { fixtureCatalog, fixtureTree } from '../../testing/fixture-trees.ts';
import { FLOP, ROOMY_LIMITS, SHORT_SPOT, strategyFixture, type StrategyFixture } from '../../testing/strategy-fixture.ts';
import { getUrlOf, preflopTreeBody, treeBody } from './strategy-post-bodies.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
});
afterAll(() => fx.close());

const post = (payload: unknown, app: AppFixture = fx, key = fx.key) =>
  app.request({ method: 'POST', url: '/v1/strategy', headers: { 'x-api-key': key }, payload: payload as object });

/** A hand the fixture tree holds no range for at the node (found through GET, not assumed). */
async function handOutOfRange(body: PostflopBodyInput): Promise<string> {
  const board = parseCards(body.flop + (body.turn ?? '') + (body.river ?? ''));
  const lowCards = parseCards('2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s8c8d8h8s9c9d9h9s').filter((card) => !board.includes(card));
  for (const a of lowCards) {
    for (const b of lowCards) {
      if (b >= a) continue;
      const hand = formatCard(a) + formatCard(b);
      const res = await fx.getWithKey(getUrlOf({ ...body, hand }));
      if (res.statusCode === 422 && res.json().error.code === 'combo_not_in_range') return hand;
    }
  }
  throw new Error('no hand out of range at the node');
}

type Case = { reason: FallbackReason; body: () => PostflopBodyInput | PreflopBodyInput | Promise<PostflopBodyInput> };

// Each body plays a legal table; only the named condition fails.
const cases: Case[] = [
  { reason: 'street_preflop', body: () => preflopTreeBody() },
  { reason: 'no_node', body: () => treeBody({ node: null }) },
  { reason: 'spot_not_configured', body: () => treeBody({ position: 'sb_bb' }) },
  { reason: 'spot_not_configured', body: () => treeBody({ position: 'bb_btn' }) },
  { reason: 'not_heads_up', body: () => treeBody({ players: 'bb:40 co:40 btn:40', hero: 'btn', history: 'bb:x co:x' }) },
  { reason: 'not_heads_up', body: () => treeBody({ players: 'bb:40 co:40 btn:40', hero: 'bb', history: 'bb:x co:b5 btn:f', node: 'root-x-b5' }) },
  { reason: 'preflop_missing', body: () => treeBody({ preflop: null }) },
  { reason: 'scenario_mismatch', body: () => treeBody({ preflop: { scenario: '3bet', aggressor_seat: 1 } }) },
  { reason: 'position_mismatch', body: () => treeBody({ players: 'bb:40 co:40', preflop: { scenario: 'srp', aggressor_seat: 1 } }) },
  { reason: 'aggressor_mismatch', body: () => treeBody({ preflop: { scenario: 'srp', aggressor_seat: 0 } }) },
  { reason: 'street_mismatch', body: () => treeBody({ turn: '3c', history: 'bb:x btn:x', node: 'root-x-x' }) },
  { reason: 'board_card_mismatch', body: () => treeBody({ turn: '3c', history: 'bb:x btn:x', node: 'root-x-x-turn_4c' }) },
  { reason: 'line_mismatch', body: () => treeBody({ hero: 'btn', history: 'bb:b5', node: 'root-x' }) },
  { reason: 'allin_mismatch', body: () => treeBody({ players: 'bb:30 btn:30', hero: 'btn', history: 'bb:b30', node: 'root-b30' }) },
  { reason: 'allin_mismatch', body: () => treeBody({ position: SHORT_SPOT.position, players: 'bb:40 co:40', preflop: { scenario: 'srp', aggressor_seat: 1 }, history: 'bb:b5 co:r10', node: 'root-b5-r10' }) },
  { reason: 'flop_not_covered', body: () => treeBody({ flop: 'AsKd2c' }) },
  { reason: 'line_not_in_tree', body: () => treeBody({ history: 'bb:x btn:b5', node: 'root-x-b5' }) },
  { reason: 'off_tree_sizing', body: () => treeBody({ hero: 'btn', history: 'bb:b7', node: 'root-b7' }) },
  { reason: 'illegal_action', body: () => treeBody({ hero: 'btn', history: 'bb:b5 btn:r25 bb:r40', node: 'root-b5-r25-b40' }) },
  { reason: 'unknown', body: () => treeBody({ node: 'root-q' }) },
  { reason: 'unknown', body: () => treeBody({ hero: 'btn', history: 'bb:b5', node: 'root-b5.00' }) },
  { reason: 'combo_not_in_range', body: async () => ({ ...treeBody(), hand: await handOutOfRange(treeBody()) }) },
];

describe('POST /v1/strategy fallback reasons', () => {
  it.each(cases)('answers $reason with the engine, the reason in X-Fallback-Reason and the audit', async ({ reason, body }) => {
    const sent = { ...(await body()), audit: true };
    const res = await post(sent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-engine']).toBe('fallback');
    expect(res.headers['x-fallback-reason']).toBe(reason);
    const answer = res.json();
    expect(answer).toMatchObject({ engine: 'fallback', engine_version: expect.any(String) });
    expect(answer.audit).toMatchObject({ coverage: 'fallback', coverage_reason: reason, fallback_triggers: [expect.objectContaining({ rule: reason })] });
    const dropsNode = (REASONS_WITHOUT_NODE_ID as readonly string[]).includes(reason) || !('node' in sent);
    if (dropsNode) expect(answer).not.toHaveProperty('node_id');
    else expect(answer.node_id).toBe((sent as PostflopBodyInput).node);
  });

  it('covers every fallback reason: malformed_node over a damaged tree below, hero_not_to_act unreachable (the replay answers that table first)', () => {
    const reached = new Set(cases.map((c) => c.reason));
    expect(FALLBACK_REASONS.filter((reason) => !reached.has(reason))).toEqual(['hero_not_to_act', 'malformed_node']);
  });

  it('answers 422 no_decision, not hero_not_to_act, when the hero is not the player to act', async () => {
    // The node line puts btn to act after bb's check; the body says the hero is bb.
    const res = await post(treeBody({ hero: 'bb', history: 'bb:x', node: 'root-x' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('no_decision');
    expect(res.json().error.message).toMatch(/not the hero/);
  });

  it('answers a board card mismatch with 422 on GET but with the engine on POST', async () => {
    const body = treeBody({ turn: '3c', history: 'bb:x btn:x', node: 'root-x-x-turn_4c' });
    expect((await fx.getWithKey(getUrlOf(body))).statusCode).toBe(422);
    expect((await post(body)).headers['x-fallback-reason']).toBe('board_card_mismatch');
  });

  it('never answers a POST with a tree 404: the GET 404 of the same node becomes an engine answer', async () => {
    const body = treeBody({ history: 'bb:x btn:b5', node: 'root-x-b5' });
    const get = await fx.getWithKey(getUrlOf(body));
    expect(get.json().error.reason).toBe('line_not_in_tree');
    const res = await post({ ...body, audit: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().audit.fallback_triggers[0].detail).toMatchObject({ legal_tokens: get.json().error.legal_tokens });
  });
});

describe('POST /v1/strategy over a tree that cannot be read', () => {
  let broken: AppFixture;
  let key: string;
  beforeAll(async () => {
    const tree = fixtureTree({ flop: FLOP });
    const damaged = {
      ...tree,
      async strategy(): Promise<never> {
        throw new TreeFileError('strategy block 3 fails its crc');
      },
    };
    broken = await appFixture({ deps: { trees: fixtureCatalog([damaged]) } });
    key = broken.keyFor('player', ROOMY_LIMITS);
  });
  afterAll(() => broken.close());

  it('answers malformed_node with the engine, the node echoed, where GET answers 503 tree_unavailable', async () => {
    const body = treeBody();
    const get = await broken.get(getUrlOf(body), { 'x-api-key': key });
    expect(get.statusCode).toBe(503);
    expect(get.json().error.code).toBe('tree_unavailable');
    const res = await post(body, broken, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-fallback-reason']).toBe('malformed_node');
    expect(res.json()).toMatchObject({ engine: 'fallback', node_id: 'root' });
  });
});
