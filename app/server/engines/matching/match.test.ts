import { describe, expect, it } from 'vitest';
import type { PostflopBody } from '../../../shared/contract/strategy-body.ts';
import { replayPostflop, replayTable } from '../replay/replay.ts';
import { postflopBody, preflopBody } from '../replay/test-tables.ts';
import { matchTree } from './match.ts';
import type { TreeAnswer, TreeLookupReason, TreeProbe, TreeQuery } from './tree-probe.ts';

const FIGURES = { potBb: 5.5, effectiveStackBb: 97.5 };

function probe(answer: TreeAnswer<string> = { status: 'answered', answer: 'tree mix' }, served = true) {
  const asked: TreeQuery[] = [];
  const fixture: TreeProbe<string> & { asked: TreeQuery[] } = {
    asked,
    spot: async () => (served ? FIGURES : null),
    ask: async (query) => {
      asked.push(query);
      return answer;
    },
  };
  return fixture;
}

/** A heads-up srp btn_bb spot; overrides change one thing at a time. */
function spot(overrides: Partial<Parameters<typeof postflopBody>[0]> = {}): PostflopBody {
  return postflopBody({
    players: 'bb:97.5 btn:97.5',
    hero: 'bb',
    flop: 'As7d2c',
    pot: 5.5,
    preflop: { scenario: 'srp', aggressor_seat: 1 },
    tree: { situation: 'srp', position: 'btn_bb', node: 'root' },
    ...overrides,
  });
}

async function outcomeOf(body: PostflopBody, fixture = probe()) {
  return matchTree(body, replayPostflop(body), fixture);
}

describe('tree matching', () => {
  it('lets the tree answer a heads-up spot that fits, with the probe asked for node and hand', async () => {
    const fixture = probe();
    const outcome = await outcomeOf(spot({ history: 'bb:x btn:b2', hero: 'bb', tree: { situation: 'srp', position: 'btn_bb', node: 'root-x-b2' } }), fixture);
    expect(outcome).toMatchObject({ engine: 'solver', nodeId: 'root-x-b2', answer: 'tree mix', fallbackTriggers: [], shadowTriggers: [] });
    expect(fixture.asked).toEqual([
      { spot: { platform: 'test', stakes: '1_2', pool: 'regs', situation: 'srp', position: 'btn_bb' }, flop: 'As7d2c', node: 'root-x-b2', hand: 'QcJc' },
    ]);
  });

  it('answers street_preflop for a preflop body', async () => {
    const body = preflopBody({ players: 'utg:100 hj:100 co:100 btn:100 sb:100 bb:100', hero: 'utg' });
    const outcome = await matchTree(body, replayTable(body), probe());
    expect(outcome).toMatchObject({ engine: 'fallback', reason: 'street_preflop', nodeIdEcho: false, nodeId: null });
  });

  const cases: Array<{ reason: string; body: () => PostflopBody; fixture?: () => ReturnType<typeof probe>; echo: boolean }> = [
    { reason: 'no_node', body: () => postflopBody({ players: 'bb:97.5 btn:97.5', hero: 'bb', flop: 'As7d2c', pot: 5.5 }), echo: false },
    { reason: 'spot_not_configured', body: () => spot({ tree: { situation: 'srp', position: 'bb_btn', node: 'root' } }), echo: true },
    { reason: 'spot_not_configured', body: () => spot({ tree: { situation: 'limped', position: 'btn_bb', node: 'root' } }), echo: true },
    { reason: 'spot_not_configured', body: () => spot(), fixture: () => probe(undefined, false), echo: true },
    { reason: 'not_heads_up', body: () => spot({ players: 'bb:97.5 co:97.5 btn:97.5' }), echo: true },
    { reason: 'not_heads_up', body: () => spot({ players: 'bb:97.5 co:97.5 btn:97.5', history: 'bb:x co:b3 btn:f bb:c', turn: 'Kh' }), echo: true },
    { reason: 'preflop_missing', body: () => spot({ preflop: undefined }), echo: true },
    { reason: 'preflop_missing', body: () => spot({ preflop: { aggressor_seat: 1 } }), echo: true },
    { reason: 'scenario_mismatch', body: () => spot({ preflop: { scenario: '3bet', aggressor_seat: 1 } }), echo: true },
    { reason: 'scenario_mismatch', body: () => spot({ preflop: { raises: 1, limpers: 1, aggressor_seat: 1 } }), echo: true },
    { reason: 'position_mismatch', body: () => spot({ players: 'bb:97.5 co:97.5' }), echo: true },
    { reason: 'position_mismatch', body: () => spot({ players: 'btn:97.5 bb:97.5', hero: 'btn', preflop: { scenario: 'srp', aggressor_seat: 0 } }), echo: true },
    { reason: 'aggressor_mismatch', body: () => spot({ preflop: { scenario: 'srp', aggressor_seat: 0 } }), echo: true },
    { reason: 'aggressor_mismatch', body: () => spot({ preflop: { scenario: 'srp' } }), echo: true },
    { reason: 'unknown', body: () => spot({ tree: { situation: 'srp', position: 'btn_bb', node: 'root-q' } }), echo: true },
    {
      reason: 'street_mismatch',
      body: () => spot({ turn: 'Kh', history: 'bb:x btn:x', tree: { situation: 'srp', position: 'btn_bb', node: 'root-x-x' } }),
      echo: false,
    },
    {
      reason: 'board_card_mismatch',
      body: () => spot({ turn: 'Kh', history: 'bb:x btn:x', tree: { situation: 'srp', position: 'btn_bb', node: 'root-x-x-turn_Qd' } }),
      echo: false,
    },
    { reason: 'line_mismatch', body: () => spot({ hero: 'btn', history: 'bb:b3', tree: { situation: 'srp', position: 'btn_bb', node: 'root-x' } }), echo: false },
    { reason: 'line_mismatch', body: () => spot({ hero: 'btn', history: 'bb:b3', tree: { situation: 'srp', position: 'btn_bb', node: 'root-x-b3' } }), echo: false },
    {
      reason: 'allin_mismatch',
      body: () => spot({ hero: 'btn', history: 'bb:b97.5', tree: { situation: 'srp', position: 'btn_bb', node: 'root-b50' } }),
      echo: false,
    },
    {
      reason: 'allin_mismatch',
      body: () => spot({ players: 'bb:150 btn:150', history: 'bb:b3 btn:r97.5', tree: { situation: 'srp', position: 'btn_bb', node: 'root-b3-b97.5' } }),
      echo: false,
    },
  ];

  it.each(cases)('answers $reason (node echoed: $echo)', async ({ reason, body, fixture, echo }) => {
    const made = body();
    const outcome = await outcomeOf(made, fixture?.() ?? probe());
    expect(outcome.engine).toBe('fallback');
    if (outcome.engine !== 'fallback') return;
    expect(outcome.reason).toBe(reason);
    expect(outcome.nodeIdEcho).toBe(echo);
    expect(outcome.nodeId).toBe(echo ? made.node : null);
    expect(outcome.fallbackTriggers).toEqual([expect.objectContaining({ rule: reason })]);
  });

  it('answers hero_not_to_act when the node line puts the other player to act', async () => {
    const body = spot({ history: 'bb:x', tree: { situation: 'srp', position: 'btn_bb', node: 'root-x' } });
    // The replay never hands the matcher such a table; the matcher still checks.
    const table = replayPostflop(body, { anyActor: true });
    const outcome = await matchTree(body, table, probe());
    expect(outcome).toMatchObject({ engine: 'fallback', reason: 'hero_not_to_act', nodeIdEcho: false });
    expect(outcome.fallbackTriggers[0].detail).toMatchObject({ real: 'oop', tree: 'ip' });
  });

  const treeReasons: TreeLookupReason[] = ['flop_not_covered', 'line_not_in_tree', 'off_tree_sizing', 'illegal_action', 'unknown', 'combo_not_in_range', 'malformed_node'];
  it.each(treeReasons)('passes on the tree lookup reason %s with the node echoed', async (reason) => {
    const outcome = await outcomeOf(spot(), probe({ status: 'not_answered', reason }));
    expect(outcome).toMatchObject({ engine: 'fallback', reason, nodeIdEcho: true, nodeId: 'root' });
  });

  it('reports each mismatch with the real and tree figures', async () => {
    const outcome = await outcomeOf(spot({ preflop: { scenario: '3bet', aggressor_seat: 1 } }));
    expect(outcome.fallbackTriggers).toEqual([{ rule: 'scenario_mismatch', detail: { real: '3bet', tree: 'srp' } }]);
    const position = await outcomeOf(spot({ players: 'bb:97.5 co:97.5' }));
    expect(position.fallbackTriggers[0].detail).toEqual({ real: { oop: 'bb', ip: 'co' }, tree: { oop: 'bb', ip: 'btn' } });
  });

  it('maps every seat before the cutoff to early: a 9-max hijack vs the big blind is early_bb', async () => {
    const body = spot({
      players: 'sb:100- bb:97.5 utg:100- utg1:100- utg2:100- lj:100- hj:97.5 co:100- btn:100-',
      preflop: { scenario: 'srp', aggressor_seat: 6 },
      tree: { situation: 'srp', position: 'early_bb', node: 'root' },
      hero: 'bb',
    });
    expect((await outcomeOf(body)).engine).toBe('solver');
  });

  it('reads a heads-up sb that acts last postflop as the button', async () => {
    const body = spot({ players: 'bb:97.5 sb:97.5' });
    expect((await outcomeOf(body)).engine).toBe('solver');
  });
});

