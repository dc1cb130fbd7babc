// Action records of engine answers (data.actions[]), built from a replayed table.
//
// Tokens: x, c, f, b<amount> for a bet, r<amount> for a raise (raise-to), and b<total>
// for an all-in raise over a bet, as the trees key it: node + '-' + token stays a valid
// child id. Amounts are street totals in BB: a bet, a raise-to, a call's total after
// calling. pot_pct: a bet over the pot before it; a raise's increment over the pot after
// calling. raise_ratio (full verbosity): raise-to over the bet faced.
import type { ActionRecord } from '../../../shared/contract/responses.ts';
import { formatAmount } from '../../../shared/poker/node-id.ts';
import { exactMix } from '../frequencies.ts';
import type { LegalActions, ReplayedTable } from '../replay/table.ts';

export type MixKind = 'fold' | 'check' | 'call' | 'raise';
/** An action mix before rounding: non-negative weights; `raise` is a bet when nothing is bet. */
export type ActionWeights = Record<MixKind, number>;

const EPS = 1e-9;
const round4 = (value: number) => Math.round(value * 10000) / 10000;

/**
 * A bet or raise-to amount made legal: within [min, max] of the legal range, on the cent
 * (rounded up when rounding would fall below the minimum), exactly the stack when all-in.
 */
export function legalAmount(range: { minBb: number; maxBb: number }, wantedBb: number): number {
  if (wantedBb >= range.maxBb - 0.005) return range.maxBb;
  let amount = Math.round(wantedBb * 100) / 100;
  if (amount < range.minBb - EPS) amount = Math.ceil(range.minBb * 100 - 1e-6) / 100;
  return Math.min(amount, range.maxBb);
}

/** Moves weight the table does not allow to the closest legal action. */
export function legalWeights(legal: LegalActions, weights: ActionWeights): ActionWeights {
  const out = { ...weights };
  const canAggress = legal.bet !== null || legal.raise !== null;
  if (!canAggress) {
    if (legal.call) out.call += out.raise;
    else out.check += out.raise;
    out.raise = 0;
  }
  if (!legal.call) {
    out.check += out.call;
    out.call = 0;
  }
  // Never fold when checking is free.
  if (legal.check) {
    out.check += out.fold;
    out.fold = 0;
  }
  if (!legal.check && out.check > 0) {
    out.fold += out.check;
    out.check = 0;
  }
  return out;
}

function aggressiveRecord(table: ReplayedTable, amountBb: number, frequency: number, full: boolean): ActionRecord {
  const { legal } = table;
  if (legal.bet) {
    return { type: 'bet', node_token: `b${formatAmount(amountBb)}`, frequency, amount: amountBb, pot_pct: round4(amountBb / table.potBb) };
  }
  const range = legal.raise!;
  const allIn = amountBb >= range.maxBb - EPS;
  const potAfterCall = table.potBb + table.toCallBb;
  const record: ActionRecord = {
    type: 'raise',
    node_token: `${allIn ? 'b' : 'r'}${formatAmount(amountBb)}`,
    frequency,
    amount: amountBb,
    pot_pct: round4((amountBb - table.currentBetBb) / potAfterCall),
  };
  if (full) record.raise_ratio = round4(amountBb / table.currentBetBb);
  return record;
}

/**
 * The action records of a mix: legal actions with positive weight, in tree order (fold,
 * check, call, bet/raise), frequencies rounded so that they sum to exactly 1.
 */
export function actionRecords(table: ReplayedTable, weights: ActionWeights, aggressionBb: number | null, full: boolean): ActionRecord[] {
  const legalMix = legalWeights(table.legal, weights);
  const kinds = (['fold', 'check', 'call', 'raise'] as const).filter((kind) => legalMix[kind] > EPS);
  if (kinds.length === 0) kinds.push(table.legal.check ? 'check' : 'fold');
  const frequencies = exactMix(kinds.map((kind) => legalMix[kind]));
  const records: ActionRecord[] = [];
  kinds.forEach((kind, i) => {
    const frequency = frequencies[i];
    if (frequency <= 0 && kinds.length > 1) return;
    if (kind === 'fold') records.push({ type: 'fold', node_token: 'f', frequency });
    else if (kind === 'check') records.push({ type: 'check', node_token: 'x', frequency });
    else if (kind === 'call') records.push({ type: 'call', node_token: 'c', frequency, amount: table.legal.call!.toBb });
    else {
      const range = (table.legal.bet ?? table.legal.raise)!;
      records.push(aggressiveRecord(table, legalAmount(range, aggressionBb ?? range.minBb), frequency, full));
    }
  });
  return records;
}

