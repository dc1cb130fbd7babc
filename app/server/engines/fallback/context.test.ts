import { describe, expect, it } from 'vitest';
import {
  briefContextSchema,
  headsUpContextSchema,
  multiwayContextSchema,
  preflopBriefContextSchema,
  preflopFullContextSchema,
} from '../../../shared/contract/responses.ts';
import { replayTable } from '../replay/replay.ts';
import { postflopBody, preflopBody } from '../replay/test-tables.ts';
import { contextOf } from './context.ts';

const HU = postflopBody({ players: 'bb:97.5 btn:97.5', hero: 'btn', flop: 'As7d2c', turn: 'Kh', pot: 5.5, hand: 'qcjc', history: 'bb:b3 btn:c /turn bb:b6' });
const THREE = postflopBody({ players: 'bb:97.5 co:50 btn:97.5', hero: 'bb', flop: 'As7d2c', pot: 8, hand: 'QcJc' });

describe('engine answer contexts', () => {
  it('brief postflop: round_start_pot_bb and to_act', () => {
    const context = contextOf(replayTable(HU), false);
    expect(context).toEqual({ round_start_pot_bb: 11.5, to_act: 'ip' });
    expect(briefContextSchema.safeParse(context).success).toBe(true);
  });

  it("full heads-up: GET's full context, cards normalised", () => {
    const context = contextOf(replayTable(HU), true);
    expect(context).toEqual({
      street: 'turn',
      hand: 'QcJc',
      board: ['As', '7d', '2c', 'Kh'],
      round_start_pot_bb: 11.5,
      stacks_bb: { ip: 94.5, oop: 88.5 },
      spr: 5.06,
      positions: { ip: 'btn', oop: 'bb' },
      to_act: 'ip',
    });
    expect(headsUpContextSchema.safeParse(context).success).toBe(true);
  });

  it('full with three in hand: the multiway variant', () => {
    const context = contextOf(replayTable(THREE), true);
    expect(context).toEqual({
      street: 'flop',
      hand: 'QcJc',
      board: ['As', '7d', '2c'],
      round_start_pot_bb: 8,
      spr: 12.19,
      to_act: 'oop',
      format: 'multiway',
      players_in_hand: 3,
      hero_position: 'bb',
      players: [
        { seat: 0, position: 'bb', stack_bb: 97.5 },
        { seat: 1, position: 'co', stack_bb: 50 },
        { seat: 2, position: 'btn', stack_bb: 97.5 },
      ],
    });
    expect(multiwayContextSchema.safeParse(context).success).toBe(true);
  });

  it('preflop brief and full', () => {
    const body = preflopBody({ players: 'utg:100 hj:100 co:100 btn:100 sb:100 bb:100', hero: 'btn', history: 'utg:r2.5 hj:f co:f' });
    const brief = contextOf(replayTable(body), false);
    expect(brief).toEqual({ street: 'preflop', pot_bb: 4, to_call_bb: 2.5 });
    expect(preflopBriefContextSchema.safeParse(brief).success).toBe(true);
    const full = contextOf(replayTable(body), true);
    expect(full).toMatchObject({ street: 'preflop', pot_bb: 4, to_call_bb: 2.5, hand: 'AhKd', board: [], format: 'multiway', players_in_hand: 4, hero_position: 'btn' });
    expect(preflopFullContextSchema.safeParse(full).success).toBe(true);
  });

  it('preflop full heads-up carries stacks, positions and to_act', () => {
    const body = preflopBody({ players: 'btn:50 bb:40', hero: 'bb', history: 'btn:r2.5' });
    const full = contextOf(replayTable(body), true);
    expect(full).toEqual({
      street: 'preflop',
      pot_bb: 3.5,
      to_call_bb: 1.5,
      hand: 'AhKd',
      board: [],
      stacks_bb: { ip: 47.5, oop: 39 },
      positions: { ip: 'btn', oop: 'bb' },
      spr: 11.14,
      to_act: 'oop',
      players_in_hand: 2,
    });
    expect(preflopFullContextSchema.safeParse(full).success).toBe(true);
  });
});
