import { describe, expect, it } from 'vitest';
import { type ActionTreeNode, buildActionTree, childByToken, countActionNodes } from './action-tree.ts';
import { type BetSizeConfigInput, type Street, parseBetSizeConfig } from './bet-size.ts';

const REFERENCE_SIZES: BetSizeConfigInput = {
  flop: { bet: '52%', raise: '45%' },
  turn: { bet: '55%', raise: '45%' },
  river: { bet: '70%', raise: '45%' },
  turnDonk: '',
  riverDonk: '',
};

function tree(sizes: BetSizeConfigInput, potBb = 180, stackBb = 910, startStreet: Street = 'flop'): ActionTreeNode {
  return buildActionTree({ startStreet, startingPotBb: potBb, effectiveStackBb: stackBb, betSizes: parseBetSizeConfig(sizes) });
}

function walk(root: ActionTreeNode, line: string): ActionTreeNode {
  let node = root;
  for (const token of line.split('-').filter((t) => t !== '')) {
    if (token === '*') {
      expect(node.kind).toBe('chance');
      node = node.children[0];
      continue;
    }
    const next = childByToken(node, token);
    if (!next) throw new Error(`no token ${token} at ${line}: have ${node.actions.map((a) => a.token).join(',')}`);
    node = next;
  }
  return node;
}

const tokens = (node: ActionTreeNode): string[] => node.actions.map((a) => a.token);

describe('buildActionTree on the 3betpotFAST sizes (pot 180, stack 910)', () => {
  const root = tree(REFERENCE_SIZES);

  it('gives OOP check or a 52% bet at the root, with cents-rounded tokens', () => {
    expect(root.kind).toBe('decision');
    expect(root.player).toBe(0);
    expect(tokens(root)).toEqual(['x', 'b93.6']);
    expect(root.actions[1]).toMatchObject({ type: 'bet', amountBb: 93.6, allIn: false });
    expect(root.actions[1].potPct).toBeCloseTo(0.52, 10);
  });

  it('raises 45% of the pot after the call, as raise-to street totals, up to an all-in keyed b<total>', () => {
    const facingBet = walk(root, 'b93.6');
    expect(facingBet.player).toBe(1);
    expect(tokens(facingBet)).toEqual(['f', 'c', 'r258.84']);
    expect(facingBet.actions[2].potPct).toBeCloseTo(0.45, 10);
    expect(tokens(walk(root, 'b93.6-r258.84'))).toEqual(['f', 'c', 'r572.8']);
    const facingReraise = walk(root, 'b93.6-r258.84-r572.8');
    expect(tokens(facingReraise)).toEqual(['f', 'c', 'b910']);
    expect(facingReraise.actions[2]).toMatchObject({ type: 'raise', amountBb: 910, allIn: true });
    expect(tokens(walk(root, 'b93.6-r258.84-r572.8-b910'))).toEqual(['f', 'c']);
    expect(walk(root, 'b93.6-c').stacksBb).toEqual([816.4, 816.4]);
  });

  it('reports pot, stacks and round-start pot at a node facing a bet', () => {
    const node = walk(root, 'x-b93.6');
    expect(node.potBb).toBeCloseTo(273.6, 10);
    expect(node.roundStartPotBb).toBe(180);
    expect(node.stacksBb).toEqual([910, 816.4]);
    expect(node.actions[1]).toMatchObject({ type: 'call', token: 'c', amountBb: 93.6 });
  });

  it('closes the street with a chance node and ends folds and river calls in terminals', () => {
    const turn = walk(root, 'x-x');
    expect(turn.kind).toBe('chance');
    expect(turn.children[0]).toMatchObject({ kind: 'decision', street: 'turn', player: 0, potBb: 180 });
    expect(walk(root, 'b93.6-f')).toMatchObject({ kind: 'terminal', terminal: 'fold', foldedPlayer: 1 });
    const riverCall = walk(root, 'x-x-*-x-x-*-b126-c');
    expect(riverCall).toMatchObject({ kind: 'terminal', terminal: 'showdown', street: 'river', potBb: 432 });
  });

  it('runs the board out after an all-in is called on the flop', () => {
    const called = walk(root, 'b93.6-r258.84-r572.8-b910-c');
    expect(called.kind).toBe('chance');
    expect(called.children[0].kind).toBe('chance');
    expect(called.children[0].children[0]).toMatchObject({ kind: 'terminal', terminal: 'showdown', potBb: 2000 });
  });

  it('gives OOP no donk bet after calling the flop when the donk list is empty', () => {
    expect(tokens(walk(root, 'x-b93.6-c-*'))).toEqual(['x']);
    expect(tokens(walk(root, 'b93.6-c-*'))).toEqual(['x', 'b201.96']);
  });
});

