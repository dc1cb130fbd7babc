// Equity: the share of the pot a hand wins at showdown, win + tie / (players tied),
// averaged over the unknown cards. Exact enumeration for one hand against a hand or a
// weighted range; seeded Monte Carlo for several players, hands or ranges.
// Card removal: board and known hands block the cards they hold; a range combo that
// holds a dead card or a card of the runout is skipped for that runout.
import { type Card, PokerInputError, formatCard, firstRepeatedCard } from './cards.ts';
import { COMBO_CARDS, NUM_COMBOS } from './combos.ts';
import { evaluate7 } from './evaluator.ts';
import type { Weights } from './ranges.ts';

export interface Equity {
  /** win + tie / 2, in [0,1]. */
  equity: number;
  /** Fractions of the (weighted) outcomes won, tied and lost. */
  win: number;
  tie: number;
  lose: number;
  /** Outcomes enumerated: boards, or (villain combo, board) pairs. */
  outcomes: number;
}

function checkDistinct(what: string, cards: Card[]): void {
  for (const card of cards) {
    if (!Number.isInteger(card) || card < 0 || card > 51) throw new PokerInputError(`${what}: card ${card} is not in 0..51`);
  }
  const repeated = firstRepeatedCard(cards);
  if (repeated !== null) throw new PokerInputError(`${what} repeats ${formatCard(repeated)}`);
}

function checkBoard(board: ArrayLike<Card>, allowed: number[]): void {
  if (!allowed.includes(board.length)) {
    throw new PokerInputError(`board of ${board.length} cards: need ${allowed.join(', ')} cards`);
  }
}

function remainingDeck(dead: Card[]): Card[] {
  const deck: Card[] = [];
  for (let card = 0; card < 52; card++) if (!dead.includes(card)) deck.push(card);
  return deck;
}

/** Calls visit(board) for every completion of `known` to 5 cards from `deck` (board is reused). */
function forEachBoard(known: ArrayLike<Card>, deck: Card[], visit: (board: Card[]) => void): void {
  const board = [...Array.from(known), 0, 0, 0, 0, 0].slice(0, 5);
  const need = 5 - known.length;
  const n = deck.length;
  const place = (slot: number, from: number): void => {
    if (slot === 5) {
      visit(board);
      return;
    }
    for (let i = from; i <= n - (5 - slot); i++) {
      board[slot] = deck[i];
      place(slot + 1, i + 1);
    }
  };
  place(5 - need, 0);
}

/** Exact equity of hand1 against hand2 over every completion of the board (0, 3, 4 or 5 cards). */
export function equityHandVsHand(hand1: ArrayLike<Card>, hand2: ArrayLike<Card>, board: ArrayLike<Card> = []): Equity {
  checkBoard(board, [0, 3, 4, 5]);
  const h1 = Array.from(hand1);
  const h2 = Array.from(hand2);
  if (h1.length !== 2 || h2.length !== 2) throw new PokerInputError('each hand needs 2 cards');
  const dead = [...h1, ...h2, ...Array.from(board)];
  checkDistinct('hands and board', dead);
  let wins = 0;
  let ties = 0;
  let boards = 0;
  const [a0, a1] = h1;
  const [b0, b1] = h2;
  forEachBoard(board, remainingDeck(dead), (b) => {
    const v1 = evaluate7(a0, a1, b[0], b[1], b[2], b[3], b[4]);
    const v2 = evaluate7(b0, b1, b[0], b[1], b[2], b[3], b[4]);
    if (v1 > v2) wins++;
    else if (v1 === v2) ties++;
    boards++;
  });
  return {
    equity: (wins + ties / 2) / boards, win: wins / boards, tie: ties / boards,
    lose: (boards - wins - ties) / boards, outcomes: boards,
  };
}

/**
 * Exact equity of a hand against a weighted range on a flop, turn or river (3, 4 or 5
 * cards), enumerating every runout; each (villain combo, runout) counts with the
 * combo's weight. Preflop, use equityMonteCarlo.
 */
export function equityHandVsRange(hand: ArrayLike<Card>, weights: Weights, board: ArrayLike<Card>): Equity {
  checkBoard(board, [3, 4, 5]);
  if (weights.length !== NUM_COMBOS) throw new PokerInputError(`range has ${weights.length} weights, expected 1326`);
  const h = Array.from(hand);
  if (h.length !== 2) throw new PokerInputError('the hand needs 2 cards');
  const dead = [...h, ...Array.from(board)];
  checkDistinct('hand and board', dead);
  const isDead = new Uint8Array(52);
  for (const card of dead) isDead[card] = 1;
  const villains: number[] = [];
  for (let combo = 0; combo < NUM_COMBOS; combo++) {
    if (weights[combo] > 0 && !isDead[COMBO_CARDS[2 * combo]] && !isDead[COMBO_CARDS[2 * combo + 1]]) villains.push(combo);
  }
  if (villains.length === 0) throw new PokerInputError('the range holds no combo that the hand and board leave possible');
  let win = 0;
  let tie = 0;
  let total = 0;
  let outcomes = 0;
  const known = board.length;
  forEachBoard(board, remainingDeck(dead), (b) => {
    const hero = evaluate7(h[0], h[1], b[0], b[1], b[2], b[3], b[4]);
    for (const combo of villains) {
      const v0 = COMBO_CARDS[2 * combo];
      const v1 = COMBO_CARDS[2 * combo + 1];
      let blocked = false;
      for (let i = known; i < 5; i++) if (b[i] === v0 || b[i] === v1) blocked = true;
      if (blocked) continue;
      const weight = weights[combo];
      const villain = evaluate7(v0, v1, b[0], b[1], b[2], b[3], b[4]);
      if (hero > villain) win += weight;
      else if (hero === villain) tie += weight;
      total += weight;
      outcomes++;
    }
  });
  return { equity: (win + tie / 2) / total, win: win / total, tie: tie / total, lose: (total - win - tie) / total, outcomes };
}

