// The heads-up postflop game as a CfrGame (postflop-solver's PostFlopGame): the abstract
// betting tree expanded with one child per turn/river card (up to suit isomorphism),
// terminal values in BB per pair of hands, chance weights for card removal.
//
// Values: evaluate() returns counterfactual values in BB relative to each player owning
// half the starting pot (zero-sum), divided by the total weight of compatible hand pairs
// (numCombinations), as postflop-solver. Showdowns are O(n) per node from hands sorted by
// strength with per-card reach sums (inclusion-exclusion); folds likewise.
import type { Card } from '../shared/poker/cards.ts';
import { comboIndex } from '../shared/poker/combos.ts';
import { handValuesOnBoard } from '../shared/poker/evaluator.ts';
import { type ActionTreeNode, buildActionTree } from './action-tree.ts';
import { BetSizeError, STREETS } from './bet-size.ts';
import { type GameConfig, type ResolvedGameConfig, resolveGameConfig } from './game-config.ts';
import type { CfrStorage } from './storage.ts';
import type { KernelExports } from './wasm/kernels.ts';
import { type CfrGame, type IsomorphicChance, NODE_CHANCE, NODE_TERMINAL } from './game.ts';
import {
  type PrivateHands, type StrengthOrder, privateHands, strengthOrder, suitSwapList, suitsInterchangeable,
} from './private-hands.ts';

export const NOT_DEALT = 255;

export { type GameConfig, type ResolvedGameConfig, resolveGameConfig };

interface ChanceInfo {
  /** Cards that get a stored child, ascending. */
  cards: number[];
  isomorphic: IsomorphicChance[];
  /** For every card that can fall: [stored child index, suitA, suitB] (suits -1 if stored). */
  outcomes: Map<number, [number, number, number]>;
}

export class PostflopGame implements CfrGame {
  readonly config: ResolvedGameConfig;
  readonly actionRoot: ActionTreeNode;
  /** Abstract nodes in DFS order; nodeAbstract[node] indexes it. */
  readonly abstractNodes: ActionTreeNode[] = [];
  readonly hands: [PrivateHands, PrivateHands];
  readonly numCombinations: number;
  readonly startingPotCents: number;
  readonly root = 0;
  /** Regrets and cumulative strategy; null until the first solve allocates them. */
  storage: CfrStorage | null = null;
  /** DCFR iterations run so far (a later solve continues the schedule). */
  solvedIterations = 0;

  numNodes = 0;
  nodeType!: Uint8Array;
  firstChild!: Int32Array;
  numChildren!: Int32Array;
  storageOffset!: Float64Array;
  storageSize = 0;
  nodeAbstract!: Int32Array;
  nodeTurn!: Uint8Array;
  nodeRiver!: Uint8Array;
  parent!: Int32Array;

  private readonly turnChance: ChanceInfo | null = null;
  private readonly riverChance = new Map<number, ChanceInfo>();
  private readonly strength = new Map<number, [StrengthOrder, StrengthOrder]>();
  private readonly minus = new Float64Array(52);
  private readonly halfPotBb: Float64Array;
  private readonly nodeFolded: Int8Array;

