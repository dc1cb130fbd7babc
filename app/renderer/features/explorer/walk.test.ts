import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { replayLine } from '../../lib/line.ts';
import { reasonExplanation, terminalExplanation, walkStateOf } from './walk.ts';

const notFound = (reason: string, legalTokens?: string[]) =>
  new ApiError({ status: 404, code: 'not_found', message: `no node (${reason})`, reason, legalTokens });

describe('walkStateOf', () => {
  const discovery = { node_id: 'root', to_act: 'oop' as const, round_start_pot_bb: 5.5, actions: [{ type: 'check' as const, node_token: 'x' }] };

  it('is a decision when discovery answered', () => {
    expect(walkStateOf(discovery, null, replayLine('root'), 'root')).toEqual({ kind: 'decision', discovery });
  });

  it('asks for the turn after the flop and the river after the turn', () => {
    expect(walkStateOf(undefined, notFound('street_closed'), replayLine('root-x-x'), 'root-x-x')).toEqual({ kind: 'street_closed', street: 'turn' });
    const turnClosed = 'root-x-x-turn_2c-b5-c';
    expect(walkStateOf(undefined, notFound('street_closed'), replayLine(turnClosed), turnClosed)).toEqual({ kind: 'street_closed', street: 'river' });
  });

  it('explains a terminal node', () => {
    expect(walkStateOf(undefined, notFound('terminal'), replayLine('root-b5-f'), 'root-b5-f')).toEqual({
      kind: 'terminal',
      explanation: 'IP folded: the hand is over.',
    });
  });

  it('gives other reasons with the legal tokens of the parent', () => {
    const state = walkStateOf(undefined, notFound('off_tree_sizing', ['b2.5', 'b7']), replayLine('root-x-b9'), 'root-x-b9');
    expect(state).toMatchObject({ kind: 'off_tree', reason: 'off_tree_sizing', legalTokens: ['b2.5', 'b7'], parentId: 'root-x' });
  });

  it('leaves failures other than 404 to the caller', () => {
    expect(walkStateOf(undefined, new ApiError({ status: 500, code: 'internal', message: 'boom' }), replayLine('root'), 'root')).toBeNull();
    expect(walkStateOf(undefined, null, replayLine('root'), 'root')).toBeNull();
  });
});

describe('explanations', () => {
  it.each([
    ['root-b5-f', 'IP folded: the hand is over.'],
    ['root-x-b5-f', 'OOP folded: the hand is over.'],
    ['root-b97-c', 'The all-in was called: no decisions are left, the board runs out to showdown.'],
    ['root-x-x-turn_2c-x-x-river_9s-x-x', 'The river is closed: the hand goes to showdown.'],
  ])('%s: %s', (node, text) => {
    expect(terminalExplanation(replayLine(node))).toBe(text);
  });

  it('says "no tree for this flop" for flop_not_covered and stays generic for unknown reasons', () => {
    expect(reasonExplanation('flop_not_covered')).toMatch(/^No tree for this flop/);
    expect(reasonExplanation('brand_new_reason')).toBe('The tree has no node here.');
  });
});
