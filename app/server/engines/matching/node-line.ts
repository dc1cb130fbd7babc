// A node id read as a heads-up betting line: the action types per street, the street
// cards, and, given the tree's starting pot and stack, each action's chips, the pot at
// the node, all-ins and who acts next.
//
// Token types: x check, c call, f fold, r raise, b bet -- except that `b` facing a bet is
// an all-in raise (the tree keys an all-in raise over a bet `b<total>`). Amounts are
// street totals in BB. On every street the out-of-position player acts first.
import type { PostflopStreet } from '../../../shared/contract/table.ts';
import { type Card, formatCard } from '../../../shared/poker/cards.ts';
import { formatAmount, parseNodeId } from '../../../shared/poker/node-id.ts';
import type { ActionKind, ReplayedAction } from '../replay/table.ts';
import type { TreeSpotFigures } from './tree-probe.ts';

export interface NodeLineAction {
  /** Index among the node's action tokens (street tokens not counted). */
  index: number;
  street: PostflopStreet;
  token: string;
  type: ActionKind;
  /** Street total for bet, raise; null otherwise. */
  amountBb: number | null;
  /** `b` over a bet: an all-in raise by the tree's convention. */
  keyedAllIn: boolean;
}

export interface NodeLine {
  street: PostflopStreet;
  turnCard: Card | null;
  riverCard: Card | null;
  actions: NodeLineAction[];
}

/** Reads a node id as a line; throws NodeIdError (from parseNodeId) when it does not parse. */
export function parseNodeLine(node: string): NodeLine {
  const tokens = parseNodeId(node);
  const line: NodeLine = { street: 'flop', turnCard: null, riverCard: null, actions: [] };
  let facing = false;
  for (const token of tokens) {
    switch (token.kind) {
      case 'turn':
      case 'river':
        line.street = token.kind;
        if (token.kind === 'turn') line.turnCard = token.card;
        else line.riverCard = token.card;
        facing = false;
        break;
      case 'bet':
      case 'raise': {
        const type: ActionKind = token.kind === 'raise' || facing ? 'raise' : 'bet';
        const prefix = token.kind === 'bet' ? 'b' : 'r';
        line.actions.push({
          index: line.actions.length,
          street: line.street,
          token: `${prefix}${formatAmount(token.amountBb)}`,
          type,
          amountBb: token.amountBb,
          keyedAllIn: token.kind === 'bet' && facing,
        });
        facing = true;
        break;
      }
      default: {
        const type: ActionKind = token.kind;
        line.actions.push({
          index: line.actions.length,
          street: line.street,
          token: token.kind === 'check' ? 'x' : token.kind === 'call' ? 'c' : 'f',
          type,
          amountBb: null,
          keyedAllIn: false,
        });
        if (token.kind === 'call') facing = false;
      }
    }
  }
  return line;
}

export interface NodeWalk {
  /** Pot at the node, every chip in. */
  potBb: number;
  /** Per action: it put the actor all-in in the tree. */
  allIn: boolean[];
  /** Who acts at the node. */
  toAct: 'oop' | 'ip';
}

const CENT = 0.005;

/** Plays the line from the tree's flop pot and stacks (both players start with the effective stack). */
export function walkNodeLine(line: NodeLine, figures: TreeSpotFigures): NodeWalk {
  const invested = [0, 0];
  const street = [0, 0];
  let potBb = figures.potBb;
  let currentStreet: PostflopStreet = 'flop';
  let actor = 0;
  let actionsOnStreet = 0;
  const allIn: boolean[] = [];
  for (const action of line.actions) {
    if (action.street !== currentStreet) {
      currentStreet = action.street;
      street[0] = street[1] = 0;
      actor = 0;
      actionsOnStreet = 0;
    }
    let add = 0;
    if (action.type === 'call') add = Math.max(street[0], street[1]) - street[actor];
    if (action.type === 'bet' || action.type === 'raise') add = action.amountBb! - street[actor];
    street[actor] += add;
    invested[actor] += add;
    potBb += add;
    const exhausted = invested[actor] >= figures.effectiveStackBb - CENT;
    allIn.push(action.keyedAllIn || ((action.type === 'bet' || action.type === 'raise') && exhausted));
    actor = 1 - actor;
    actionsOnStreet++;
  }
  // A street token after the last action starts a street with nobody having acted.
  const toAct = currentStreet !== line.street ? 'oop' : actionsOnStreet % 2 === 0 ? 'oop' : 'ip';
  return { potBb: Math.round(potBb * 100) / 100, allIn, toAct };
}

/** The table's history written like a node id, for audit details (`root-x-b3-c-turn_Kh-x`). */
export function formatHistoryLine(actions: readonly ReplayedAction[], board: readonly Card[], currentStreet: string): string {
  const parts = ['root'];
  let street = 'flop';
  const order = ['flop', 'turn', 'river'];
  const advanceTo = (target: string) => {
    while (order.indexOf(street) < order.indexOf(target)) {
      street = order[order.indexOf(street) + 1];
      const card = street === 'turn' ? board[3] : board[4];
      parts.push(card === undefined ? street : `${street}_${formatCard(card)}`);
    }
  };
  for (const action of actions) {
    advanceTo(action.street);
    const token = { check: 'x', call: 'c', fold: 'f', bet: `b${formatAmount(action.toBb)}`, raise: `r${formatAmount(action.toBb)}` }[action.kind];
    parts.push(token);
  }
  advanceTo(currentStreet);
  return parts.join('-');
}
