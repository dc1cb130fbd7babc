// Compact table notation for tests (replay, matching, fallback). Not used in production.
//
// players: 'utg:100 hj:100 co:100 btn:100 sb:100 bb:100' -> seats 0, 1, 2, ... in that
//   order; postflop bodies list them in postflop order; `-` after the stack marks a
//   player no longer in the hand ('co:100-').
// history: 'utg:r2.5 hj:f co:c' with x c f b<amount> r<amount> (amounts are street totals);
//   postflop, '/turn' and '/river' switch the street of the actions that follow.
import type { PostflopBody, PreflopBody } from '../../../shared/contract/strategy-body.ts';

interface PlayerSpec {
  seat: number;
  position: string;
  stack_bb: number;
  in_hand?: boolean;
}

function parsePlayers(text: string): PlayerSpec[] {
  return text
    .trim()
    .split(/\s+/)
    .map((token, seat) => {
      const [position, stack] = token.split(':');
      const out = stack.endsWith('-');
      const player: PlayerSpec = { seat, position, stack_bb: Number(out ? stack.slice(0, -1) : stack) };
      if (out) player.in_hand = false;
      return player;
    });
}

type Kind = 'check' | 'call' | 'fold' | 'bet' | 'raise';
const KINDS: Record<string, Kind> = { x: 'check', c: 'call', f: 'fold', b: 'bet', r: 'raise' };

function parseHistory(text: string, players: PlayerSpec[], postflop: boolean) {
  let street: 'flop' | 'turn' | 'river' = 'flop';
  const actions: Array<Record<string, unknown>> = [];
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    if (token.startsWith('/')) {
      street = token.slice(1) as 'turn' | 'river';
      continue;
    }
    const [position, move] = token.split(':');
    const player = players.find((p) => p.position === position);
    if (!player) throw new Error(`test history: no player at ${position}`);
    const kind = KINDS[move[0]];
    const action: Record<string, unknown> = postflop ? { street, seat: player.seat, kind } : { seat: player.seat, kind };
    if (kind === 'bet' || kind === 'raise') action.amount_bb = Number(move.slice(1));
    actions.push(action);
  }
  return actions;
}

function heroSeat(players: PlayerSpec[], hero: string): number {
  const player = players.find((p) => p.position === hero);
  if (!player) throw new Error(`test hero: no player at ${hero}`);
  return player.seat;
}

export function preflopBody(spec: {
  players: string;
  hero: string;
  history?: string;
  hand?: string;
  ante?: number;
  pool?: 'regs' | 'fish';
  verbosity?: 'brief' | 'full';
}): PreflopBody {
  const players = parsePlayers(spec.players);
  const body: PreflopBody = {
    platform: 'test',
    stakes: '1_2',
    player_type: spec.pool ?? 'regs',
    hand: spec.hand ?? 'AhKd',
    hero_seat: heroSeat(players, spec.hero),
    verbosity: spec.verbosity ?? 'brief',
    audit: false,
    players: players.map(({ seat, position, stack_bb }) => ({ seat, position, stack_bb })),
    history: parseHistory(spec.history ?? '', players, false) as PreflopBody['history'],
  };
  if (spec.ante !== undefined) body.ante_bb = spec.ante;
  return body;
}

export function postflopBody(spec: {
  players: string;
  hero: string;
  flop: string;
  turn?: string;
  river?: string;
  pot: number;
  history?: string;
  hand?: string;
  pool?: 'regs' | 'fish';
  verbosity?: 'brief' | 'full';
  preflop?: PostflopBody['preflop'];
  tree?: { situation: string; position: string; node: string };
}): PostflopBody {
  const players = parsePlayers(spec.players);
  const body: PostflopBody = {
    platform: 'test',
    stakes: '1_2',
    player_type: spec.pool ?? 'regs',
    hand: spec.hand ?? 'QcJc',
    hero_seat: heroSeat(players, spec.hero),
    verbosity: spec.verbosity ?? 'brief',
    audit: false,
    flop: spec.flop,
    initial_pot_bb: spec.pot,
    players,
    history: parseHistory(spec.history ?? '', players, true) as PostflopBody['history'],
  };
  if (spec.turn !== undefined) body.turn = spec.turn;
  if (spec.river !== undefined) body.river = spec.river;
  if (spec.preflop !== undefined) body.preflop = spec.preflop;
  if (spec.tree) Object.assign(body, spec.tree);
  return body;
}