  constructor(config: ResolvedGameConfig) {
    this.config = config;
    const board = config.board;
    const startStreet = STREETS[board.length - 3];
    this.actionRoot = buildActionTree({
      startStreet,
      startingPotBb: config.startingPotBb,
      effectiveStackBb: config.effectiveStackBb,
      betSizes: config.betSizes,
    });
    this.startingPotCents = Math.round(config.startingPotBb * 100);
    this.hands = [privateHands(config.oopWeights, board), privateHands(config.ipWeights, board)];
    if (this.hands[0].combos.length === 0) throw new BetSizeError('oop range is empty on this board');
    if (this.hands[1].combos.length === 0) throw new BetSizeError('ip range is empty on this board');
    this.numCombinations = countCombinations(this.hands);
    if (this.numCombinations === 0) throw new BetSizeError('no pair of oop and ip hands fits together on this board');

    const listAbstract = (n: ActionTreeNode): void => {
      this.abstractNodes.push(n);
      for (const c of n.children) listAbstract(c);
    };
    listAbstract(this.actionRoot);
    const abstractIndex = new Map<ActionTreeNode, number>();
    this.abstractNodes.forEach((n, i) => abstractIndex.set(n, i));
    this.halfPotBb = Float64Array.from(this.abstractNodes, (n) => (this.startingPotCents / 2 + n.matchedCents) / 100);
    const folded = Int8Array.from(this.abstractNodes, (n) => (n.foldedPlayer === null ? -1 : n.foldedPlayer));

    const symmetric = [0, 1, 2, 3].map((a) =>
      [0, 1, 2, 3].map((b) => a === b || (config.isomorphism && suitsInterchangeable(config.oopWeights, a, b) && suitsInterchangeable(config.ipWeights, a, b))),
    );
    if (board.length === 3) this.turnChance = this.chanceInfo(board, null, symmetric);

    // expand the tree: siblings contiguous, storage in DFS order
    const type: number[] = [];
    const first: number[] = [];
    const count: number[] = [];
    const offset: number[] = [];
    const abs: number[] = [];
    const turnOf: number[] = [];
    const riverOf: number[] = [];
    const parentOf: number[] = [];
    const foldedOf: number[] = [];
    let next = 1;
    let storage = 0;
    const build = (g: number, a: ActionTreeNode, turn: number, river: number, parent: number): void => {
      abs[g] = abstractIndex.get(a)!;
      turnOf[g] = turn;
      riverOf[g] = river;
      parentOf[g] = parent;
      offset[g] = -1;
      foldedOf[g] = folded[abs[g]];
      if (a.kind === 'terminal') {
        type[g] = NODE_TERMINAL;
        first[g] = 0;
        count[g] = 0;
        if (a.terminal === 'showdown') this.ensureStrength(turn, river);
        return;
      }
      if (a.kind === 'chance') {
        type[g] = NODE_CHANCE;
        const info = turn === NOT_DEALT ? this.turnChance! : this.riverInfo(turn, symmetric);
        const k = info.cards.length;
        first[g] = next;
        count[g] = k;
        next += k;
        for (let i = 0; i < k; i++) {
          const card = info.cards[i];
          build(first[g] + i, a.children[0], turn === NOT_DEALT ? card : turn, turn === NOT_DEALT ? NOT_DEALT : card, g);
        }
        return;
      }
      type[g] = a.player!;
      const k = a.children.length;
      first[g] = next;
      count[g] = k;
      next += k;
      if (k > 1) {
        offset[g] = storage;
        storage += k * this.hands[a.player!].combos.length;
      }
      for (let i = 0; i < k; i++) build(first[g] + i, a.children[i], turn, river, g);
    };
    build(0, this.actionRoot, board.length >= 4 ? board[3] : NOT_DEALT, board.length === 5 ? board[4] : NOT_DEALT, -1);
    this.numNodes = next;
    this.nodeType = Uint8Array.from(type);
    this.firstChild = Int32Array.from(first);
    this.numChildren = Int32Array.from(count);
    this.storageOffset = Float64Array.from(offset);
    this.storageSize = storage;
    this.nodeAbstract = Int32Array.from(abs);
    this.nodeTurn = Uint8Array.from(turnOf);
    this.nodeRiver = Uint8Array.from(riverOf);
    this.parent = Int32Array.from(parentOf);
    this.nodeFolded = Int8Array.from(foldedOf);
  }

  private riverInfo(turn: number, symmetric: boolean[][]): ChanceInfo {
    let info = this.riverChance.get(turn);
    if (!info) {
      info = this.chanceInfo(this.config.board, turn, symmetric);
      this.riverChance.set(turn, info);
    }
    return info;
  }

