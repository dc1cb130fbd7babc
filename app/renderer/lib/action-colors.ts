// One colour per action of a node, the same in the matrix, mix bars and legends:
// fold blue, check and call green, bets and raises red from light (smallest) to dark
// (largest). Colours are chosen to read on the light and the dark theme alike.
import type { ActionType } from '../../shared/contract/responses.ts';

export interface ColourableAction {
  type: ActionType;
  amount?: number;
}

export const FOLD_COLOUR = 'hsl(212 62% 52%)';
export const PASSIVE_COLOUR = 'hsl(145 48% 40%)';
const AGGRESSIVE_HUE = 2;
const LIGHTEST = 66;
const DARKEST = 30;

/** CSS colours, one per action, in the order given. */
export function actionColours(actions: readonly ColourableAction[]): string[] {
  const aggressive = actions
    .map((action, index) => ({ action, index }))
    .filter(({ action }) => action.type === 'bet' || action.type === 'raise')
    .sort((a, b) => (a.action.amount ?? 0) - (b.action.amount ?? 0) || a.index - b.index);
  const colours: string[] = actions.map((action) => (action.type === 'fold' ? FOLD_COLOUR : PASSIVE_COLOUR));
  aggressive.forEach(({ index }, rank) => {
    colours[index] = aggressiveColour(rank, aggressive.length);
  });
  return colours;
}

/** The rank-th smallest of `count` bets/raises: one alone sits mid-scale. */
export function aggressiveColour(rank: number, count: number): string {
  const t = count <= 1 ? 0.5 : rank / (count - 1);
  const lightness = Math.round(LIGHTEST + (DARKEST - LIGHTEST) * t);
  return `hsl(${AGGRESSIVE_HUE} 70% ${lightness}%)`;
}