export interface MonteCarloOptions {
  /** PRNG seed; the same inputs and seed give the same answer. */
  seed: number;
  /** Number of deals. */
  samples: number;
}

export interface PlayerEquity {
  equity: number;
  /** Fractions of deals won alone and shared. */
  win: number;
  tie: number;
}

export interface MonteCarloEquity {
  players: PlayerEquity[];
  samples: number;
}

/** Deterministic PRNG (mulberry32): uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Player = { kind: 'hand'; cards: [Card, Card] } | { kind: 'range'; combos: number[]; cumulative: Float64Array };

function toPlayer(entry: ArrayLike<Card> | Weights, index: number, dead: Uint8Array): Player {
  if (entry instanceof Float32Array) {
    if (entry.length !== NUM_COMBOS) throw new PokerInputError(`player ${index + 1}: range has ${entry.length} weights, expected 1326`);
    const combos: number[] = [];
    const cumulative: number[] = [];
    let sum = 0;
    for (let combo = 0; combo < NUM_COMBOS; combo++) {
      if (entry[combo] > 0 && !dead[COMBO_CARDS[2 * combo]] && !dead[COMBO_CARDS[2 * combo + 1]]) {
        sum += entry[combo];
        combos.push(combo);
        cumulative.push(sum);
      }
    }
    if (combos.length === 0) throw new PokerInputError(`player ${index + 1}: the range holds no possible combo`);
    return { kind: 'range', combos, cumulative: Float64Array.from(cumulative) };
  }
  if (entry.length !== 2) throw new PokerInputError(`player ${index + 1}: a hand needs 2 cards`);
  return { kind: 'hand', cards: [entry[0], entry[1]] };
}

function sampleCombo(player: Player & { kind: 'range' }, random: () => number): number {
  const target = random() * player.cumulative[player.cumulative.length - 1];
  let lo = 0;
  let hi = player.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (player.cumulative[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return player.combos[lo];
}

const MAX_REJECTED_DEALS = 10_000;

/**
 * Seeded Monte Carlo equity for 2+ players, each a hand ([Card, Card]) or a range
 * (Weights). A deal draws each range's combo by weight, rejects deals where cards
 * collide (so the joint deal is unbiased), completes the board at random and splits
 * the pot among the best hands.
 */
export function equityMonteCarlo(players: readonly (ArrayLike<Card> | Weights)[], board: ArrayLike<Card>, options: MonteCarloOptions): MonteCarloEquity {
  if (players.length < 2) throw new PokerInputError(`equity needs 2 or more players, got ${players.length}`);
  checkBoard(board, [0, 3, 4, 5]);
  if (!Number.isInteger(options.samples) || options.samples < 1) throw new PokerInputError(`samples ${options.samples} is not a positive integer`);
  const boardCards = Array.from(board);
  const fixedHands = players.filter((p) => !(p instanceof Float32Array)).flatMap((p) => Array.from(p as ArrayLike<Card>));
  checkDistinct('hands and board', [...boardCards, ...fixedHands]);
  const dead = new Uint8Array(52);
  for (const card of [...boardCards, ...fixedHands]) dead[card] = 1;
  const seats = players.map((entry, index) => toPlayer(entry, index, dead));
  const random = seededRandom(options.seed);
  const n = seats.length;
  const equity = new Float64Array(n);
  const wins = new Float64Array(n);
  const ties = new Float64Array(n);
  const used = new Uint8Array(52);
  const holes = new Int32Array(2 * n);
  const values = new Int32Array(n);
  const full = [...boardCards, 0, 0, 0, 0, 0].slice(0, 5);
  let rejected = 0;
  for (let sample = 0; sample < options.samples; ) {
    used.set(dead);
    let ok = true;
    for (let p = 0; p < n && ok; p++) {
      const seat = seats[p];
      if (seat.kind === 'hand') {
        holes[2 * p] = seat.cards[0];
        holes[2 * p + 1] = seat.cards[1];
        continue;
      }
      const combo = sampleCombo(seat, random);
      const c0 = COMBO_CARDS[2 * combo];
      const c1 = COMBO_CARDS[2 * combo + 1];
      if (used[c0] || used[c1]) ok = false;
      else {
        used[c0] = used[c1] = 1;
        holes[2 * p] = c0;
        holes[2 * p + 1] = c1;
      }
    }
    if (!ok) {
      if (++rejected > MAX_REJECTED_DEALS) throw new PokerInputError('the ranges almost never fit together without sharing cards');
      continue;
    }
    rejected = 0;
    for (let i = boardCards.length; i < 5; i++) {
      let card: number;
      do card = Math.floor(random() * 52); while (used[card]);
      used[card] = 1;
      full[i] = card;
    }
    let best = 0;
    for (let p = 0; p < n; p++) {
      values[p] = evaluate7(holes[2 * p], holes[2 * p + 1], full[0], full[1], full[2], full[3], full[4]);
      if (values[p] > best) best = values[p];
    }
    let winners = 0;
    for (let p = 0; p < n; p++) if (values[p] === best) winners++;
    for (let p = 0; p < n; p++) {
      if (values[p] !== best) continue;
      equity[p] += 1 / winners;
      if (winners === 1) wins[p]++;
      else ties[p]++;
    }
    sample++;
  }
  const samples = options.samples;
  return {
    players: Array.from(equity, (e, p) => ({ equity: e / samples, win: wins[p] / samples, tie: ties[p] / samples })),
    samples,
  };
}
