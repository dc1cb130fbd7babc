// GET /v1/strategy: the decision answer (contexts, action records, frequencies, source,
// audit, caching and timing headers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCombo, NUM_COMBOS } from '../../../shared/poker/combos.ts';
import { parseCards } from '../../../shared/poker/cards.ts';
import { getDecisionResponseSchema } from '../../../shared/contract/responses.ts';
import { fixtureTree, FIXTURE_SPOT } from '../../testing/fixture-trees.ts';
import { FLOP, SHORT_SPOT, strategyFixture, strategyUrl, type StrategyFixture } from '../../testing/strategy-fixture.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
});
afterAll(() => fx.close());

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('GET /v1/strategy decision', () => {
  it('answers the brief context with round_start_pot_bb and to_act only', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root-x', hand: 'AhAd' }));
    const body = res.json();
    expect(body.data.context).toEqual({ round_start_pot_bb: 10, to_act: 'ip' });
    expect(body).toMatchObject({ node_id: 'root-x', source: 'v1' });
    expect(body).not.toHaveProperty('audit');
    expect(getDecisionResponseSchema.safeParse(body).success).toBe(true);
  });

  it('answers the full heads-up context on a turn node', async () => {
    const hand = 'AhAd';
    const res = await fx.getWithKey(strategyUrl({ node: 'root-b5-c-turn_3h', hand, verbosity: 'full' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.context).toEqual({
      street: 'turn',
      hand,
      board: ['Ks', '7h', '2d', '3h'],
      round_start_pot_bb: 20,
      stacks_bb: { ip: 35, oop: 35 },
      spr: 1.75,
      positions: { ip: 'btn', oop: 'bb' },
      to_act: 'oop',
    });
  });

  it('reports the stacks behind at the node in the full context', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root-b5', hand: 'AhAd', verbosity: 'full' }));
    expect(res.json().data.context.stacks_bb).toEqual({ ip: 40, oop: 35 });
  });

  it('gives amount and pot_pct on bets and raises, amount on calls, neither on check and fold', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root-b5', hand: 'AhAd' }));
    const actions = res.json().data.actions;
    expect(actions.map((a: { node_token: string }) => a.node_token)).toEqual(['f', 'c', 'r25']);
    expect(actions[0]).not.toHaveProperty('amount');
    expect(actions[1]).toMatchObject({ type: 'call', amount: 5 });
    expect(actions[1]).not.toHaveProperty('pot_pct');
    expect(actions[2]).toMatchObject({ type: 'raise', amount: 25, pot_pct: 1 });
    expect(actions[2]).not.toHaveProperty('raise_ratio');
    const root = (await fx.getWithKey(strategyUrl({ node: 'root', hand: 'AhAd' }))).json().data.actions;
    expect(root[1]).toMatchObject({ type: 'bet', node_token: 'b5', amount: 5, pot_pct: 0.5 });
    expect(root[0]).not.toHaveProperty('amount');
  });

  it('gives raise_ratio only with verbosity full and only on raises', async () => {
    const actions = (await fx.getWithKey(strategyUrl({ node: 'root-b5', hand: 'AhAd', verbosity: 'full' }))).json().data.actions;
    expect(actions[2]).toMatchObject({ type: 'raise', raise_ratio: 5 });
    expect(actions.filter((a: object) => 'raise_ratio' in a)).toHaveLength(1);
  });

  it('keys an all-in raise over a bet as b<total> with type raise', async () => {
    const res = await fx.getWithKey(strategyUrl({ position: SHORT_SPOT.position, node: 'root-b5', hand: 'AhAd' }));
    const raise = res.json().data.actions.find((a: { type: string }) => a.type === 'raise');
    expect(raise).toMatchObject({ node_token: 'b10', amount: 10 });
  });

  it('gives frequencies that sum to exactly 1 for every hand in range at a node', async () => {
    const tree = fixtureTree({ flop: FLOP });
    const strategy = await tree.strategy(tree.root);
    const board = parseCards(FLOP);
    let checked = 0;
    for (const combo of strategy.combos) {
      if (checked++ % 15 !== 0) continue;
      const hand = formatCombo(combo);
      if (board.some((card) => hand.includes(card.toString()) && false)) continue;
      const res = await fx.getWithKey(strategyUrl({ node: 'root', hand }));
      expect(res.statusCode, hand).toBe(200);
      const freqs = res.json().data.actions.map((a: { frequency: number }) => a.frequency);
      expect(sum(freqs), hand).toBe(1);
      for (const f of freqs) expect(f).toBeGreaterThanOrEqual(0);
    }
    expect(checked).toBeGreaterThan(NUM_COMBOS / 2);
  });

  it('answers source custom from the account strategy folder, v1 otherwise', async () => {
    const custom = await strategyFixture({ trees: [{ flop: FLOP }, { flop: FLOP, source: 'custom' }] });
    const withFolder = custom.keyFor('coach', { ratePerSecond: 100, strategyFolder: 'coach' });
    expect((await custom.get(strategyUrl({ node: 'root', hand: 'AhAd' }), { 'x-api-key': withFolder })).json().source).toBe('custom');
    expect((await custom.getWithKey(strategyUrl({ node: 'root', hand: 'AhAd' }))).json().source).toBe('v1');
    await custom.close();
  });

  it('adds the audit block next to node_id when audit=true and changes nothing else', async () => {
    const plain = (await fx.getWithKey(strategyUrl({ node: 'root-x', hand: 'QsQd' }))).json();
    const audited = (await fx.getWithKey(strategyUrl({ node: 'root-x', hand: 'QsQd', audit: 'true' }))).json();
    const { audit, ...rest } = audited;
    expect(rest).toEqual(plain);
    expect(audit).toEqual({
      spot_id: `v1/${Object.values(FIXTURE_SPOT).join('/')}/${FLOP}`,
      node_path: 'root-x',
      coverage: 'covered',
      strategy_revision: expect.any(String),
      suit_permutation: 'cdhs',
      tree_file: `${FLOP}.dsstree`,
      reach_weight: expect.any(Number),
    });
    expect(audit.reach_weight).toBeGreaterThan(0);
  });

  it('reports the canonical node path and suit permutation in the audit of a permuted request', async () => {
    const res = await fx.getWithKey(strategyUrl({ flop: 'Kd7s2h', node: 'root-x-x-turn_3s', hand: 'AhAd', audit: 'true' }));
    // raw d -> s, s -> h, h -> d, c -> c: the canonical suit of c, d, h, s in turn
    expect(res.json().audit).toMatchObject({ node_path: 'root-x-x-turn_3h', suit_permutation: 'csdh' });
  });

  it('answers X-Cache MISS on the first read of a node and HIT after', async () => {
    const [first, second] = ['AhAd', 'QsQd'];
    const url = strategyUrl({ node: 'root-b5-c-turn_9c', hand: first });
    expect((await fx.getWithKey(url)).headers['x-cache']).toBe('MISS');
    expect((await fx.getWithKey(url)).headers['x-cache']).toBe('HIT');
    const otherHand = await fx.getWithKey(strategyUrl({ node: 'root-b5-c-turn_9c', hand: second }));
    expect(otherHand.headers['x-cache']).toBe('HIT');
  });

  it('sends Server-Timing with the contract stages in order on a 200', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root', hand: 'AhAd', audit: 'true' }));
    const stages = String(res.headers['server-timing']).split(', ').map((entry) => entry.split(';')[0]);
    expect(stages).toEqual([
      'security',
      'pre_auth_rate_limit',
      'auth',
      'validation',
      'stake_check',
      'rate_limit',
      'node_id_translate',
      'fetch_storage',
      'transform',
      'audit_meta',
      'total',
    ]);
    expect(String(res.headers['server-timing'])).toMatch(/^security;dur=\d+\.\d{3}/);
  });

  it('leaves audit_meta out of Server-Timing without audit', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root', hand: 'AhAd' }));
    expect(res.headers['server-timing']).not.toContain('audit_meta');
  });

  it('answers river nodes (solved on demand) like any other node', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root-x-x-turn_3h-x-x-river_4h', hand: 'AhAd', verbosity: 'full' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.context).toMatchObject({ street: 'river', board: ['Ks', '7h', '2d', '3h', '4h'] });
    expect(sum(res.json().data.actions.map((a: { frequency: number }) => a.frequency))).toBe(1);
  });

  it('echoes node_id in normal form', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root-x-x-turn_3H', hand: 'AhAd' }));
    expect(res.json().node_id).toBe('root-x-x-turn_3h');
  });

  it('serves a spot of the allowlisted stakes only', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root', hand: 'AhAd', stakes: '25_50' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('stake_not_allowed');
  });
});
