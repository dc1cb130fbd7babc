// Room position names (as a client sends them) and the preflop seating they imply.
//
// The ten names of a full ring, in preflop acting order: utg, utg1, utg2, mp, lj, hj, co,
// btn, sb, bb. A shorter table uses a subset in the same order (6-max rooms usually say
// utg, hj, co, btn, sb, bb); only the order matters to the replay. Rooms
// spell them differently, so names are normalised: case-insensitive, `+`, `-`, `_`,
// spaces and dots ignored (`UTG+1` -> utg1), and a few common aliases (bu, button,
// dealer -> btn; cutoff -> co; hijack -> hj; lojack -> lj; ep -> utg; mp1 -> mp).

export const ROOM_POSITIONS = ['utg', 'utg1', 'utg2', 'mp', 'lj', 'hj', 'co', 'btn', 'sb', 'bb'] as const;
export type RoomPosition = (typeof ROOM_POSITIONS)[number];

const ALIASES: Record<string, RoomPosition> = {
  utg: 'utg',
  ep: 'utg',
  ep1: 'utg',
  utg0: 'utg',
  utg1: 'utg1',
  ep2: 'utg1',
  utg2: 'utg2',
  ep3: 'utg2',
  mp: 'mp',
  mp1: 'mp',
  mp2: 'lj',
  lj: 'lj',
  lojack: 'lj',
  hj: 'hj',
  hijack: 'hj',
  mp3: 'hj',
  co: 'co',
  cutoff: 'co',
  btn: 'btn',
  bu: 'btn',
  bn: 'btn',
  button: 'btn',
  dealer: 'btn',
  d: 'btn',
  sb: 'sb',
  smallblind: 'sb',
  bb: 'bb',
  bigblind: 'bb',
};

/** The normalised room position of a name, or null when the name is not one we know. */
export function roomPositionOf(name: string): RoomPosition | null {
  const key = name.toLowerCase().replace(/[\s+\-_.]/g, '');
  return ALIASES[key] ?? null;
}

/** Rank in preflop acting order of a full ring (utg 0 ... bb 9). */
export function preflopRank(position: RoomPosition): number {
  return ROOM_POSITIONS.indexOf(position);
}

/**
 * Rank in postflop acting order: the blinds act first, then the rest in preflop order
 * (sb 0, bb 1, utg 2, ..., btn 9). Heads-up the button is the small blind and acts last
 * postflop: callers order heads-up tables themselves (see replay.ts).
 */
export function postflopRank(position: RoomPosition): number {
  if (position === 'sb') return 0;
  if (position === 'bb') return 1;
  return preflopRank(position) + 2;
}
