// The table builder's state and the POST body it stands for. Numbers are kept as typed
// (strings) so a half-typed field survives; bodyOfDraft turns them into numbers, and a
// field that is not a number is sent as typed so the contract's message names it.
// Seats are table seats 0..9; players are listed in postflop acting order.
import type { PreflopScenario } from '../../../shared/contract/table.ts';
import type { DecisionBody } from './api/post-decision.ts';

export const ACTION_KINDS = ['check', 'call', 'fold', 'bet', 'raise'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
export const HISTORY_STREETS = ['preflop', 'flop', 'turn', 'river'] as const;
export type HistoryStreet = (typeof HISTORY_STREETS)[number];

export interface PlayerDraft {
  seat: number;
  position: string;
  stackBb: string;
  inHand: boolean;
}

export interface HistoryDraft {
  street: HistoryStreet;
  seat: number;
  kind: ActionKind;
  /** Street total (raise-to) for bet and raise; ignored otherwise. */
  amountBb: string;
}

export interface PreflopDraft {
  scenario: PreflopScenario | '';
  aggressorSeat: string;
  raises: string;
  callers: string;
  limpers: string;
  openSizeBb: string;
  lastRaiseToBb: string;
  squeeze: boolean;
}

export interface TreeCoordinatesDraft {
  situation: string;
  position: string;
  node: string;
}

export interface TableDraft {
  platform: string;
  stakes: string;
  playerType: 'regs' | 'fish';
  hand: string;
  heroSeat: number;
  /** Empty: a preflop body. */
  flop: string;
  turn: string;
  river: string;
  initialPotBb: string;
  anteBb: string;
  players: PlayerDraft[];
  history: HistoryDraft[];
  /** null: no preflop summary is sent. */
  preflop: PreflopDraft | null;
  /** null: no tree coordinates are sent (the fallback engine answers, reason no_node). */
  tree: TreeCoordinatesDraft | null;
  verbosity: 'brief' | 'full';
  audit: boolean;
  handId: string;
}

export function emptyPreflopDraft(): PreflopDraft {
  return { scenario: '', aggressorSeat: '', raises: '', callers: '', limpers: '', openSizeBb: '', lastRaiseToBb: '', squeeze: false };
}

export function emptyDraft(): TableDraft {
  return {
    platform: '',
    stakes: '',
    playerType: 'regs',
    hand: '',
    heroSeat: 0,
    flop: '',
    turn: '',
    river: '',
    initialPotBb: '',
    anteBb: '',
    players: [
      { seat: 0, position: 'bb', stackBb: '100', inHand: true },
      { seat: 1, position: 'btn', stackBb: '100', inHand: true },
    ],
    history: [],
    preflop: null,
    tree: null,
    verbosity: 'full',
    audit: true,
    handId: '',
  };
}

export function isPostflop(draft: TableDraft): boolean {
  return draft.flop.trim() !== '';
}

/** '' -> undefined; a number -> the number; anything else -> the text (the schema names it). */
function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

function optional<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

function preflopSummaryOf(preflop: PreflopDraft) {
  return optional({
    scenario: preflop.scenario || undefined,
    aggressor_seat: numberOf(preflop.aggressorSeat),
    raises: numberOf(preflop.raises),
    callers: numberOf(preflop.callers),
    limpers: numberOf(preflop.limpers),
    open_size_bb: numberOf(preflop.openSizeBb),
    last_raise_to_bb: numberOf(preflop.lastRaiseToBb),
    squeeze: preflop.squeeze ? true : undefined,
  });
}

const hasAmount = (kind: ActionKind) => kind === 'bet' || kind === 'raise';

/**
 * The POST body of a draft: postflop when a flop is given, preflop otherwise. Values are
 * passed through as typed; the caller validates with the contract schema.
 */
export function bodyOfDraft(draft: TableDraft): DecisionBody {
  const common: Record<string, unknown> = {
    platform: draft.platform.trim(),
    stakes: draft.stakes.trim(),
    player_type: draft.playerType,
    hand: draft.hand.trim(),
    hero_seat: draft.heroSeat,
    verbosity: draft.verbosity,
    audit: draft.audit,
    ...optional({ hand_id: draft.handId.trim() || undefined }),
  };
  const amountOf = (row: HistoryDraft) => (hasAmount(row.kind) ? { amount_bb: numberOf(row.amountBb) } : {});
  if (!isPostflop(draft)) {
    return {
      ...common,
      players: draft.players.map((player) => ({ seat: player.seat, position: player.position.trim(), stack_bb: numberOf(player.stackBb) })),
      history: draft.history.map((row) => ({ seat: row.seat, kind: row.kind, ...amountOf(row) })),
      ...optional({ ante_bb: numberOf(draft.anteBb) }),
    } as DecisionBody;
  }
  return {
    ...common,
    flop: draft.flop.trim(),
    ...optional({ turn: draft.turn.trim() || undefined, river: draft.river.trim() || undefined }),
    initial_pot_bb: numberOf(draft.initialPotBb),
    players: draft.players.map((player) => ({
      seat: player.seat,
      position: player.position.trim(),
      stack_bb: numberOf(player.stackBb),
      ...(player.inHand ? {} : { in_hand: false }),
    })),
    history: draft.history
      .filter((row) => row.street !== 'preflop')
      .map((row) => ({ street: row.street, seat: row.seat, kind: row.kind, ...amountOf(row) })),
    ...(draft.preflop !== null ? { preflop: preflopSummaryOf(draft.preflop) } : {}),
    ...(draft.tree !== null ? { situation: draft.tree.situation, position: draft.tree.position, node: draft.tree.node } : {}),
  } as DecisionBody;
}

/** Seats not taken yet, lowest first. */
export function freeSeats(draft: TableDraft): number[] {
  const taken = new Set(draft.players.map((player) => player.seat));
  return Array.from({ length: 10 }, (_, seat) => seat).filter((seat) => !taken.has(seat));
}
