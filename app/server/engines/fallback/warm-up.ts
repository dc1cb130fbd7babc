// Canned decisions a worker runs once at start: a preflop open, a heads-up flop and a
// three-way turn, enough to load the tables and profiles and warm the hot loops.
import type { PostflopBody, PreflopBody } from '../../../shared/contract/strategy-body.ts';

const common = { platform: 'warmup', stakes: '1_2', player_type: 'regs', verbosity: 'brief', audit: false } as const;

export const WARM_UP_BODIES: Array<PreflopBody | PostflopBody> = [
  {
    ...common,
    hand: 'AhKd',
    hero_seat: 0,
    players: ['utg', 'hj', 'co', 'btn', 'sb', 'bb'].map((position, seat) => ({ seat, position, stack_bb: 100 })),
    history: [],
  },
  {
    ...common,
    hand: 'QcJc',
    hero_seat: 1,
    flop: 'Ts9c2d',
    initial_pot_bb: 5.5,
    players: [
      { seat: 1, position: 'bb', stack_bb: 97.5 },
      { seat: 0, position: 'btn', stack_bb: 97.5 },
    ],
    history: [],
    preflop: { scenario: 'srp', aggressor_seat: 0 },
  },
  {
    ...common,
    hand: '8h8d',
    hero_seat: 2,
    flop: 'Ks8c4d',
    turn: '2h',
    initial_pot_bb: 8,
    players: [
      { seat: 1, position: 'bb', stack_bb: 97.5 },
      { seat: 4, position: 'co', stack_bb: 97.5 },
      { seat: 2, position: 'btn', stack_bb: 97.5 },
    ],
    history: [
      { street: 'flop', seat: 1, kind: 'check' },
      { street: 'flop', seat: 4, kind: 'bet', amount_bb: 4 },
      { street: 'flop', seat: 2, kind: 'call' },
      { street: 'flop', seat: 1, kind: 'call' },
      { street: 'turn', seat: 1, kind: 'check' },
      { street: 'turn', seat: 4, kind: 'bet', amount_bb: 10 },
    ],
    preflop: { scenario: 'srp', aggressor_seat: 4 },
  },
];
