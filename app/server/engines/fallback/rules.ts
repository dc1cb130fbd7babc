// Every tunable of the fallback engine, in one place: what docs/fallback-engine.md
// states, and what the engine version hashes (a change here is a new engine build).
// Amounts in BB; shares and equities in [0, 1].

export const PREFLOP_RULES = {
  /** Effective stacks (unanted big blinds) at or below this play push/fold from the chart. */
  shortStackBb: 15,
  /** Width of the linear blend around a chart threshold. */
  pushFoldBandBb: 1,
  sizes: {
    /** Iso raise: this plus isoPerLimperBb per limper. */
    isoBb: 3.5,
    isoPerLimperBb: 1,
    /** A squeeze adds one open size per caller to the 3-bet size. */
    squeezePerCallerTimes: 1,
    /** 4-bet: this times the 3-bet; 5-bets and beyond go all-in. */
    fourBetTimes: 2.3,
    /** Go all-in when the stack left after the raise would be below this share of the pot. */
    allInBelowPotShare: 1 / 3,
  },
  ranges: {
    /** Each caller of the open shrinks a 3-bet (squeeze) range by this factor. */
    squeezeShrinkPerCaller: 0.75,
    /** Without a chart entry: the 3-bet range is this top share of the opening range, ... */
    missingThreeBetShare: 0.25,
    /** ... the 4-bet range this top share of the 3-bet range, ... */
    missingFourBetShare: 0.4,
    /** ... and each later raise this top share of the raise before. */
    laterRaiseShare: 0.5,
  },
  /** Spots without a chart answer (cold 3-bets, 4-bets and beyond, limp-raises): equity rule. */
  equityRule: {
    /** Raise (re-raise) with all-in equity against the raiser's range at or above this. */
    raiseEquity: { regs: 0.55, fish: 0.62 },
    raiseBand: 0.06,
    /** Call when equity x realisation covers the price (to call / pot after calling). */
    realization: { ip: 0.95, oop: 0.85, fish: 1 },
    callBand: 0.04,
  },
} as const;

export const POSTFLOP_RULES = {
  /** Monte Carlo deals for hero equity (seeded from the body): heads-up, and with 2+ villains. */
  equitySamples: { headsUp: 1000, multiway: 600 },
  /** Rule of 2 and 4: equity per out with one or two cards to come. */
  equityPerOut: { oneCard: 0.02, twoCards: 0.04 },
  narrowing: {
    /**
     * A bet or raise keeps hands above this strength (a ramp of width `band`), plus the
     * bluff floor; the threshold moves by sizeShift per pot of size above half a pot
     * (a pot-size bet keeps from 0.575), capped at maxFrom.
     */
    betFrom: 0.5,
    raiseFrom: 0.65,
    sizeShift: 0.15,
    maxFrom: 0.9,
    band: 0.2,
    bluffFloor: 0.15,
    /** A call keeps the middle: from callFrom up, minus callTopCut of the top from callTopFrom up. */
    callFrom: 0.25,
    callTopFrom: 0.9,
    callTopCut: 0.5,
    /**
     * A check behind (someone checked before on the street) removes checkTopCut of the top
     * from checkTopFrom up (slowplays stay); the first check of a street removes nothing.
     */
    checkTopFrom: 0.75,
    checkTopCut: 0.7,
  },
  /** Relative strength r = (equity - fair share) / (1 - fair share), fair share = 1 / players in hand. */
  valueBet: { regs: 0.2, fish: 0.35 },
  valueRaise: { regs: 0.45, fish: 0.6 },
  /** Each raise already made on the street adds this to the value-raise threshold. */
  valueRaisePerRaise: 0.15,
  /** Bet sizes by relative strength: below `small` 33%, below `large` 66%, else 100% of the pot. */
  sizeBy: { small: 0.35, large: 0.6 },
  potFractions: [0.33, 0.66, 1] as const,
  /** Draws with at least this many outs semi-bluff (heads-up, or in position), regs only. */
  semiBluffOuts: 8,
  /** Calling: equity x realisation >= price. */
  realization: { ip: 1, oop: 0.9, perExtraOpponent: 0.05, fish: 1 },
  /** A call of at least this share of the stack behind needs a made hand or a draw. */
  airCallStackShare: 1 / 3,
  /** All-in when the stack left after a bet or raise would be below this share of the pot. */
  allInBelowPotShare: 1 / 3,
} as const;
