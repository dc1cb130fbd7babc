// The 13x13 hand matrix: aces top-left, pairs on the diagonal, suited hands above it,
// offsuit below (app/shared/poker/combos.ts class index = 13 * row + col, so a cell's
// index IS its class index).
import { handClassName, handClassRanks, NUM_HAND_CLASSES } from '../../shared/poker/combos.ts';

export interface MatrixCell {
  classIndex: number;
  row: number;
  col: number;
  /** 'AA', 'AKs', 'AKo'. */
  name: string;
  kind: 'pair' | 'suited' | 'offsuit';
  /** Combos of the class before card removal: 6, 4 or 12. */
  comboCount: number;
}

const COMBO_COUNT = { pair: 6, suited: 4, offsuit: 12 } as const;

export const MATRIX_SIZE = 13;

export const MATRIX_CELLS: readonly MatrixCell[] = Array.from({ length: NUM_HAND_CLASSES }, (_, classIndex) => {
  const { kind } = handClassRanks(classIndex);
  return {
    classIndex,
    row: Math.floor(classIndex / MATRIX_SIZE),
    col: classIndex % MATRIX_SIZE,
    name: handClassName(classIndex),
    kind,
    comboCount: COMBO_COUNT[kind],
  };
});

const INDEX_OF_NAME = new Map(MATRIX_CELLS.map((cell) => [cell.name, cell.classIndex]));

/** Cell index of a class name ('AKs'), or -1. */
export function cellIndexOf(name: string): number {
  return INDEX_OF_NAME.get(name) ?? -1;
}

/** The class of a combo ('AhKh' -> 'AKs', 'KdAh' -> 'AKo', '7c7d' -> '77'). */
export function classOfHand(hand: string): string {
  const ranks = '23456789TJQKA';
  const [r1, s1, r2, s2] = hand;
  const [hi, lo] = ranks.indexOf(r1) >= ranks.indexOf(r2) ? [r1, r2] : [r2, r1];
  if (hi === lo) return hi + lo;
  return hi + lo + (s1 === s2 ? 's' : 'o');
}

export interface ClassMix {
  class: string;
  /** Average reach weight of the class's combos, in [0,1]. */
  weight: number;
  mix: readonly number[];
}

/** Per-cell data for the matrix: entries by class name; cells without an entry are out of range. */
export function matrixEntries<T extends ClassMix>(classes: readonly T[]): (T | null)[] {
  const entries: (T | null)[] = Array.from({ length: NUM_HAND_CLASSES }, () => null);
  for (const entry of classes) {
    const index = cellIndexOf(entry.class);
    if (index >= 0) entries[index] = entry;
  }
  return entries;
}

/** The class with the largest weight (the first of equals), or null when none is in range. */
export function heaviestClass<T extends ClassMix>(entries: readonly (T | null)[]): T | null {
  let heaviest: T | null = null;
  for (const entry of entries) {
    if (entry !== null && entry.weight > 0 && (heaviest === null || entry.weight > heaviest.weight)) heaviest = entry;
  }
  return heaviest;
}

/** The shortest bar, as a share of the cell: a class in range never disappears. */
export const MIN_BAR_SHARE = 0.04;

/**
 * A cell's bar height as a share of the cell: the class weight relative to the heaviest
 * class of the node (`maxWeight`), so a range that reaches the node with little weight
 * (a line the player rarely takes) still reads; at least MIN_BAR_SHARE, at most 1.
 */
export function barHeightShare(weight: number, maxWeight: number): number {
  if (!(maxWeight > 0)) return MIN_BAR_SHARE;
  return Math.min(1, Math.max(MIN_BAR_SHARE, weight / maxWeight));
}

export interface MixSegment {
  index: number;
  /** Share of the bar, in [0,1]; segments sum to 1 (or 0 for an empty mix). */
  share: number;
}

/** Segments of a stacked bar, zero frequencies dropped, order kept; normalised against float drift. */
export function mixSegments(mix: readonly number[]): MixSegment[] {
  const total = mix.reduce((sum, freq) => sum + Math.max(0, freq), 0);
  if (total <= 0) return [];
  return mix.flatMap((freq, index) => (freq > 0 ? [{ index, share: freq / total }] : []));
}
