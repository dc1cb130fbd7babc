// Preflop decisions of the fallback engine: a mix over fold, check, call and raise for
// any seat of a 2..10 handed table.
//
// Which rule answers (first match):
// 1. Short stacks (effective stack <= 15 unanted big blinds): push/fold from the chart.
//    Unopened or limped: shove with the chart of k + limpers players behind; facing a
//    raise: call (or re-shove when that is legal and the raiser is not all-in) with the
//    chart's calling frequency for the hero's slot (bb, sb, other).
// 2. Unopened: raise with the seat's open range (fish: raise what a reg would open, limp
//    the rest of the fish range).
// 3. Limped: iso-raise with the iso range; over-limp (regs: pairs and suited hands of
//    the open range that are not iso-raised; fish: the whole rest of the open range);
//    the big blind checks what it does not raise.
// 4. Facing one raise, first to act on it: the chart's 3-bet and flat ranges of the pair;
//    callers and limpers make it a squeeze (3-bet range shrunk, the rest flats).
// 5. The opener facing a 3-bet: the chart's 4-bet and call ranges of the pair.
// 6. Anything else (cold 4-bets, 5-bets, limp-raises, ...): the equity rule against the
//    last raiser's range (raise-ranges.ts).
// Frequencies are range memberships (class weights, with blends at resized edges and
// chart thresholds); the route rounds them so that they sum to exactly 1.
import type { Pool } from '../../../../solver/profiles/pool-profile.ts';
import { comboIndex, handClassOf, handClassRanks } from '../../../../shared/poker/combos.ts';
import { heroOf, type ReplayedTable } from '../../replay/table.ts';
import type { ActionWeights } from '../records.ts';
import { PREFLOP_RULES } from '../rules.ts';
import { classEquityVsRange } from '../tables/preflop-tables.ts';
import type { CallerSlot } from '../tables/push-fold.ts';
import { poolRanges, scaleRange } from './pool-ranges.ts';
import { callFrequency, pushFrequency, unantedStackBb } from './push-fold-rule.ts';
import {
  anteWidening,
  isoRange,
  openRangeWithAntes,
  raiserRange,
  vsOpenEntry,
  vsThreeBetEntry,
  type RaiseStep,
} from './raise-ranges.ts';

export interface PreflopDecision {
  weights: ActionWeights;
  /** Raise-to wanted (before the legal clamp); null when the mix never raises. */
  raiseToBb: number | null;
  /** Which rule answered (for the audit block and tests). */
  rule: string;
}

const { sizes, equityRule } = PREFLOP_RULES;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const ramp = (x: number) => clamp01(x + 0.5);

function mix(raise: number, call: number, rest: 'fold' | 'check' = 'fold'): ActionWeights {
  const r = clamp01(raise);
  const c = clamp01(Math.min(call, 1 - r));
  const weights: ActionWeights = { fold: 0, check: 0, call: c, raise: r };
  weights[rest] = Math.max(0, 1 - r - c);
  return weights;
}

interface Spot {
  table: ReplayedTable;
  pool: Pool;
  handClass: number;
  kOf: (seat: number) => number;
  steps: RaiseStep[];
  widening: number;
}

/** The raises of the line: raiser's players behind and the calls each was made over. */
function raiseSteps(table: ReplayedTable, kOf: (seat: number) => number): RaiseStep[] {
  const steps: RaiseStep[] = [];
  let calls = 0;
  for (const action of table.actions) {
    if (action.kind === 'call') calls++;
    if (action.kind === 'raise') {
      steps.push({ k: kOf(action.seat), callsBefore: calls });
      calls = 0;
    }
  }
  return steps;
}

/**
 * The raise-to wanted, or all of it when the stack left would be below a third of the
 * pot after the raise.
 */
function raiseTo(table: ReplayedTable, wantedBb: number): number | null {
  const range = table.legal.raise;
  if (!range) return null;
  const hero = heroOf(table);
  const added = wantedBb - hero.streetBb;
  const left = hero.stackBb - added;
  if (left < (table.potBb + added) * sizes.allInBelowPotShare) return range.maxBb;
  return Math.min(range.maxBb, Math.max(range.minBb, wantedBb));
}

