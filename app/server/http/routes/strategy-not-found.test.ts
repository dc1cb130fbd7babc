// GET /v1/strategy and discovery: the 404 taxonomy (reason, legal_tokens by the walkable
// rule, audit inside error) and 422 combo_not_in_range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_REASONS } from '../../../shared/contract/reasons.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import { COMBO_CARDS, NUM_COMBOS, formatCombo } from '../../../shared/poker/combos.ts';
import { parseCards } from '../../../shared/poker/cards.ts';
import { fixtureTree } from '../../testing/fixture-trees.ts';
import { FLOP, SHORT_SPOT, strategyFixture, strategyUrl, type StrategyFixture } from '../../testing/strategy-fixture.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
});
afterAll(() => fx.close());

const TURN_CARDS = 49;

async function notFound(params: Record<string, string | undefined>) {
  const res = await fx.getWithKey(strategyUrl({ hand: 'AhAd', ...params }));
  expect(res.statusCode, JSON.stringify(params)).toBe(404);
  const body = res.json();
  expect(errorBodySchema.safeParse(body).success).toBe(true);
  expect(body.error.code).toBe('not_found');
  return { body: body.error, headers: res.headers };
}

describe('GET /v1/strategy 404 not_found', () => {
  it('answers 404 street_closed when the flop is checked through, listing the turn cards', async () => {
    const { body } = await notFound({ node: 'root-x-x' });
    expect(body.reason).toBe('street_closed');
    expect(body.legal_tokens).toHaveLength(TURN_CARDS);
    expect(body.legal_tokens[0]).toBe('turn_As');
    expect(body.legal_tokens).not.toContain('turn_Ks');
  });

  it('answers 404 street_closed when an action follows a closed street without the card', async () => {
    const { body } = await notFound({ node: 'root-b5-c-x' });
    expect(body).toMatchObject({ reason: 'street_closed' });
    expect(body.legal_tokens).toContain('turn_3h');
  });

  it('answers 404 street_closed after the turn closes, listing river cards', async () => {
    const { body } = await notFound({ node: 'root-x-x-turn_3h-x-x' });
    expect(body.reason).toBe('street_closed');
    expect(body.legal_tokens).toHaveLength(TURN_CARDS - 1);
    expect(body.legal_tokens.every((t: string) => t.startsWith('river_'))).toBe(true);
  });

  it('answers 404 terminal after a fold, with no legal tokens', async () => {
    expect((await notFound({ node: 'root-b5-f' })).body).toMatchObject({ reason: 'terminal', legal_tokens: [] });
  });

  it('answers 404 terminal for a token after the hand is over', async () => {
    expect((await notFound({ node: 'root-b5-f-x' })).body).toMatchObject({ reason: 'terminal', legal_tokens: [] });
  });

  it('answers 404 terminal when an all-in is called before the river', async () => {
    const { body } = await notFound({ position: SHORT_SPOT.position, node: 'root-b5-b10-c' });
    expect(body).toMatchObject({ reason: 'terminal', legal_tokens: [] });
  });

  it('answers 404 terminal when the river is checked through', async () => {
    expect((await notFound({ node: 'root-x-x-turn_3h-x-x-river_4h-x-x' })).body.reason).toBe('terminal');
  });

  it('answers 404 off_tree_sizing for a bet size the tree does not have, listing the parent tokens', async () => {
    expect((await notFound({ node: 'root-b7' })).body).toMatchObject({ reason: 'off_tree_sizing', legal_tokens: ['x', 'b5'] });
  });

  it('answers 404 off_tree_sizing for a raise size the tree does not have', async () => {
    expect((await notFound({ node: 'root-b5-r30' })).body).toMatchObject({ reason: 'off_tree_sizing', legal_tokens: ['f', 'c', 'r25'] });
  });

  it.each([
    ['a call with nothing to call', 'root-c'],
    ['a fold when checking is free', 'root-f'],
    ['a raise with no bet to raise', 'root-r10'],
    ['a check facing a bet', 'root-b5-x'],
    ['a card while the street is open', 'root-turn_3h'],
    ['a river card where the turn comes', 'root-x-x-river_3h'],
  ])('answers 404 illegal_action for %s', async (_what, node) => {
    expect((await notFound({ node })).body.reason).toBe('illegal_action');
  });

  it('answers 404 illegal_action for a turn card already on the board', async () => {
    const { body } = await notFound({ node: 'root-x-x-turn_Ks' });
    expect(body.reason).toBe('illegal_action');
    expect(body.legal_tokens).toHaveLength(TURN_CARDS);
  });

  it('answers 404 line_not_in_tree when the tree does not continue there, and leaves it out of legal_tokens', async () => {
    const { body } = await notFound({ node: 'root-x-b5' });
    expect(body).toMatchObject({ reason: 'line_not_in_tree', legal_tokens: ['x'] });
  });

  it.each([['root-zz'], ['foo'], ['root--x'], ['root-b2.50'], ['root-x-turn_zz'], ['ROOT']])('answers 404 unknown for the unreadable node %j', async (node) => {
    expect((await notFound({ node })).body.reason).toBe('unknown');
  });

  it('lists the tokens where an unreadable node stops', async () => {
    expect((await notFound({ node: 'root-x-??' })).body.legal_tokens).toEqual(['x']);
  });

  it('answers 404 spot_not_configured for a pair without a tree set', async () => {
    expect((await notFound({ position: 'sb_bb', node: 'root' })).body).toMatchObject({ reason: 'spot_not_configured', legal_tokens: [] });
  });

  it('answers 404 flop_not_covered for a flop without a tree', async () => {
    expect((await notFound({ flop: 'AsKdQh', node: 'root' })).body).toMatchObject({ reason: 'flop_not_covered', legal_tokens: [] });
  });

  it('uses only reasons of the contract', async () => {
    const { body } = await notFound({ node: 'root-x-x' });
    expect(NOT_FOUND_REASONS).toContain(body.reason);
  });

  it('puts the audit block inside error on a 404 when audit=true', async () => {
    const { body } = await notFound({ node: 'root-b7', audit: 'true' });
    expect(body.audit).toMatchObject({ node_path: 'root-b7', coverage: 'not_covered', tree_file: `${FLOP}.dsstree` });
    const none = await notFound({ flop: 'AsKdQh', node: 'root', audit: 'true' });
    expect(none.body.audit).toMatchObject({ coverage: 'not_covered', strategy_revision: null, tree_file: null });
    const unreadable = await notFound({ node: 'root-zz', audit: 'true' });
    expect(unreadable.body.audit.node_path).toBeNull();
  });

  it('names the walk stages and diagnose_not_found in Server-Timing on a 404', async () => {
    const { headers } = await notFound({ node: 'root-b7' });
    expect(headers['server-timing']).toMatch(/fetch_storage;dur=[\d.]+, diagnose_not_found;dur=[\d.]+, total/);
  });

  it('lists legal tokens in the caller suit basis', async () => {
    const { body } = await notFound({ flop: 'Kd7s2h', node: 'root-x-x-turn_Kd' });
    expect(body.reason).toBe('illegal_action');
    expect(body.legal_tokens).toContain('turn_Ks');
    expect(body.legal_tokens).not.toContain('turn_Kd');
  });
});

