// Table replay: rebuilds a POST body's hand action by action and returns the state at
// the hero's decision, or throws why there is none.
//
// Preflop bodies: players with stacks at the START of the hand, seated by their room
// positions; antes (`ante_bb` each, dead money), then the blinds from the sb and bb
// positions (heads-up the player who is not the bb is the button and posts the small
// blind; with 3+ players and no sb, no small blind is posted); then the history.
// Postflop bodies: players in postflop acting order with stacks when the flop opened,
// `in_hand: false` for players already out; the pot starts at initial_pot_bb; history
// holds flop, turn and river actions, each naming its street.
//
// Outcomes: a ReplayedTable with the hero to act; NoDecision for an impossible line, a
// repeated card or a hero without a legal action; HandClosed when the hand is over
// (terminal) or waits for the next card (street_closed).
import type { PostflopBody, PreflopBody } from '../../../shared/contract/strategy-body.ts';
import { type Card, formatCard } from '../../../shared/poker/cards.ts';
import { checkNoOverlap, parseBoard, parseHand } from '../../../shared/poker/boards.ts';
import { BIG_BLIND_BB, StreetBetting, roundBb, type IncomingAction } from './betting.ts';
import { HandClosed, NoDecision } from './errors.ts';
import { ROOM_POSITIONS, postflopRank, preflopRank, roomPositionOf, type RoomPosition } from './positions.ts';
import type { PreflopLine, ReplayedAction, ReplayedTable, Street, TableSeat } from './table.ts';

export const SMALL_BLIND_BB = 0.5;

/** The fields of a preflop body the replay reads. */
export type PreflopTableInput = Pick<PreflopBody, 'hand' | 'hero_seat' | 'players' | 'history' | 'ante_bb'>;
/** The fields of a postflop body the replay reads. */
export type PostflopTableInput = Pick<
  PostflopBody,
  'hand' | 'hero_seat' | 'players' | 'history' | 'flop' | 'turn' | 'river' | 'initial_pot_bb'
>;

const POSTFLOP_STREETS: readonly Street[] = ['flop', 'turn', 'river'];
const NEXT_STREET: Record<Street, Street | null> = { preflop: 'flop', flop: 'turn', turn: 'river', river: null };

export interface ReplayOptions {
  /**
   * Return the table at whoever is to act, hero or not (toActSeat and legal are that
   * player's). For table generators and tests; the service never sets it.
   */
  anyActor?: boolean;
}

/** A postflop body (it has a flop) rather than a preflop one. */
export function isPostflopBody<P extends PostflopTableInput>(body: P | PreflopTableInput): body is P {
  return typeof (body as { flop?: unknown }).flop === 'string';
}

/** Replays either body shape (postflop when it has a flop). */
export function replayTable(body: PreflopTableInput | PostflopTableInput, options: ReplayOptions = {}): ReplayedTable {
  return isPostflopBody(body) ? replayPostflop(body, options) : replayPreflop(body, options);
}

function noDecisionFrom(parse: () => void): void {
  try {
    parse();
  } catch (error) {
    throw new NoDecision((error as Error).message);
  }
}

/** Mutable state shared by the preflop and postflop replays. */
interface Replay {
  kind: 'preflop' | 'postflop';
  seats: TableSeat[];
  board: Card[];
  hand: [Card, Card];
  heroSeat: number;
  deadBb: number;
  betting: StreetBetting;
  actions: ReplayedAction[];
  anteBb: number;
  preflopOrder: number[];
  preflop: PreflopLine | null;
  anyActor: boolean;
}

function seatIndex(replay: Replay, seat: number): number {
  return replay.seats.findIndex((s) => s.seat === seat);
}

function potOutsideStreet(replay: { seats: TableSeat[]; deadBb: number }): number {
  return roundBb(replay.deadBb + replay.seats.reduce((sum, seat) => sum + seat.investedBb - seat.streetBb, 0));
}

function inHandCount(replay: Replay): number {
  return replay.seats.filter((seat) => !seat.folded).length;
}

/** Why nobody may act now, for a message about an action that came anyway. */
function whyNoActor(replay: Replay): string {
  if (inHandCount(replay) <= 1) return 'after the hand ended (every other player folded)';
  if (replay.betting.activeCount() <= 1) return 'after the betting ended (the other players are all-in)';
  return `after the ${replay.betting.street} betting closed`;
}

