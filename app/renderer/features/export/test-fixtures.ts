// A small GET /v1/node-mix answer for the export tests, checked against the contract
// schema so the builders are tested on data the server may really send.
import { nodeMixResponseSchema, type NodeMixResponse } from '../../../shared/contract/extras.ts';

export function nodeMixFixture(overrides: Partial<NodeMixResponse> = {}): NodeMixResponse {
  return nodeMixResponseSchema.parse({
    node_id: 'root-x',
    source: 'v1',
    to_act: 'ip',
    round_start_pot_bb: 5.5,
    actions: [
      { type: 'check', node_token: 'x' },
      { type: 'bet', node_token: 'b1.8', amount: 1.8, pot_pct: 0.33 },
      { type: 'bet', node_token: 'b5.5', amount: 5.5, pot_pct: 1 },
    ],
    overall: [
      { node_token: 'x', frequency: 0.5 },
      { node_token: 'b1.8', frequency: 0.3 },
      { node_token: 'b5.5', frequency: 0.2 },
    ],
    combos: [
      { hand: 'KhKd', class: 'KK', weight: 1, mix: [0, 0, 1] },
      { hand: 'AhAd', class: 'AA', weight: 1, mix: [0.5, 0.25, 0.25] },
      { hand: 'AsAd', class: 'AA', weight: 0.5, mix: [0.123456, 0.876544, 0] },
      { hand: 'AhKh', class: 'AKs', weight: 1, mix: [1, 0, 0] },
    ],
    classes: [
      { class: 'AA', weight: 0.25, mix: [0.38, 0.46, 0.16] },
      { class: 'KK', weight: 1 / 6, mix: [0, 0, 1] },
      { class: 'AKs', weight: 0.25, mix: [1, 0, 0] },
    ],
    ...overrides,
  });
}