function heroInPositionOf(table: ReplayedTable, villainSeat: number): boolean {
  const order = table.seats.map((seat) => seat.seat);
  return order.indexOf(table.heroSeat) > order.indexOf(villainSeat);
}

/** The size of the next raise of the line (raise number `depth`). */
function nextRaiseSize(spot: Spot, depth: number, callsBefore: number): number | null {
  const { table } = spot;
  const last = table.preflop!.lastRaiseToBb ?? 1;
  const { sizes: chartSizes } = poolRanges(spot.pool);
  if (depth === 2) {
    const ip = heroInPositionOf(table, table.preflop!.aggressorSeat!);
    const times = ip ? chartSizes.threeBetIpTimes : chartSizes.threeBetOopTimes;
    return raiseTo(table, last * times + callsBefore * sizes.squeezePerCallerTimes * last);
  }
  if (depth === 3) return raiseTo(table, last * sizes.fourBetTimes);
  return table.legal.raise?.maxBb ?? null;
}

function shortStack(spot: Spot, effectiveBb: number): PreflopDecision {
  const { table, handClass, kOf } = spot;
  const line = table.preflop!;
  const hero = heroOf(table);
  const allIn = table.legal.raise?.maxBb ?? null;
  if (line.raises === 0) {
    const behind = kOf(hero.seat) + line.limperSeats.length;
    const stack = (effectiveBb * 1.5) / table.potBb;
    const push = pushFrequency(handClass, behind, stack);
    return { weights: mix(push, 0, table.legal.check ? 'check' : 'fold'), raiseToBb: allIn, rule: 'push_fold_open' };
  }
  const raiser = table.seats.find((seat) => seat.seat === line.aggressorSeat)!;
  const slot: CallerSlot = hero.roomPosition === 'bb' || kOf(hero.seat) === 0 ? 'bb' : kOf(hero.seat) === 1 ? 'sb' : 'other';
  const stack = unantedStackBb(Math.min(hero.startStackBb, raiser.startStackBb), table.roundStartPotBb);
  const freq = callFrequency(handClass, Math.max(1, kOf(raiser.seat)), slot, stack);
  const reshove = table.legal.raise !== null && !raiser.allIn && !(table.legal.call?.allIn ?? false);
  return reshove
    ? { weights: mix(freq, 0), raiseToBb: allIn, rule: 'push_fold_reshove' }
    : { weights: mix(0, freq), raiseToBb: null, rule: 'push_fold_call' };
}

function unopened(spot: Spot): PreflopDecision {
  const { table, pool, handClass, kOf } = spot;
  const hero = heroOf(table);
  const k = kOf(hero.seat);
  const open = openRangeWithAntes(pool, k, spot.widening)[handClass];
  const { sizes: chartSizes } = poolRanges(pool);
  const size = hero.roomPosition === 'sb' && table.seats.length > 2 ? chartSizes.sbOpenBb : chartSizes.openBb;
  if (pool === 'fish') {
    const regsOpen = openRangeWithAntes('regs', k, spot.widening)[handClass];
    const raise = Math.min(open, regsOpen);
    return { weights: mix(raise, open - raise), raiseToBb: raiseTo(table, size), rule: 'open_fish' };
  }
  return { weights: mix(open, 0), raiseToBb: raiseTo(table, size), rule: 'open' };
}

function limped(spot: Spot): PreflopDecision {
  const { table, pool, handClass, kOf } = spot;
  const hero = heroOf(table);
  const limpers = table.preflop!.limperSeats.length;
  const k = kOf(hero.seat);
  const iso = isoRange(pool, k, limpers, spot.widening)[handClass];
  const size = raiseTo(table, sizes.isoBb + sizes.isoPerLimperBb * limpers);
  if (table.legal.check) return { weights: mix(iso, 0, 'check'), raiseToBb: size, rule: 'iso_big_blind' };
  const open = openRangeWithAntes(pool, Math.max(1, k), spot.widening)[handClass];
  const { kind } = handClassRanks(handClass);
  const speculative = kind !== 'offsuit';
  const overlimp = pool === 'fish' || speculative ? Math.max(0, open - iso) : 0;
  return { weights: mix(iso, overlimp), raiseToBb: size, rule: 'iso' };
}

