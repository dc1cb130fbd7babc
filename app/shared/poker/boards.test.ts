import { describe, expect, it } from 'vitest';
import { PokerInputError, parseCards } from './cards.ts';
import { checkNoOverlap, parseBoard, parseFlop, parseHand } from './boards.ts';

describe('boards', () => {
  it('parseFlop keeps the written order and is case-insensitive', () => {
    expect(parseFlop('AsKd7h')).toEqual(parseCards('AsKd7h'));
    expect(parseFlop('asKD7H')).toEqual(parseCards('AsKd7h'));
  });

  it.each([
    ['AsAsKd', 'flop "AsAsKd" repeats As'],
    ['AsKd', 'flop "AsKd" is not 3 cards'],
    ['AsKd7h2c', 'flop "AsKd7h2c" is not 3 cards'],
    ['AsKx7h', 'flop "AsKx7h"'],
    ['asKdAS', 'flop "asKdAS" repeats As'],
  ])('parseFlop rejects "%s"', (text, message) => {
    expect(() => parseFlop(text)).toThrow(PokerInputError);
    expect(() => parseFlop(text)).toThrow(message);
  });

  it.each([
    ['AhKd', [50, 45]],
    ['2c2d', [0, 1]],
  ])('parseHand(%s)', (text, cards) => {
    expect(parseHand(text)).toEqual(cards);
  });

  it.each([
    ['AhAh', 'hand "AhAh" repeats Ah'],
    ['Ah', 'hand "Ah" is not 2 cards'],
    ['AhK', 'hand "AhK"'],
  ])('parseHand rejects "%s"', (text, message) => {
    expect(() => parseHand(text)).toThrow(message);
  });

  type BoardArgs = [string, (string | null)?, (string | null)?];
  it.each<[BoardArgs, string]>([
    [['AsKd7h'], 'AsKd7h'],
    [['AsKd7h', '2c'], 'AsKd7h2c'],
    [['AsKd7h', '2c', '3d'], 'AsKd7h2c3d'],
    [['AsKd7h', null, null], 'AsKd7h'],
  ])('parseBoard(%j) gives street order', (args, cards) => {
    expect(parseBoard(...args)).toEqual(parseCards(cards));
  });

  it.each<[BoardArgs, string]>([
    [['AsKd7h', 'As'], 'repeats As'],
    [['AsKd7h', '2c', '2C'], 'repeats 2c'],
    [['AsKd7h', undefined, '2c'], 'river "2c" given without a turn'],
    [['AsKd7h', '2x'], 'turn "2x"'],
    [['AsKd7h', '2c', 'zz'], 'river "zz"'],
  ])('parseBoard rejects %j', (args, message) => {
    expect(() => parseBoard(...args)).toThrow(message);
  });

  it('checkNoOverlap names the shared card', () => {
    expect(() => checkNoOverlap(parseHand('AhKd'), parseFlop('2c3c4c'))).not.toThrow();
    expect(() => checkNoOverlap(parseHand('AhKd'), parseFlop('2cKd4c'))).toThrow('hand "AhKd" shares Kd with board "2cKd4c"');
    expect(() => checkNoOverlap([5, 5], [])).toThrow('repeats');
  });
});
