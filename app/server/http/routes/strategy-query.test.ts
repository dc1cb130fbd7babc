// GET /v1/strategy: the query-string rules of the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strategyFixture, strategyUrl, type StrategyFixture } from '../../testing/strategy-fixture.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture();
});
afterAll(() => fx.close());

const decision = { node: 'root', hand: 'AhAd' };

describe('GET /v1/strategy query rules', () => {
  it('answers 200 for a complete decision query', async () => {
    expect((await fx.getWithKey(strategyUrl(decision))).statusCode).toBe(200);
  });

  it('answers 422 unrecognized_keys for a parameter not in the contract', async () => {
    const res = await fx.getWithKey(strategyUrl({ ...decision, foo: '1' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'validation_error', issues: [{ code: 'unrecognized_keys', keys: ['foo'] }] });
  });

  it('answers 422 for a snake_case player_type on GET (the GET name is playerType)', async () => {
    const res = await fx.getWithKey(strategyUrl({ ...decision, playerType: undefined, player_type: 'regs' }));
    expect(res.statusCode).toBe(422);
    const codes = res.json().error.issues.map((issue: { code: string }) => issue.code);
    expect(codes).toContain('unrecognized_keys');
  });

  it.each([
    ['platform', 'a'.repeat(31)],
    ['platform', 'Test-Room'],
    ['playerType', 'r'.repeat(31)],
    ['situation', '4bet'],
    ['position', 'b'.repeat(41)],
    ['stakes', '50/100'],
    ['flop', 'Ks7d'],
    ['flop', 'KsKs2c'],
    ['flop', 'Zz7d2c'],
    ['hand', 'AhAh'],
    ['hand', 'Ks9d'],
    ['hand', 'AhA'],
    ['turn', 'Xx'],
    ['node', `root${'-x'.repeat(100)}`],
    ['node', ''],
    ['verbosity', 'verbose'],
    ['audit', 'yes'],
    ['discovery', '1'],
  ])('answers 422 validation_error naming %s when it is %j', async (name, value) => {
    const res = await fx.getWithKey(strategyUrl({ ...decision, [name]: value }));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error.code).toBe('validation_error');
    expect(body.error.issues.some((issue: { path: string }) => issue.path === name)).toBe(true);
  });

  it('answers 422 when a required parameter is missing', async () => {
    for (const name of ['platform', 'stakes', 'playerType', 'situation', 'position', 'flop', 'node', 'hand']) {
      const res = await fx.getWithKey(strategyUrl({ ...decision, [name]: undefined }));
      expect(res.statusCode, name).toBe(422);
      expect(res.json().error.issues[0].path, name).toBe(name);
    }
  });

  it('answers 422 for a river without a turn', async () => {
    const res = await fx.getWithKey(strategyUrl({ ...decision, river: '3h' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.issues[0]).toMatchObject({ path: 'river' });
  });

  it('treats empty turn and river as absent', async () => {
    const res = await fx.getWithKey(strategyUrl({ ...decision, turn: '', river: '' }));
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 when the turn repeats a flop card', async () => {
    const res = await fx.getWithKey(strategyUrl({ ...decision, turn: 'Ks' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toContain('Ks');
  });

  it('accepts cards in any case and answers them normalised', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root', hand: 'ahAD', flop: 'kS7H2d', verbosity: 'full' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.context).toMatchObject({ hand: 'AhAd', board: ['Ks', '7h', '2d'] });
  });

  it('ignores a malformed hand and verbosity in discovery', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root', discovery: 'true', hand: 'garbage', verbosity: 'loud' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('data');
  });

  it('requires hand when discovery is false', async () => {
    const res = await fx.getWithKey(strategyUrl({ node: 'root', discovery: 'false' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.issues[0].path).toBe('hand');
  });

  it('answers 422 when a turn card in node differs from the turn parameter', async () => {
    const res = await fx.getWithKey(strategyUrl({ hand: 'AhAd', node: 'root-x-x-turn_3h', turn: '4h' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.issues[0]).toMatchObject({ path: 'node', code: 'board_card_mismatch' });
  });

  it('accepts a node whose turn card matches the turn parameter in another case', async () => {
    const res = await fx.getWithKey(strategyUrl({ hand: 'AhAd', node: 'root-x-x-turn_3h', turn: '3H' }));
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 when hero holds the turn card named in node', async () => {
    const res = await fx.getWithKey(strategyUrl({ hand: '3hAd', node: 'root-x-x-turn_3h' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.issues[0].path).toBe('hand');
  });

  it('answers 422 for a repeated query parameter', async () => {
    const res = await fx.getWithKey(`${strategyUrl(decision)}&hand=KdKc`);
    expect(res.statusCode).toBe(422);
  });
});
