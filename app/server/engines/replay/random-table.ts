// Random LEGAL decision tables, seeded: the corpus of the fallback tests and the bench.
//
// A table is grown by replaying: at each point the replay says who acts and what is
// legal; the generator picks one legal action at random, appends it to the history and
// goes on, or stops and makes the player to act the hero. Closed streets get their next
// card. Every body it returns replays to a decision for its hero.
import type { PostflopBody, PreflopBody } from '../../../shared/contract/strategy-body.ts';
import { PREFLOP_SCENARIOS, type PreflopSummary } from '../../../shared/contract/table.ts';
import { formatCard } from '../../../shared/poker/cards.ts';
import { seededRandom } from '../../../shared/poker/equity.ts';
import { HandClosed } from './errors.ts';
import { ROOM_POSITIONS, postflopRank } from './positions.ts';
import { isPostflopBody, replayPostflop, replayPreflop } from './replay.ts';
import type { LegalActions, ReplayedTable } from './table.ts';

type Random = () => number;

const int = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const cents = (bb: number) => Math.round(bb * 100) / 100;

/** The usual room positions of an n-handed table, in preflop order (heads-up: btn, bb). */
const POSITIONS_BY_SIZE: Record<number, string[]> = {
  2: ['btn', 'bb'],
  3: ['btn', 'sb', 'bb'],
  4: ['co', 'btn', 'sb', 'bb'],
  5: ['hj', 'co', 'btn', 'sb', 'bb'],
  6: ['utg', 'hj', 'co', 'btn', 'sb', 'bb'],
  7: ['utg', 'lj', 'hj', 'co', 'btn', 'sb', 'bb'],
  8: ['utg', 'utg1', 'lj', 'hj', 'co', 'btn', 'sb', 'bb'],
  9: ['utg', 'utg1', 'utg2', 'lj', 'hj', 'co', 'btn', 'sb', 'bb'],
  10: [...ROOM_POSITIONS],
};

export function tablePositions(n: number): string[] {
  return [...POSITIONS_BY_SIZE[n]];
}

function shuffledDeck(random: Random): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

function randomStack(random: Random): number {
  const roll = random();
  if (roll < 0.3) return cents(1 + random() * 19);
  if (roll < 0.9) return cents(20 + random() * 180);
  return cents(200 + random() * 300);
}

type RandomAction = { kind: 'fold' | 'check' | 'call' | 'bet' | 'raise'; amount_bb?: number };

/** A random legal action: passive more often than aggressive, small sizes more often than large. */
export function randomLegalAction(random: Random, legal: LegalActions): RandomAction {
  const options: RandomAction['kind'][] = [];
  if (legal.fold) options.push('fold', 'fold');
  if (legal.check) options.push('check', 'check', 'check');
  if (legal.call) options.push('call', 'call', 'call');
  if (legal.bet) options.push('bet', 'bet');
  if (legal.raise) options.push('raise');
  const kind = pick(random, options);
  if (kind !== 'bet' && kind !== 'raise') return { kind };
  const { minBb, maxBb } = (kind === 'bet' ? legal.bet : legal.raise)!;
  if (random() < 0.1 || maxBb - minBb < 0.01) return { kind, amount_bb: maxBb };
  const amount = Math.min(maxBb, Math.ceil((minBb + (maxBb - minBb) * random() ** 3) * 100) / 100);
  return { kind, amount_bb: amount };
}

function decisionOf(body: PreflopBody | PostflopBody): ReplayedTable {
  return isPostflopBody<PostflopBody>(body) ? replayPostflop(body, { anyActor: true }) : replayPreflop(body, { anyActor: true });
}

/**
 * Plays random legal actions on `body` until a random stop; returns the body with the
 * player to act as hero, or null when the hand ended first.
 */
function playOut<B extends PreflopBody | PostflopBody>(random: Random, body: B, deck: number[], stopChance: number): B | null {
  for (let step = 0; step < 60; step++) {
    let table: ReplayedTable;
    try {
      table = decisionOf(body);
    } catch (error) {
      if (error instanceof HandClosed && error.reason === 'street_closed' && isPostflopBody<PostflopBody>(body)) {
        const next = formatCard(deck.pop()!);
        if (body.turn === undefined) body.turn = next;
        else body.river = next;
        continue;
      }
      if (error instanceof HandClosed) return null;
      throw error;
    }
    if (random() < stopChance || body.history.length >= 190) {
      body.hero_seat = table.toActSeat;
      return body;
    }
    const action = randomLegalAction(random, table.legal);
    const street = table.street;
    body.history.push((street === 'preflop' ? { seat: table.toActSeat, ...action } : { street, seat: table.toActSeat, ...action }) as never);
  }
  return null;
}

