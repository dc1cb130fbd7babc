// Pool profiles: the preflop chart of a player pool (regs, fish) and the heads-up
// postflop spots it implies. The data files (regs.json, fish.json) hold the chart --
// opens, flat calls and 3-bets against each open, continues and 4-bets against each
// 3-bet -- and this module derives, per situation and position pair, the two starting
// ranges, the flop pot, the effective stack and who is out of position.
// docs/pool-profiles.md explains the derivation.
import { z } from 'zod';
import { NUM_COMBOS } from '../../shared/poker/combos.ts';
import { formatRange, parseRange, type Weights } from '../../shared/poker/ranges.ts';
import fishJson from './fish.json' with { type: 'json' };
import regsJson from './regs.json' with { type: 'json' };
import {
  POSITION_PAIRS,
  SITUATIONS,
  parsePositionPair,
  preflopLine,
  type PreflopLine,
  type Seat,
  type Situation,
} from './preflop.ts';

export const POOLS = ['regs', 'fish'] as const;
export type Pool = (typeof POOLS)[number];

/** `<defender>_vs_<opener>` keys of the chart: the same ten pairs serve srp and 3bet. */
const VS_OPEN_KEYS = POSITION_PAIRS['3bet'].map((pair) => pair.replace('_', '_vs_'));
/** `<opener>_vs_<threeBettor>` keys of the chart. */
const VS_THREE_BET_KEYS = POSITION_PAIRS['3bet'].map((pair) => {
  const [threeBettor, opener] = pair.split('_');
  return `${opener}_vs_${threeBettor}`;
});

const rangeText = z.string();
const exactKeys = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<string, T>);

const chartSchema = z.strictObject({
  pool: z.enum(POOLS),
  description: z.string(),
  table: z.strictObject({
    format: z.literal('6max'),
    stackBb: z.number().positive(),
    sbBb: z.number().positive(),
    bbBb: z.number().positive(),
  }),
  sizes: z.strictObject({
    openBb: z.number().min(2),
    sbOpenBb: z.number().min(2),
    threeBetIpTimes: z.number().min(2),
    threeBetOopTimes: z.number().min(2),
  }),
  opens: z.strictObject({ utg: rangeText, hj: rangeText, co: rangeText, btn: rangeText, sb: rangeText }),
  vsOpen: exactKeys(VS_OPEN_KEYS, z.strictObject({ threeBet: rangeText, call: rangeText })),
  vsThreeBet: exactKeys(VS_THREE_BET_KEYS, z.strictObject({ fourBet: rangeText, continue: rangeText })),
});
export type PoolChart = z.infer<typeof chartSchema>;

export interface SpotRange {
  position: Seat;
  /** The range in PioSOLVER notation (formatRange of weights). */
  range: string;
  weights: Weights;
  /** Sum of weights: the number of combos before board removal. */
  combos: number;
}

export interface SpotProfile {
  pool: Pool;
  situation: Situation;
  position: string;
  potBb: number;
  effectiveStackBb: number;
  /** Which postflop side made the last preflop raise. */
  aggressor: 'oop' | 'ip';
  oop: SpotRange;
  ip: SpotRange;
  preflop: PreflopLine;
}

export interface PoolProfile {
  pool: Pool;
  description: string;
  chart: PoolChart;
  /** Every served spot, srp pairs first, in the contract's order. */
  spots: SpotProfile[];
  spot(situation: Situation, position: string): SpotProfile;
}

const CHARTS: Record<Pool, unknown> = { regs: regsJson, fish: fishJson };
const loaded = new Map<Pool, PoolProfile>();

export function isPool(text: string): text is Pool {
  return (POOLS as readonly string[]).includes(text);
}

/** Loads, validates and derives a pool profile; cached per pool. Throws naming the bad key or token. */
export function loadPoolProfile(pool: string): PoolProfile {
  if (!isPool(pool)) throw new Error(`pool "${pool}" is not one of ${POOLS.join(', ')}`);
  let profile = loaded.get(pool);
  if (!profile) {
    profile = poolProfileFromChart(CHARTS[pool]);
    if (profile.pool !== pool) throw new Error(`pool file for "${pool}" declares pool "${profile.pool}"`);
    loaded.set(pool, profile);
  }
  return profile;
}