/** Checks that history[index] is by the player to act and applies it. */
function applyAction(replay: Replay, index: number, seat: number, incoming: IncomingAction): void {
  const at = `history[${index}]: seat ${seat}`;
  const expected = replay.betting.nextActor();
  const actorIndex = seatIndex(replay, seat);
  if (actorIndex < 0) throw new NoDecision(`${at} is not among players`, index);
  const actor = replay.seats[actorIndex];
  if (expected === null) throw new NoDecision(`${at} acts ${whyNoActor(replay)}`, index);
  if (expected !== actorIndex) {
    if (actor.folded) throw new NoDecision(`${at} acts but has folded`, index);
    if (actor.allIn) throw new NoDecision(`${at} acts but is all-in`, index);
    throw new NoDecision(`${at} acts out of turn; seat ${replay.seats[expected].seat} is to act`, index);
  }
  const result = replay.betting.apply(actorIndex, incoming);
  if (!result.ok) throw new NoDecision(`${at} ${result.why}`, index);
  replay.actions.push({ historyIndex: index, ...result.action });
  if (replay.preflop) updatePreflopLine(replay.preflop, result.action.kind, seat, result.action.toBb);
}

function updatePreflopLine(line: PreflopLine, kind: string, seat: number, toBb: number): void {
  if (kind === 'call') {
    if (line.raises === 0) line.limperSeats.push(seat);
    else line.callerSeats.push(seat);
  } else if (kind === 'raise') {
    line.raises++;
    line.raiserSeats.push(seat);
    line.squeeze = line.raises === 2 && line.callerSeats.length > 0;
    if (line.raises === 1) line.openSizeBb = toBb;
    line.lastRaiseToBb = toBb;
    line.aggressorSeat = seat;
    line.callerSeats = [];
  }
}

function startStreet(replay: Replay, street: Street): void {
  for (const seat of replay.seats) seat.streetBb = 0;
  replay.betting = new StreetBetting(street, replay.seats, replay.seats.map((_, i) => i), () => potOutsideStreet(replay), {
    currentBetBb: 0,
    minRaiseIncrementBb: BIG_BLIND_BB,
  });
}

/** The street whose card would be board[length]. */
function streetOfBoardLength(length: number): Street {
  return length <= 0 ? 'preflop' : length === 3 ? 'flop' : length === 4 ? 'turn' : 'river';
}

/**
 * After the history: moves through closed streets whose card is on the board, then
 * returns the table at the hero's decision or throws why there is none.
 */
function finish(replay: Replay): ReplayedTable {
  const hero = replay.seats[seatIndex(replay, replay.heroSeat)];
  if (!hero) throw new NoDecision(`hero_seat ${replay.heroSeat} is not among players`);
  if (hero.folded && !replay.anyActor) throw new NoDecision(`hero seat ${replay.heroSeat} has folded: no decision is left to it`);
  for (;;) {
    const street = replay.betting.street;
    if (inHandCount(replay) <= 1) {
      const winner = replay.seats.find((seat) => !seat.folded)!;
      throw new HandClosed('terminal', `the hand is over: every player but seat ${winner.seat} folded`);
    }
    const next = replay.betting.nextActor();
    if (next === null) {
      if (replay.betting.activeCount() <= 1) {
        throw new HandClosed('terminal', 'the hand is over: the players are all-in and no betting is left');
      }
      const nextStreet = NEXT_STREET[street];
      if (nextStreet === null) throw new HandClosed('terminal', 'the hand is over: the river betting is closed (showdown)');
      if (replay.kind === 'preflop') {
        throw new HandClosed('street_closed', 'the preflop betting is closed; the flop comes next (send a postflop body)');
      }
      const boardStreet = streetOfBoardLength(replay.board.length);
      if (POSTFLOP_STREETS.indexOf(boardStreet) <= POSTFLOP_STREETS.indexOf(street)) {
        throw new HandClosed('street_closed', `the ${street} betting is closed; send the ${nextStreet} card`);
      }
      startStreet(replay, nextStreet);
      continue;
    }
    const boardStreet = streetOfBoardLength(replay.board.length);
    if (replay.kind === 'postflop' && boardStreet !== street) {
      const card = formatCard(replay.board[POSTFLOP_STREETS.indexOf(street) + 3]);
      throw new NoDecision(
        `the ${NEXT_STREET[street]} card ${card} is given but the ${street} betting is not closed (seat ${replay.seats[next].seat} is to act)`,
      );
    }
    if (replay.anyActor) return tableOf(replay, next);
    if (hero.allIn) throw new NoDecision(`hero seat ${hero.seat} is all-in: no decision is left to it`);
    if (replay.seats[next] !== hero) {
      throw new NoDecision(`seat ${replay.seats[next].seat} is to act, not the hero (seat ${hero.seat})`);
    }
    return tableOf(replay, next);
  }
}

