import { describe, expect, it } from 'vitest';
import { gridMove } from './grid-navigation.ts';

describe('gridMove in a 4 x 13 grid', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 12, 12],
    ['ArrowLeft', 13, 13],
    ['ArrowLeft', 14, 13],
    ['ArrowDown', 5, 18],
    ['ArrowDown', 44, 44],
    ['ArrowUp', 18, 5],
    ['ArrowUp', 5, 5],
    ['Home', 20, 13],
    ['End', 20, 25],
    ['PageUp', 44, 5],
    ['PageDown', 5, 44],
  ])('%s from %d goes to %d', (key, from, to) => {
    expect(gridMove(from, key, 4, 13)).toBe(to);
  });

  it('lets other keys through', () => {
    expect(gridMove(0, 'Enter', 4, 13)).toBeNull();
    expect(gridMove(0, 'a', 4, 13)).toBeNull();
  });
});