  /**
   * Cards dealt at a turn (turn === null) or river chance node, with postflop-solver's suit
   * isomorphism: suit s1 is folded onto a lower suit s2 when both ranges are symmetric in
   * them and the flop (and, for the river, the flop plus turn) has the same ranks in both.
   * For a turn-start game the whole 4-card board decides.
   */
  private chanceInfo(board: Card[], turn: number | null, symmetric: boolean[][]): ChanceInfo {
    const flop = board.slice(0, 3);
    const rankset = (cards: Card[]): number[] => {
      const r = [0, 0, 0, 0];
      for (const c of cards) r[c & 3] |= 1 << (c >> 2);
      return r;
    };
    const flopRanks = rankset(flop);
    const dealt = turn === null ? flop : board.length >= 4 ? board.slice(0, 4) : [...flop, turn];
    const dealtRanks = rankset(dealt);
    const turnStart = board.length >= 4;
    const isoSuit = [-1, -1, -1, -1];
    for (let s1 = 1; s1 < 4; s1++) {
      for (let s2 = 0; s2 < s1; s2++) {
        const flopOk = turn === null || turnStart || flopRanks[s1] === flopRanks[s2];
        if (flopOk && dealtRanks[s1] === dealtRanks[s2] && symmetric[s1][s2]) {
          isoSuit[s1] = s2;
          break;
        }
      }
    }
    const used = new Set(dealt);
    const cards: number[] = [];
    const indexOfCard = new Map<number, number>();
    for (let c = 0; c < 52; c++) {
      if (used.has(c) || isoSuit[c & 3] >= 0) continue;
      indexOfCard.set(c, cards.length);
      cards.push(c);
    }
    const isomorphic: IsomorphicChance[] = [];
    const outcomes = new Map<number, [number, number, number]>();
    for (const c of cards) outcomes.set(c, [indexOfCard.get(c)!, -1, -1]);
    const swapCache = new Map<number, [Uint16Array, Uint16Array]>();
    for (let c = 0; c < 52; c++) {
      if (used.has(c) || isoSuit[c & 3] < 0) continue;
      const s1 = c & 3;
      const s2 = isoSuit[s1];
      const ref = c - s1 + s2;
      const childIndex = indexOfCard.get(ref)!;
      let swaps = swapCache.get(s1 * 4 + s2);
      if (!swaps) {
        swaps = [suitSwapList(this.hands[0], s1, s2), suitSwapList(this.hands[1], s1, s2)];
        swapCache.set(s1 * 4 + s2, swaps);
      }
      isomorphic.push({ childIndex, swaps });
      outcomes.set(c, [childIndex, s2, s1]);
    }
    return { cards, isomorphic, outcomes };
  }

  private ensureStrength(turn: number, river: number): void {
    const key = comboIndex(turn, river);
    if (this.strength.has(key)) return;
    const board = [...this.config.board.slice(0, 3), turn, river];
    const values = handValuesOnBoard(board);
    this.strength.set(key, [strengthOrder(this.hands[0], values), strengthOrder(this.hands[1], values)]);
  }

  // --- CfrGame ---------------------------------------------------------------------

  numHands(player: number): number {
    return this.hands[player].combos.length;
  }

  initialWeights(player: number): Float32Array {
    return this.hands[player].weights;
  }

  chanceWeight(node: number): number {
    // outcomes left for a fixed pair of hands: 52 - board cards - 4 hole cards
    return this.nodeTurn[node] === NOT_DEALT ? 1 / 45 : 1 / 44;
  }

  isomorphicChances(node: number): readonly IsomorphicChance[] {
    const turn = this.nodeTurn[node];
    if (turn === NOT_DEALT) return this.turnChance!.isomorphic;
    return this.riverChance.get(turn)!.isomorphic;
  }

  /** Every card that can fall at a chance node: its stored child and the suit swap, if any. */
  chanceOutcomes(node: number): { card: number; child: number; suitSwap: [number, number] | null }[] {
    if (this.nodeType[node] !== NODE_CHANCE) return [];
    const turn = this.nodeTurn[node];
    const info = turn === NOT_DEALT ? this.turnChance! : this.riverChance.get(turn)!;
    return [...info.outcomes.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([card, [index, a, b]]) => ({ card, child: this.firstChild[node] + index, suitSwap: a < 0 ? null : [a, b] }));
  }