export function spotProfile(spot: { pool: string; situation: string; position: string }): SpotProfile {
  if (!(SITUATIONS as readonly string[]).includes(spot.situation)) {
    throw new Error(`situation "${spot.situation}" is not one of ${SITUATIONS.join(', ')}`);
  }
  return loadPoolProfile(spot.pool).spot(spot.situation as Situation, spot.position);
}

/** Validates a chart (the parsed JSON of a pool file) and derives its spots. */
export function poolProfileFromChart(json: unknown): PoolProfile {
  const parsed = chartSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`pool profile is invalid: ${issues.join('; ')}`);
  }
  const chart = parsed.data;
  const range = (path: string, text: string): Weights => {
    try {
      return parseRange(text);
    } catch (error) {
      throw new Error(`pool "${chart.pool}" ${path}: ${(error as Error).message}`);
    }
  };
  const opens: Record<Seat, Weights> = {
    // `early` is UTG and HJ at equal frequency: a hand only HJ opens has weight 0.5.
    early: averageWeights(range('opens.utg', chart.opens.utg), range('opens.hj', chart.opens.hj)),
    co: range('opens.co', chart.opens.co),
    btn: range('opens.btn', chart.opens.btn),
    sb: range('opens.sb', chart.opens.sb),
    bb: new Float32Array(NUM_COMBOS),
  };
  const vsOpen = (defender: Seat, opener: Seat) => {
    const key = `${defender}_vs_${opener}`;
    const entry = chart.vsOpen[key];
    const threeBet = range(`vsOpen.${key}.threeBet`, entry.threeBet);
    // A flat range never holds what the seat 3-bets.
    return { threeBet, flat: subtractWeights(range(`vsOpen.${key}.call`, entry.call), threeBet) };
  };
  const vsThreeBet = (opener: Seat, threeBettor: Seat) => {
    const key = `${opener}_vs_${threeBettor}`;
    const entry = chart.vsThreeBet[key];
    const fourBet = range(`vsThreeBet.${key}.fourBet`, entry.fourBet);
    // Only opened hands can continue; what 4-bets does not call.
    const continuing = minWeights(opens[opener], range(`vsThreeBet.${key}.continue`, entry.continue));
    return { flat: subtractWeights(continuing, fourBet) };
  };

  const spots: SpotProfile[] = [];
  for (const situation of SITUATIONS) {
    for (const position of POSITION_PAIRS[situation]) {
      const line = preflopLine(situation, position, chart.sizes, chart.table);
      const { aggressor, caller } = parsePositionPair(situation, position);
      const aggressorWeights = situation === 'srp' ? opens[aggressor] : vsOpen(aggressor, caller).threeBet;
      const callerWeights = situation === 'srp' ? vsOpen(caller, aggressor).flat : vsThreeBet(caller, aggressor).flat;
      const side = (seat: Seat): SpotRange => {
        const weights = seat === aggressor ? aggressorWeights : callerWeights;
        return { position: seat, range: formatRange(weights), weights, combos: sumWeights(weights) };
      };
      spots.push({
        pool: chart.pool,
        situation,
        position,
        potBb: line.potBb,
        effectiveStackBb: line.effectiveStackBb,
        aggressor: line.aggressorSide,
        oop: side(line.oop),
        ip: side(line.ip),
        preflop: line,
      });
    }
  }
  return {
    pool: chart.pool,
    description: chart.description,
    chart,
    spots,
    spot(situation, position) {
      const found = spots.find((s) => s.situation === situation && s.position === position);
      if (!found) {
        const pairs = POSITION_PAIRS[situation];
        throw new Error(`position "${position}" is not a ${situation} pair (one of ${pairs?.join(', ') ?? 'none'})`);
      }
      return found;
    },
  };
}

function averageWeights(a: Weights, b: Weights): Weights {
  const out = new Float32Array(NUM_COMBOS);
  for (let i = 0; i < NUM_COMBOS; i++) out[i] = (a[i] + b[i]) / 2;
  return out;
}

function subtractWeights(a: Weights, b: Weights): Weights {
  const out = new Float32Array(NUM_COMBOS);
  for (let i = 0; i < NUM_COMBOS; i++) out[i] = Math.max(0, a[i] - b[i]);
  return out;
}

function minWeights(a: Weights, b: Weights): Weights {
  const out = new Float32Array(NUM_COMBOS);
  for (let i = 0; i < NUM_COMBOS; i++) out[i] = Math.min(a[i], b[i]);
  return out;
}

export function sumWeights(weights: Weights): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += weights[i];
  return Math.round(sum * 1000) / 1000;
}
