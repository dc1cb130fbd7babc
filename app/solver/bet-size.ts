// Bet-size configuration of a postflop tree, in the syntax solver users know
// (PioSOLVER / postflop-solver):
//
//   33%    a fraction of the pot. For a bet: of the pot before the bet. For a raise: of the
//          pot after calling, added on top of the call (PioSOLVER's raise %).
//   2.5x   a multiple of the previous bet or raise (raises only): raise to 2.5 x that bet.
//   e      geometric: the size that, repeated on every remaining street, gets the stacks in
//          (flop 3 streets, turn 2, river 1). `2e` / `3e`: that many streets. `3e150%`
//          caps the size at 150% of the pot. For raises the raises already made on the
//          street are subtracted from the number of streets (postflop-solver's rule).
//   a      all-in.
//   100c   a fixed amount in BB (for a raise: added to the previous bet).
//
// Lists are comma-separated ('33%, 75%, a'). Amounts are BB; the tree rounds every size to
// the cent. Sizes are given per street (flop, turn, river) and per player (oop, ip), with
// separate bet and raise lists; donk sizes are OOP's leads on the turn/river into the
// player who was aggressor on the previous street (OOP called the last bet).

export type BetSize =
  | { kind: 'potFraction'; fraction: number }
  | { kind: 'prevBetMultiple'; multiple: number }
  | { kind: 'geometric'; streets: number; maxPotFraction: number }
  | { kind: 'allIn' }
  | { kind: 'fixedBb'; amountBb: number };

export class BetSizeError extends Error {
  override name = 'BetSizeError';
}

export type Street = 'flop' | 'turn' | 'river';
export const STREETS: readonly Street[] = ['flop', 'turn', 'river'];

/** Bet and raise sizes of one player on one street. */
export interface StreetSizes {
  bet: BetSize[];
  raise: BetSize[];
}

/** The full bet-size configuration of a tree (postflop-solver's TreeConfig sizes). */
export interface BetSizeConfig {
  /** [oop, ip] sizes per street. */
  flop: [StreetSizes, StreetSizes];
  turn: [StreetSizes, StreetSizes];
  river: [StreetSizes, StreetSizes];
  /**
   * OOP's donk sizes on the turn / river (OOP leads after calling the previous street's
   * last bet). `null`: OOP uses its regular bet sizes there. `[]`: no donk bets (OOP checks).
   */
  turnDonk: BetSize[] | null;
  riverDonk: BetSize[] | null;
  /** Maximum number of raises per street (the first bet is not a raise); null = no cap. */
  raiseCap: number | null;
  /**
   * Add an all-in action when the stack left is at most this multiple of the pot
   * (pot after calling; for raises measured on top of the call). 0 disables.
   */
  addAllInThreshold: number;
  /**
   * Replace a bet/raise by all-in when the stack left behind after the opponent calls it
   * would be at most this fraction of the resulting pot. 0 disables.
   */
  forceAllInThreshold: number;
  /**
   * Merge close sizes (PioSOLVER's rule): keep the largest size X (as a pot fraction) and
   * drop every size Y with (1 + X) / (1 + Y) < 1 + threshold; repeat with the next kept.
   * 0 disables.
   */
  mergingThreshold: number;
}

/** Sizes of one street as text: the same for both players, or per player. */
export type StreetSizesInput =
  | { bet?: string; raise?: string }
  | { oop?: { bet?: string; raise?: string }; ip?: { bet?: string; raise?: string } };

/** The user-facing form of BetSizeConfig: every list as text. Absent lists are empty. */
export interface BetSizeConfigInput {
  flop?: StreetSizesInput;
  turn?: StreetSizesInput;
  river?: StreetSizesInput;
  /** Absent: OOP's regular sizes; '' : no donk bets. */
  turnDonk?: string;
  riverDonk?: string;
  raiseCap?: number | null;
  addAllInThreshold?: number;
  forceAllInThreshold?: number;
  mergingThreshold?: number;
}

// A plain non-negative decimal: no sign, no exponent, no letters.
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

function parseDecimal(text: string): number | null {
  return DECIMAL.test(text) ? Number(text) : null;
}

