// Cascading spot selection over GET /v1/coverage: each selector offers the values that
// still match the selectors before it (platform -> stakes -> pool -> situation ->
// position). A spot served by both the account's custom tree and the shared v1 tree is
// one choice; its flops are the union.
import type { CoverageSpot } from '../../../shared/contract/extras.ts';
import { type Spot, SPOT_FIELDS } from '../../lib/spot.ts';

export type SpotField = (typeof SPOT_FIELDS)[number];

export type SpotOptions = Record<SpotField, string[]>;

const SITUATION_ORDER = ['srp', '3bet'];

function sorted(field: SpotField, values: Iterable<string>): string[] {
  const list = [...new Set(values)];
  if (field === 'situation') return list.sort((a, b) => rankOf(a) - rankOf(b) || a.localeCompare(b));
  if (field === 'stakes') return list.sort((a, b) => bigBlindOf(a) - bigBlindOf(b) || a.localeCompare(b));
  return list.sort();
}

const rankOf = (situation: string) => {
  const index = SITUATION_ORDER.indexOf(situation);
  return index < 0 ? SITUATION_ORDER.length : index;
};
const bigBlindOf = (stakes: string) => Number(stakes.split('_')[1] ?? 0);

/** The values each selector offers, given the selection so far (later fields are ignored when earlier ones change). */
export function spotOptions(spots: readonly CoverageSpot[], selection: Partial<Spot>): SpotOptions {
  const options = {} as SpotOptions;
  let matching = spots;
  for (const field of SPOT_FIELDS) {
    options[field] = sorted(field, matching.map((spot) => spot[field]));
    const chosen = selection[field];
    matching = matching.filter((spot) => spot[field] === chosen);
  }
  return options;
}

/**
 * A complete spot from a partial selection: every field kept while it is still offered,
 * the first offered value otherwise. null when the coverage has no spot at all.
 */
export function completeSpot(spots: readonly CoverageSpot[], selection: Partial<Spot>): Spot | null {
  if (spots.length === 0) return null;
  const spot: Partial<Spot> = {};
  for (const field of SPOT_FIELDS) {
    const offered = spotOptions(spots, spot)[field];
    const chosen = selection[field];
    spot[field] = chosen !== undefined && offered.includes(chosen) ? chosen : offered[0];
  }
  return spot as Spot;
}

/** Changing one selector: the fields after it are re-completed. */
export function withSpotField(spots: readonly CoverageSpot[], spot: Spot, field: SpotField, value: string): Spot {
  const keep = SPOT_FIELDS.slice(0, SPOT_FIELDS.indexOf(field));
  const selection: Partial<Spot> = {};
  for (const earlier of keep) selection[earlier] = spot[earlier];
  selection[field] = value;
  return completeSpot(spots, selection) ?? spot;
}

export interface SpotCoverage {
  /** Canonical flops covered, the union over sources. */
  flops: string[];
  positions: { oop: string; ip: string };
  sources: string[];
}

/** What the coverage says about one spot; null when no tree covers it. */
export function coverageOfSpot(spots: readonly CoverageSpot[], spot: Spot): SpotCoverage | null {
  const entries = spots.filter((entry) => SPOT_FIELDS.every((field) => entry[field] === spot[field]));
  if (entries.length === 0) return null;
  return {
    flops: [...new Set(entries.flatMap((entry) => entry.flops))],
    positions: entries[0].positions,
    sources: [...new Set(entries.map((entry) => entry.source))],
  };
}
