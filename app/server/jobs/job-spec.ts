// From what a caller asks (POST /admin/jobs) to a checked JobRequest, and from a request to
// what the solver needs (a SpotSolveSpec from the pool profile) and where the tree goes.
import path from 'node:path';
import { formatCards, parseCards } from '../../shared/poker/cards.ts';
import { canonicalFlopText } from '../../shared/poker/isomorphism.ts';
import { specFromProfile, type SpotSolveSpec } from '../../solver/tree-file/solve-spot.ts';
import type { AccountStore } from '../accounts/accounts.ts';
import { customTreesRoot } from '../config.ts';
import type { JobRequest } from './job-store.ts';

export class JobInputError extends Error {
  override name = 'JobInputError';
  constructor(
    /** The body field at fault. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface JobAsk {
  situation: string;
  position: string;
  flop: string;
  pool?: string;
  platform?: string;
  stakes?: string;
  targetExploitabilityPct?: number;
  maxIterations?: number;
  account?: string;
}

export const DEFAULT_TARGET_EXPLOITABILITY_PCT = 0.5;
export const DEFAULT_MAX_ITERATIONS = 1000;

/** The solver's view of a request: the spot from the pool profile, source by destination. */
export function specOfRequest(request: JobRequest): SpotSolveSpec {
  return specFromProfile({
    source: request.folder === null ? 'v1' : 'custom',
    platform: request.platform,
    stakes: request.stakes,
    pool: request.pool,
    situation: request.situation,
    position: request.position,
    board: parseCards(request.flop),
  });
}

/** Checks an ask (cards, pool profile spot, account folder) into a request; throws JobInputError. */
export function jobRequestOf(ask: JobAsk, accounts: AccountStore, specOf: (request: JobRequest) => SpotSolveSpec = specOfRequest): JobRequest {
  let cards: number[];
  try {
    cards = parseCards(ask.flop);
  } catch (error) {
    throw new JobInputError('flop', `flop "${ask.flop}": ${(error as Error).message}`);
  }
  if (cards.length !== 3) throw new JobInputError('flop', `flop "${ask.flop}" is not 3 cards`);
  if (new Set(cards).size !== 3) throw new JobInputError('flop', `flop "${ask.flop}" repeats a card`);

  let account: string | null = null;
  let folder: string | null = null;
  if (ask.account !== undefined) {
    const found = accounts.accountByName(ask.account);
    if (!found) throw new JobInputError('account', `no account "${ask.account}"`);
    if (found.strategyFolder === null) {
      throw new JobInputError('account', `account "${ask.account}" has no strategy folder (dss keys create --account ${ask.account} --folder DIR)`);
    }
    account = found.name;
    folder = found.strategyFolder;
  }
  const request: JobRequest = {
    platform: ask.platform ?? 'generic',
    stakes: ask.stakes ?? '50_100',
    pool: ask.pool ?? 'regs',
    situation: ask.situation,
    position: ask.position,
    flop: formatCards(cards),
    canonicalFlop: canonicalFlopText(cards),
    targetExploitabilityPct: ask.targetExploitabilityPct ?? DEFAULT_TARGET_EXPLOITABILITY_PCT,
    maxIterations: ask.maxIterations ?? DEFAULT_MAX_ITERATIONS,
    account,
    folder,
  };
  try {
    specOf(request);
  } catch (error) {
    const message = (error as Error).message;
    const field = /^pool/.test(message) ? 'pool' : /^situation/.test(message) ? 'situation' : 'position';
    throw new JobInputError(field, message);
  }
  return request;
}

/** The tree-set directory a request's tree goes to: the account folder, else <dataDir>/trees. */
export function destinationOf(request: JobRequest, dataDir: string): { dir: string; source: 'v1' | 'custom' } {
  return request.folder === null
    ? { dir: path.join(dataDir, 'trees'), source: 'v1' }
    : { dir: path.join(customTreesRoot({ dataDir }), request.folder), source: 'custom' };
}

/** Two requests that would write the same tree (same spot, canonical flop and destination). */
export function sameTree(a: JobRequest, b: JobRequest): boolean {
  const key = (r: JobRequest) => [r.platform, r.stakes, r.pool, r.situation, r.position, r.canonicalFlop, r.folder ?? ''].join('|');
  return key(a) === key(b);
}
