import { describe, expect, it } from 'vitest';
import { parseCard } from './cards.ts';
import {
  NodeIdError, amountsMatch, formatAmount, formatNodeId, normalizeNodeId, parseAmount, parseNodeId, toCents,
} from './node-id.ts';

describe('node ids', () => {
  it.each([
    ['root', []],
    ['root-x', [{ kind: 'check' }]],
    ['root-x-b2.5-c', [{ kind: 'check' }, { kind: 'bet', amountBb: 2.5 }, { kind: 'call' }]],
    ['root-b100-r250.25-f', [{ kind: 'bet', amountBb: 100 }, { kind: 'raise', amountBb: 250.25 }, { kind: 'fold' }]],
    ['root-b0.5', [{ kind: 'bet', amountBb: 0.5 }]],
    ['root-x-x-turn_Ah-b3', [{ kind: 'check' }, { kind: 'check' }, { kind: 'turn', card: parseCard('Ah') }, { kind: 'bet', amountBb: 3 }]],
    ['root-x-x-turn_Ah-x-x-river_2c', [
      { kind: 'check' }, { kind: 'check' }, { kind: 'turn', card: parseCard('Ah') },
      { kind: 'check' }, { kind: 'check' }, { kind: 'river', card: parseCard('2c') },
    ]],
    ['root-x-x-turn_ah', [{ kind: 'check' }, { kind: 'check' }, { kind: 'turn', card: parseCard('Ah') }]],
  ])('parses "%s"', (text, tokens) => {
    expect(parseNodeId(text)).toEqual(tokens);
  });

  it.each([
    ['', '""'],
    ['Root', '"Root"'],
    ['root-', 'empty token'],
    ['root--x', 'empty token'],
    ['root-b2.50', '"b2.50"'],
    ['root-b2.', '"b2."'],
    ['root-b02', '"b02"'],
    ['root-b+2', '"b+2"'],
    ['root-b1e2', '"b1e2"'],
    ['root-b2.555', '"b2.555"'],
    ['root-b0', '"b0"'],
    ['root-b', '"b"'],
    ['root-b-2', '"b"'],
    ['root-X', '"X"'],
    ['root-k', '"k"'],
    ['root-turn_Ax', '"turn_Ax"'],
    ['root-turn_', '"turn_"'],
    ['root-x-x-turn_Ah-turn_Kd', 'second turn'],
    ['root-x-x-river_Ah', 'before any turn'],
    ['root-x-x-turn_Ah-x-x-river_2c-river_3c', 'second river'],
    ['root-x-x-turn_Ah-x-x-river_AH', 'repeats the turn card'],
    ['root-x' + '-x'.repeat(98), 'at most 200'],
  ])('rejects "%s", naming %s', (text, message) => {
    expect(() => parseNodeId(text)).toThrow(NodeIdError);
    expect(() => parseNodeId(text)).toThrow(message);
  });

  it('names the bad token on the error', () => {
    try {
      parseNodeId('root-x-b2.50-c');
      expect.unreachable();
    } catch (error) {
      expect((error as NodeIdError).token).toBe('b2.50');
    }
  });

  it('accepts exactly 200 characters', () => {
    const text = 'root' + '-x'.repeat(98);
    expect(text).toHaveLength(200);
    expect(parseNodeId(text)).toHaveLength(98);
  });

  it.each([
    'root', 'root-x-b2.5-c-turn_Ah-x-r11-c-river_2c-b0.25',
  ])('formatNodeId(parseNodeId(%s)) gives it back', (text) => {
    expect(formatNodeId(parseNodeId(text))).toBe(text);
  });

  it('normalizes card case', () => {
    expect(normalizeNodeId('root-x-x-turn_aH')).toBe('root-x-x-turn_Ah');
  });

  it.each([
    [2.5, '2.5'],
    [11, '11'],
    [100, '100'],
    [0.25, '0.25'],
    [2.499, '2.5'],
    [2.675, '2.68'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.3'],
    [10.1, '10.1'],
    [0, '0'],
  ])('formatAmount(%s) is %s', (bb, text) => {
    expect(formatAmount(bb)).toBe(text);
  });

  it.each([-1, NaN, Infinity])('formatAmount rejects %s', (bb) => {
    expect(() => formatAmount(bb)).toThrow(String(bb));
  });

  it.each([
    [2.5, 2.5, true],
    [2.5, 2.504, true],
    [2.5, 2.51, false],
    [0.1 + 0.2, 0.3, true],
    [11, 11.004, true],
  ])('amountsMatch(%s, %s) is %s', (a, b, same) => {
    expect(amountsMatch(a, b)).toBe(same);
  });

  it('parseAmount and toCents agree with formatAmount', () => {
    for (let cents = 1; cents < 5000; cents += 7) {
      const text = formatAmount(cents / 100);
      expect(toCents(parseAmount(text))).toBe(cents);
    }
  });
});