describe('buildActionTree options', () => {
  it('uses the regular OOP sizes as donk sizes when none are configured', () => {
    const root = tree({ ...REFERENCE_SIZES, turnDonk: undefined });
    expect(tokens(walk(root, 'x-b93.6-c-*'))).toEqual(['x', 'b201.96']);
  });

  it('uses the donk list when one is configured', () => {
    const root = tree({ ...REFERENCE_SIZES, turnDonk: '25%' });
    expect(tokens(walk(root, 'x-b93.6-c-*'))).toEqual(['x', 'b91.8']);
  });

  it('stops raising at the raise cap', () => {
    const root = tree({ ...REFERENCE_SIZES, raiseCap: 1 });
    expect(tokens(walk(root, 'b93.6'))).toEqual(['f', 'c', 'r258.84']);
    expect(tokens(walk(root, 'b93.6-r258.84'))).toEqual(['f', 'c']);
  });

  const cases: [string, BetSizeConfigInput, number, number, string[]][] = [
    ['adds an all-in when the stack is within the add-all-in threshold', { river: { bet: '50%' }, addAllInThreshold: 1.5 }, 100, 140, ['x', 'b50', 'b140']],
    ['omits it beyond the threshold', { river: { bet: '50%' }, addAllInThreshold: 1.5 }, 100, 160, ['x', 'b50']],
    ['forces all-in when too little would be left behind', { river: { bet: '75%' }, forceAllInThreshold: 0.2 }, 100, 100, ['x', 'b100']],
    ['merges close sizes keeping the larger', { river: { bet: '70%, 75%, 150%' }, mergingThreshold: 0.1 }, 100, 1000, ['x', 'b75', 'b150']],
    ['makes a 1-street geometric size the all-in', { river: { bet: 'e' } }, 100, 100, ['x', 'b100']],
    ['sizes a 3-street geometric bet to get the stacks in by the river', { river: { bet: '3e' } }, 100, 1300, ['x', 'b100']],
    ['caps a geometric size at its pot percentage', { river: { bet: '3e50%' } }, 100, 1300, ['x', 'b50']],
    ['bets a fixed BB amount', { river: { bet: '12.5c' } }, 100, 1000, ['x', 'b12.5']],
    ['clamps a bet to the minimum of 1 BB', { river: { bet: '0.5%' } }, 100, 1000, ['x', 'b1']],
    ['dedupes sizes that round to the same amount', { river: { bet: '50%, 50.001%' } }, 100, 1000, ['x', 'b50']],
  ];
  it.each(cases)('%s', (_name, sizes, pot, stack, expected) => {
    expect(tokens(tree(sizes, pot, stack, 'river'))).toEqual(expected);
  });

  it('raises by a multiple of the bet faced', () => {
    const root = tree({ river: { bet: '50%', raise: '3x' } }, 100, 1000, 'river');
    expect(tokens(walk(root, 'b50'))).toEqual(['f', 'c', 'r150']);
    expect(walk(root, 'b50').actions[2].raiseRatio).toBe(3);
  });

  it('counts decision nodes per street', () => {
    const counts = countActionNodes(tree({ flop: { bet: '50%' }, turn: { bet: '50%' }, river: { bet: '50%' } }, 10, 100));
    // per street: x, x-x?, b, x-b  => root, x, b(facing), x-b(facing) = 4 decision nodes
    expect(counts.flop).toBe(4);
    expect(counts.turn).toBe(4 * 3);
    expect(counts.river).toBe(4 * 3 * 3);
  });

  it('rejects a non-positive pot or stack naming the value', () => {
    expect(() => tree({}, 0, 100)).toThrow('starting pot 0 BB');
    expect(() => tree({}, 10, -5)).toThrow('effective stack -5 BB');
  });
});
