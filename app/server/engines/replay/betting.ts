// One street of no-limit betting: who acts next, what is legal, and applying an action.
//
// Rules (no-limit hold'em as rooms deal it):
// - The street is over when every player not folded and not all-in has acted since the
//   last full raise and matched the bet (or when at most one such player is left and
//   nothing is to call).
// - A bet is at least 1 BB, a raise at least the last full bet/raise increment above the
//   bet; less only as an all-in. A short all-in raise does not reopen the betting: a
//   player who already acted may then only call or fold.
// - Fold only when facing a bet; check only when nothing is to call; call only when
//   something is to call; raise only when some other player could still answer it.
// Amounts are street totals in BB; sums are rounded to 1e-6 BB so that float noise never
// makes 2.1 + 0.9 differ from 3.
import type { ActionKind, LegalActions, ReplayedAction, Street, TableSeat } from './table.ts';

export const BIG_BLIND_BB = 1;
const EPS = 1e-6;

export function roundBb(bb: number): number {
  return Math.round(bb * 1e6) / 1e6;
}

export interface IncomingAction {
  kind: ActionKind;
  amountBb?: number;
}

export type ApplyResult = { ok: true; action: Omit<ReplayedAction, 'historyIndex'> } | { ok: false; why: string };

export class StreetBetting {
  currentBetBb: number;
  minRaiseIncrementBb: number;
  private lastActorPos = -1;
  private seq = 0;
  private lastFullRaiseSeq = 0;
  /** seat index -> seq of its last action on this street. */
  private readonly actedSeq = new Map<number, number>();

  constructor(
    readonly street: Street,
    /** Every seat of the table (shared, mutated). */
    private readonly seats: TableSeat[],
    /** Indexes into seats, in acting order for this street. */
    readonly order: number[],
    /** The pot before the street's first chip (dead money and earlier streets). */
    private readonly potOutsideStreetBb: () => number,
    opening: { currentBetBb: number; minRaiseIncrementBb: number },
  ) {
    this.currentBetBb = opening.currentBetBb;
    this.minRaiseIncrementBb = opening.minRaiseIncrementBb;
  }

  /** Players neither folded nor all-in. */
  activeCount(): number {
    return this.seats.filter((seat) => !seat.folded && !seat.allIn).length;
  }

  private needsToAct(index: number): boolean {
    const seat = this.seats[index];
    if (seat.folded || seat.allIn) return false;
    const behind = seat.streetBb < this.currentBetBb - EPS;
    if (behind) return true;
    // Alone with chips and nothing to call: nobody could answer a bet.
    if (this.activeCount() <= 1) return false;
    return !this.actedSeq.has(index);
  }

  /** Index (into seats) of the player to act; null when the street's betting is over. */
  nextActor(): number | null {
    const n = this.order.length;
    for (let step = 1; step <= n; step++) {
      const pos = (((this.lastActorPos + step) % n) + n) % n;
      if (this.needsToAct(this.order[pos])) return this.order[pos];
    }
    return null;
  }

  private canRaise(index: number): boolean {
    const seat = this.seats[index];
    if (seat.stackBb <= this.currentBetBb - seat.streetBb + EPS) return false;
    const someoneAnswers = this.seats.some((other, i) => i !== index && !other.folded && !other.allIn);
    if (!someoneAnswers) return false;
    const acted = this.actedSeq.get(index);
    return acted === undefined || this.lastFullRaiseSeq > acted;
  }

  legalFor(index: number): LegalActions {
    const seat = this.seats[index];
    const toCall = roundBb(Math.max(0, this.currentBetBb - seat.streetBb));
    const maxTotal = roundBb(seat.streetBb + seat.stackBb);
    const facing = toCall > EPS;
    const legal: LegalActions = { fold: facing, check: !facing, call: null, bet: null, raise: null };
    if (facing) {
      const addBb = roundBb(Math.min(toCall, seat.stackBb));
      legal.call = { toBb: roundBb(seat.streetBb + addBb), addBb, allIn: addBb >= seat.stackBb - EPS };
    }
    if (this.currentBetBb <= EPS) {
      if (seat.stackBb > EPS) legal.bet = { minBb: Math.min(BIG_BLIND_BB, maxTotal), maxBb: maxTotal };
    } else if (this.canRaise(index)) {
      legal.raise = { minBb: Math.min(roundBb(this.currentBetBb + this.minRaiseIncrementBb), maxTotal), maxBb: maxTotal };
    }
    return legal;
  }

  private potNowBb(): number {
    return roundBb(this.potOutsideStreetBb() + this.seats.reduce((sum, seat) => sum + seat.streetBb, 0));
  }