/** The table at the decision of seats[actorIndex] (the hero, unless anyActor). */
function tableOf(replay: Replay, actorIndex: number): ReplayedTable {
  const actor = replay.seats[actorIndex];
  const hero = replay.seats[seatIndex(replay, replay.heroSeat)];
  const { betting } = replay;
  const potBb = roundBb(replay.deadBb + replay.seats.reduce((sum, seat) => sum + seat.investedBb, 0));
  return {
    kind: replay.kind,
    street: betting.street,
    board: replay.board,
    hand: replay.hand,
    seats: replay.seats,
    preflopOrder: replay.preflopOrder,
    heroSeat: hero.seat,
    heroPosition: hero.position,
    toActSeat: actor.seat,
    potBb,
    roundStartPotBb: potOutsideStreet(replay),
    currentBetBb: betting.currentBetBb,
    minRaiseIncrementBb: betting.minRaiseIncrementBb,
    toCallBb: roundBb(Math.max(0, betting.currentBetBb - actor.streetBb)),
    legal: betting.legalFor(actorIndex),
    actions: replay.actions,
    anteBb: replay.anteBb,
    playersInHand: inHandCount(replay),
    preflop: replay.preflop,
  };
}

function newSeat(seat: number, position: string, roomPosition: RoomPosition | null, stackBb: number, folded: boolean): TableSeat {
  return {
    seat,
    position,
    roomPosition,
    startStackBb: stackBb,
    stackBb,
    streetBb: 0,
    investedBb: 0,
    folded,
    allIn: !folded && stackBb <= 0,
  };
}

/** Puts up to `amountBb` of a seat's stack in: as street chips (blind) or dead (ante). */
function post(seat: TableSeat, amountBb: number, street: boolean): void {
  const paid = roundBb(Math.min(amountBb, seat.stackBb));
  seat.stackBb = roundBb(seat.stackBb - paid);
  seat.investedBb = roundBb(seat.investedBb + paid);
  if (street) seat.streetBb = roundBb(seat.streetBb + paid);
  if (seat.stackBb <= 0) {
    seat.stackBb = 0;
    seat.allIn = true;
  }
}