describe('GET /v1/strategy 422 combo_not_in_range', () => {
  async function handOutOfRange(): Promise<string> {
    const tree = fixtureTree({ flop: FLOP });
    const strategy = await tree.strategy(tree.root);
    const board = parseCards(FLOP);
    for (let combo = 0; combo < NUM_COMBOS; combo++) {
      const cards = [COMBO_CARDS[2 * combo], COMBO_CARDS[2 * combo + 1]];
      if (strategy.rowOf(combo) < 0 && !cards.some((card) => board.includes(card))) return formatCombo(combo);
    }
    throw new Error('the fixture range holds every combo');
  }

  it('answers 422 combo_not_in_range for a hand outside the acting range', async () => {
    const hand = await handOutOfRange();
    const res = await fx.getWithKey(strategyUrl({ node: 'root', hand }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'combo_not_in_range' });
    expect(res.json().error.message).toContain(hand);
  });

  it('puts the audit block inside error with reach_weight 0', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root', hand: await handOutOfRange(), audit: 'true' }));
    expect(res.json().error.audit).toMatchObject({ coverage: 'covered', reach_weight: 0, node_path: 'root' });
  });

  it('does not bill a 422 or a 404', async () => {
    const account = fx.accounts.accountByName('player')!;
    const before = fx.usage.monthBilled(account.id);
    await fx.getWithKey(strategyUrl({ node: 'root', hand: await handOutOfRange() }));
    await fx.getWithKey(strategyUrl({ node: 'root-x-x', hand: 'AhAd' }));
    expect(fx.usage.monthBilled(account.id)).toBe(before);
  });
});
