import { describe, expect, it } from 'vitest';
import { actionColours, aggressiveColour, FOLD_COLOUR, PASSIVE_COLOUR } from './action-colors.ts';

describe('actionColours', () => {
  it('gives fold, check and call their fixed colours', () => {
    expect(actionColours([{ type: 'fold' }, { type: 'call' }])).toEqual([FOLD_COLOUR, PASSIVE_COLOUR]);
    expect(actionColours([{ type: 'check' }])).toEqual([PASSIVE_COLOUR]);
  });

  it('darkens bets and raises with their size, whatever the order given', () => {
    const colours = actionColours([
      { type: 'bet', amount: 10 },
      { type: 'check' },
      { type: 'bet', amount: 2 },
      { type: 'bet', amount: 5 },
    ]);
    const lightness = (colour: string) => Number(/ (\d+)%\)$/.exec(colour)![1]);
    expect(lightness(colours[2])).toBeGreaterThan(lightness(colours[3]));
    expect(lightness(colours[3])).toBeGreaterThan(lightness(colours[0]));
    expect(colours[1]).toBe(PASSIVE_COLOUR);
    expect(new Set(colours).size).toBe(4);
  });

  it('puts a lone bet mid-scale', () => {
    expect(actionColours([{ type: 'bet', amount: 3 }])).toEqual([aggressiveColour(0, 1)]);
    expect(aggressiveColour(0, 1)).toBe('hsl(2 70% 48%)');
  });
});