export function replayPreflop(body: PreflopTableInput, options: ReplayOptions = {}): ReplayedTable {
  let hand: [Card, Card] = [0, 1];
  noDecisionFrom(() => {
    hand = parseHand(body.hand);
  });
  const positions = body.players.map((player, i) => {
    const position = roomPositionOf(player.position);
    if (position === null) {
      throw new NoDecision(
        `players[${i}]: position "${player.position}" of seat ${player.seat} is not a room position (${ROOM_POSITIONS.join(', ')})`,
      );
    }
    const first = body.players.findIndex((other, j) => j < i && roomPositionOf(other.position) === position);
    if (first >= 0) {
      throw new NoDecision(`players[${i}]: position "${player.position}" of seat ${player.seat} repeats the ${position} of seat ${body.players[first].seat}`);
    }
    return position;
  });
  const bbIndex = positions.indexOf('bb');
  if (bbIndex < 0) throw new NoDecision('players have no bb position: the blinds cannot be posted');
  const headsUp = body.players.length === 2;
  const sbIndex = headsUp ? 1 - bbIndex : positions.indexOf('sb');

  const byPreflop = body.players.map((_, i) => i);
  if (headsUp) byPreflop.sort((a, b) => (a === bbIndex ? 1 : 0) - (b === bbIndex ? 1 : 0));
  else byPreflop.sort((a, b) => preflopRank(positions[a]) - preflopRank(positions[b]));
  const byPostflop = headsUp ? [...byPreflop].reverse() : body.players.map((_, i) => i).sort((a, b) => postflopRank(positions[a]) - postflopRank(positions[b]));

  const seats = byPostflop.map((i) => newSeat(body.players[i].seat, body.players[i].position, positions[i], body.players[i].stack_bb, false));
  const seatOfPlayer = (i: number) => seats[byPostflop.indexOf(i)];
  const anteBb = body.ante_bb ?? 0;
  if (anteBb > 0) for (const seat of seats) post(seat, anteBb, false);
  if (sbIndex >= 0) post(seatOfPlayer(sbIndex), SMALL_BLIND_BB, true);
  post(seatOfPlayer(bbIndex), BIG_BLIND_BB, true);

  const replay: Replay = {
    kind: 'preflop',
    seats,
    board: [],
    hand,
    heroSeat: body.hero_seat,
    deadBb: 0,
    betting: undefined as unknown as StreetBetting,
    actions: [],
    anteBb,
    preflopOrder: byPreflop.map((i) => body.players[i].seat),
    preflop: {
      raises: 0,
      limperSeats: [],
      callerSeats: [],
      raiserSeats: [],
      aggressorSeat: null,
      openSizeBb: null,
      lastRaiseToBb: null,
      squeeze: false,
    },
    anyActor: options.anyActor === true,
  };
  replay.betting = new StreetBetting('preflop', seats, byPreflop.map((i) => byPostflop.indexOf(i)), () => potOutsideStreet(replay), {
    currentBetBb: BIG_BLIND_BB,
    minRaiseIncrementBb: BIG_BLIND_BB,
  });
  body.history.forEach((action, index) => {
    if (action.street !== undefined && action.street !== 'preflop') {
      throw new NoDecision(`history[${index}]: street "${String(action.street)}" in a preflop body`, index);
    }
    applyAction(replay, index, action.seat, { kind: action.kind, amountBb: 'amount_bb' in action ? action.amount_bb : undefined });
  });
  return finish(replay);
}

export function replayPostflop(body: PostflopTableInput, options: ReplayOptions = {}): ReplayedTable {
  let hand: [Card, Card] = [0, 1];
  let board: Card[] = [];
  noDecisionFrom(() => {
    hand = parseHand(body.hand);
    board = parseBoard(body.flop, body.turn, body.river);
    checkNoOverlap(hand, board);
  });
  const seats = body.players.map((player) =>
    newSeat(player.seat, player.position, roomPositionOf(player.position), player.stack_bb, player.in_hand === false),
  );
  const replay: Replay = {
    kind: 'postflop',
    seats,
    board,
    hand,
    heroSeat: body.hero_seat,
    deadBb: body.initial_pot_bb,
    betting: undefined as unknown as StreetBetting,
    actions: [],
    anteBb: 0,
    preflopOrder: [],
    preflop: null,
    anyActor: options.anyActor === true,
  };
  startStreet(replay, 'flop');
  body.history.forEach((action, index) => {
    const at = `history[${index}]: seat ${action.seat}`;
    const current = POSTFLOP_STREETS.indexOf(replay.betting.street);
    const wanted = POSTFLOP_STREETS.indexOf(action.street);
    if (wanted < current) throw new NoDecision(`${at} acts on the ${action.street} after the ${replay.betting.street} started`, index);
    while (POSTFLOP_STREETS.indexOf(replay.betting.street) < wanted) {
      const street = replay.betting.street;
      const next = replay.betting.nextActor();
      if (inHandCount(replay) <= 1 || replay.betting.activeCount() <= 1) throw new NoDecision(`${at} acts ${whyNoActor(replay)}`, index);
      if (next !== null) {
        throw new NoDecision(
          `${at} acts on the ${action.street} but the ${street} betting is not closed (seat ${replay.seats[next].seat} is to act)`,
          index,
        );
      }
      const nextStreet = NEXT_STREET[street]!;
      if (nextStreet !== action.street) throw new NoDecision(`${at} acts on the ${action.street} but the ${nextStreet} was not played`, index);
      if (board.length < POSTFLOP_STREETS.indexOf(nextStreet) + 3) {
        throw new NoDecision(`${at} acts on the ${nextStreet} but no ${nextStreet} card was given`, index);
      }
      startStreet(replay, nextStreet);
    }
    applyAction(replay, index, action.seat, { kind: action.kind, amountBb: 'amount_bb' in action ? action.amount_bb : undefined });
  });
  return finish(replay);
}
