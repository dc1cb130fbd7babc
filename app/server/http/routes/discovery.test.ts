// GET /v1/strategy?discovery=true: the flat structural answer, free and counted apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryResponseSchema } from '../../../shared/contract/responses.ts';
import { SHORT_SPOT, strategyFixture, strategyUrl, type StrategyFixture } from '../../testing/strategy-fixture.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
});
afterAll(() => fx.close());

const discover = (params: Record<string, string | undefined>) => fx.getWithKey(strategyUrl({ discovery: 'true', ...params }));

describe('GET /v1/strategy discovery', () => {
  it('answers the flat structure of a node: node_id, to_act, round_start_pot_bb, actions', async () => {
    const res = await discover({ node: 'root-b5' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      node_id: 'root-b5',
      to_act: 'ip',
      round_start_pot_bb: 10,
      actions: [
        { type: 'fold', node_token: 'f' },
        { type: 'call', node_token: 'c' },
        { type: 'raise', node_token: 'r25', amount: 25 },
      ],
    });
    expect(discoveryResponseSchema.safeParse(body).success).toBe(true);
  });

  it('has no frequency, source, engine or data', async () => {
    const body = (await discover({ node: 'root' })).json();
    for (const key of ['data', 'source', 'engine']) expect(body).not.toHaveProperty(key);
    for (const action of body.actions) expect(action).not.toHaveProperty('frequency');
  });

  it('puts amount on bet and raise only', async () => {
    const body = (await discover({ node: 'root' })).json();
    expect(body.actions).toEqual([
      { type: 'check', node_token: 'x' },
      { type: 'bet', node_token: 'b5', amount: 5 },
    ]);
  });

  it('lists only walkable actions, keeping fold and street closes', async () => {
    const body = (await discover({ node: 'root-x' })).json();
    expect(body.actions.map((a: { node_token: string }) => a.node_token)).toEqual(['x']);
    const facing = (await discover({ node: 'root-b5' })).json();
    expect(facing.actions.map((a: { node_token: string }) => a.node_token)).toContain('f');
    expect(facing.actions.map((a: { node_token: string }) => a.node_token)).toContain('c');
  });

  it('agrees on to_act and round_start_pot_bb with the decision answer', async () => {
    const structure = (await discover({ node: 'root-b5-c-turn_3h-x' })).json();
    const hand = 'AhAd';
    const decision = (await fx.getWithKey(strategyUrl({ node: 'root-b5-c-turn_3h-x', hand }))).json();
    expect(decision.data.context).toEqual({ to_act: structure.to_act, round_start_pot_bb: structure.round_start_pot_bb });
    expect(structure).toMatchObject({ to_act: 'ip', round_start_pot_bb: 20 });
  });

  it('keeps the 404 taxonomy', async () => {
    const closed = await discover({ node: 'root-x-x' });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error.reason).toBe('street_closed');
    expect((await discover({ node: 'root-b7' })).json().error.reason).toBe('off_tree_sizing');
    expect((await discover({ node: 'root-x-b5' })).json().error).toMatchObject({ reason: 'line_not_in_tree', legal_tokens: ['x'] });
    expect((await discover({ position: SHORT_SPOT.position, node: 'root-b5-b10-c' })).json().error.reason).toBe('terminal');
  });

  it('adds the audit block without reach_weight when audit=true', async () => {
    const body = (await discover({ node: 'root', audit: 'true' })).json();
    expect(body.audit).toMatchObject({ node_path: 'root', coverage: 'covered' });
    expect(body.audit).not.toHaveProperty('reach_weight');
  });

  it('is counted as discovery and never billed', async () => {
    const account = fx.accounts.accountByName('player')!;
    const before = fx.usage.monthToDate(account.id);
    await discover({ node: 'root' });
    await discover({ node: 'root-b5' });
    const after = fx.usage.monthToDate(account.id);
    expect(after.billed).toBe(before.billed);
    expect(after.discovery).toBe(before.discovery + 2);
  });

  it('does not count a discovery 404 at all', async () => {
    const account = fx.accounts.accountByName('player')!;
    const before = fx.usage.monthToDate(account.id);
    await discover({ node: 'root-x-x' });
    expect(fx.usage.monthToDate(account.id)).toEqual(before);
  });

  it('lists the river structure of a node solved on demand', async () => {
    const body = (await discover({ node: 'root-x-x-turn_3h-x-x-river_4h' })).json();
    expect(body).toMatchObject({ to_act: 'oop', actions: [{ type: 'check' }, { type: 'bet', amount: 10 }] });
  });
});