describe('drift observations', () => {
  it('stay silent within the thresholds', async () => {
    const outcome = await outcomeOf(spot({ pot: 6, players: 'bb:100 btn:100' }));
    expect(outcome.shadowTriggers).toEqual([]);
  });

  it('report pot, stack, size and pot-at-node drift without changing who answers', async () => {
    const body = spot({
      pot: 7,
      players: 'bb:80 btn:80',
      hero: 'btn',
      history: 'bb:b4',
      tree: { situation: 'srp', position: 'btn_bb', node: 'root-b2' },
    });
    const outcome = await outcomeOf(body);
    expect(outcome.engine).toBe('solver');
    expect(outcome.shadowTriggers).toEqual([
      { rule: 'pot_drift', detail: { real: 7, tree: 5.5, threshold: 0.1 } },
      { rule: 'stack_drift', detail: { real: 80, tree: 97.5, threshold: 0.1 } },
      { rule: 'size_drift', detail: { real: 4, tree: 2, threshold: 0.15, pot_bb: 7, history_index: 0 } },
      { rule: 'pot_at_node_drift', detail: { real: 11, tree: 7.5, threshold: 0.1 } },
    ]);
  });

  it('report the drift measured before a later condition sends the body to the engine', async () => {
    const outcome = await outcomeOf(spot({ pot: 9, preflop: { scenario: '3bet', aggressor_seat: 1 } }));
    expect(outcome).toMatchObject({ engine: 'fallback', reason: 'scenario_mismatch' });
    expect(outcome.shadowTriggers.map((t) => t.rule)).toEqual(['pot_drift']);
  });
});
