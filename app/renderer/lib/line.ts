// Replays a node id of a heads-up tree: who acted, what each action put in, the pot.
// Tree conventions (app/solver/README.md): OOP acts first on every street; amounts are
// street totals in BB (a bet, a raise-to, a call-to); a `b<total>` token facing a bet is
// an all-in raise. Pot % follows the tree's pot_pct: a bet over the pot before it, a
// raise's increment over the pot after calling.
import { formatCard } from '../../shared/poker/cards.ts';
import { formatNodeToken, type NodeToken, parseNodeId, ROOT_NODE_ID } from '../../shared/poker/node-id.ts';

export type Seat = 'oop' | 'ip';
export type Street = 'flop' | 'turn' | 'river';
export type StepKind = 'check' | 'call' | 'fold' | 'bet' | 'raise' | 'turn' | 'river';

export interface LineStep {
  /** The node id after this step. */
  nodeId: string;
  parentId: string;
  token: string;
  kind: StepKind;
  /** The street the action was made on; for a card, the street it opens. */
  street: Street;
  /** Who acted; null for a dealt card. */
  actor: Seat | null;
  /** Street total in BB after the action (bet, raise-to, call-to); null for check, fold and cards. */
  amountBb: number | null;
  /** The dealt card ('Ah') for turn and river steps. */
  card: string | null;
}

export interface LineState {
  steps: LineStep[];
  street: Street;
  /** Who acts next on the current street when the street is open (OOP first, then alternating). */
  nextActor: Seat;
  /** BB each player has put in on the current street. */
  streetBb: Record<Seat, number>;
  /** BB each player has put in since the flop, the current street included. */
  investedBb: Record<Seat, number>;
  /** True after a fold. */
  folded: boolean;
}

const other = (seat: Seat): Seat => (seat === 'oop' ? 'ip' : 'oop');

/**
 * The steps of a node id. Throws NodeIdError (naming the bad token) when the id does not
 * parse; the tree decides whether a parsable line exists.
 */
export function replayLine(nodeId: string): LineState {
  const tokens = parseNodeId(nodeId);
  const state: LineState = {
    steps: [],
    street: 'flop',
    nextActor: 'oop',
    streetBb: { oop: 0, ip: 0 },
    investedBb: { oop: 0, ip: 0 },
    folded: false,
  };
  let parentId = ROOT_NODE_ID;
  for (const token of tokens) {
    const text = formatNodeToken(token);
    const stepId = `${parentId}-${text}`;
    state.steps.push(stepOf(state, token, text, stepId, parentId));
    parentId = stepId;
  }
  return state;
}

function stepOf(state: LineState, token: NodeToken, text: string, nodeId: string, parentId: string): LineStep {
  const base = { nodeId, parentId, token: text, card: null, amountBb: null };
  if (token.kind === 'turn' || token.kind === 'river') {
    state.street = token.kind;
    state.nextActor = 'oop';
    state.streetBb = { oop: 0, ip: 0 };
    return { ...base, kind: token.kind, street: token.kind, actor: null, card: formatCard(token.card) };
  }
  const actor = state.nextActor;
  const street = state.street;
  const facingBb = state.streetBb[other(actor)];
  state.nextActor = other(actor);
  switch (token.kind) {
    case 'check':
      return { ...base, kind: 'check', street, actor };
    case 'fold':
      state.folded = true;
      return { ...base, kind: 'fold', street, actor };
    case 'call':
      put(state, actor, facingBb);
      return { ...base, kind: 'call', street, actor, amountBb: facingBb };
    case 'bet':
    case 'raise': {
      // A `b` token facing a bet is an all-in raise (the tree keys it b<total>).
      const kind = token.kind === 'raise' || facingBb > state.streetBb[actor] ? 'raise' : 'bet';
      put(state, actor, token.amountBb);
      return { ...base, kind, street, actor, amountBb: token.amountBb };
    }
  }
}

function put(state: LineState, actor: Seat, streetTotalBb: number): void {
  state.investedBb[actor] += streetTotalBb - state.streetBb[actor];
  state.streetBb[actor] = streetTotalBb;
}

/** The pot at the end of the line, given the pot when the current street opened. */
export function potAtNode(roundStartPotBb: number, line: LineState): number {
  return roundStartPotBb + line.streetBb.oop + line.streetBb.ip;
}

/**
 * Size of a bet or raise to `amountBb` (street total) at the end of `line`, as a fraction
 * of the pot, the way the tree writes pot_pct. null when nothing is put in beyond a call.
 */
export function sizePotFraction(roundStartPotBb: number, line: LineState, amountBb: number): number | null {
  const actor = line.nextActor;
  const facingBb = line.streetBb[other(actor)];
  const potBb = potAtNode(roundStartPotBb, line);
  if (facingBb > line.streetBb[actor]) {
    const potAfterCallBb = potBb + (facingBb - line.streetBb[actor]);
    return amountBb > facingBb && potAfterCallBb > 0 ? (amountBb - facingBb) / potAfterCallBb : null;
  }
  return potBb > 0 ? amountBb / potBb : null;
}

/** The node ids of the line from the root, the node itself included. */
export function lineNodeIds(nodeId: string): string[] {
  return [ROOT_NODE_ID, ...replayLine(nodeId).steps.map((step) => step.nodeId)];
}

/**
 * Node ids along the line where a player decided: the root and every node reached by an
 * action, except a node followed by a dealt card (it closed its street). The last node is
 * included as is; the caller learns from the tree whether it is a decision.
 */
export function decisionNodeIds(nodeId: string): string[] {
  const steps = replayLine(nodeId).steps;
  const ids = [ROOT_NODE_ID, ...steps.map((step) => step.nodeId)];
  return ids.filter((_id, index) => {
    const next = steps[index];
    return next === undefined || (next.kind !== 'turn' && next.kind !== 'river');
  });
}

/** Turn and river cards the node id has dealt. */
export function boardCardsOf(line: LineState): { turn?: string; river?: string } {
  const cards: { turn?: string; river?: string } = {};
  for (const step of line.steps) {
    if (step.kind === 'turn') cards.turn = step.card!;
    if (step.kind === 'river') cards.river = step.card!;
  }
  return cards;
}

/** The street a street_closed node asks a card for: turn after the flop, river after the turn. */
export function nextStreetOf(line: LineState): 'turn' | 'river' | null {
  if (line.street === 'flop') return 'turn';
  if (line.street === 'turn') return 'river';
  return null;
}

export function parentOf(nodeId: string): string | null {
  const cut = nodeId.lastIndexOf('-');
  return cut < 0 ? null : nodeId.slice(0, cut);
}

export function childOf(nodeId: string, token: string): string {
  return `${nodeId}-${token}`;
}
