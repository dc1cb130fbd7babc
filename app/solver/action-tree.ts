// The betting tree of a heads-up postflop spot, street by street, as postflop-solver's
// ActionTree: one abstract "next card" child per chance node (the game expands it into one
// child per dealt card). Player 0 = OOP, 1 = IP; OOP acts first on every street.
//
// Amounts: BB in the public fields, integer cents (1 BB = 100) in the *Cents fields the
// solver uses. Bet and raise amounts are STREET TOTALS (a raise is a raise-to). Every
// action carries its node-id token (DESIGN.md "Node-id grammar"): x, c, f, b<amount>,
// r<amount>; an all-in raise over a bet is keyed b<total> with type 'raise'.
import { formatCents, centsToBb } from './amount.ts';
import { type BetSize, type BetSizeConfig, type Street, STREETS, BetSizeError } from './bet-size.ts';

export type NodeKind = 'decision' | 'chance' | 'terminal';
export type ActionType = 'check' | 'bet' | 'call' | 'raise' | 'fold';
export type Player = 0 | 1;

export interface TreeAction {
  type: ActionType;
  /** Node-id token: x, c, f, b<amount>, r<amount>. */
  token: string;
  /** Street total in BB: the bet, the raise-to, or for a call the total called to. Null for check/fold. */
  amountBb: number | null;
  amountCents: number | null;
  /**
   * Size as a FRACTION of the pot (the contract's pot_pct; 0.52 = 52%). A bet: of the pot
   * before it. A raise: the increment over the bet faced, of the pot after calling. Null
   * for check/call/fold.
   */
  potPct: number | null;
  /** Raise-to divided by the bet faced (raises only). */
  raiseRatio: number | null;
  allIn: boolean;
}

export interface ActionTreeNode {
  kind: NodeKind;
  /** Acting player at decision nodes; null elsewhere. */
  player: Player | null;
  street: Street;
  /** Pot including every bet made so far (also unmatched ones). */
  potBb: number;
  /** Stacks behind of [oop, ip]. */
  stacksBb: [number, number];
  /** The pot when the street started. */
  roundStartPotBb: number;
  /** Street totals put in on this street by [oop, ip]. */
  streetBetsBb: [number, number];
  /** Terminal nodes: a fold, or a showdown (river closed, or all-in called and run out). */
  terminal: 'fold' | 'showdown' | null;
  foldedPlayer: Player | null;
  actions: TreeAction[];
  /** Decision: one per action. Chance: exactly one (the next street, card not fixed). */
  children: ActionTreeNode[];
  /** Whether both players are all-in (no decision is left). */
  allIn: boolean;
  // cents twins of the BB fields, for the solver
  potCents: number;
  /** Chips each player is sure to have lost when the hand ends here (the smaller commitment). */
  matchedCents: number;
  committedCents: [number, number];
}

export interface ActionTreeConfig {
  /** The street the tree starts on (from the board length: 3 flop, 4 turn, 5 river). */
  startStreet: Street;
  startingPotBb: number;
  effectiveStackBb: number;
  betSizes: BetSizeConfig;
}

interface BuildState {
  street: number;
  player: Player;
  committed: [number, number];
  streetBet: [number, number];
  prevAction: 'none' | 'check' | 'call' | 'bet' | 'chance';
  numBets: number;
  allIn: boolean;
  oopCalledLast: boolean;
}

const MIN_BET_CENTS = 100; // 1 BB

interface Ctx {
  startCents: number;
  stackCents: number;
  sizes: BetSizeConfig;
}

/** Builds the whole abstract tree. Throws BetSizeError naming a bad pot/stack. */
export function buildActionTree(config: ActionTreeConfig): ActionTreeNode {
  const startCents = Math.round(config.startingPotBb * 100);
  const stackCents = Math.round(config.effectiveStackBb * 100);
  if (!Number.isFinite(config.startingPotBb) || startCents <= 0) {
    throw new BetSizeError(`starting pot ${String(config.startingPotBb)} BB must be positive`);
  }
  if (!Number.isFinite(config.effectiveStackBb) || stackCents <= 0) {
    throw new BetSizeError(`effective stack ${String(config.effectiveStackBb)} BB must be positive`);
  }
  const ctx: Ctx = { startCents, stackCents, sizes: config.betSizes };
  const state: BuildState = {
    street: STREETS.indexOf(config.startStreet),
    player: 0,
    committed: [0, 0],
    streetBet: [0, 0],
    prevAction: 'none',
    numBets: 0,
    allIn: false,
    oopCalledLast: false,
  };
  return buildDecision(ctx, state);
}

