// "Solve this flop" from the explorer: the job body for a spot and flop, and the job that
// makes (or made) that flop's tree. Pure: tested in Node.
import type { Job, JobCreateBody } from '../../../shared/contract/jobs.ts';
import { parseCards } from '../../../shared/poker/cards.ts';
import { canonicalFlopText } from '../../../shared/poker/isomorphism.ts';
import type { Spot } from '../../lib/spot.ts';

const SITUATIONS = ['srp', '3bet'] as const;
const POOLS = ['regs', 'fish'] as const;

/** The POST /admin/jobs body for a spot and flop; null when the pool profiles cannot solve the spot. */
export function solveFlopBody(spot: Spot, flop: string): JobCreateBody | null {
  const situation = SITUATIONS.find((s) => s === spot.situation);
  const pool = POOLS.find((p) => p === spot.pool);
  if (situation === undefined || pool === undefined) return null;
  return { situation, position: spot.position, flop, pool, platform: spot.platform, stakes: spot.stakes };
}

/** The newest job into the v1 set for this spot and flop (any suits of it), or null. */
export function jobOfFlop(jobs: readonly Job[], spot: Spot, flop: string): Job | null {
  let canonical: string;
  try {
    canonical = canonicalFlopText(parseCards(flop));
  } catch {
    return null;
  }
  return (
    jobs.find(
      (job) =>
        job.destination.folder === null &&
        job.canonical_flop === canonical &&
        job.spot.platform === spot.platform &&
        job.spot.stakes === spot.stakes &&
        job.spot.pool === spot.pool &&
        job.spot.situation === spot.situation &&
        job.spot.position === spot.position,
    ) ?? null
  );
}