function randomSeats(random: Random, n: number): number[] {
  const seats = Array.from({ length: 10 }, (_, i) => i);
  for (let i = 9; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [seats[i], seats[j]] = [seats[j], seats[i]];
  }
  return seats.slice(0, n);
}

/** A random preflop decision at a 2..10 handed table (null when the random hand ended early). */
export function randomPreflopBody(random: Random): PreflopBody | null {
  const n = int(random, 2, 10);
  const seats = randomSeats(random, n);
  const deck = shuffledDeck(random);
  const body: PreflopBody = {
    platform: 'corpus',
    stakes: '1_2',
    player_type: random() < 0.7 ? 'regs' : 'fish',
    hand: formatCard(deck.pop()!) + formatCard(deck.pop()!),
    hero_seat: seats[0],
    verbosity: random() < 0.5 ? 'brief' : 'full',
    audit: false,
    players: tablePositions(n).map((position, i) => ({ seat: seats[i], position, stack_bb: randomStack(random) })),
    history: [],
  };
  if (random() < 0.3) body.ante_bb = pick(random, [0.1, 0.125, 0.2, 0.25]);
  return playOut(random, body, deck, 0.3);
}

function randomSummary(random: Random, inHand: number[]): PreflopSummary | undefined {
  if (random() < 0.2) return undefined;
  const summary: PreflopSummary = {};
  if (random() < 0.5) summary.scenario = pick(random, PREFLOP_SCENARIOS);
  else summary.raises = int(random, 0, 4);
  if (random() < 0.8) summary.aggressor_seat = pick(random, inHand);
  return summary;
}

/** A random flop, turn or river decision at a 2..10 handed table (null when the random hand ended early). */
export function randomPostflopBody(random: Random): PostflopBody | null {
  const n = int(random, 2, 10);
  const seats = randomSeats(random, n);
  const positions = tablePositions(n).sort((a, b) => postflopRank(a as never) - postflopRank(b as never));
  if (n === 2) positions.reverse(); // heads-up the bb acts first postflop
  const inHand = positions.map((_, i) => i < 2 || random() < 0.45);
  // Shuffle who is in: the first two are not always the ones left.
  for (let i = inHand.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [inHand[i], inHand[j]] = [inHand[j], inHand[i]];
  }
  const deck = shuffledDeck(random);
  const players = positions.map((position, i) => {
    const player: PostflopBody['players'][number] = { seat: seats[i], position, stack_bb: random() < 0.03 ? 0 : randomStack(random) };
    if (!inHand[i]) player.in_hand = false;
    return player;
  });
  const live = players.filter((p) => p.in_hand !== false).map((p) => p.seat);
  const body: PostflopBody = {
    platform: 'corpus',
    stakes: '1_2',
    player_type: random() < 0.7 ? 'regs' : 'fish',
    hand: formatCard(deck.pop()!) + formatCard(deck.pop()!),
    hero_seat: live[0],
    verbosity: random() < 0.5 ? 'brief' : 'full',
    audit: false,
    flop: formatCard(deck.pop()!) + formatCard(deck.pop()!) + formatCard(deck.pop()!),
    initial_pot_bb: cents(2 + random() * 60),
    players,
    history: [],
  };
  const summary = randomSummary(random, live);
  if (summary) body.preflop = summary;
  return playOut(random, body, deck, 0.25);
}

/** `count` random decision bodies from `seed`, alternating preflop and postflop. */
export function randomDecisionBodies(seed: number, count: number, shape: 'preflop' | 'postflop' | 'both' = 'both'): Array<PreflopBody | PostflopBody> {
  const random = seededRandom(seed);
  const bodies: Array<PreflopBody | PostflopBody> = [];
  while (bodies.length < count) {
    const postflop = shape === 'postflop' || (shape === 'both' && bodies.length % 2 === 1);
    const body = postflop ? randomPostflopBody(random) : randomPreflopBody(random);
    if (body) bodies.push(body);
  }
  return bodies;
}
