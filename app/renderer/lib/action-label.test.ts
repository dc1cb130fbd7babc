import { describe, expect, it } from 'vitest';
import { actionKeys, actionLabel, actionPhrase, type ActionLike } from './action-label.ts';

describe('action labels', () => {
  it.each([
    [{ type: 'check', node_token: 'x' }, 'Check'],
    [{ type: 'fold', node_token: 'f' }, 'Fold'],
    [{ type: 'call', node_token: 'c', amount: 2.5 }, 'Call 2.5'],
    [{ type: 'bet', node_token: 'b2.5', amount: 2.5, pot_pct: 0.33 }, 'Bet 2.5 (33%)'],
    [{ type: 'bet', node_token: 'b2.5', amount: 2.5 }, 'Bet 2.5'],
    [{ type: 'raise', node_token: 'r11', amount: 11, pot_pct: 0.75 }, 'Raise to 11 (75%)'],
  ] as Array<[ActionLike, string]>)('%j reads %s', (action, label) => {
    expect(actionLabel(action)).toBe(label);
  });

  it('takes a pot fraction computed by the caller', () => {
    expect(actionLabel({ type: 'bet', node_token: 'b5', amount: 5 }, 0.5)).toBe('Bet 5 (50%)');
  });

  it.each([
    [{ type: 'check' }, 'checks'],
    [{ type: 'bet', amount: 2.5 }, 'bets 2.5'],
    [{ type: 'raise', amount: 11 }, 'raises to 11'],
    [{ type: 'call', amount: 11 }, 'calls 11'],
    [{ type: 'fold' }, 'folds'],
  ] as const)('phrases %j as %s', (action, phrase) => {
    expect(actionPhrase(action)).toBe(phrase);
  });

  it('names columns uniquely, adding the token only where a name repeats', () => {
    const actions: ActionLike[] = [
      { type: 'fold', node_token: 'f' },
      { type: 'call', node_token: 'c', amount: 5 },
      { type: 'raise', node_token: 'r100', amount: 100 },
      { type: 'raise', node_token: 'b100', amount: 100 },
    ];
    expect(actionKeys(actions)).toEqual(['fold', 'call', 'raise 100 [r100]', 'raise 100 [b100]']);
  });
});
