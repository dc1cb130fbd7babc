// Reading a PostflopGame: structure (nodes, actions, chance outcomes), the average
// strategy and reach at any node, exploitability, root equity and EV.
import type { Card } from '../shared/poker/cards.ts';
import type { Street } from './bet-size.ts';
import type { ActionType, NodeKind, Player, TreeAction } from './action-tree.ts';
import { CfrEngine, MODE_AVERAGE, averageStrategyInto, exploitabilityOf } from './cfr.ts';
import { NODE_CHANCE, NODE_TERMINAL } from './game.ts';
import { NOT_DEALT, type PostflopGame } from './postflop-game.ts';
import { storageOf } from './solve.ts';
import { rangeVsRangeEquity } from './range-equity.ts';

export interface GameNodeInfo {
  node: number;
  kind: NodeKind;
  player: Player | null;
  street: Street;
  /** Board at the node (starting board plus cards dealt on the way). */
  board: Card[];
  potBb: number;
  stacksBb: [number, number];
  roundStartPotBb: number;
  streetBetsBb: [number, number];
  terminal: 'fold' | 'showdown' | null;
  foldedPlayer: Player | null;
  /** Decision nodes: the actions, in child order. */
  actions: TreeAction[];
  children: number[];
  /** Chance nodes: the card of each stored child, in child order. */
  dealtCards: Card[];
}

export function nodeInfo(game: PostflopGame, node: number): GameNodeInfo {
  checkNode(game, node);
  const a = game.abstractAt(node);
  const first = game.firstChild[node];
  const children = Array.from({ length: game.numChildren[node] }, (_, i) => first + i);
  const chance = game.nodeType[node] === NODE_CHANCE;
  return {
    node,
    kind: a.kind,
    player: a.player,
    street: a.street,
    board: game.boardAt(node),
    potBb: a.potBb,
    stacksBb: [a.stacksBb[0], a.stacksBb[1]],
    roundStartPotBb: a.roundStartPotBb,
    streetBetsBb: [a.streetBetsBb[0], a.streetBetsBb[1]],
    terminal: a.terminal,
    foldedPlayer: a.foldedPlayer,
    actions: a.kind === 'decision' ? a.actions.map((x) => ({ ...x })) : [],
    children,
    dealtCards: chance
      ? children.map((c) => (game.nodeTurn[node] === NOT_DEALT ? game.nodeTurn[c] : game.nodeRiver[c]))
      : [],
  };
}

function checkNode(game: PostflopGame, node: number): void {
  if (!Number.isInteger(node) || node < 0 || node >= game.numNodes) {
    throw new RangeError(`node ${String(node)} is not in 0..${game.numNodes - 1}`);
  }
}

const TOKEN_AMOUNT = /^([br])(\d+(?:\.\d+)?)$/;

/** The child reached by a node-id token (x, c, f, b<amount>, r<amount>), or null. */
export function childByToken(game: PostflopGame, node: number, token: string): number | null {
  checkNode(game, node);
  if (game.nodeType[node] === NODE_CHANCE || game.nodeType[node] === NODE_TERMINAL) return null;
  const actions = game.abstractAt(node).actions;
  let index = actions.findIndex((a) => a.token === token);
  if (index < 0) {
    const m = TOKEN_AMOUNT.exec(token);
    if (m) {
      const cents = Math.round(Number(m[2]) * 100);
      index = actions.findIndex((a) => a.token[0] === m[1] && a.amountCents === cents);
    }
  }
  return index < 0 ? null : game.firstChild[node] + index;
}

export interface ChanceOutcome {
  card: Card;
  /** The stored child to read for this card. */
  child: number;
  /**
   * null: `child` is this card's own node. [a, b]: the card is not stored (suit
   * isomorphism); `child` holds the card with suits a and b exchanged, and every card and
   * hand read there must have suits a and b exchanged to apply to this card.
   */
  suitSwap: [number, number] | null;
}

/** Every card that can fall at a chance node, ascending. */
export function chanceOutcomes(game: PostflopGame, node: number): ChanceOutcome[] {
  checkNode(game, node);
  return game.chanceOutcomes(node);
}