  evaluate(node: number, player: number, cfreach: Float32Array, cfOff: number, out: Float32Array, outOff: number): void {
    const opp = player ^ 1;
    const ph = this.hands[player];
    const oh = this.hands[opp];
    const nP = ph.combos.length;
    const nO = oh.combos.length;
    const pc = ph.cards;
    const oc = oh.cards;
    const minus = this.minus;
    const halfPot = this.halfPotBb[this.nodeAbstract[node]];
    const win = halfPot / this.numCombinations;
    const lose = -win;
    const turn = this.nodeTurn[node];
    const river = this.nodeRiver[node];
    minus.fill(0);
    for (let i = 0; i < nP; i++) out[outOff + i] = 0;
    const folded = this.nodeFolded[node];
    if (folded >= 0) {
      const payoff = folded === player ? lose : win;
      let sum = 0;
      for (let j = 0; j < nO; j++) {
        const c = cfreach[cfOff + j];
        if (c === 0) continue;
        const c1 = oc[2 * j];
        const c2 = oc[2 * j + 1];
        if (c1 === turn || c2 === turn || c1 === river || c2 === river) continue;
        sum += c;
        minus[c1] += c;
        minus[c2] += c;
      }
      if (sum === 0) return;
      const idx = oh.indexOfCombo;
      const combos = ph.combos;
      for (let i = 0; i < nP; i++) {
        const c1 = pc[2 * i];
        const c2 = pc[2 * i + 1];
        if (c1 === turn || c2 === turn || c1 === river || c2 === river) continue;
        const same = idx[combos[i]];
        const sameReach = same >= 0 ? cfreach[cfOff + same] : 0;
        out[outOff + i] = payoff * (sum - minus[c1] - minus[c2] + sameReach);
      }
      return;
    }
    const tables = this.strength.get(comboIndex(turn, river))!;
    const pOrder = tables[player].order;
    const pStr = tables[player].strength;
    const oOrder = tables[opp].order;
    const oStr = tables[opp].strength;
    const pLen = pOrder.length;
    const oLen = oOrder.length;
    let sum = 0;
    let j = 0;
    for (let k = 0; k < pLen; k++) {
      const st = pStr[k];
      while (j < oLen && oStr[j] < st) {
        const o = oOrder[j];
        const c = cfreach[cfOff + o];
        if (c !== 0) {
          sum += c;
          minus[oc[2 * o]] += c;
          minus[oc[2 * o + 1]] += c;
        }
        j++;
      }
      const i = pOrder[k];
      out[outOff + i] = win * (sum - minus[pc[2 * i]] - minus[pc[2 * i + 1]]);
    }
    minus.fill(0);
    sum = 0;
    j = oLen - 1;
    for (let k = pLen - 1; k >= 0; k--) {
      const st = pStr[k];
      while (j >= 0 && oStr[j] > st) {
        const o = oOrder[j];
        const c = cfreach[cfOff + o];
        if (c !== 0) {
          sum += c;
          minus[oc[2 * o]] += c;
          minus[oc[2 * o + 1]] += c;
        }
        j--;
      }
      const i = pOrder[k];
      out[outOff + i] += lose * (sum - minus[pc[2 * i]] - minus[pc[2 * i + 1]]);
    }
  }

  // --- WebAssembly evaluation -------------------------------------------------------
  // Layout at the bound offset: per player hand cards (u8 pairs), per player same-hand
  // indices (i32), then per river board and player the strength order and values (u16).

  wasmBound = false;
  private wasmCards = [0, 0];
  private wasmSame = [0, 0];
  /** Per board key (combo index of turn+river): [order0, str0, len0, order1, str1, len1]. */
  private wasmTables = new Int32Array(0);

  wasmTableBytes(): number {
    const align4 = (n: number): number => Math.ceil(n / 4) * 4;
    let bytes = 0;
    for (const p of [0, 1]) bytes += align4(2 * this.numHands(p)) + 4 * this.numHands(p);
    for (const tables of this.strength.values()) {
      for (const t of tables) bytes += 2 * align4(2 * t.order.length);
    }
    return bytes + 16;
  }

