import { describe, expect, it } from 'vitest';
import type { PostflopBody } from '../../../../shared/contract/strategy-body.ts';
import { parseBoard, parseHand } from '../../../../shared/poker/boards.ts';
import { comboIndex } from '../../../../shared/poker/combos.ts';
import { replayTable } from '../../replay/replay.ts';
import { postflopBody } from '../../replay/test-tables.ts';
import { decideFallback } from '../engine.ts';
import { boardStrength, strengthInRange } from './board-strength.ts';
import { villainRanges } from './villain-ranges.ts';

function decide(body: PostflopBody) {
  const answer = decideFallback(body, replayTable(body));
  expect(answer.data.actions).toHaveLength(1);
  expect(answer.data.actions[0].frequency).toBe(1);
  return { action: answer.data.actions[0], rule: answer.rule, answer };
}

const SRP = { scenario: 'srp' as const, aggressor_seat: 1 };
const HU = 'bb:97.5 btn:97.5';

describe('postflop fallback: sensible play', () => {
  it.each([
    { name: 'the nut flush facing a river shove', flop: 'Ah9h4c', turn: '2h', river: 'Ks', hand: 'QhJh', history: 'bb:x btn:x /turn bb:x btn:x /river bb:b97.5' },
    { name: 'the nut straight facing a flop check-raise', flop: '9s8d7c', hand: 'JhTh', history: 'bb:x btn:b3 bb:r12', hero: 'btn' },
    { name: 'quads facing a turn bet', flop: '7s7d2c', turn: '7h', hand: '7cAs', history: 'bb:x btn:x /turn bb:b4' },
  ])('never folds the nuts: $name', ({ flop, turn, river, hand, history, hero }) => {
    const body = postflopBody({ players: HU, hero: hero ?? 'btn', flop, turn, river, pot: 5.5, hand, history, preflop: SRP });
    const { action } = decide(body);
    expect(['call', 'raise']).toContain(action.type);
  });

  it.each([
    { name: 'a river shove with seven high', flop: 'KsQd4c', turn: '9h', river: '2s', hand: '7h6h', history: 'bb:x btn:x /turn bb:x btn:x /river bb:b97.5' },
    { name: 'a flop shove with no pair and no draw', flop: 'KsQd4c', hand: '7h6h', history: 'bb:b97.5' },
    { name: 'a big turn bet with air', flop: 'KsQd4c', turn: '2h', hand: '7h6s', history: 'bb:b5 btn:c /turn bb:b40' },
  ])('does not call off a stack with air: $name', ({ flop, turn, river, hand, history }) => {
    const body = postflopBody({ players: HU, hero: 'btn', flop, turn, river, pot: 5.5, hand, history, preflop: SRP });
    expect(decide(body).action.type).toBe('fold');
  });

  it('checks rather than folds when nothing is bet, even with air', () => {
    const body = postflopBody({ players: HU, hero: 'bb', flop: 'KsQd4c', pot: 5.5, hand: '7h2s', preflop: SRP });
    expect(decide(body).action.type).toBe('check');
  });

  it('bets a set for value when checked to, and raises it facing a bet', () => {
    const checked = decide(postflopBody({ players: HU, hero: 'btn', flop: 'Ks8d4c', pot: 5.5, hand: '8h8s', history: 'bb:x', preflop: SRP }));
    expect(checked.action.type).toBe('bet');
    const facing = decide(postflopBody({ players: HU, hero: 'btn', flop: 'Ks8d4c', pot: 5.5, hand: '8h8s', history: 'bb:b3', preflop: SRP }));
    expect(facing.action.type).toBe('raise');
  });

  it('semi-bluffs a flush draw heads-up, and fish do not', () => {
    const spec = { players: HU, hero: 'btn', flop: 'Kh8h3c', pot: 5.5, hand: 'Jh5h', history: 'bb:x', preflop: SRP };
    expect(decide(postflopBody(spec))).toMatchObject({ rule: 'semi_bluff', action: { type: 'bet' } });
    expect(decide(postflopBody({ ...spec, pool: 'fish' })).action.type).toBe('check');
  });

  it('calls a small bet with a strong draw on the flop', () => {
    const body = postflopBody({ players: HU, hero: 'btn', flop: 'Kh8h3c', pot: 5.5, hand: 'Jh5h', history: 'bb:b2', preflop: SRP });
    expect(decide(body).action.type).toBe('call');
  });
});