/** A player's hands (combo indices, ascending); vectors of the queries align with it. */
export function handsOf(game: PostflopGame, player: Player): Uint16Array {
  return game.hands[player].combos;
}

export interface NodeStrategy {
  player: Player;
  hands: Uint16Array;
  actions: TreeAction[];
  /** [action][hand]: strategy[a * hands.length + h]; each hand's column sums to 1. */
  strategy: Float32Array;
}

/** The average strategy of the acting player at a decision node. */
export function averageStrategyAt(game: PostflopGame, node: number): NodeStrategy {
  checkNode(game, node);
  const type = game.nodeType[node];
  if (type === NODE_CHANCE || type === NODE_TERMINAL) throw new RangeError(`node ${node} is not a decision node`);
  const player = type as Player;
  const nH = game.numHands(player);
  const nA = game.numChildren[node];
  const strategy = new Float32Array(nA * nH);
  if (nA === 1) strategy.fill(1);
  else {
    const out = new Float32Array(nA * nH + nH);
    averageStrategyInto(storageOf(game).strategy, game.storageOffset[node], nA, nH, out, 0, nA * nH);
    strategy.set(out.subarray(0, nA * nH));
  }
  return { player, hands: handsOf(game, player), actions: game.abstractAt(node).actions.map((a) => ({ ...a })), strategy };
}

/**
 * Reach of both players' hands at a node: starting weight times the probability of every
 * own action on the path (average strategy), 0 for hands holding a card dealt on the way.
 */
export function reachAt(game: PostflopGame, node: number): { oop: Float32Array; ip: Float32Array } {
  checkNode(game, node);
  const path: number[] = [];
  for (let n = node; n > 0; n = game.parent[n]) path.push(n);
  path.reverse();
  const reach = [Float32Array.from(game.hands[0].weights), Float32Array.from(game.hands[1].weights)];
  let parent = 0;
  for (const child of path) {
    const type = game.nodeType[parent];
    if (type === NODE_CHANCE) {
      const card = game.nodeTurn[parent] === NOT_DEALT ? game.nodeTurn[child] : game.nodeRiver[child];
      for (const p of [0, 1]) {
        const cards = game.hands[p].cards;
        for (let h = 0; h < reach[p].length; h++) if (cards[2 * h] === card || cards[2 * h + 1] === card) reach[p][h] = 0;
      }
    } else if (game.numChildren[parent] > 1) {
      const s = averageStrategyAt(game, parent);
      const a = child - game.firstChild[parent];
      const nH = s.hands.length;
      const r = reach[s.player];
      for (let h = 0; h < nH; h++) r[h] *= s.strategy[a * nH + h];
    }
    parent = child;
  }
  return { oop: reach[0], ip: reach[1] };
}

function engineOf(game: PostflopGame): CfrEngine {
  return new CfrEngine(game, storageOf(game));
}

/** Exploitability of the current average strategies: BB and % of the starting pot. */
export function computeExploitability(game: PostflopGame): { exploitabilityBb: number; exploitabilityPct: number } {
  const bb = exploitabilityOf(engineOf(game));
  return { exploitabilityBb: bb, exploitabilityPct: (bb / game.config.startingPotBb) * 100 };
}

export interface RootEquityAndEv {
  /** Share of the pot won at showdown over all run-outs, checked down (exact enumeration). */
  oopEquityPct: number;
  ipEquityPct: number;
  /** Expected share of the pot under the solved strategies (PioSOLVER's EV); sums to the pot. */
  oopEvBb: number;
  ipEvBb: number;
}

export function rootEquityAndEv(game: PostflopGame): RootEquityAndEv {
  const engine = engineOf(game);
  const half = game.config.startingPotBb / 2;
  const v0 = engine.rootValues(MODE_AVERAGE, 0);
  const v1 = engine.rootValues(MODE_AVERAGE, 1);
  const oopEquity = rangeVsRangeEquity(game.config.board, game.hands[0], game.hands[1]);
  return { oopEquityPct: oopEquity * 100, ipEquityPct: (1 - oopEquity) * 100, oopEvBb: half + v0, ipEvBb: half + v1 };
}

export type { ActionType };
