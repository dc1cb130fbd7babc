// Ranges: a weight in [0,1] per combo (Float32Array of 1,326, combo index order of
// combos.ts), written in PioSOLVER notation.
//
// Notation (case-insensitive ranks, comma-separated tokens, each with an optional
// `:weight`, weight a decimal in [0,1], default 1):
//   AA, AKs, AKo, AK (= AKs and AKo)     one class
//   88+ (88..AA), K9o+ (K9o..KQo)         '+' raises the second rank up to one below
//                                         the first (so T9s+ is just T9s), pairs to AA
//   KK-88, A5s-A2s, A5-A2                 runs: pairs, or one first rank and one suffix
//   AsKs                                  one combo
//   random                                all 1,326 combos
// Tokens apply left to right and a later token overrides an earlier one for the combos
// it names ('AA,AsAh:0.5' = five AA combos at 1, AsAh at 0.5). Empty tokens and
// surrounding whitespace are ignored; empty text is the empty range.
import { PokerInputError, RANKS } from './cards.ts';
import {
  NUM_COMBOS, NUM_HAND_CLASSES, comboIndex, combosOfClass, formatCombo, handClassIndex, handClassOf, parseCombo,
} from './combos.ts';

export type Weights = Float32Array;

export function emptyWeights(): Weights {
  return new Float32Array(NUM_COMBOS);
}

type ClassKind = 'pair' | 's' | 'o' | 'any';
interface ClassSpec { hi: number; lo: number; kind: ClassKind }