/**
 * Parses one size such as '33%', '2.5x', 'e', '2e', '3e150%', 'a', '100c'.
 * `isRaise` allows the raise-only form 'x'.
 */
export function parseBetSize(text: string, isRaise: boolean): BetSize {
  const raw = text.trim();
  const s = raw.toLowerCase();
  if (s === '') throw new BetSizeError('bet size "" is empty');
  if (s === 'a') return { kind: 'allIn' };
  if (s.endsWith('x')) {
    if (!isRaise) throw new BetSizeError(`bet size "${raw}": "x" (multiple of the previous bet) is for raises only`);
    const multiple = parseDecimal(s.slice(0, -1));
    if (multiple === null) throw new BetSizeError(`bet size "${raw}" is not a multiple such as 2.5x`);
    if (!(multiple > 1)) throw new BetSizeError(`bet size "${raw}": the multiple must be greater than 1`);
    return { kind: 'prevBetMultiple', multiple };
  }
  if (s.endsWith('c')) {
    const amountBb = parseDecimal(s.slice(0, -1));
    if (amountBb === null) throw new BetSizeError(`bet size "${raw}" is not a BB amount such as 100c`);
    if (!(amountBb > 0)) throw new BetSizeError(`bet size "${raw}": the amount must be positive`);
    return { kind: 'fixedBb', amountBb };
  }
  if (s.includes('e')) {
    const [streetsText, capText, ...rest] = s.split('e');
    if (rest.length > 0) throw new BetSizeError(`bet size "${raw}" is not a geometric size such as e, 2e or 3e150%`);
    let streets = 0;
    if (streetsText !== '') {
      const n = parseDecimal(streetsText);
      if (n === null || !Number.isInteger(n) || n < 1 || n > 100) {
        throw new BetSizeError(`bet size "${raw}": the number of streets must be an integer 1..100`);
      }
      streets = n;
    }
    let maxPotFraction = Infinity;
    if (capText !== '') {
      const pct = capText.endsWith('%') ? parseDecimal(capText.slice(0, -1)) : null;
      if (pct === null) throw new BetSizeError(`bet size "${raw}": the cap after "e" must be a percentage such as 150%`);
      maxPotFraction = pct / 100;
    }
    return { kind: 'geometric', streets, maxPotFraction };
  }
  if (s.endsWith('%')) {
    const pct = parseDecimal(s.slice(0, -1));
    if (pct === null) throw new BetSizeError(`bet size "${raw}" is not a percentage such as 33%`);
    return { kind: 'potFraction', fraction: pct / 100 };
  }
  if (parseDecimal(s) !== null) {
    throw new BetSizeError(`bet size "${raw}" needs a unit (% of pot, x, c, e or a)`);
  }
  throw new BetSizeError(`bet size "${raw}" is not a size (33%, 2.5x, e, 2e, a, 100c)`);
}

/** Parses a comma-separated list; a trailing comma is allowed, an empty element is not. */
export function parseBetSizes(text: string, isRaise: boolean): BetSize[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return sortSizes(parts.map((p) => parseBetSize(p, isRaise)));
}

const KIND_ORDER: Record<BetSize['kind'], number> = {
  potFraction: 0,
  prevBetMultiple: 1,
  fixedBb: 2,
  geometric: 3,
  allIn: 4,
};

function sizeKey(size: BetSize): number {
  switch (size.kind) {
    case 'potFraction':
      return size.fraction;
    case 'prevBetMultiple':
      return size.multiple;
    case 'fixedBb':
      return size.amountBb;
    case 'geometric':
      return size.streets * 1e6 + Math.min(size.maxPotFraction, 1e5);
    case 'allIn':
      return 0;
  }
}

function sortSizes(sizes: BetSize[]): BetSize[] {
  return sizes.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || sizeKey(a) - sizeKey(b));
}

function trimNumber(n: number): string {
  return String(Number(n.toFixed(6)));
}