  bindWasmTables(memory: WebAssembly.Memory, byteOffset: number, write: boolean): void {
    const buffer = memory.buffer;
    const align4 = (n: number): number => Math.ceil(n / 4) * 4;
    let at = align4(byteOffset);
    for (const p of [0, 1]) {
      const n = this.numHands(p);
      this.wasmCards[p] = at;
      if (write) new Uint8Array(buffer, at, 2 * n).set(this.hands[p].cards);
      at += align4(2 * n);
      this.wasmSame[p] = at;
      if (write) {
        const same = new Int32Array(buffer, at, n);
        const opp = this.hands[p ^ 1];
        for (let i = 0; i < n; i++) same[i] = opp.indexOfCombo[this.hands[p].combos[i]];
      }
      at += 4 * n;
    }
    this.wasmTables = new Int32Array(1326 * 6);
    for (const [key, tables] of this.strength) {
      for (const p of [0, 1]) {
        const t = tables[p];
        const len = t.order.length;
        const size = align4(2 * len);
        if (write) {
          new Uint16Array(buffer, at, len).set(t.order);
          new Uint16Array(buffer, at + size, len).set(t.strength);
        }
        this.wasmTables[key * 6 + 3 * p] = at;
        this.wasmTables[key * 6 + 3 * p + 1] = at + size;
        this.wasmTables[key * 6 + 3 * p + 2] = len;
        at += 2 * size;
      }
    }
    this.wasmBound = true;
  }

  evaluateWasm(k: KernelExports, node: number, player: number, cfByte: number, outByte: number, minusByte: number): void {
    const opp = player ^ 1;
    const nP = this.hands[player].combos.length;
    const win = this.halfPotBb[this.nodeAbstract[node]] / this.numCombinations;
    const turn = this.nodeTurn[node];
    const river = this.nodeRiver[node];
    const folded = this.nodeFolded[node];
    if (folded >= 0) {
      const nO = this.hands[opp].combos.length;
      k.fold(cfByte, outByte, nP, nO, this.wasmCards[player], this.wasmCards[opp], this.wasmSame[player], minusByte, folded === player ? -win : win, turn, river);
      return;
    }
    const key = turn > river ? (turn * (turn - 1)) / 2 + river : (river * (river - 1)) / 2 + turn;
    const t = this.wasmTables;
    const pb = key * 6 + 3 * player;
    const ob = key * 6 + 3 * opp;
    k.showdown(cfByte, outByte, nP, t[pb], t[pb + 1], t[pb + 2], t[ob], t[ob + 1], t[ob + 2], this.wasmCards[player], this.wasmCards[opp], minusByte, win, -win);
  }

  /** The board at a node: the starting board plus the turn/river dealt on the way. */
  boardAt(node: number): Card[] {
    const board = this.config.board.slice(0, 3);
    const turn = this.nodeTurn[node];
    const river = this.nodeRiver[node];
    if (turn !== NOT_DEALT) board.push(turn);
    if (river !== NOT_DEALT) board.push(river);
    return board;
  }

  abstractAt(node: number): ActionTreeNode {
    return this.abstractNodes[this.nodeAbstract[node]];
  }
}

function countCombinations(hands: [PrivateHands, PrivateHands]): number {
  const [h0, h1] = hands;
  let total = 0;
  for (let i = 0; i < h0.combos.length; i++) {
    const a = h0.cards[2 * i];
    const b = h0.cards[2 * i + 1];
    let sum = 0;
    for (let j = 0; j < h1.combos.length; j++) {
      const c = h1.cards[2 * j];
      const d = h1.cards[2 * j + 1];
      if (a !== c && a !== d && b !== c && b !== d) sum += h1.weights[j];
    }
    total += h0.weights[i] * sum;
  }
  return total;
}

export function buildGame(config: GameConfig): PostflopGame {
  return new PostflopGame(resolveGameConfig(config));
}
