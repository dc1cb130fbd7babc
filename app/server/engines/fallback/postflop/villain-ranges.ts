// Villain ranges postflop: a starting range from the preflop summary and the pool
// profile, narrowed by every action the villain took on the flop, turn and river.
//
// Starting range (the body's `preflop` summary; positions give each player's k, the
// players behind it preflop):
//   scenario -> the raise depth: limped 0, iso and srp 1, 3bet 2, 4bet 3, 5bet 4;
//   the aggressor (aggressor_seat) holds the range of the raise it made at that depth;
//   a caller holds the chart's flat range against the aggressor (depth 1), the chart's
//   call range against the 3-bet (depth 2), or the range of its own previous raise
//   (depth 3+); in a limped pot a player holds the open range of the sb (the widest
//   playable range) minus what its seat would have raised, the big blind everything
//   but its iso range; without a summary (or without an aggressor) a player holds what
//   its seat opens (the big blind: its flats and 3-bets against the button).
// Narrowing, per action, with the combo's strength on that street's board measured
// against the villain's preflop range (board-strength.ts; a fixed yardstick, so that a
// passive line followed by a bet still reads as strength): bets and raises keep the
// stronger part plus a bluff floor (the bigger the bet, the stronger), calls keep the
// middle, a check behind loses most of the top (the first check of a street is the
// normal check to the raiser and says nothing) (rules.ts).
// Card removal: combos holding the hero's or the board's cards have weight 0.
import type { Pool } from '../../../../solver/profiles/pool-profile.ts';
import type { PostflopBody } from '../../../../shared/contract/strategy-body.ts';
import { preflopScenarioOf } from '../../../../shared/contract/table.ts';
import type { Card } from '../../../../shared/poker/cards.ts';
import { COMBO_CARDS, NUM_COMBOS, handClassOf } from '../../../../shared/poker/combos.ts';
import { preflopRank, roomPositionOf } from '../../replay/positions.ts';
import type { ReplayedTable } from '../../replay/table.ts';
import { openRange, poolRanges, scaleRange, type ClassRange } from '../preflop/pool-ranges.ts';
import { isoRange, raiserRange, vsOpenEntry, vsThreeBetEntry, type RaiseStep } from '../preflop/raise-ranges.ts';
import { POSTFLOP_RULES } from '../rules.ts';
import { boardStrength, strengthInRange } from './board-strength.ts';
// Local aliases: hot loops read them without the module binding indirection.
const CARDS = COMBO_CARDS;

const DEPTH = { limped: 0, iso: 1, srp: 1, '3bet': 2, '4bet': 3, '5bet': 4 } as const;
const N = NUM_COMBOS;
const ramp = (x: number) => Math.min(1, Math.max(0, x + 0.5));

/** Players behind each seat preflop, from the room positions of every listed player. */
function playersBehind(body: PostflopBody): Map<number, number> {
  const behind = new Map<number, number>();
  if (body.players.length === 2) {
    // Heads-up: the big blind (or the first to act postflop) has 0 behind, the button 1.
    const bbIndex = body.players.findIndex((p) => roomPositionOf(p.position) === 'bb');
    body.players.forEach((p, i) => behind.set(p.seat, i === (bbIndex >= 0 ? bbIndex : 0) ? 0 : 1));
    return behind;
  }
  const ranked = body.players.map((p) => ({ seat: p.seat, rank: roomPositionOf(p.position) }));
  const known = ranked.filter((p) => p.rank !== null).sort((a, b) => preflopRank(a.rank!) - preflopRank(b.rank!));
  known.forEach((p, i) => behind.set(p.seat, known.length - 1 - i));
  // A position the replay cannot name plays like a cutoff.
  for (const p of ranked) if (p.rank === null) behind.set(p.seat, 3);
  return behind;
}

const CLASS_OF_COMBO = Uint8Array.from({ length: N }, (_, combo) => handClassOf(combo));

function comboWeights(range: ClassRange): Float32Array {
  const weights = new Float32Array(N);
  for (let combo = 0; combo < N; combo++) weights[combo] = range[CLASS_OF_COMBO[combo]];
  return weights;
}

function unknownLineRange(pool: Pool, k: number): ClassRange {
  if (k > 0) return openRange(pool, k);
  const entry = vsOpenEntry(pool, 0, 2)!;
  return entry.flat.map((v, c) => Math.min(1, v + entry.threeBet[c]));
}