describe('postflop fallback: sizes and keys', () => {
  it('bets 33%, 66% or 100% of the pot', () => {
    const pots = [];
    for (const hand of ['8h8s', 'KhQh', 'Kc4h', 'AdAc']) {
      const body = postflopBody({ players: 'bb:200 btn:200', hero: 'btn', flop: 'Ks8d4c', pot: 10, hand, history: 'bb:x', preflop: SRP });
      const { action } = decide(body);
      if (action.type === 'bet') pots.push(action.pot_pct);
    }
    expect(pots.length).toBeGreaterThan(0);
    for (const pct of pots) expect([0.33, 0.66, 1]).toContain(pct);
  });

  it('goes all-in when the stack left would be under a third of the pot', () => {
    const body = postflopBody({ players: 'bb:12 btn:12', hero: 'btn', flop: 'Ks8d4c', pot: 20, hand: '8h8s', history: 'bb:x', preflop: SRP });
    const { action } = decide(body);
    expect(action).toMatchObject({ type: 'bet', amount: 12, node_token: 'b12' });
  });

  it('keys an all-in raise over a bet b<total>, with type raise', () => {
    const body = postflopBody({ players: 'bb:30 btn:30', hero: 'btn', flop: 'Ks8d4c', pot: 20, hand: '8h8s', history: 'bb:b10', preflop: SRP });
    const { action } = decide(body);
    expect(action).toMatchObject({ type: 'raise', amount: 30, node_token: 'b30' });
  });

  it('raises to the bet plus a share of the pot after calling, keyed r<to>', () => {
    const body = postflopBody({ players: 'bb:300 btn:300', hero: 'btn', flop: 'Ks8d4c', pot: 10, hand: '8h8s', history: 'bb:b5', preflop: SRP });
    const { action } = decide(body);
    expect(action.type).toBe('raise');
    if (action.type !== 'raise') return;
    expect(action.node_token).toBe(`r${action.amount}`);
    // raise-to = 5 + share x (15 + 5): 66% -> 18.2, 100% -> 25.
    expect([18.2, 25]).toContain(action.amount);
  });
});

describe('postflop fallback: multiway', () => {
  it('answers one action with the multiway context in full verbosity', () => {
    const body = postflopBody({
      players: 'sb:100- bb:90 co:80 btn:70',
      hero: 'btn',
      flop: 'Ks8d4c',
      pot: 8,
      hand: 'AhKd',
      history: 'bb:x co:b4',
      preflop: { scenario: 'srp', aggressor_seat: 2 },
      verbosity: 'full',
    });
    const { answer } = decide(body);
    expect(answer.data.context).toMatchObject({
      format: 'multiway',
      players_in_hand: 3,
      hero_position: 'btn',
      street: 'flop',
      to_act: 'ip',
      board: ['Ks', '8d', '4c'],
      players: [
        { seat: 1, position: 'bb', stack_bb: 90 },
        { seat: 2, position: 'co', stack_bb: 76 },
        { seat: 3, position: 'btn', stack_bb: 70 },
      ],
    });
  });

  it('needs more to bet into more players: a marginal hand bets heads-up but checks four-way', () => {
    const spec = { hero: 'btn', flop: 'Ks8d4c', pot: 10, hand: 'Kc4h', preflop: SRP };
    const headsUp = decide(postflopBody({ ...spec, players: 'bb:100 btn:100', history: 'bb:x' }));
    const fourWay = decide(postflopBody({ ...spec, players: 'sb:100 bb:100 co:100 btn:100', history: 'sb:x bb:x co:x', preflop: { scenario: 'srp', aggressor_seat: 3 } }));
    expect(headsUp.action.type).toBe('bet');
    expect(['check', 'bet']).toContain(fourWay.action.type);
  });
});

describe('villain ranges', () => {
  /** Mean strength of the villain's range, measured against its range before any postflop action. */
  function averageStrength(body: PostflopBody, street: 'flop' | 'turn') {
    const table = replayTable(body);
    const [range] = villainRanges(body, table, 'regs');
    const fresh = { ...body, history: [], hero_seat: body.players[0].seat };
    const [before] = villainRanges(fresh, replayTable(fresh), 'regs');
    const board = parseBoard(body.flop, street === 'turn' ? body.turn : undefined);
    const strength = strengthInRange(boardStrength(board), before.weights);
    let sum = 0;
    let weight = 0;
    range.weights.forEach((w, combo) => {
      sum += w * strength[combo];
      weight += w;
    });
    return { mean: sum / weight, weights: range.weights };
  }

  it('a check leaves weaker hands, a bet stronger ones, a re-raise stronger still', () => {
    const spec = { players: HU, hero: 'btn', flop: 'Ks8d4c', pot: 5.5, hand: 'QhJh', preflop: SRP };
    const unplayed = averageStrength(postflopBody({ ...spec, hero: 'bb' }), 'flop');
    const checked = averageStrength(postflopBody({ ...spec, history: 'bb:x' }), 'flop');
    const bet = averageStrength(postflopBody({ ...spec, history: 'bb:b3' }), 'flop');
    const raised = averageStrength(postflopBody({ ...spec, history: 'bb:b3 btn:r9 bb:r25' }), 'flop');
    expect(checked.mean).toBeLessThan(unplayed.mean);
    expect(bet.mean).toBeGreaterThan(unplayed.mean);
    expect(raised.mean).toBeGreaterThan(bet.mean);
  });

  it('hold no combo that uses the hero or board cards', () => {
    const body = postflopBody({ players: HU, hero: 'btn', flop: 'Ks8d4c', pot: 5.5, hand: 'QhJh', preflop: SRP, history: 'bb:b3' });
    const { weights } = averageStrength(body, 'flop');
    const [q, j] = parseHand('QhJh');
    expect(weights[comboIndex(q, 0)]).toBe(0);
    expect(weights[comboIndex(j, 5)]).toBe(0);
    const [k] = parseBoard('Ks8d4c');
    expect(weights[comboIndex(k, 1)]).toBe(0);
  });
});
