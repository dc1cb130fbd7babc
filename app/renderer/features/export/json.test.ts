import { describe, expect, it } from 'vitest';
import { lineJson, nodeMixJson } from './json.ts';
import { nodeMixFixture } from './test-fixtures.ts';

const context = { spot: { platform: 'pio', stakes: '1_2', pool: 'regs', situation: 'srp', position: 'btn_bb' }, board: { flop: 'As7d2c' } };

describe('JSON export', () => {
  it('keys each combo mix by node token at full precision, with the spot and board', () => {
    const document = JSON.parse(nodeMixJson(nodeMixFixture(), context));
    expect(document).toMatchObject({ format: 'dss-node-mix/1', spot: context.spot, board: { flop: 'As7d2c' }, node_id: 'root-x', to_act: 'ip' });
    expect(document.actions[1]).toEqual({ type: 'bet', node_token: 'b1.8', amount: 1.8, pot_pct: 0.33, label: 'Bet 1.8 (33%)', frequency: 0.3 });
    expect(document.combos[0]).toEqual({ hand: 'AsAd', class: 'AA', weight: 0.5, mix: { x: 0.123456, 'b1.8': 0.876544, 'b5.5': 0 } });
  });

  it('lists a line node by node', () => {
    const document = JSON.parse(lineJson([nodeMixFixture(), nodeMixFixture({ node_id: 'root-x-b1.8' })], { ...context, board: { flop: 'As7d2c', turn: 'Kc' } }));
    expect(document.nodes.map((node: { node_id: string }) => node.node_id)).toEqual(['root-x', 'root-x-b1.8']);
    expect(document.board).toEqual({ flop: 'As7d2c', turn: 'Kc' });
  });
});
