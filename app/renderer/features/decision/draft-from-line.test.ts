import { describe, expect, it } from 'vitest';
import { parseStrategyBody } from '../../../shared/contract/strategy-body.ts';
import { replayLine } from '../../lib/line.ts';
import { draftFromLine } from './draft-from-line.ts';
import { bodyOfDraft } from './table-draft.ts';

const spot = { platform: 'pio', stakes: '1_2', pool: 'regs', situation: 'srp', position: 'btn_bb' };

describe('draftFromLine', () => {
  const node = 'root-x-b1.8-r6-c-turn_Kc-x';
  const draft = draftFromLine({
    spot,
    flop: 'As7d2c',
    node,
    line: replayLine(node),
    positions: { oop: 'bb', ip: 'btn' },
    hand: 'AhKd',
    flopPotBb: 5.5,
    stackBb: 97.5,
  });

  it('seats OOP first, makes the player to act the hero, and copies the line as history', () => {
    expect(draft.players.map((player) => [player.seat, player.position, player.stackBb])).toEqual([
      [0, 'bb', '97.5'],
      [1, 'btn', '97.5'],
    ]);
    expect(draft.heroSeat).toBe(1);
    expect(draft.turn).toBe('Kc');
    expect(draft.history).toEqual([
      { street: 'flop', seat: 0, kind: 'check', amountBb: '' },
      { street: 'flop', seat: 1, kind: 'bet', amountBb: '1.8' },
      { street: 'flop', seat: 0, kind: 'raise', amountBb: '6' },
      { street: 'flop', seat: 1, kind: 'call', amountBb: '' },
      { street: 'turn', seat: 0, kind: 'check', amountBb: '' },
    ]);
  });

  it('names the aggressor of the pair in the preflop summary and sends the tree coordinates', () => {
    expect(draft.preflop).toMatchObject({ scenario: 'srp', raises: '1', aggressorSeat: '1' });
    expect(draft.tree).toEqual({ situation: 'srp', position: 'btn_bb', node });
  });

  it('makes a body the contract accepts', () => {
    const parsed = parseStrategyBody(bodyOfDraft(draft));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('has the SB aggressor out of position in sb_bb', () => {
    const sb = draftFromLine({ spot: { ...spot, position: 'sb_bb' }, flop: 'As7d2c', node: 'root', line: replayLine('root'), positions: { oop: 'sb', ip: 'bb' }, hand: null, flopPotBb: null, stackBb: null });
    expect(sb.preflop?.aggressorSeat).toBe('0');
    expect(sb.initialPotBb).toBe('');
    expect(sb.players[0].stackBb).toBe('100');
  });
});
