// data.context of engine answers. Brief: postflop {round_start_pot_bb, to_act}; preflop
// {street, pot_bb, to_call_bb}. Full: GET's heads-up context (street, hand, board,
// round_start_pot_bb, stacks_bb, spr, positions, to_act), or with 3+ players in hand the
// multiway variant (players instead of stacks_bb and positions); preflop full adds what
// applies of those to the preflop fields.
//
// Definitions: to_act is the hero's side: `ip` when the hero acts last postflop among the
// players in hand, else `oop`. stacks_bb and players[].stack_bb are the chips behind now.
// spr is the effective stack behind (the hero's stack, or the largest other stack in
// hand if smaller) over the pot now, every chip in. BB amounts rounded to the cent.
import type { DecisionContext } from '../../../shared/contract/responses.ts';
import { formatCard } from '../../../shared/poker/cards.ts';
import { heroOf, seatsInHand, type ReplayedTable } from '../replay/table.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

export function heroSide(table: ReplayedTable): 'ip' | 'oop' {
  const live = seatsInHand(table);
  return live[live.length - 1].seat === table.heroSeat ? 'ip' : 'oop';
}

export function effectiveStackBb(table: ReplayedTable): number {
  const hero = heroOf(table);
  const others = seatsInHand(table).filter((seat) => seat.seat !== hero.seat);
  const largest = Math.max(0, ...others.map((seat) => seat.stackBb));
  return Math.min(hero.stackBb, largest);
}

export function sprOf(table: ReplayedTable): number {
  return table.potBb > 0 ? round2(effectiveStackBb(table) / table.potBb) : 0;
}

function fullFields(table: ReplayedTable) {
  const live = seatsInHand(table);
  const hand = formatCard(table.hand[0]) + formatCard(table.hand[1]);
  const board = table.board.map(formatCard);
  if (live.length === 2) {
    const [oop, ip] = live;
    return {
      headsUp: true as const,
      hand,
      board,
      stacks_bb: { ip: round2(ip.stackBb), oop: round2(oop.stackBb) },
      positions: { ip: ip.position, oop: oop.position },
    };
  }
  return {
    headsUp: false as const,
    hand,
    board,
    format: 'multiway' as const,
    players_in_hand: live.length,
    hero_position: table.heroPosition,
    players: live.map((seat) => ({ seat: seat.seat, position: seat.position, stack_bb: round2(seat.stackBb) })),
  };
}

export function contextOf(table: ReplayedTable, full: boolean): DecisionContext {
  const to_act = heroSide(table);
  if (table.kind === 'preflop') {
    const brief = { street: 'preflop' as const, pot_bb: round2(table.potBb), to_call_bb: round2(table.toCallBb) };
    if (!full) return brief;
    const { headsUp, ...fields } = fullFields(table);
    return headsUp
      ? { ...brief, ...fields, spr: sprOf(table), to_act, players_in_hand: 2 }
      : { ...brief, ...fields, spr: sprOf(table) };
  }
  const round_start_pot_bb = round2(table.roundStartPotBb);
  if (!full) return { round_start_pot_bb, to_act };
  const street = table.street as 'flop' | 'turn' | 'river';
  const { headsUp, ...fields } = fullFields(table);
  if (headsUp) {
    const { hand, board, stacks_bb, positions } = fields as Extract<ReturnType<typeof fullFields>, { headsUp: true }>;
    return { street, hand, board, round_start_pot_bb, stacks_bb, spr: sprOf(table), positions, to_act };
  }
  const multi = fields as Omit<Extract<ReturnType<typeof fullFields>, { headsUp: false }>, 'headsUp'>;
  return { street, ...multi, round_start_pot_bb, spr: sprOf(table), to_act };
}
