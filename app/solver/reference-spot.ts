// The published reference spot (PioSOLVER "3betpotFAST"): QsJh2h, pot 180, stack 910. Published:
// OOP equity 55.35%, OOP EV about 105.1, OOP root bet about 55.2%. Used by tests and bench/solver.
export const REFERENCE_OOP_RANGE =
  '88+,A8s+,A5s-A2s:0.5,AJo+,ATo:0.75,K9s+,KQo,KJo:0.75,KTo:0.25,Q9s+,QJo:0.5,J8s+,JTo:0.25,T8s+,T7s:0.45,97s+,96s:0.45,87s,86s:0.75,85s:0.45,75s+:0.75,74s:0.45,65s:0.75,64s:0.5,63s:0.45,54s:0.75,53s:0.5,52s:0.45,43s:0.5,42s:0.45,32s:0.45';
export const REFERENCE_IP_RANGE =
  'AA:0.25,99-22,AJs-A2s,AQo-A8o,K2s+,K9o+,Q2s+,Q9o+,J6s+,J9o+,T6s+,T9o,96s+,95s:0.5,98o,86s+,85s:0.5,75s+,74s:0.5,64s+,63s:0.5,54s,53s:0.5,43s';
// "No donk" = no separate donk sizes: OOP may lead the turn/river with its regular bet size
// (postflop-solver's `turn_donk_sizes: None`). This tree reproduces the published EV (105.1)
// and the ~1.3 GB of the native reference; pass turnDonk/riverDonk '' to forbid leads.
export const REFERENCE_BET_SIZES = {
  flop: { bet: '52%', raise: '45%' },
  turn: { bet: '55%', raise: '45%' },
  river: { bet: '70%', raise: '45%' },
};
export const REFERENCE_SPOT = {
  board: 'QsJh2h',
  startingPotBb: 180,
  effectiveStackBb: 910,
  oopRange: REFERENCE_OOP_RANGE,
  ipRange: REFERENCE_IP_RANGE,
  betSizes: REFERENCE_BET_SIZES,
};

export const REFERENCE_PUBLISHED = { oopEquityPct: 55.35, oopEvBb: 105.1, oopRootBetFreq: 0.552 };