function makeNode(ctx: Ctx, state: BuildState, kind: NodeKind): ActionTreeNode {
  const potCents = ctx.startCents + state.committed[0] + state.committed[1];
  const roundStart = ctx.startCents + state.committed[0] - state.streetBet[0] + state.committed[1] - state.streetBet[1];
  return {
    kind,
    player: kind === 'decision' ? state.player : null,
    street: STREETS[state.street],
    potBb: centsToBb(potCents),
    stacksBb: [centsToBb(ctx.stackCents - state.committed[0]), centsToBb(ctx.stackCents - state.committed[1])],
    roundStartPotBb: centsToBb(roundStart),
    streetBetsBb: [centsToBb(state.streetBet[0]), centsToBb(state.streetBet[1])],
    terminal: null,
    foldedPlayer: null,
    actions: [],
    children: [],
    allIn: state.allIn,
    potCents,
    matchedCents: Math.min(state.committed[0], state.committed[1]),
    committedCents: [state.committed[0], state.committed[1]],
  };
}

function buildDecision(ctx: Ctx, state: BuildState): ActionTreeNode {
  const node = makeNode(ctx, state, 'decision');
  const candidates = candidateActions(ctx, state);
  for (const cand of candidates) {
    const { action, child } = applyAction(ctx, state, cand);
    node.actions.push(action);
    node.children.push(child);
  }
  return node;
}

/** After a street closes (check-check or a call): the next card, or the showdown. */
function buildStreetEnd(ctx: Ctx, state: BuildState): ActionTreeNode {
  if (state.street === 2) {
    const node = makeNode(ctx, state, 'terminal');
    node.terminal = 'showdown';
    return node;
  }
  const chance = makeNode(ctx, state, 'chance');
  const next: BuildState = {
    ...state,
    street: state.street + 1,
    player: 0,
    streetBet: [0, 0],
    prevAction: 'chance',
    numBets: 0,
    committed: [state.committed[0], state.committed[1]],
  };
  // both all-in: run the board out
  chance.children.push(state.allIn ? buildStreetEnd(ctx, next) : buildDecision(ctx, next));
  return chance;
}

type Candidate =
  | { kind: 'fold' | 'check' | 'call' }
  | { kind: 'bet' | 'raise' | 'allin'; amount: number };

