// Preflop ranges of a pool (regs, fish) at any table size, from the pool profiles
// (app/solver/profiles): opens per 6-max seat, flats and 3-bets against each open,
// continues and 4-bets against each 3-bet.
//
// A range here is a ClassRange: for each of the 169 classes, the fraction of its combos
// in the range (0..1). Profiles are 6-max; other tables map by the number of players
// still to act behind a seat (k):
//   k = 1 small blind (and the heads-up button), 2 btn, 3 co, 4 hj, 5 utg;
//   k >= 6: the utg range tightened to f(k) of all hands, where ln f is the least-squares
//   line of ln f against ln k over the profile's btn, co, hj and utg opens.
// Resizing keeps the order of a pool ranking: a class ranks by how many of the profile's
// five open ranges hold it, ties broken by its all-in equity against a random hand.
// Tightening drops the lowest-ranked classes first; the class at the edge keeps the
// fraction that hits the target exactly (the blend at the range edge).
import { loadPoolProfile, type Pool } from '../../../../solver/profiles/pool-profile.ts';
import { NUM_COMBOS, NUM_HAND_CLASSES, handClassOf, handClassRanks } from '../../../../shared/poker/combos.ts';
import { parseRange } from '../../../../shared/poker/ranges.ts';
import { EQUITY_VS_RANDOM } from '../tables/preflop-tables.ts';

export type ClassRange = Float64Array;
/** The seats of the profile charts. */
export type ProfileSeat = 'early' | 'co' | 'btn' | 'sb' | 'bb';
type OpenSeat = 'utg' | 'hj' | 'co' | 'btn' | 'sb';

const N = NUM_HAND_CLASSES;
/** Combos per class: 6 for a pair, 4 suited, 12 offsuit. */
export const CLASS_COMBOS: Float64Array = Float64Array.from({ length: N }, (_, c) => {
  const { kind } = handClassRanks(c);
  return kind === 'pair' ? 6 : kind === 'suited' ? 4 : 12;
});

export function comboCount(range: ClassRange): number {
  let total = 0;
  for (let c = 0; c < N; c++) total += range[c] * CLASS_COMBOS[c];
  return total;
}

export function classRangeOf(text: string): ClassRange {
  const weights = parseRange(text);
  const range = new Float64Array(N);
  for (let combo = 0; combo < NUM_COMBOS; combo++) range[handClassOf(combo)] += weights[combo];
  for (let c = 0; c < N; c++) range[c] /= CLASS_COMBOS[c];
  return range;
}

export interface PoolRanges {
  pool: Pool;
  sizes: { openBb: number; sbOpenBb: number; threeBetIpTimes: number; threeBetOopTimes: number };
  opens: Record<OpenSeat, ClassRange>;
  /** `<defender>_vs_<opener>`: 3-bets, and flats (calls minus 3-bets). */
  vsOpen: Map<string, { threeBet: ClassRange; flat: ClassRange }>;
  /** `<opener>_vs_<threeBettor>`: 4-bets, and calls (continues minus 4-bets). */
  vsThreeBet: Map<string, { fourBet: ClassRange; call: ClassRange }>;
  /** Classes, strongest first. */
  ranking: number[];
  /** ln f(k) = fitA + fitB ln k for the open fraction at k players behind. */
  fitA: number;
  fitB: number;
}

const cache = new Map<Pool, PoolRanges>();

export function poolRanges(pool: Pool): PoolRanges {
  let ranges = cache.get(pool);
  if (!ranges) {
    ranges = buildPoolRanges(pool);
    cache.set(pool, ranges);
  }
  return ranges;
}

function subtract(a: ClassRange, b: ClassRange): ClassRange {
  return a.map((v, c) => Math.max(0, v - b[c]));
}