function facingOpen(spot: Spot): PreflopDecision | null {
  const { table, pool, handClass, kOf, steps } = spot;
  const entry = vsOpenEntry(pool, kOf(table.heroSeat), steps[0].k);
  if (!entry) return null;
  const calls = table.preflop!.callerSeats.length + table.preflop!.limperSeats.length;
  let threeBet = entry.threeBet[handClass];
  let flat = entry.flat[handClass];
  if (calls > 0) {
    const squeeze = scaleRange(entry.threeBet, PREFLOP_RULES.ranges.squeezeShrinkPerCaller ** calls, poolRanges(pool).ranking)[handClass];
    flat = Math.min(1, flat + threeBet - squeeze);
    threeBet = squeeze;
  }
  const size = nextRaiseSize(spot, 2, calls);
  return { weights: mix(threeBet, flat), raiseToBb: size, rule: calls > 0 ? 'squeeze' : 'vs_open' };
}

function facingThreeBet(spot: Spot): PreflopDecision | null {
  const { table, pool, handClass, kOf } = spot;
  const entry = vsThreeBetEntry(pool, kOf(table.heroSeat), spot.steps[1].k);
  if (!entry) return null;
  return { weights: mix(entry.fourBet[handClass], entry.call[handClass]), raiseToBb: nextRaiseSize(spot, 3, 0), rule: 'vs_3bet' };
}

/** Equity rule against the last raiser's range. */
function byEquity(spot: Spot): PreflopDecision {
  const { table, pool, handClass, steps } = spot;
  const depth = steps.length;
  const villain = raiserRange(pool, steps, depth, spot.widening);
  const equity = classEquityVsRange(handClass, villain);
  const raiser = table.seats.find((seat) => seat.seat === table.preflop!.aggressorSeat)!;
  const price = table.toCallBb / (table.potBb + table.toCallBb);
  const closesAllIn = raiser.allIn || (table.legal.call?.allIn ?? false);
  const realization = pool === 'fish' || closesAllIn ? equityRule.realization.fish : heroInPositionOf(table, raiser.seat) ? equityRule.realization.ip : equityRule.realization.oop;
  const raise = ramp((equity - equityRule.raiseEquity[pool]) / equityRule.raiseBand);
  const call = ramp((equity * realization - price) / equityRule.callBand);
  const callsSinceRaise = table.preflop!.callerSeats.length;
  return {
    weights: mix(raise, (1 - raise) * call),
    raiseToBb: nextRaiseSize(spot, depth + 1, callsSinceRaise),
    rule: `equity_vs_raise_${depth}`,
  };
}

export function decidePreflop(table: ReplayedTable, pool: Pool): PreflopDecision {
  const hero = heroOf(table);
  const handClass = handClassOf(comboIndex(table.hand[0], table.hand[1]));
  const order = table.preflopOrder;
  const kOf = (seat: number) => order.length - 1 - order.indexOf(seat);
  const steps = raiseSteps(table, kOf);
  const spot: Spot = { table, pool, handClass, kOf, steps, widening: anteWidening(table.roundStartPotBb) };
  const line = table.preflop!;

  const others = table.seats.filter((seat) => !seat.folded && seat.seat !== hero.seat);
  const effectiveBb = Math.min(hero.startStackBb, Math.max(...others.map((seat) => seat.startStackBb)));
  if (unantedStackBb(effectiveBb, table.roundStartPotBb) <= PREFLOP_RULES.shortStackBb) return shortStack(spot, effectiveBb);

  const heroActed = table.actions.some((action) => action.seat === hero.seat);
  if (line.raises === 0) return line.limperSeats.length === 0 ? unopened(spot) : limped(spot);
  if (line.raises === 1 && !heroActed) return facingOpen(spot) ?? byEquity(spot);
  if (line.raises === 2 && line.raiserSeats[0] === hero.seat && line.raiserSeats[1] !== hero.seat) {
    return facingThreeBet(spot) ?? byEquity(spot);
  }
  return byEquity(spot);
}