function candidateActions(ctx: Ctx, state: BuildState): Candidate[] {
  const player = state.player;
  const opp = (player ^ 1) as Player;
  const playerStack = ctx.stackCents - state.committed[player];
  const oppStack = ctx.stackCents - state.committed[opp];
  const prevAmount = state.streetBet[opp];
  const toCall = playerStack - oppStack;
  // pot after the acting player calls
  const pot = ctx.startCents + 2 * state.committed[opp];
  const maxAmount = oppStack + prevAmount;
  const minAmount = Math.min(Math.max(prevAmount + toCall, MIN_BET_CENTS), maxAmount);
  const remainingStreets = 3 - state.street;
  const sprAfterCall = oppStack / pot;
  const geometric = (streets: number, maxRatio: number): number => {
    const ratio = (Math.pow(2 * sprAfterCall + 1, 1 / streets) - 1) / 2;
    return Math.round(pot * Math.min(ratio, maxRatio));
  };
  const streetName = STREETS[state.street];
  const sizes = ctx.sizes[streetName][player];
  const donk = streetName === 'turn' ? ctx.sizes.turnDonk : streetName === 'river' ? ctx.sizes.riverDonk : null;
  const out: Candidate[] = [];

  const openSize = (size: BetSize): Candidate => {
    switch (size.kind) {
      case 'potFraction':
        return { kind: 'bet', amount: Math.round(pot * size.fraction) };
      case 'fixedBb':
        return { kind: 'bet', amount: Math.round(size.amountBb * 100) };
      case 'geometric':
        return { kind: 'bet', amount: geometric(size.streets === 0 ? remainingStreets : size.streets, size.maxPotFraction) };
      case 'allIn':
        return { kind: 'allin', amount: maxAmount };
      case 'prevBetMultiple':
        throw new BetSizeError(`bet size "${size.multiple}x" is for raises only`);
    }
  };

  if (state.prevAction === 'none' || state.prevAction === 'check' || state.prevAction === 'chance') {
    out.push({ kind: 'check' });
    const isDonk = donk !== null && state.prevAction === 'chance' && state.oopCalledLast;
    const list = isDonk ? donk : sizes.bet;
    for (const size of list) out.push(openSize(size));
    if (ctx.sizes.addAllInThreshold > 0 && maxAmount <= Math.round(pot * ctx.sizes.addAllInThreshold)) {
      out.push({ kind: 'allin', amount: maxAmount });
    }
  } else {
    out.push({ kind: 'fold' }, { kind: 'call' });
    const raisesSoFar = state.numBets - 1;
    const capOk = ctx.sizes.raiseCap === null || raisesSoFar < ctx.sizes.raiseCap;
    if (!state.allIn && capOk) {
      for (const size of sizes.raise) {
        switch (size.kind) {
          case 'potFraction':
            out.push({ kind: 'raise', amount: prevAmount + Math.round(pot * size.fraction) });
            break;
          case 'prevBetMultiple':
            out.push({ kind: 'raise', amount: Math.round(prevAmount * size.multiple) });
            break;
          case 'fixedBb':
            out.push({ kind: 'raise', amount: prevAmount + Math.round(size.amountBb * 100) });
            break;
          case 'geometric': {
            const streets = Math.max((size.streets === 0 ? remainingStreets : size.streets) - state.numBets + 1, 1);
            out.push({ kind: 'raise', amount: prevAmount + geometric(streets, size.maxPotFraction) });
            break;
          }
          case 'allIn':
            out.push({ kind: 'allin', amount: maxAmount });
            break;
        }
      }
      if (ctx.sizes.addAllInThreshold > 0 && maxAmount <= prevAmount + Math.round(pot * ctx.sizes.addAllInThreshold)) {
        out.push({ kind: 'allin', amount: maxAmount });
      }
    }
  }

  // clamp into [min, max]; a size that leaves too little behind becomes all-in
  const aboveForceThreshold = (amount: number): boolean => {
    const newPot = pot + 2 * (amount - prevAmount);
    return maxAmount <= amount + Math.round(newPot * ctx.sizes.forceAllInThreshold);
  };
  for (let i = 0; i < out.length; i++) {
    const c = out[i];
    if (c.kind === 'bet' || c.kind === 'raise') {
      const clamped = Math.min(Math.max(c.amount, minAmount), maxAmount);
      out[i] = aboveForceThreshold(clamped) ? { kind: 'allin', amount: maxAmount } : { kind: c.kind, amount: clamped };
    }
  }

  const order = { fold: 0, check: 1, call: 2, bet: 3, raise: 4, allin: 5 } as const;
  out.sort((a, b) => order[a.kind] - order[b.kind] || ('amount' in a && 'amount' in b ? a.amount - b.amount : 0));
  const unique = out.filter((c, i) => {
    if (i === 0) return true;
    const p = out[i - 1];
    return !(p.kind === c.kind && (!('amount' in c) || ('amount' in p && p.amount === c.amount)));
  });
  return mergeCloseSizes(unique, pot, prevAmount, ctx.sizes.mergingThreshold);
}

/** PioSOLVER's merging rule, as postflop-solver merge_bet_actions. */
function mergeCloseSizes(actions: Candidate[], pot: number, offset: number, threshold: number): Candidate[] {
  if (threshold <= 0) return actions;
  const EPS = 1e-12;
  let current = Infinity;
  const kept: Candidate[] = [];
  for (let i = actions.length - 1; i >= 0; i--) {
    const a = actions[i];
    if ('amount' in a) {
      const ratio = (a.amount - offset) / pot;
      const currentRatio = (current - offset) / pot;
      const limit = (currentRatio - threshold) / (1 + threshold);
      if (ratio < limit * (1 - EPS)) {
        kept.push(a);
        current = a.amount;
      }
    } else {
      kept.push(a);
    }
  }
  return kept.reverse();
}

