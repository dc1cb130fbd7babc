// Labels of actions as a player reads them. Amounts are BB street totals (a raise is a
// raise-to); pot_pct is a fraction of the pot (0.33 = 33%).
import type { ActionType } from '../../shared/contract/responses.ts';
import { formatBb, formatPct } from './format.ts';

export interface ActionLike {
  type: ActionType;
  node_token: string;
  amount?: number;
  pot_pct?: number;
}

/** 'Check', 'Fold', 'Call 2.5', 'Bet 2.5 (33%)', 'Raise to 11 (75%)'. */
export function actionLabel(action: ActionLike, potFraction: number | null = action.pot_pct ?? null): string {
  const pct = potFraction === null ? '' : ` (${formatPct(potFraction)})`;
  switch (action.type) {
    case 'check':
      return 'Check';
    case 'fold':
      return 'Fold';
    case 'call':
      return action.amount === undefined ? 'Call' : `Call ${formatBb(action.amount)}`;
    case 'bet':
      return action.amount === undefined ? 'Bet' : `Bet ${formatBb(action.amount)}${pct}`;
    case 'raise':
      return action.amount === undefined ? 'Raise' : `Raise to ${formatBb(action.amount)}${pct}`;
  }
}

/** What a player did, as a verb phrase: 'checks', 'bets 2.5', 'raises to 11', 'calls 2.5', 'folds'. */
export function actionPhrase(action: Pick<ActionLike, 'type' | 'amount'>): string {
  const amount = action.amount === undefined ? '' : ` ${formatBb(action.amount)}`;
  switch (action.type) {
    case 'check':
      return 'checks';
    case 'fold':
      return 'folds';
    case 'call':
      return `calls${amount}`;
    case 'bet':
      return `bets${amount}`;
    case 'raise':
      return `raises to${amount}`;
  }
}

/**
 * Column or series names for a list of actions, unique within the list: 'check', 'bet 2.5',
 * 'raise 11'; a name that would repeat gets its node token appended ('raise 100 [b100]').
 */
export function actionKeys(actions: readonly ActionLike[]): string[] {
  const names = actions.map((action) =>
    action.amount === undefined || action.type === 'call' ? action.type : `${action.type} ${formatBb(action.amount)}`);
  return names.map((name, index) =>
    names.indexOf(name) === names.lastIndexOf(name) ? name : `${name} [${actions[index].node_token}]`);
}