const CLASS_PATTERN = /^([2-9tjqka])([2-9tjqka])([so]?)$/i;
const COMBO_PATTERN = /^[2-9tjqka][cdhs][2-9tjqka][cdhs]$/i;
const WEIGHT_PATTERN = /^(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

function parseClassSpec(text: string, token: string): ClassSpec {
  const match = CLASS_PATTERN.exec(text);
  if (!match) throw new PokerInputError(`range token "${token}": "${text}" is not a hand class like AA, AKs, AKo or AK`);
  const r1 = RANKS.indexOf(match[1].toUpperCase());
  const r2 = RANKS.indexOf(match[2].toUpperCase());
  const suffix = match[3].toLowerCase();
  if (r1 === r2) {
    if (suffix) throw new PokerInputError(`range token "${token}": pair "${text}" takes no s/o suffix`);
    return { hi: r1, lo: r1, kind: 'pair' };
  }
  return { hi: Math.max(r1, r2), lo: Math.min(r1, r2), kind: (suffix || 'any') as ClassKind };
}

function classesOf(spec: ClassSpec): number[] {
  if (spec.kind === 'pair') return [handClassIndex(spec.hi, spec.hi, false)];
  const classes: number[] = [];
  if (spec.kind !== 'o') classes.push(handClassIndex(spec.hi, spec.lo, true));
  if (spec.kind !== 's') classes.push(handClassIndex(spec.hi, spec.lo, false));
  return classes;
}

/** Classes for every spec from `from` to `to` in second rank (pairs: in rank). */
function classesBetween(from: ClassSpec, to: ClassSpec): number[] {
  const classes: number[] = [];
  if (from.kind === 'pair') {
    for (let rank = Math.min(from.hi, to.hi); rank <= Math.max(from.hi, to.hi); rank++) {
      classes.push(...classesOf({ hi: rank, lo: rank, kind: 'pair' }));
    }
  } else {
    for (let lo = Math.min(from.lo, to.lo); lo <= Math.max(from.lo, to.lo); lo++) {
      classes.push(...classesOf({ hi: from.hi, lo, kind: from.kind }));
    }
  }
  return classes;
}

function parseWeight(text: string, token: string): number {
  const weight = Number(text);
  if (!WEIGHT_PATTERN.test(text) || !(weight >= 0 && weight <= 1)) {
    throw new PokerInputError(`range token "${token}": weight "${text}" is not a number in [0,1]`);
  }
  return weight;
}

/** The combo indices a token body names. */
function combosOfBody(body: string, token: string): number[] {
  if (body.toLowerCase() === 'random') return Array.from({ length: NUM_COMBOS }, (_, i) => i);
  if (COMBO_PATTERN.test(body)) {
    try {
      return [parseCombo(body)];
    } catch (error) {
      throw new PokerInputError(`range token "${token}": ${(error as Error).message}`);
    }
  }
  let classes: number[];
  const dash = body.indexOf('-');
  if (dash >= 0) {
    const from = parseClassSpec(body.slice(0, dash), token);
    const to = parseClassSpec(body.slice(dash + 1), token);
    const samePairs = from.kind === 'pair' && to.kind === 'pair';
    const sameFirst = from.kind !== 'pair' && from.kind === to.kind && from.hi === to.hi;
    if (!samePairs && !sameFirst) {
      throw new PokerInputError(`range token "${token}": a run joins two pairs or two hands with the same first rank and suffix`);
    }
    classes = classesBetween(from, to);
  } else if (body.endsWith('+')) {
    const from = parseClassSpec(body.slice(0, -1), token);
    classes = from.kind === 'pair'
      ? classesBetween(from, { hi: 12, lo: 12, kind: 'pair' })
      : classesBetween(from, { ...from, lo: from.hi - 1 });
  } else {
    classes = classesOf(parseClassSpec(body, token));
  }
  return classes.flatMap(combosOfClass);
}

/** Parses PioSOLVER range text; errors name the bad token. */
export function parseRange(text: string): Weights {
  if (typeof text !== 'string') throw new PokerInputError(`range ${String(text)} is not text`);
  const weights = emptyWeights();
  for (const rawToken of text.split(',')) {
    const token = rawToken.trim();
    if (token === '') continue;
    const parts = token.split(':');
    if (parts.length > 2) throw new PokerInputError(`range token "${token}" has more than one ':'`);
    const body = parts[0].trim();
    const weight = parts.length === 2 ? parseWeight(parts[1].trim(), token) : 1;
    for (const combo of combosOfBody(body, token)) weights[combo] = weight;
  }
  return weights;
}

/** Shortest decimal that reads back to the same float32 (e.g. 0.5, 0.25, 0.1). */
export function formatWeight(weight: number): string {
  const target = Math.fround(weight);
  for (let digits = 1; digits <= 9; digits++) {
    const text = String(Number(target.toPrecision(digits)));
    if (Math.fround(Number(text)) === target) return text;
  }
  return String(target);
}

const weightSuffix = (weight: number) => (Math.fround(weight) === 1 ? '' : `:${formatWeight(weight)}`);

interface Run { top: number; bottom: number; weight: number }

/** Maximal runs of equal non-zero weight, scanning `weights` from the highest index down. */
function runsOf(weights: number[]): Run[] {
  const runs: Run[] = [];
  for (let i = weights.length - 1; i >= 0; i--) {
    if (weights[i] === 0) continue;
    const last = runs[runs.length - 1];
    if (last && last.bottom === i + 1 && last.weight === weights[i]) last.bottom = i;
    else runs.push({ top: i, bottom: i, weight: weights[i] });
  }
  return runs;
}

function pairRunText(run: Run): string {
  const [top, bottom] = [RANKS[run.top].repeat(2), RANKS[run.bottom].repeat(2)];
  if (run.top === run.bottom) return top;
  return run.top === 12 ? `${bottom}+` : `${top}-${bottom}`;
}

function kickerRunText(hi: number, run: Run, suffix: string): string {
  const name = (lo: number) => RANKS[hi] + RANKS[lo] + suffix;
  if (run.top === run.bottom) return name(run.top);
  return run.top === hi - 1 ? `${name(run.bottom)}+` : `${name(run.top)}-${name(run.bottom)}`;
}

/**
 * Class weights for formatting: the most common weight of each class's combos (ties
 * go to 0, then to the larger weight), plus the combos that differ from it.
 */
function classWeightsOf(weights: Weights): { classWeight: Float32Array; exceptions: number[] } {
  const classWeight = new Float32Array(NUM_HAND_CLASSES);
  const exceptions: number[] = [];
  for (let cls = 0; cls < NUM_HAND_CLASSES; cls++) {
    const combos = combosOfClass(cls);
    const counts = new Map<number, number>();
    for (const combo of combos) counts.set(weights[combo], (counts.get(weights[combo]) ?? 0) + 1);
    let best = 0;
    let bestCount = counts.get(0) ?? 0;
    for (const [weight, count] of counts) {
      if (count > bestCount || (count === bestCount && best !== 0 && weight > best)) [best, bestCount] = [weight, count];
    }
    classWeight[cls] = best;
    for (const combo of combos) if (weights[combo] !== best) exceptions.push(combo);
  }
  return { classWeight, exceptions };
}

/**
 * Shortest PioSOLVER text that parses back to exactly these weights, among texts whose
 * class tokens never contradict each other: classes grouped into runs (88+, A5s-A2s,
 * K9o+, K9+), then single combos that differ from their class (AsKs:0.25, AhKd:0).
 */
export function formatRange(weights: Weights): string {
  if (weights.length !== NUM_COMBOS) throw new PokerInputError(`range has ${weights.length} weights, expected 1326`);
  for (let i = 0; i < NUM_COMBOS; i++) {
    if (!(weights[i] >= 0 && weights[i] <= 1)) throw new PokerInputError(`range weight ${weights[i]} of ${formatCombo(i)} is not in [0,1]`);
  }
  if (weights[0] > 0 && weights.every((w) => w === weights[0])) return `random${weightSuffix(weights[0])}`;
  const { classWeight, exceptions } = classWeightsOf(weights);
  const tokens: string[] = [];
  const pairWeights = RANKS.split('').map((_, rank) => classWeight[handClassIndex(rank, rank, false)]);
  for (const run of runsOf(pairWeights)) tokens.push(pairRunText(run) + weightSuffix(run.weight));
  for (let hi = 12; hi >= 1; hi--) {
    const suited: number[] = [];
    const offsuit: number[] = [];
    for (let lo = 0; lo < hi; lo++) {
      suited.push(classWeight[handClassIndex(hi, lo, true)]);
      offsuit.push(classWeight[handClassIndex(hi, lo, false)]);
    }
    const items: { top: number; text: string }[] = [];
    const suitedRuns = runsOf(suited);
    const offsuitRuns = runsOf(offsuit);
    const sameAs = (a: Run, b: Run) => a.top === b.top && a.bottom === b.bottom && a.weight === b.weight;
    // A run may drop its suffix when the other suitedness has the same weight all along it.
    const coveredBy = (run: Run, other: number[]) => other.slice(run.bottom, run.top + 1).every((w) => w === run.weight);
    for (const run of suitedRuns) {
      const bare = coveredBy(run, offsuit);
      items.push({ top: run.top, text: kickerRunText(hi, run, bare ? '' : 's') + weightSuffix(run.weight) });
    }
    for (const run of offsuitRuns) {
      if (suitedRuns.some((s) => sameAs(s, run))) continue; // already written without suffix
      const bare = coveredBy(run, suited);
      items.push({ top: run.top, text: kickerRunText(hi, run, bare ? '' : 'o') + weightSuffix(run.weight) });
    }
    items.sort((a, b) => b.top - a.top);
    tokens.push(...items.map((item) => item.text));
  }
  exceptions.sort((a, b) => handClassOf(a) - handClassOf(b) || b - a);
  for (const combo of exceptions) tokens.push(formatCombo(combo) + weightSuffix(weights[combo]));
  return tokens.join(',');
}

/** Sum of weights: the number of combos the range holds, weighted. */
export function rangeComboCount(weights: Weights): number {
  let total = 0;
  for (let i = 0; i < weights.length; i++) total += weights[i];
  return total;
}

/** A copy with every combo holding one of `cards` set to 0 (card removal). */
export function withoutBlockedCombos(weights: Weights, cards: ArrayLike<number>): Weights {
  const result = Float32Array.from(weights);
  for (let i = 0; i < cards.length; i++) {
    for (let other = 0; other < 52; other++) if (other !== cards[i]) result[comboIndex(cards[i], other)] = 0;
  }
  return result;
}