  /** Applies the action of seats[index] (the caller checked it is that seat's turn). */
  apply(index: number, incoming: IncomingAction): ApplyResult {
    const seat = this.seats[index];
    const facingBb = this.currentBetBb;
    const toCall = roundBb(Math.max(0, facingBb - seat.streetBb));
    const maxTotal = roundBb(seat.streetBb + seat.stackBb);
    const potBeforeBb = this.potNowBb();
    const fmt = (bb: number) => String(roundBb(bb));
    let toBb = seat.streetBb;
    let fullRaise = false;

    switch (incoming.kind) {
      case 'fold':
        if (toCall <= EPS) return { ok: false, why: 'folds with nothing to call (it can check)' };
        seat.folded = true;
        break;
      case 'check':
        if (toCall > EPS) return { ok: false, why: `checks facing a bet of ${fmt(facingBb)} (${fmt(toCall)} to call)` };
        break;
      case 'call':
        if (toCall <= EPS) return { ok: false, why: 'calls with nothing to call (it can check)' };
        toBb = roundBb(seat.streetBb + Math.min(toCall, seat.stackBb));
        break;
      case 'bet': {
        const amount = incoming.amountBb ?? NaN;
        if (facingBb > EPS) {
          return { ok: false, why: `bets ${fmt(amount)} facing a bet of ${fmt(facingBb)} (it can call, raise or fold)` };
        }
        if (amount > maxTotal + EPS) return { ok: false, why: `bets ${fmt(amount)} but has only ${fmt(maxTotal)} behind` };
        const allIn = amount >= maxTotal - EPS;
        if (amount < BIG_BLIND_BB - EPS && !allIn) {
          return { ok: false, why: `bets ${fmt(amount)} but the minimum bet is ${BIG_BLIND_BB}` };
        }
        toBb = allIn ? maxTotal : roundBb(amount);
        // Any bet opens the betting; a raise must then add at least max(bet, 1 BB).
        this.minRaiseIncrementBb = Math.max(toBb, BIG_BLIND_BB);
        this.currentBetBb = toBb;
        fullRaise = true;
        break;
      }
      case 'raise': {
        const amount = incoming.amountBb ?? NaN;
        if (facingBb <= EPS) return { ok: false, why: `raises to ${fmt(amount)} with no bet to raise (it can bet)` };
        if (amount > maxTotal + EPS) {
          return { ok: false, why: `raises to ${fmt(amount)} but can put in at most ${fmt(maxTotal)} (all-in)` };
        }
        if (!this.canRaise(index)) {
          if (seat.stackBb <= toCall + EPS) return { ok: false, why: `raises to ${fmt(amount)} but can only call all-in for ${fmt(maxTotal)}` };
          if (!this.seats.some((other, i) => i !== index && !other.folded && !other.allIn)) {
            return { ok: false, why: `raises to ${fmt(amount)} but every other player is all-in (it can only call or fold)` };
          }
          return { ok: false, why: `raises to ${fmt(amount)} but the betting was not reopened (a short all-in raise; it can only call or fold)` };
        }
        const allIn = amount >= maxTotal - EPS;
        const minTo = roundBb(facingBb + this.minRaiseIncrementBb);
        if (amount <= facingBb + EPS || (amount < minTo - EPS && !allIn)) {
          return { ok: false, why: `raises to ${fmt(amount)} but the minimum raise is to ${fmt(minTo)}` };
        }
        toBb = allIn ? maxTotal : roundBb(amount);
        const increment = roundBb(toBb - facingBb);
        fullRaise = increment >= this.minRaiseIncrementBb - EPS;
        if (fullRaise) this.minRaiseIncrementBb = increment;
        this.currentBetBb = toBb;
        break;
      }
    }

    const addedBb = roundBb(toBb - seat.streetBb);
    seat.streetBb = toBb;
    seat.stackBb = roundBb(seat.stackBb - addedBb);
    seat.investedBb = roundBb(seat.investedBb + addedBb);
    const allIn = addedBb > 0 && seat.stackBb <= EPS;
    if (allIn) {
      seat.stackBb = 0;
      seat.allIn = true;
    }
    this.seq++;
    this.actedSeq.set(index, this.seq);
    if (fullRaise) this.lastFullRaiseSeq = this.seq;
    this.lastActorPos = this.order.indexOf(index);
    return {
      ok: true,
      action: {
        street: this.street,
        seat: seat.seat,
        kind: incoming.kind,
        toBb,
        addedBb,
        facingBb,
        potBeforeBb,
        allIn,
        fullRaise: (incoming.kind === 'bet' || incoming.kind === 'raise') && fullRaise,
      },
    };
  }
}
