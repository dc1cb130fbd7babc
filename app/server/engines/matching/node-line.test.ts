import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../shared/poker/cards.ts';
import { formatHistoryLine, parseNodeLine, walkNodeLine } from './node-line.ts';
import { replayPostflop } from '../replay/replay.ts';
import { postflopBody } from '../replay/test-tables.ts';

describe('node lines', () => {
  it('reads streets, cards and action types; b over a bet is an all-in raise', () => {
    const line = parseNodeLine('root-x-b3-b97.5-turn_Kh');
    expect(line.street).toBe('turn');
    expect(formatCard(line.turnCard!)).toBe('Kh');
    expect(line.actions.map((a) => [a.type, a.keyedAllIn])).toEqual([
      ['check', false],
      ['bet', false],
      ['raise', true],
    ]);
  });

  it.each([
    { node: 'root', toAct: 'oop', pot: 5.5 },
    { node: 'root-x', toAct: 'ip', pot: 5.5 },
    { node: 'root-b3', toAct: 'ip', pot: 8.5 },
    { node: 'root-b3-r9', toAct: 'oop', pot: 17.5 },
    { node: 'root-b3-c-turn_Kh', toAct: 'oop', pot: 11.5 },
    { node: 'root-b3-c-turn_Kh-x', toAct: 'ip', pot: 11.5 },
  ])('walks $node: $toAct to act, pot $pot', ({ node, toAct, pot }) => {
    const walk = walkNodeLine(parseNodeLine(node), { potBb: 5.5, effectiveStackBb: 97.5 });
    expect(walk.toAct).toBe(toAct);
    expect(walk.potBb).toBe(pot);
  });

  it('marks a bet of the whole tree stack as all-in', () => {
    expect(walkNodeLine(parseNodeLine('root-b97.5'), { potBb: 5.5, effectiveStackBb: 97.5 }).allIn).toEqual([true]);
    expect(walkNodeLine(parseNodeLine('root-b50'), { potBb: 5.5, effectiveStackBb: 97.5 }).allIn).toEqual([false]);
  });

  it('writes a history like a node id for audit details', () => {
    const body = postflopBody({ players: 'bb:97.5 btn:97.5', hero: 'bb', flop: 'As7d2c', turn: 'Kh', pot: 5.5, history: 'bb:b3 btn:r9 bb:c' });
    const table = replayPostflop(body);
    expect(formatHistoryLine(table.actions, table.board, table.street)).toBe('root-b3-r9-c-turn_Kh');
  });
});