function buildPoolRanges(pool: Pool): PoolRanges {
  const { chart } = loadPoolProfile(pool);
  const opens = Object.fromEntries(
    (Object.entries(chart.opens) as Array<[OpenSeat, string]>).map(([seat, text]) => [seat, classRangeOf(text)]),
  ) as Record<OpenSeat, ClassRange>;
  const vsOpen = new Map<string, { threeBet: ClassRange; flat: ClassRange }>();
  for (const [key, entry] of Object.entries(chart.vsOpen)) {
    const threeBet = classRangeOf(entry.threeBet);
    vsOpen.set(key, { threeBet, flat: subtract(classRangeOf(entry.call), threeBet) });
  }
  const vsThreeBet = new Map<string, { fourBet: ClassRange; call: ClassRange }>();
  for (const [key, entry] of Object.entries(chart.vsThreeBet)) {
    const fourBet = classRangeOf(entry.fourBet);
    vsThreeBet.set(key, { fourBet, call: subtract(classRangeOf(entry.continue), fourBet) });
  }
  const score = new Float64Array(N);
  for (const range of Object.values(opens)) for (let c = 0; c < N; c++) score[c] += range[c];
  for (let c = 0; c < N; c++) score[c] += EQUITY_VS_RANDOM[c];
  const ranking = Array.from({ length: N }, (_, c) => c).sort((a, b) => score[b] - score[a] || a - b);

  // Least squares of ln(open fraction) on ln(k) over k = 2..5.
  const points: Array<[number, number]> = (
    [
      [2, opens.btn],
      [3, opens.co],
      [4, opens.hj],
      [5, opens.utg],
    ] as Array<[number, ClassRange]>
  ).map(([k, range]) => [Math.log(k), Math.log(comboCount(range) / NUM_COMBOS)]);
  const meanX = points.reduce((s, [x]) => s + x, 0) / points.length;
  const meanY = points.reduce((s, [, y]) => s + y, 0) / points.length;
  const fitB = points.reduce((s, [x, y]) => s + (x - meanX) * (y - meanY), 0) / points.reduce((s, [x]) => s + (x - meanX) ** 2, 0);
  return { pool, sizes: chart.sizes, opens, vsOpen, vsThreeBet, ranking, fitA: meanY - fitB * meanX, fitB };
}

/**
 * The range resized to `targetCombos` along the ranking: tightening drops the weakest
 * classes of the range first, widening adds the strongest classes outside it first.
 */
export function resizeRange(range: ClassRange, targetCombos: number, ranking: readonly number[]): ClassRange {
  const target = Math.max(0, Math.min(NUM_COMBOS, targetCombos));
  const current = comboCount(range);
  const out = Float64Array.from(range);
  if (Math.abs(current - target) < 1e-9) return out;
  if (target < current) {
    let kept = 0;
    for (const c of ranking) {
      if (out[c] === 0) continue;
      const combos = out[c] * CLASS_COMBOS[c];
      if (kept + combos <= target) kept += combos;
      else {
        out[c] = Math.max(0, (target - kept) / CLASS_COMBOS[c]);
        kept = target;
      }
    }
    return out;
  }
  let total = current;
  for (const c of ranking) {
    if (total >= target) break;
    const room = (1 - out[c]) * CLASS_COMBOS[c];
    const add = Math.min(room, target - total);
    out[c] += add / CLASS_COMBOS[c];
    total += add;
  }
  return out;
}

/** The range scaled by a factor of its combos (see resizeRange). */
export function scaleRange(range: ClassRange, factor: number, ranking: readonly number[]): ClassRange {
  return resizeRange(range, comboCount(range) * factor, ranking);
}

const OPEN_SEAT_BY_K: Record<number, OpenSeat> = { 1: 'sb', 2: 'btn', 3: 'co', 4: 'hj', 5: 'utg' };

const openCache = new Map<string, ClassRange>();

/** The open-raising range of a seat with k players behind (k >= 1), before antes. Shared: do not mutate. */
export function openRange(pool: Pool, k: number): ClassRange {
  const ranges = poolRanges(pool);
  const seat = OPEN_SEAT_BY_K[Math.max(1, k)];
  if (seat) return ranges.opens[seat];
  const key = `${pool}/${k}`;
  let range = openCache.get(key);
  if (!range) {
    const fraction = Math.exp(ranges.fitA + ranges.fitB * Math.log(k));
    range = resizeRange(ranges.opens.utg, fraction * NUM_COMBOS, ranges.ranking);
    openCache.set(key, range);
  }
  return range;
}

/** The open fraction (share of all combos) of a seat with k players behind. */
export function openFraction(pool: Pool, k: number): number {
  return comboCount(openRange(pool, k)) / NUM_COMBOS;
}

/** The profile's open fraction of a chart seat (early = the average of utg and hj). */
export function profileOpenFraction(pool: Pool, seat: ProfileSeat): number {
  const { opens } = poolRanges(pool);
  if (seat === 'early') return (comboCount(opens.utg) + comboCount(opens.hj)) / 2 / NUM_COMBOS;
  if (seat === 'bb') return 0;
  return comboCount(opens[seat]) / NUM_COMBOS;
}

/** The chart seat of a seat with k players behind: bb (k = 0), sb, btn, co, early. */
export function profileSeatOf(k: number): ProfileSeat {
  if (k <= 0) return 'bb';
  if (k === 1) return 'sb';
  if (k === 2) return 'btn';
  if (k === 3) return 'co';
  return 'early';
}
