// Postflop decisions of the fallback engine: exactly ONE action, heads-up or multiway.
//
// 1. Villain ranges: profile ranges from the preflop summary, narrowed by their actions
//    (villain-ranges.ts). Hero equity against them: seeded Monte Carlo (hero-equity.ts).
// 2. Relative strength r = (equity - fair) / (1 - fair), fair = 1 / players in hand, so
//    that thresholds mean the same heads-up and multiway.
// 3. Nothing to call: bet for value when r >= valueBet (or holding the nuts); regs also
//    semi-bluff draws of 8+ outs on the flop and turn, heads-up or in position; else check.
//    Facing a bet: raise for value when r >= valueRaise (plus 0.15 per raise already made
//    on the street) or with the nuts (when raising is legal); call with the nuts, or when equity x realisation >= price (to call / pot after
//    calling) -- except that a call of a third of the stack or more with air (no pair
//    using a hole card, no straight or better, no draw) folds; else fold.
// 4. Sizes: 33% of the pot below r = 0.35, 66% below 0.6, else 100% (semi-bluffs 66%);
//    raises: to the bet plus that share of the pot after calling; all-in when the stack
//    left would be below a third of the pot.
import type { Pool } from '../../../../solver/profiles/pool-profile.ts';
import type { PostflopBody } from '../../../../shared/contract/strategy-body.ts';
import { COMBO_CARDS, NUM_COMBOS, comboIndex } from '../../../../shared/poker/combos.ts';
import { HAND_CATEGORIES, handCategory } from '../../../../shared/poker/evaluator.ts';
import { heroSide } from '../context.ts';
import { heroOf, type ReplayedTable } from '../../replay/table.ts';
import type { ActionWeights } from '../records.ts';
import { POSTFLOP_RULES } from '../rules.ts';
import { boardStrength } from './board-strength.ts';
import { heroEquity } from './hero-equity.ts';
import { villainRanges } from './villain-ranges.ts';
// Local aliases: hot loops read them without the module binding indirection.
const N = NUM_COMBOS;
const CARDS = COMBO_CARDS;

export interface PostflopDecision {
  weights: ActionWeights;
  /** Bet or raise-to wanted (before the legal clamp); null for check, call, fold. */
  amountBb: number | null;
  rule: string;
  equity: number;
}

const RULES = POSTFLOP_RULES;

function only(kind: keyof ActionWeights): ActionWeights {
  return { fold: 0, check: 0, call: 0, raise: 0, [kind]: 1 };
}

/** The amount, or all of the stack when what would be left is below a third of the pot. */
function withAllIn(table: ReplayedTable, wantedBb: number): number {
  const hero = heroOf(table);
  const range = (table.legal.bet ?? table.legal.raise)!;
  const added = wantedBb - hero.streetBb;
  if (hero.stackBb - added < (table.potBb + added) * RULES.allInBelowPotShare) return range.maxBb;
  return Math.min(range.maxBb, Math.max(range.minBb, wantedBb));
}

function potFraction(relative: number): number {
  const [small, medium, large] = RULES.potFractions;
  return relative < RULES.sizeBy.small ? small : relative < RULES.sizeBy.large ? medium : large;
}

interface HeroHand {
  value: number;
  nuts: boolean;
  outs: number;
  air: boolean;
}

function heroHand(table: ReplayedTable): HeroHand {
  const strength = boardStrength(table.board);
  const [h0, h1] = table.hand;
  const combo = comboIndex(h0, h1);
  const value = strength.values[combo];
  let best = 0;
  for (let other = 0; other < N; other++) {
    const c0 = CARDS[2 * other];
    const c1 = CARDS[2 * other + 1];
    if (c0 === h0 || c0 === h1 || c1 === h0 || c1 === h1) continue;
    if (strength.values[other] > best) best = strength.values[other];
  }
  const boardRanks = new Set(table.board.map((card) => card >> 2));
  const pairs = (h0 >> 2) === (h1 >> 2) || boardRanks.has(h0 >> 2) || boardRanks.has(h1 >> 2);
  const outs = strength.outs[combo];
  const straightOrBetter = HAND_CATEGORIES.indexOf(handCategory(value)) >= HAND_CATEGORIES.indexOf('straight');
  return { value, nuts: value >= best, outs, air: !pairs && !straightOrBetter && outs < RULES.semiBluffOuts };
}

export function decidePostflop(body: PostflopBody, table: ReplayedTable, pool: Pool, seed: number): PostflopDecision {
  const villains = villainRanges(body, table, pool);
  const samples = villains.length === 1 ? RULES.equitySamples.headsUp : RULES.equitySamples.multiway;
  const equity = heroEquity(table.hand, table.board, villains.map((v) => v.weights), seed, samples);
  const fair = 1 / (villains.length + 1);
  const relative = (equity - fair) / (1 - fair);
  const hand = heroHand(table);
  const hero = heroOf(table);
  const ip = heroSide(table) === 'ip';
  const { legal } = table;
  const decision = (kind: keyof ActionWeights, amountBb: number | null, rule: string): PostflopDecision => ({
    weights: only(kind),
    amountBb,
    rule,
    equity,
  });

  if (legal.check) {
    const value = relative >= RULES.valueBet[pool] || hand.nuts;
    const semiBluff = pool === 'regs' && hand.outs >= RULES.semiBluffOuts && table.street !== 'river' && (villains.length === 1 || ip);
    if (legal.bet && (value || semiBluff)) {
      const fraction = value ? potFraction(relative) : RULES.potFractions[1];
      return decision('raise', withAllIn(table, fraction * table.potBb), value ? 'value_bet' : 'semi_bluff');
    }
    return decision('check', null, 'check');
  }

  const raisesOnStreet = table.actions.filter((a) => a.street === table.street && a.kind === 'raise').length;
  const raiseThreshold = RULES.valueRaise[pool] + RULES.valueRaisePerRaise * raisesOnStreet;
  if (legal.raise && (hand.nuts || relative >= raiseThreshold)) {
    const fraction = relative >= RULES.sizeBy.large || hand.nuts ? RULES.potFractions[2] : RULES.potFractions[1];
    const wanted = table.currentBetBb + fraction * (table.potBb + table.toCallBb);
    return decision('raise', withAllIn(table, wanted), 'value_raise');
  }
  if (hand.nuts) return decision('call', null, 'call_nuts');
  const call = legal.call!;
  const price = table.toCallBb / (table.potBb + table.toCallBb);
  const villainAllIn = table.seats.some((seat) => seat.allIn && !seat.folded && seat.streetBb >= table.currentBetBb && seat.seat !== hero.seat);
  const realization =
    pool === 'fish' || call.allIn || villainAllIn
      ? RULES.realization.fish
      : (ip ? RULES.realization.ip : RULES.realization.oop) - RULES.realization.perExtraOpponent * (villains.length - 1);
  if (equity * realization >= price) {
    const bigCall = call.allIn || call.addBb >= RULES.airCallStackShare * hero.stackBb;
    if (hand.air && bigCall) return decision('fold', null, 'fold_air');
    return decision('call', null, 'call_price');
  }
  return decision('fold', null, 'fold_price');
}
