import { describe, expect, it } from 'vitest';
import { NodeIdError } from '../../shared/poker/node-id.ts';
import { boardCardsOf, childOf, decisionNodeIds, lineNodeIds, nextStreetOf, parentOf, potAtNode, replayLine, sizePotFraction } from './line.ts';

describe('replayLine', () => {
  it('has OOP act first on every street and alternate', () => {
    const line = replayLine('root-x-b2-c-turn_Ah-x-x');
    expect(line.steps.map((step) => [step.token, step.actor, step.street])).toEqual([
      ['x', 'oop', 'flop'],
      ['b2', 'ip', 'flop'],
      ['c', 'oop', 'flop'],
      ['turn_Ah', null, 'turn'],
      ['x', 'oop', 'turn'],
      ['x', 'ip', 'turn'],
    ]);
    expect(line.street).toBe('turn');
  });

  it('counts street totals: a call matches the bet, a raise puts in its raise-to', () => {
    const line = replayLine('root-b3-r9-c');
    expect(line.steps.map((step) => [step.kind, step.amountBb])).toEqual([
      ['bet', 3],
      ['raise', 9],
      ['call', 9],
    ]);
    expect(line.investedBb).toEqual({ oop: 9, ip: 9 });
  });

  it('reads a b<total> token facing a bet as an all-in raise', () => {
    const line = replayLine('root-b3-b97');
    expect(line.steps[1]).toMatchObject({ kind: 'raise', actor: 'ip', amountBb: 97 });
  });

  it('resets the street totals on a new street and keeps what was invested', () => {
    const line = replayLine('root-b2-c-turn_2c-b5');
    expect(line.streetBb).toEqual({ oop: 5, ip: 0 });
    expect(line.investedBb).toEqual({ oop: 7, ip: 2 });
  });

  it('marks a fold', () => {
    expect(replayLine('root-b2-f').folded).toBe(true);
  });

  it('throws NodeIdError naming the bad token', () => {
    expect(() => replayLine('root-x-q')).toThrow(NodeIdError);
    expect(() => replayLine('root-x-q')).toThrow(/"q"/);
  });
});

describe('pot and sizes', () => {
  it.each([
    ['first bet of the street: of the pot before it', 'root', 10, 5, 0.5],
    ['a bet after a check', 'root-x', 10, 7.5, 0.75],
    ['a raise: increment over the pot after calling', 'root-b5', 10, 20, 15 / 20],
    ['a re-raise facing a raise', 'root-b5-r20', 10, 50, 30 / (10 + 5 + 20 + 15)],
  ])('%s', (_name, node, roundStartPotBb, amountBb, fraction) => {
    expect(sizePotFraction(roundStartPotBb, replayLine(node), amountBb)).toBeCloseTo(fraction, 10);
  });

  it('adds the street contributions to the pot', () => {
    expect(potAtNode(10, replayLine('root-b5-r20'))).toBe(35);
    expect(potAtNode(30, replayLine('root-b5-c-turn_Ah'))).toBe(30);
  });
});

describe('line helpers', () => {
  it('lists the node ids from the root', () => {
    expect(lineNodeIds('root-x-b2')).toEqual(['root', 'root-x', 'root-x-b2']);
  });

  it('keeps decision nodes and drops nodes that closed a street', () => {
    expect(decisionNodeIds('root-x-x-turn_Ah-b5-r15')).toEqual(['root', 'root-x', 'root-x-x-turn_Ah', 'root-x-x-turn_Ah-b5', 'root-x-x-turn_Ah-b5-r15']);
    expect(decisionNodeIds('root')).toEqual(['root']);
  });

  it('reads the dealt cards and the next street', () => {
    const river = replayLine('root-x-x-turn_ah-x-x-river_2C');
    expect(boardCardsOf(river)).toEqual({ turn: 'Ah', river: '2c' });
    expect(nextStreetOf(river)).toBeNull();
    expect(nextStreetOf(replayLine('root-x-x'))).toBe('turn');
    expect(nextStreetOf(replayLine('root-x-x-turn_Ah-x-x'))).toBe('river');
  });

  it('walks up and down', () => {
    expect(parentOf('root-x-b2.5')).toBe('root-x');
    expect(parentOf('root')).toBeNull();
    expect(childOf('root-x', 'b2.5')).toBe('root-x-b2.5');
  });
});
