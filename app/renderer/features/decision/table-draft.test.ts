import { describe, expect, it } from 'vitest';
import { parseStrategyBody } from '../../../shared/contract/strategy-body.ts';
import { bodyOfDraft, emptyDraft, freeSeats, type TableDraft } from './table-draft.ts';

function postflopDraft(): TableDraft {
  return {
    ...emptyDraft(),
    platform: 'pio',
    stakes: '1_2',
    hand: 'AhKd',
    heroSeat: 0,
    flop: 'As7d2c',
    initialPotBb: '5.5',
    history: [
      { street: 'flop', seat: 0, kind: 'check', amountBb: '' },
      { street: 'flop', seat: 1, kind: 'bet', amountBb: '1.8' },
    ],
    preflop: { scenario: 'srp', aggressorSeat: '1', raises: '1', callers: '1', limpers: '', openSizeBb: '2.5', lastRaiseToBb: '', squeeze: false },
    tree: { situation: 'srp', position: 'btn_bb', node: 'root-x-b1.8' },
  };
}

describe('bodyOfDraft', () => {
  it('writes a postflop body the contract accepts', () => {
    const body = bodyOfDraft(postflopDraft());
    expect(body).toEqual({
      platform: 'pio',
      stakes: '1_2',
      player_type: 'regs',
      hand: 'AhKd',
      hero_seat: 0,
      verbosity: 'full',
      audit: true,
      flop: 'As7d2c',
      initial_pot_bb: 5.5,
      players: [
        { seat: 0, position: 'bb', stack_bb: 100 },
        { seat: 1, position: 'btn', stack_bb: 100 },
      ],
      history: [
        { street: 'flop', seat: 0, kind: 'check' },
        { street: 'flop', seat: 1, kind: 'bet', amount_bb: 1.8 },
      ],
      preflop: { scenario: 'srp', aggressor_seat: 1, raises: 1, callers: 1, open_size_bb: 2.5 },
      situation: 'srp',
      position: 'btn_bb',
      node: 'root-x-b1.8',
    });
    const parsed = parseStrategyBody(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.shape).toBe('postflop');
  });

  it('writes a preflop body without a flop (no street, no postflop fields)', () => {
    const draft: TableDraft = {
      ...postflopDraft(),
      flop: '',
      anteBb: '0.1',
      history: [{ street: 'preflop', seat: 1, kind: 'raise', amountBb: '2.5' }],
      heroSeat: 0,
    };
    const body = bodyOfDraft(draft);
    expect(body).not.toHaveProperty('flop');
    expect(body).not.toHaveProperty('preflop');
    expect(body).not.toHaveProperty('node');
    expect(body).toMatchObject({ ante_bb: 0.1, history: [{ seat: 1, kind: 'raise', amount_bb: 2.5 }] });
    expect(parseStrategyBody(body).data?.shape).toBe('preflop');
  });

  it('marks players out of the hand and leaves out empty optional fields', () => {
    const draft = postflopDraft();
    draft.players = [...draft.players, { seat: 4, position: 'co', stackBb: '80', inHand: false }];
    draft.tree = null;
    draft.preflop = null;
    const body = bodyOfDraft(draft) as Record<string, unknown>;
    expect(body.players).toContainEqual({ seat: 4, position: 'co', stack_bb: 80, in_hand: false });
    expect(body).not.toHaveProperty('situation');
    expect(body).not.toHaveProperty('hand_id');
    expect(body).not.toHaveProperty('turn');
  });

  it('sends a value that is not a number as typed, so the contract names it', () => {
    const draft = { ...postflopDraft(), initialPotBb: 'lots' };
    const parsed = parseStrategyBody(bodyOfDraft(draft));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('initial_pot_bb');
  });

  it('lists free seats', () => {
    expect(freeSeats(emptyDraft())).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