export function formatBetSize(size: BetSize): string {
  switch (size.kind) {
    case 'potFraction':
      return `${trimNumber(size.fraction * 100)}%`;
    case 'prevBetMultiple':
      return `${trimNumber(size.multiple)}x`;
    case 'fixedBb':
      return `${trimNumber(size.amountBb)}c`;
    case 'geometric':
      return `${size.streets === 0 ? '' : size.streets}e${size.maxPotFraction === Infinity ? '' : `${trimNumber(size.maxPotFraction * 100)}%`}`;
    case 'allIn':
      return 'a';
  }
}

/** The list back to text ('33%, 75%, a'); parseBetSizes(formatBetSizes(x)) equals x. */
export function formatBetSizes(sizes: readonly BetSize[]): string {
  return sizes.map(formatBetSize).join(', ');
}

function parseStreet(input: StreetSizesInput | undefined, street: Street): [StreetSizes, StreetSizes] {
  const one = (sizes: { bet?: string; raise?: string } | undefined, who: string): StreetSizes => {
    try {
      return { bet: parseBetSizes(sizes?.bet ?? '', false), raise: parseBetSizes(sizes?.raise ?? '', true) };
    } catch (err) {
      if (err instanceof BetSizeError) throw new BetSizeError(`${street} ${who}: ${err.message}`);
      throw err;
    }
  };
  if (input && ('oop' in input || 'ip' in input)) {
    const perPlayer = input as { oop?: { bet?: string; raise?: string }; ip?: { bet?: string; raise?: string } };
    return [one(perPlayer.oop, 'oop'), one(perPlayer.ip, 'ip')];
  }
  const both = one(input as { bet?: string; raise?: string } | undefined, 'sizes');
  return [both, { bet: [...both.bet], raise: [...both.raise] }];
}

function checkThreshold(name: string, value: number | undefined): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new BetSizeError(`${name} ${String(value)} must be a non-negative number`);
  }
  return value;
}

/** Parses the text form into a BetSizeConfig; errors name the street, player and value. */
export function parseBetSizeConfig(input: BetSizeConfigInput): BetSizeConfig {
  const donk = (text: string | undefined, street: Street): BetSize[] | null => {
    if (text === undefined) return null;
    try {
      return parseBetSizes(text, false);
    } catch (err) {
      if (err instanceof BetSizeError) throw new BetSizeError(`${street} donk: ${err.message}`);
      throw err;
    }
  };
  const cap = input.raiseCap;
  if (cap !== undefined && cap !== null && (!Number.isInteger(cap) || cap < 0)) {
    throw new BetSizeError(`raise cap ${String(cap)} must be a non-negative integer`);
  }
  return {
    flop: parseStreet(input.flop, 'flop'),
    turn: parseStreet(input.turn, 'turn'),
    river: parseStreet(input.river, 'river'),
    turnDonk: donk(input.turnDonk, 'turn'),
    riverDonk: donk(input.riverDonk, 'river'),
    raiseCap: cap ?? null,
    addAllInThreshold: checkThreshold('add-all-in threshold', input.addAllInThreshold),
    forceAllInThreshold: checkThreshold('force-all-in threshold', input.forceAllInThreshold),
    mergingThreshold: checkThreshold('merging threshold', input.mergingThreshold),
  };
}

/** The config back to its text form (for tree-file headers and CLI output). */
export function formatBetSizeConfig(config: BetSizeConfig): BetSizeConfigInput {
  const street = (s: [StreetSizes, StreetSizes]): StreetSizesInput => ({
    oop: { bet: formatBetSizes(s[0].bet), raise: formatBetSizes(s[0].raise) },
    ip: { bet: formatBetSizes(s[1].bet), raise: formatBetSizes(s[1].raise) },
  });
  const out: BetSizeConfigInput = {
    flop: street(config.flop),
    turn: street(config.turn),
    river: street(config.river),
    raiseCap: config.raiseCap,
    addAllInThreshold: config.addAllInThreshold,
    forceAllInThreshold: config.forceAllInThreshold,
    mergingThreshold: config.mergingThreshold,
  };
  if (config.turnDonk !== null) out.turnDonk = formatBetSizes(config.turnDonk);
  if (config.riverDonk !== null) out.riverDonk = formatBetSizes(config.riverDonk);
  return out;
}
