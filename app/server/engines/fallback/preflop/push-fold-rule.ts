// Short stacks: shove or fold, from the generated Nash-like chart (tables/push-fold.ts).
//
// Mix rule: the chart gives each class the largest stack at which it shoves (or calls a
// shove); the frequency blends linearly across a band of 1 BB centred on that stack:
// freq = clamp((threshold - stack) / 1 BB + 1/2, 0, 1). Antes are handled by measuring
// the stack in big blinds of an unanted pot: stack x 1.5 / (1.5 + the antes), the usual
// ratio of stack to what is there to win.
import { PUSH_FOLD_CHART } from '../tables/preflop-tables.ts';
import { MAX_PLAYERS_BEHIND, type CallerSlot } from '../tables/push-fold.ts';
import { PREFLOP_RULES } from '../rules.ts';

const { pushFoldBandBb } = PREFLOP_RULES;

export function chartFrequency(thresholdBb: number, stackBb: number): number {
  return Math.min(1, Math.max(0, (thresholdBb - stackBb) / pushFoldBandBb + 0.5));
}

/** The stack in big blinds of an unanted pot (1.5 BB of blinds). */
export function unantedStackBb(stackBb: number, anteTotalBb: number): number {
  return (stackBb * 1.5) / (1.5 + anteTotalBb);
}

const clampK = (k: number) => Math.min(MAX_PLAYERS_BEHIND, Math.max(1, k));

/** How often a class shoves with k players (or limpers) behind at this stack. */
export function pushFrequency(handClass: number, k: number, stackBb: number): number {
  return chartFrequency(PUSH_FOLD_CHART.push[clampK(k) - 1][handClass], stackBb);
}

/** How often a class calls (or re-shoves over) a shove made with pusherK players behind. */
export function callFrequency(handClass: number, pusherK: number, slot: CallerSlot, stackBb: number): number {
  const slots = PUSH_FOLD_CHART.call[clampK(pusherK) - 1];
  const thresholds = slots[slot] ?? slots.bb!;
  return chartFrequency(thresholds[handClass], stackBb);
}
