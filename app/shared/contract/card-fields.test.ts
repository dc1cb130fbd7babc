import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type BoardText, boardIssues, cardField, flopField, handClassField, handField, normalisedCardField } from './card-fields.ts';
import { issuesOf } from './test-helpers.ts';

describe('card fields accept any case', () => {
  it.each([
    ['turn', cardField('turn'), 'Ah'],
    ['turn lower case', cardField('turn'), 'ah'],
    ['turn upper case', cardField('turn'), 'AH'],
    ['ten', cardField('river'), 'tc'],
    ['flop', flopField, 'AsKd7h'],
    ['flop mixed case, any suit order', flopField, '7hasKD'],
    ['hand', handField, 'QhQd'],
    ['hand lower case', handField, 'qhqd'],
  ] as [string, z.ZodType, string][])('%s %s', (_name, schema, value) => {
    expect(issuesOf(schema, value)).toEqual([]);
  });
});

describe('card fields reject with the bad value named', () => {
  it.each([
    ['card of 3 chars', cardField('turn'), 'Ahh', 'invalid_format', 'turn "Ahh" is not a card (rank 2-9TJQKA then suit cdhs, e.g. Ah)'],
    ['card with a bad suit', cardField('river'), 'Ax', 'invalid_format', 'river "Ax" is not a card (rank 2-9TJQKA then suit cdhs, e.g. Ah)'],
    ['card 10h', cardField('turn'), '10', 'invalid_format', 'turn "10" is not a card (rank 2-9TJQKA then suit cdhs, e.g. Ah)'],
    ['flop of 2 cards', flopField, 'AsKd', 'invalid_format', 'flop "AsKd" is not 3 cards (6 characters)'],
    ['flop with a bad card', flopField, 'AsKd1h', 'invalid_format', 'flop "AsKd1h": card "1h" is not a card (rank then suit, e.g. Ah)'],
    ['flop repeating a card', flopField, 'AsAsKd', 'custom', 'flop "AsAsKd" repeats As'],
    ['flop repeating a card in another case', flopField, 'asAsKd', 'custom', 'flop "asAsKd" repeats As'],
    ['hand of 3 cards', handField, 'AhKdQc', 'invalid_format', 'hand "AhKdQc" is not 2 cards (4 characters)'],
    ['hand of two identical cards', handField, 'AhAh', 'custom', 'hand "AhAh" repeats Ah'],
    ['hand not a string', handField, 12, 'invalid_type', 'hand must be a string of 2 cards such as AhKd, not 12'],
  ] as [string, z.ZodType, unknown, string, string][])('%s', (_name, schema, value, code, message) => {
    expect(issuesOf(schema, value)).toEqual([{ path: '', code, message }]);
  });
});

describe('answer card fields are normalised', () => {
  it.each([
    ['Ah', true],
    ['ah', false],
    ['AH', false],
  ])('card %s accepted: %s', (text, ok) => {
    expect(normalisedCardField.safeParse(text).success).toBe(ok);
  });

  it.each([
    ['AA', true],
    ['AKs', true],
    ['AKo', true],
    ['AKx', false],
    ['aks', false],
  ])('hand class %s accepted: %s', (text, ok) => {
    expect(handClassField.safeParse(text).success).toBe(ok);
  });
});

describe('boardIssues', () => {
  it.each([
    ['a full board and a hand', { flop: 'AsKd7h', turn: '2c', river: '3d', hand: 'QhQd' }],
    ['a flop alone', { flop: 'AsKd7h' }],
    ['no hand (discovery)', { flop: 'AsKd7h', turn: '2c' }],
  ] as [string, BoardText][])('finds nothing wrong with %s', (_name, fields) => {
    expect(boardIssues(fields)).toEqual([]);
  });

  it.each([
    ['a river without turn', { flop: 'AsKd7h', river: '2c' }, ['river'], 'river "2c" requires turn'],
    ['a turn repeating a flop card', { flop: 'AsKd7h', turn: 'kd' }, ['turn'], 'turn "kd" repeats Kd from flop "AsKd7h"'],
    ['a river repeating the turn', { flop: 'AsKd7h', turn: '2c', river: '2C' }, ['river'], 'river "2C" repeats 2c from board "AsKd7h2c"'],
    ['a hand sharing a flop card', { flop: 'AsKd7h', hand: 'AsQd' }, ['hand'], 'hand "AsQd" shares As with board "AsKd7h"'],
    ['a hand sharing the river', { flop: 'AsKd7h', turn: '2c', river: '3d', hand: '3dQd' }, ['hand'], 'hand "3dQd" shares 3d with board "AsKd7h2c3d"'],
  ] as [string, BoardText, string[], string][])('names %s', (_name, fields, path, message) => {
    expect(boardIssues(fields)).toEqual([{ path, message }]);
  });

  it('skips fields that do not parse on their own (already reported by their schema)', () => {
    expect(boardIssues({ flop: 'AsAsKd', turn: 'As', hand: 'AsQd' })).toEqual([]);
    expect(boardIssues({ flop: 'AsKd7h', turn: 'zz', hand: 'zzzz' })).toEqual([]);
  });
});
