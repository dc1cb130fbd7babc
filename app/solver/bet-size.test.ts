import { describe, expect, it } from 'vitest';
import { type BetSize, formatBetSizes, parseBetSize, parseBetSizeConfig, parseBetSizes } from './bet-size.ts';

describe('parseBetSize', () => {
  const ok: [string, boolean, BetSize][] = [
    ['33%', false, { kind: 'potFraction', fraction: 0.33 }],
    ['112.5%', false, { kind: 'potFraction', fraction: 1.125 }],
    ['0%', false, { kind: 'potFraction', fraction: 0 }],
    ['2.5x', true, { kind: 'prevBetMultiple', multiple: 2.5 }],
    ['3X', true, { kind: 'prevBetMultiple', multiple: 3 }],
    ['e', false, { kind: 'geometric', streets: 0, maxPotFraction: Infinity }],
    ['2e', false, { kind: 'geometric', streets: 2, maxPotFraction: Infinity }],
    ['3E150%', true, { kind: 'geometric', streets: 3, maxPotFraction: 1.5 }],
    ['a', false, { kind: 'allIn' }],
    ['A', true, { kind: 'allIn' }],
    ['100c', false, { kind: 'fixedBb', amountBb: 100 }],
    ['2.5c', true, { kind: 'fixedBb', amountBb: 2.5 }],
    [' 75% ', false, { kind: 'potFraction', fraction: 0.75 }],
  ];
  it.each(ok)('parses "%s" (raise=%s)', (text, isRaise, expected) => {
    expect(parseBetSize(text, isRaise)).toEqual(expected);
  });

  const bad: [string, boolean, string][] = [
    ['33', false, 'bet size "33" needs a unit'],
    ['2.5x', false, 'for raises only'],
    ['1x', true, 'greater than 1'],
    ['-30%', false, 'bet size "-30%"'],
    ['+30%', false, 'bet size "+30%"'],
    ['%', false, 'bet size "%"'],
    ['0e', false, 'number of streets'],
    ['2.7e', false, 'number of streets'],
    ['3e7', false, 'percentage'],
    ['1e2e3', false, 'geometric'],
    ['bet', false, 'bet size "bet"'],
    ['1a', false, 'bet size "1a"'],
    ['0c', false, 'positive'],
    ['', false, 'empty'],
  ];
  it.each(bad)('rejects "%s" naming the value', (text, isRaise, message) => {
    expect(() => parseBetSize(text, isRaise)).toThrow(message);
  });
});

describe('parseBetSizes', () => {
  it('parses a comma-separated list in a fixed order and allows a trailing comma', () => {
    expect(parseBetSizes('a, 75%, 33%,', false)).toEqual([
      { kind: 'potFraction', fraction: 0.33 },
      { kind: 'potFraction', fraction: 0.75 },
      { kind: 'allIn' },
    ]);
  });
  it('parses the empty string as no sizes', () => {
    expect(parseBetSizes('', false)).toEqual([]);
  });
  it('rejects an empty element in the middle', () => {
    expect(() => parseBetSizes('33%,,75%', false)).toThrow('empty');
  });
  it.each(['33%, 75%, a', '2.5x, 45%, e', '100c, 2e150%'])('round-trips "%s"', (text) => {
    const sizes = parseBetSizes(text, true);
    expect(parseBetSizes(formatBetSizes(sizes), true)).toEqual(sizes);
  });
});

describe('parseBetSizeConfig', () => {
  it('applies one street spec to both players and keeps per-player specs apart', () => {
    const config = parseBetSizeConfig({
      flop: { bet: '52%', raise: '45%' },
      turn: { oop: { bet: '33%' }, ip: { bet: '75%', raise: '2.5x' } },
    });
    expect(config.flop[0]).toEqual(config.flop[1]);
    expect(config.turn[0].bet).toEqual([{ kind: 'potFraction', fraction: 0.33 }]);
    expect(config.turn[1].raise).toEqual([{ kind: 'prevBetMultiple', multiple: 2.5 }]);
    expect(config.river[0].bet).toEqual([]);
    expect(config.turnDonk).toBeNull();
    expect(config.raiseCap).toBeNull();
  });
  it('reads an empty donk list as "no donk bets"', () => {
    expect(parseBetSizeConfig({ turnDonk: '' }).turnDonk).toEqual([]);
  });
  it('names the street and player of a bad size', () => {
    expect(() => parseBetSizeConfig({ river: { ip: { bet: '70' } } })).toThrow('river ip: bet size "70" needs a unit');
  });
  it('rejects a negative threshold and a fractional raise cap', () => {
    expect(() => parseBetSizeConfig({ mergingThreshold: -1 })).toThrow('merging threshold -1');
    expect(() => parseBetSizeConfig({ raiseCap: 1.5 })).toThrow('raise cap 1.5');
  });
  it('rejects a multiple as an opening bet size', () => {
    expect(() => parseBetSizeConfig({ flop: { bet: '3x' } })).toThrow('flop sizes: bet size "3x"');
  });
});