/** The preflop class range of `seat` given the summary. */
export function startingRange(body: PostflopBody, pool: Pool, seat: number): ClassRange {
  const behind = playersBehind(body);
  const k = behind.get(seat)!;
  const scenario = preflopScenarioOf(body.preflop);
  const aggressor = body.preflop?.aggressor_seat;
  const live = body.players.filter((p) => p.in_hand !== false).map((p) => p.seat);
  if (scenario === 'limped') {
    if (k === 0) return isoRange(pool, 0, Math.max(1, live.length - 1), 1).map((v) => 1 - v);
    const wide = openRange(pool, 1);
    const raise = openRange(pool, Math.max(1, k));
    return wide.map((v, c) => Math.max(0, v - raise[c]));
  }
  if (scenario === null || aggressor === undefined || !behind.has(aggressor)) return unknownLineRange(pool, k);
  const depth = DEPTH[scenario];
  const kAgg = behind.get(aggressor)!;
  // The other side of the last raise: the live non-aggressor acting earliest preflop.
  const others = live.filter((s) => s !== aggressor).sort((a, b) => behind.get(b)! - behind.get(a)!);
  const kOther = seat !== aggressor ? k : behind.get(others[0] ?? seat)!;
  const steps: RaiseStep[] = [];
  for (let d = 1; d <= Math.max(depth, 1); d++) {
    // Raises alternate between the aggressor and its opponent, ending with the aggressor.
    const byAggressor = (depth - d) % 2 === 0;
    steps.push({ k: byAggressor ? kAgg : kOther, callsBefore: d === 1 && scenario === 'iso' ? 1 : 0 });
  }
  if (seat === aggressor) return raiserRange(pool, steps, depth, 1);
  if (depth === 1) return vsOpenEntry(pool, k, kAgg)?.flat ?? openRange(pool, Math.max(1, k));
  if (depth === 2) {
    return vsThreeBetEntry(pool, k, kAgg)?.call ?? scaleRange(openRange(pool, Math.max(1, k)), 0.4, poolRanges(pool).ranking);
  }
  return raiserRange(pool, steps, depth - 1, 1);
}

/** Zero weight for combos holding a dead card. */
export function removeDeadCards(weights: Float32Array, dead: readonly Card[]): void {
  const isDead = new Uint8Array(52);
  for (const card of dead) isDead[card] = 1;
  for (let combo = 0; combo < N; combo++) {
    if (isDead[CARDS[2 * combo]] || isDead[CARDS[2 * combo + 1]]) weights[combo] = 0;
  }
}

/** How an action reads: its kind, its size in pots, and whether it was the street's first check. */
interface ActionRead {
  kind: string;
  potsAdded: number;
  firstCheck: boolean;
}

function keepFactor(read: ActionRead, s: number): number {
  const rule = POSTFLOP_RULES.narrowing;
  const aggressive = (from: number) => {
    const threshold = Math.min(rule.maxFrom, from + rule.sizeShift * Math.max(-0.3, read.potsAdded - 0.5));
    return rule.bluffFloor + (1 - rule.bluffFloor) * ramp((s - threshold) / rule.band);
  };
  switch (read.kind) {
    case 'bet':
      return aggressive(rule.betFrom);
    case 'raise':
      return aggressive(rule.raiseFrom);
    case 'call':
      return ramp((s - rule.callFrom) / rule.band) * (1 - rule.callTopCut * ramp((s - rule.callTopFrom) / rule.band));
    case 'check':
      return read.firstCheck ? 1 : 1 - rule.checkTopCut * ramp((s - rule.checkTopFrom) / rule.band);
    default:
      return 1;
  }
}

export interface VillainRange {
  seat: number;
  weights: Float32Array;
}

/** Every live villain's range at the hero's decision. */
export function villainRanges(body: PostflopBody, table: ReplayedTable, pool: Pool): VillainRange[] {
  const dead = [...table.hand, ...table.board];
  const villains = table.seats.filter((seat) => !seat.folded && seat.seat !== table.heroSeat);
  const ranges = new Map<number, Float32Array>();
  for (const villain of villains) {
    const weights = comboWeights(startingRange(body, pool, villain.seat));
    removeDeadCards(weights, dead);
    ranges.set(villain.seat, weights);
  }
  // Strength per street against each villain's preflop range (the fixed yardstick).
  const preflopRanges = new Map([...ranges].map(([seat, weights]) => [seat, Float32Array.from(weights)]));
  const yardsticks = new Map<string, Float64Array>();
  const strengthOf = (seat: number, street: string) => {
    const key = `${seat}/${street}`;
    let strength = yardsticks.get(key);
    if (!strength) {
      const board = table.board.slice(0, street === 'flop' ? 3 : street === 'turn' ? 4 : 5);
      strength = strengthInRange(boardStrength(board), preflopRanges.get(seat)!);
      yardsticks.set(key, strength);
    }
    return strength;
  };
  let street = '';
  let actedOnStreet = 0;
  for (const action of table.actions) {
    if (action.street !== street) {
      street = action.street;
      actedOnStreet = 0;
    }
    const firstCheck = action.kind === 'check' && actedOnStreet === 0;
    actedOnStreet++;
    const weights = ranges.get(action.seat);
    if (!weights || action.kind === 'fold') continue;
    const s = strengthOf(action.seat, action.street);
    const read: ActionRead = { kind: action.kind, potsAdded: action.potBeforeBb > 0 ? action.addedBb / action.potBeforeBb : 0, firstCheck };
    const narrowed = new Float32Array(N);
    let left = 0;
    for (let combo = 0; combo < N; combo++) {
      if (weights[combo] <= 0) continue;
      narrowed[combo] = weights[combo] * keepFactor(read, s[combo]);
      left += narrowed[combo];
    }
    // An action no hand in the range would take: keep the range as it was.
    if (left > 1e-6) ranges.set(action.seat, narrowed);
  }
  return villains.map((villain) => ({ seat: villain.seat, weights: ranges.get(villain.seat)! }));
}
