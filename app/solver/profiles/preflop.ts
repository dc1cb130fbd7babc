// Preflop action behind a heads-up postflop spot: who opened, who 3-bet, what went in,
// and from that the flop pot, the effective stack and who is out of position.
//
// Seats are the pool's 6-max seats with UTG and HJ merged into `early`. A position pair
// is `<aggressor>_<caller>` (the contract's order, NOT `<ip>_<oop>`): in srp the
// aggressor opened and the caller flatted; in 3bet the aggressor 3-bet and the caller is
// the opener who called the 3-bet. Amounts are in BB.

export const SEATS = ['early', 'co', 'btn', 'sb', 'bb'] as const;
export type Seat = (typeof SEATS)[number];

export const SITUATIONS = ['srp', '3bet'] as const;
export type Situation = (typeof SITUATIONS)[number];

/** Every served pair, per situation, in the contract's order. */
export const POSITION_PAIRS: Record<Situation, readonly string[]> = {
  srp: ['btn_bb', 'sb_bb', 'co_bb', 'early_bb', 'btn_sb', 'co_sb', 'early_sb', 'co_btn', 'early_btn', 'early_co'],
  '3bet': ['bb_sb', 'bb_btn', 'bb_co', 'bb_early', 'sb_btn', 'sb_co', 'sb_early', 'btn_co', 'btn_early', 'co_early'],
};

/** Postflop acting order: the earlier seat acts first and is out of position. */
const POSTFLOP_ORDER: readonly Seat[] = ['sb', 'bb', 'early', 'co', 'btn'];
/** Preflop acting order (who may open before whom). */
const PREFLOP_ORDER: readonly Seat[] = ['early', 'co', 'btn', 'sb', 'bb'];

export interface PreflopSizes {
  /** Open raise-to from early/co/btn. */
  openBb: number;
  /** Open raise-to from the small blind. */
  sbOpenBb: number;
  /** 3-bet raise-to = open x this, when the 3-bettor will be in position postflop. */
  threeBetIpTimes: number;
  /** 3-bet raise-to = open x this, when the 3-bettor will be out of position postflop. */
  threeBetOopTimes: number;
}

export interface TableConfig {
  stackBb: number;
  sbBb: number;
  bbBb: number;
}

export interface PreflopLine {
  situation: Situation;
  position: string;
  aggressor: Seat;
  caller: Seat;
  opener: Seat;
  /** The seat that 3-bet (3bet pots only). */
  threeBettor: Seat | null;
  openBb: number;
  threeBetBb: number | null;
  /** What each of the two players put in preflop (both equal: the last raise was called). */
  investedBb: number;
  /** Blinds of the players who folded. */
  deadBb: number;
  potBb: number;
  effectiveStackBb: number;
  oop: Seat;
  ip: Seat;
  /** Which side of the postflop pair made the last preflop raise. */
  aggressorSide: 'oop' | 'ip';
}

const roundCents = (bb: number): number => Math.round(bb * 100) / 100;

export function isSeat(text: string): text is Seat {
  return (SEATS as readonly string[]).includes(text);
}

/** Splits `btn_bb` into its two seats; the error names the bad pair. */
export function parsePositionPair(situation: Situation, position: string): { aggressor: Seat; caller: Seat } {
  if (!POSITION_PAIRS[situation].includes(position)) {
    throw new Error(`position "${position}" is not a ${situation} pair (one of ${POSITION_PAIRS[situation].join(', ')})`);
  }
  const [aggressor, caller] = position.split('_') as [Seat, Seat];
  return { aggressor, caller };
}

/** The seat out of position postflop among two seats. */
export function oopSeatOf(a: Seat, b: Seat): Seat {
  return POSTFLOP_ORDER.indexOf(a) < POSTFLOP_ORDER.indexOf(b) ? a : b;
}

/**
 * The preflop line of a served spot: sizes in, pot and effective stack out.
 * pot = 2 x (last raise-to) + the blinds of the seats not in the pair.
 */
export function preflopLine(situation: Situation, position: string, sizes: PreflopSizes, table: TableConfig): PreflopLine {
  const { aggressor, caller } = parsePositionPair(situation, position);
  const opener = situation === 'srp' ? aggressor : caller;
  const threeBettor = situation === '3bet' ? aggressor : null;
  if (threeBettor !== null && PREFLOP_ORDER.indexOf(threeBettor) < PREFLOP_ORDER.indexOf(opener)) {
    throw new Error(`position "${position}": ${threeBettor} acts before ${opener} preflop and cannot 3-bet its open`);
  }
  const openBb = opener === 'sb' ? sizes.sbOpenBb : sizes.openBb;
  const oop = oopSeatOf(aggressor, caller);
  const ip = oop === aggressor ? caller : aggressor;
  let threeBetBb: number | null = null;
  if (threeBettor !== null) {
    const times = threeBettor === ip ? sizes.threeBetIpTimes : sizes.threeBetOopTimes;
    threeBetBb = roundCents(openBb * times);
  }
  const investedBb = threeBetBb ?? openBb;
  let deadBb = 0;
  if (aggressor !== 'sb' && caller !== 'sb') deadBb += table.sbBb;
  if (aggressor !== 'bb' && caller !== 'bb') deadBb += table.bbBb;
  return {
    situation,
    position,
    aggressor,
    caller,
    opener,
    threeBettor,
    openBb,
    threeBetBb,
    investedBb,
    deadBb,
    potBb: roundCents(2 * investedBb + deadBb),
    effectiveStackBb: roundCents(table.stackBb - investedBb),
    oop,
    ip,
    aggressorSide: aggressor === oop ? 'oop' : 'ip',
  };
}
