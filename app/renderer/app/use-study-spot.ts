// Resolves the spot of an explore or export URL against the account's coverage: missing
// or stale fields are filled with what the coverage offers (and written back to the URL,
// so the address always names what is shown), and the flop defaults to the first covered.
import { useEffect, useMemo } from 'react';
import type { CoverageSpot } from '../../shared/contract/extras.ts';
import { completeSpot, coverageOfSpot, type FlopCoverage, flopCoverageOf, type SpotCoverage } from '../features/explorer/index.ts';
import { useCoverage } from '../lib/api/get-coverage.ts';
import type { TreeLocation } from '../lib/routes.ts';
import { normaliseCards, SPOT_FIELDS, type Spot } from '../lib/spot.ts';

export type StudySpot =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'empty' }
  | { status: 'ready'; spots: CoverageSpot[]; spot: Spot; coverage: SpotCoverage; flops: FlopCoverage; flop: string | null };

export function useStudySpot(at: TreeLocation, onResolved: (at: TreeLocation) => void): StudySpot {
  const query = useCoverage();
  const spots = query.data?.spots;
  // Memoised on text keys: the route object is new on every render, and expanding the
  // covered flops to all their suit renamings is too much work to repeat per render.
  const selection = JSON.stringify(SPOT_FIELDS.map((field) => at[field] ?? null));
  const spot = useMemo(() => {
    if (!spots) return null;
    const values = JSON.parse(selection) as (string | null)[];
    const partial: Partial<Spot> = {};
    SPOT_FIELDS.forEach((field, index) => {
      if (values[index] !== null) partial[field] = values[index];
    });
    return completeSpot(spots, partial);
  }, [spots, selection]);
  const spotId = spot === null ? '' : JSON.stringify(spot);
  const coverage = useMemo(() => (spots && spotId ? coverageOfSpot(spots, JSON.parse(spotId) as Spot) : null), [spots, spotId]);
  const flops = useMemo(() => flopCoverageOf(coverage?.flops ?? []), [coverage]);
  const givenFlop = at.flop ? normaliseCards(at.flop) : null;
  const flop = givenFlop !== null && givenFlop.length === 6 ? givenFlop : null;
  const defaultFlop = flop ?? [...flops.canonical].sort()[0] ?? null;

  useEffect(() => {
    if (spot === null) return;
    const stale = SPOT_FIELDS.some((field) => at[field] !== spot[field]) || (defaultFlop !== null && at.flop !== defaultFlop);
    if (stale) onResolved({ ...at, ...spot, flop: defaultFlop ?? undefined, node: flop !== null ? at.node : 'root' });
  }, [spot, at, defaultFlop, onResolved]);

  if (query.isPending) return { status: 'pending' };
  if (query.error) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  if (spot === null || coverage === null) return { status: 'empty' };
  return { status: 'ready', spots: spots!, spot, coverage, flops, flop: defaultFlop };
}
