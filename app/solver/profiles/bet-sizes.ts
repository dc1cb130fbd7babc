// The bet sizes of the bundled tree set (and the default of `dss solve` by spot
// coordinates), in the syntax of app/solver/bet-size.ts.
//
// One size per street plus all-in, no donk bets: flop 33%, turn 75%, river 75%, every
// raise all-in. Why so few: the solve cost grows with the number of river nodes times the
// 49 x 48 turn-river deals, and the file size with the turn nodes times the stored turn
// cards. This set gives 6 flop, 16 turn and 42 river decision nodes in a single-raised
// pot (about 100k concrete river decision nodes on a rainbow flop) and about 800 stored
// blocks, under 1.5 MB per file; two flop sizes (33%, 75%) would cost about 60% more
// time and space. A bet that would leave less than 10% of the pot behind becomes
// all-in (forceAllInThreshold), which adds no node.
//
// The river sizes matter twice: river strategies are solved on demand with the same set,
// so the river tree must stay small for river-on-demand latency.
import type { BetSizeConfigInput } from '../bet-size.ts';

export const BUNDLED_BET_SIZES: BetSizeConfigInput = {
  flop: { bet: '33%', raise: 'a' },
  turn: { bet: '75%', raise: 'a' },
  river: { bet: '75%', raise: 'a' },
  turnDonk: '',
  riverDonk: '',
  raiseCap: null,
  addAllInThreshold: 0,
  forceAllInThreshold: 0.1,
  mergingThreshold: 0,
};

