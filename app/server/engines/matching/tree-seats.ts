// Room positions -> the seats of the tree pairs.
//
// Trees are solved for 6-max seats: early, co, btn, sb, bb (the pools merge UTG and HJ
// into `early`). Decision: at any table size every seat before the cutoff is `early`
// (utg, utg1, utg2, mp, lj, hj), so a 9-max hijack open against the big blind matches
// `early_bb`. co, btn, sb and bb keep their names. Heads-up the button is the small
// blind: a player labelled sb who acts last postflop is the button (`btn`).
import { POSITION_PAIRS, SITUATIONS, oopSeatOf, type Seat, type Situation } from '../../../solver/profiles/preflop.ts';
import { roomPositionOf } from '../replay/positions.ts';

export type TreeSeat = Seat;

const TREE_SEAT_OF_ROOM = {
  utg: 'early',
  utg1: 'early',
  utg2: 'early',
  mp: 'early',
  lj: 'early',
  hj: 'early',
  co: 'co',
  btn: 'btn',
  sb: 'sb',
  bb: 'bb',
} as const satisfies Record<string, TreeSeat>;

/** The tree seat of a room position name; null for a name that is not a room position. */
export function treeSeatOf(position: string): TreeSeat | null {
  const room = roomPositionOf(position);
  return room === null ? null : TREE_SEAT_OF_ROOM[room];
}

/**
 * Tree seats of the two live players of a heads-up pot, given in postflop order
 * (out of position first). A heads-up `sb` acting last is the button.
 */
export function headsUpTreeSeats(oopPosition: string, ipPosition: string, headsUpTable: boolean): { oop: TreeSeat | null; ip: TreeSeat | null } {
  const oop = treeSeatOf(oopPosition);
  let ip = treeSeatOf(ipPosition);
  if (headsUpTable && ip === 'sb') ip = 'btn';
  return { oop, ip };
}

export interface TreePair {
  situation: Situation;
  position: string;
  aggressor: TreeSeat;
  caller: TreeSeat;
  oop: TreeSeat;
  ip: TreeSeat;
}

/** The served pair named by situation and position, or null when the contract does not list it. */
export function treePairOf(situation: string, position: string): TreePair | null {
  if (!(SITUATIONS as readonly string[]).includes(situation)) return null;
  const served = POSITION_PAIRS[situation as Situation];
  if (!served.includes(position)) return null;
  const [aggressor, caller] = position.split('_') as [TreeSeat, TreeSeat];
  const oop = oopSeatOf(aggressor, caller);
  return { situation: situation as Situation, position, aggressor, caller, oop, ip: oop === aggressor ? caller : aggressor };
}
