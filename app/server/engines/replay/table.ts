// The replayed table: the state of a hand at the hero's decision, rebuilt from a POST
// body's players and history. Plain data (structured-clonable: it crosses to the
// fallback worker threads as is).
//
// Units: BB. Street amounts are street TOTALS, as the contract writes them: a bet or a
// raise is the player's total on the street (raise-to), a call's `toBb` is the total
// after calling. Preflop the blinds count as street chips; antes are dead money (in the
// pot, not in any street total).
import type { Card } from '../../../shared/poker/cards.ts';
import type { RoomPosition } from './positions.ts';

export type Street = 'preflop' | 'flop' | 'turn' | 'river';
export type ActionKind = 'fold' | 'check' | 'call' | 'bet' | 'raise';

export interface TableSeat {
  seat: number;
  /** The position as the body names it. */
  position: string;
  /** The normalised room position; null when the name is not a known one (postflop bodies allow any name). */
  roomPosition: RoomPosition | null;
  /** Chips at the start of the replay: the start of the hand (preflop body) or when the flop opened (postflop body). */
  startStackBb: number;
  /** Chips behind now. */
  stackBb: number;
  /** Chips in on the current street (preflop: blinds included). */
  streetBb: number;
  /** Chips in since the start of the replay (blinds and antes included). */
  investedBb: number;
  folded: boolean;
  allIn: boolean;
}

/** One action of the history as the replay read it. */
export interface ReplayedAction {
  /** Index in body.history. */
  historyIndex: number;
  street: Street;
  seat: number;
  kind: ActionKind;
  /** The actor's street total after the action (check and fold: unchanged). */
  toBb: number;
  /** Chips the action added. */
  addedBb: number;
  /** The bet level faced before the action (the highest street total). */
  facingBb: number;
  /** The pot before the action, every chip included. */
  potBeforeBb: number;
  /** The action put the actor all-in. */
  allIn: boolean;
  /** A bet or raise of at least the minimum (reopens the betting); false for a short all-in. */
  fullRaise: boolean;
}

/** What the player to act may do. Amounts are street totals. */
export interface LegalActions {
  fold: boolean;
  check: boolean;
  /** toBb: the street total after calling (less than the bet when the call is all-in). */
  call: { toBb: number; addBb: number; allIn: boolean } | null;
  /** Only when nothing is bet on the street (postflop). */
  bet: { minBb: number; maxBb: number } | null;
  /** Raise-to bounds; minBb equals maxBb when only an all-in is left. */
  raise: { minBb: number; maxBb: number } | null;
}

/** The preflop line as the replay saw it (preflop bodies only). */
export interface PreflopLine {
  /** Raises so far (the open is 1). */
  raises: number;
  /** Seats that called the big blind before any raise (an SB completion counts). */
  limperSeats: number[];
  /** Seats that called the current raise level (after the last raise). */
  callerSeats: number[];
  /** Seats that raised, in order (a seat may appear twice). */
  raiserSeats: number[];
  /** The last raiser; null before any raise. */
  aggressorSeat: number | null;
  openSizeBb: number | null;
  lastRaiseToBb: number | null;
  /** The second raise came after the open was called (a squeeze). */
  squeeze: boolean;
}

export interface ReplayedTable {
  kind: 'preflop' | 'postflop';
  street: Street;
  /** Board cards so far (empty preflop), in street order. */
  board: Card[];
  hand: [Card, Card];
  /** Every player of the body, in postflop acting order (first to act first). */
  seats: TableSeat[];
  /** Seat numbers in preflop acting order (preflop bodies; postflop bodies: empty). */
  preflopOrder: number[];
  heroSeat: number;
  heroPosition: string;
  /** The player to act: the hero (another seat only when replayed with `anyActor`). */
  toActSeat: number;
  /** Every chip in the pot now: dead money, antes, blinds, the current street's bets. */
  potBb: number;
  /** The pot when the current street started (preflop: the antes). */
  roundStartPotBb: number;
  /** The highest street total (preflop at least the big blind). */
  currentBetBb: number;
  /** Size of the last full bet or raise on the street: the minimum raise increment. */
  minRaiseIncrementBb: number;
  /** Chips the hero needs to add to call (0 when it can check). */
  toCallBb: number;
  legal: LegalActions;
  /** History actions in order (blinds and antes are not actions). */
  actions: ReplayedAction[];
  anteBb: number;
  /** Players not folded (all-in players included). */
  playersInHand: number;
  /** Preflop bodies: the line so far; postflop bodies: null (their summary is body.preflop). */
  preflop: PreflopLine | null;
}

/** Seats still in the hand, in postflop order. */
export function seatsInHand(table: ReplayedTable): TableSeat[] {
  return table.seats.filter((seat) => !seat.folded);
}

export function heroOf(table: ReplayedTable): TableSeat {
  return table.seats.find((seat) => seat.seat === table.heroSeat)!;
}
