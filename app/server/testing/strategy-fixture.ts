// Test helper for tree-answering routes: an app over fixture trees and a key with room
// to spare in its limits, plus URL builders.
import { appFixture, type AppFixture, type FixtureOptions } from './app-fixture.ts';
import { fixtureCatalog, fixtureTree, FIXTURE_SPOT, type FixtureTreeOptions } from './fixture-trees.ts';
import type { AccountSettings } from '../accounts/accounts.ts';

/** The canonical flop of the main fixture tree ('Ks7d2c' as sent maps to it). */
export const FLOP = 'Ks7h2d';
/** A spot whose tree has short stacks: a flop raise is all-in. */
export const SHORT_SPOT = { ...FIXTURE_SPOT, position: 'co_bb' };

export const BASE_QUERY: Record<string, string> = {
  platform: FIXTURE_SPOT.platform,
  stakes: FIXTURE_SPOT.stakes,
  playerType: FIXTURE_SPOT.pool,
  situation: FIXTURE_SPOT.situation,
  position: FIXTURE_SPOT.position,
  flop: FLOP,
};

/** `/v1/strategy?...` from the base query; an undefined value leaves the parameter out. */
export function strategyUrl(params: Record<string, string | undefined>, path = '/v1/strategy'): string {
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...BASE_QUERY, ...params })) if (value !== undefined) merged[key] = value;
  return `${path}?${new URLSearchParams(merged).toString()}`;
}

export interface StrategyFixture extends AppFixture {
  key: string;
  getWithKey(url: string, headers?: Record<string, string>): ReturnType<AppFixture['get']>;
}

export const ROOMY_LIMITS: Partial<AccountSettings> = { ratePerSecond: 100_000, monthlyQuota: 1_000_000, hardCap: 2_000_000 };

export async function strategyFixture(
  options: FixtureOptions & { trees?: FixtureTreeOptions[]; settings?: Partial<AccountSettings> } = {},
): Promise<StrategyFixture> {
  const trees = (options.trees ?? [{ flop: FLOP, prunedLines: ['x-b5'] }, { flop: FLOP, spot: SHORT_SPOT, stackBb: 10 }]).map(fixtureTree);
  const fx = await appFixture({ ...options, deps: { ...options.deps, trees: fixtureCatalog(trees) } });
  const key = fx.keyFor('player', { ...ROOMY_LIMITS, ...options.settings });
  return { ...fx, key, getWithKey: (url, headers = {}) => fx.get(url, { 'x-api-key': key, ...headers }) };
}