function applyAction(ctx: Ctx, state: BuildState, cand: Candidate): { action: TreeAction; child: ActionTreeNode } {
  const player = state.player;
  const opp = (player ^ 1) as Player;
  const prevAmount = state.streetBet[opp];
  const potAfterCall = ctx.startCents + 2 * state.committed[opp];
  switch (cand.kind) {
    case 'fold': {
      const child = makeNode(ctx, state, 'terminal');
      child.terminal = 'fold';
      child.foldedPlayer = player;
      return { action: plain('fold', 'f'), child };
    }
    case 'check': {
      const next: BuildState = { ...state, prevAction: 'check', oopCalledLast: false };
      if (player === 0) return { action: plain('check', 'x'), child: buildDecision(ctx, { ...next, player: 1 }) };
      return { action: plain('check', 'x'), child: buildStreetEnd(ctx, next) };
    }
    case 'call': {
      const committed: [number, number] = [state.committed[0], state.committed[1]];
      const streetBet: [number, number] = [state.streetBet[0], state.streetBet[1]];
      committed[player] = committed[opp];
      streetBet[player] = streetBet[opp];
      const next: BuildState = {
        ...state,
        committed,
        streetBet,
        prevAction: 'call',
        numBets: 0,
        oopCalledLast: player === 0,
      };
      const action: TreeAction = {
        type: 'call',
        token: 'c',
        amountBb: centsToBb(prevAmount),
        amountCents: prevAmount,
        potPct: null,
        raiseRatio: null,
        allIn: ctx.stackCents - committed[player] === 0,
      };
      return { action, child: buildStreetEnd(ctx, next) };
    }
    default: {
      const amount = cand.amount;
      const facingBet = prevAmount > 0;
      const isAllIn = cand.kind === 'allin';
      const committed: [number, number] = [state.committed[0], state.committed[1]];
      const streetBet: [number, number] = [state.streetBet[0], state.streetBet[1]];
      committed[player] += amount - streetBet[player];
      streetBet[player] = amount;
      const next: BuildState = {
        ...state,
        player: opp,
        committed,
        streetBet,
        prevAction: 'bet',
        numBets: state.numBets + 1,
        allIn: isAllIn,
        oopCalledLast: false,
      };
      const type: ActionType = facingBet ? 'raise' : 'bet';
      const token = (type === 'raise' && !isAllIn ? 'r' : 'b') + formatCents(amount);
      const potBefore = ctx.startCents + state.committed[0] + state.committed[1];
      const action: TreeAction = {
        type,
        token,
        amountBb: centsToBb(amount),
        amountCents: amount,
        potPct: facingBet ? (amount - prevAmount) / potAfterCall : amount / potBefore,
        raiseRatio: facingBet ? amount / prevAmount : null,
        allIn: isAllIn,
      };
      return { action, child: buildDecision(ctx, next) };
    }
  }
}

function plain(type: 'check' | 'fold', token: string): TreeAction {
  return { type, token, amountBb: null, amountCents: null, potPct: null, raiseRatio: null, allIn: false };
}

/** Counts decision nodes per street of the abstract tree (chance children counted once). */
export function countActionNodes(root: ActionTreeNode): Record<Street, number> {
  const counts: Record<Street, number> = { flop: 0, turn: 0, river: 0 };
  const walk = (node: ActionTreeNode): void => {
    if (node.kind === 'decision') counts[node.street]++;
    for (const child of node.children) walk(child);
  };
  walk(root);
  return counts;
}

/** The child reached by a node-id token at a decision node, or null. */
export function childByToken(node: ActionTreeNode, token: string): ActionTreeNode | null {
  const index = node.actions.findIndex((a) => a.token === token);
  return index < 0 ? null : node.children[index];
}
