// The preflop range behind each raise of a line, and the chart entries that answer a
// raise, for any table size. Seats are described by k, the players behind them in
// preflop order (see pool-ranges.ts); chart keys use the profile seats.
//
// Rules (stated once, used by the preflop decisions and by the postflop villain ranges):
// - Antes widen open and iso ranges by sqrt(pot before the action / 1.5 BB): the pot
//   grows, so do the hands worth stealing it with.
// - Iso raise over L limpers from a seat with k behind: the open range of a seat with
//   k + L behind (each limper is one more player to get through); fish use k + 2L; the
//   big blind (k = 0) uses L + 2 (out of position).
// - Raise 2 (3-bet): the chart's 3-bet range of the raiser against the opener, scaled by
//   the opener's real open fraction over the chart opener's, then by 0.75 per caller of
//   the open (a squeeze is tighter). No chart entry: the top 25% of the opening range.
// - Raise 3 (4-bet): the chart's 4-bet range of the opener against the 3-bettor. No
//   entry: the top 40% of the 3-bet range. Raise 4 and beyond: the top 50% of the range
//   of the raise before.
import type { Pool } from '../../../../solver/profiles/pool-profile.ts';
import {
  comboCount,
  openFraction,
  openRange,
  poolRanges,
  profileOpenFraction,
  profileSeatOf,
  scaleRange,
  type ClassRange,
} from './pool-ranges.ts';
import { PREFLOP_RULES } from '../rules.ts';

const { squeezeShrinkPerCaller, missingThreeBetShare, missingFourBetShare, laterRaiseShare } = PREFLOP_RULES.ranges;

/** How much antes widen open and iso ranges: sqrt(pot / 1.5). */
export function anteWidening(anteTotalBb: number): number {
  return Math.sqrt((1.5 + anteTotalBb) / 1.5);
}

export function openRangeWithAntes(pool: Pool, k: number, widening: number): ClassRange {
  const range = openRange(pool, k);
  return widening === 1 ? range : scaleRange(range, widening, poolRanges(pool).ranking);
}

/** Players behind used for an iso raise over `limpers` from a seat with k behind. */
export function isoSeatsBehind(pool: Pool, k: number, limpers: number): number {
  if (k <= 0) return limpers + 2;
  return k + (pool === 'fish' ? 2 : 1) * limpers;
}

export function isoRange(pool: Pool, k: number, limpers: number, widening: number): ClassRange {
  return openRangeWithAntes(pool, isoSeatsBehind(pool, k, limpers), widening);
}

const vsOpenCache = new Map<string, { threeBet: ClassRange; flat: ClassRange } | null>();

/** The chart entry of a defender (k behind) against an opener: 3-bets and flats, scaled to the real opener. Shared: do not mutate. */
export function vsOpenEntry(pool: Pool, defenderK: number, openerK: number): { threeBet: ClassRange; flat: ClassRange } | null {
  const key = `${pool}/${defenderK}/${openerK}`;
  if (!vsOpenCache.has(key)) vsOpenCache.set(key, computeVsOpenEntry(pool, defenderK, openerK));
  return vsOpenCache.get(key)!;
}

function computeVsOpenEntry(pool: Pool, defenderK: number, openerK: number): { threeBet: ClassRange; flat: ClassRange } | null {
  const ranges = poolRanges(pool);
  const opener = profileSeatOf(openerK);
  let defender = profileSeatOf(defenderK);
  let entry = ranges.vsOpen.get(`${defender}_vs_${opener}`);
  if (!entry && defender === 'early') {
    defender = 'co';
    entry = ranges.vsOpen.get(`${defender}_vs_${opener}`);
  }
  if (!entry) return null;
  const factor = openFraction(pool, Math.max(1, openerK)) / profileOpenFraction(pool, opener);
  return { threeBet: scaleRange(entry.threeBet, factor, ranges.ranking), flat: scaleRange(entry.flat, factor, ranges.ranking) };
}

/** The chart entry of an opener (k behind) facing a 3-bet from a seat with k behind: 4-bets and calls. */
export function vsThreeBetEntry(pool: Pool, openerK: number, threeBettorK: number): { fourBet: ClassRange; call: ClassRange } | null {
  const ranges = poolRanges(pool);
  const opener = profileSeatOf(openerK);
  let threeBettor = profileSeatOf(threeBettorK);
  let entry = ranges.vsThreeBet.get(`${opener}_vs_${threeBettor}`);
  if (!entry && threeBettor === 'early') {
    threeBettor = 'co';
    entry = ranges.vsThreeBet.get(`${opener}_vs_${threeBettor}`);
  }
  return entry ?? null;
}

/** One raise of a line: the raiser's players behind, and the calls it was made over. */
export interface RaiseStep {
  k: number;
  /** Raise 1: the limpers before it; later raises: the callers of the raise before. */
  callsBefore: number;
}

function topShare(pool: Pool, range: ClassRange, share: number): ClassRange {
  return scaleRange(range, share, poolRanges(pool).ranking);
}

/** The range of the player who made raise `depth` (1-based) of a line. */
export function raiserRange(pool: Pool, steps: readonly RaiseStep[], depth: number, widening: number): ClassRange {
  const step = steps[depth - 1];
  if (depth === 1) {
    return step.callsBefore > 0 ? isoRange(pool, step.k, step.callsBefore, widening) : openRangeWithAntes(pool, Math.max(1, step.k), widening);
  }
  if (depth === 2) {
    const entry = vsOpenEntry(pool, step.k, steps[0].k);
    const base = entry ? entry.threeBet : topShare(pool, raiserRange(pool, steps, 1, widening), missingThreeBetShare);
    return step.callsBefore > 0 ? topShare(pool, base, squeezeShrinkPerCaller ** step.callsBefore) : base;
  }
  if (depth === 3) {
    const entry = vsThreeBetEntry(pool, step.k, steps[1].k);
    return entry ? entry.fourBet : topShare(pool, raiserRange(pool, steps, 2, widening), missingFourBetShare);
  }
  return topShare(pool, raiserRange(pool, steps, depth - 1, widening), laterRaiseShare);
}

/** A range's share of all hands (for messages and tests). */
export function rangeShare(range: ClassRange): number {
  return comboCount(range) / 1326;
}
