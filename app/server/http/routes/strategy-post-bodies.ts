// Test helper: POST /v1/strategy bodies over the fixture trees (app/server/testing), in the
// compact table notation of replay/test-tables.ts. The default body is the root of the
// main fixture tree played for real: bb (out of position) and btn with the tree's 40 BB,
// a 10 BB single-raised pot opened by the button, tree coordinates srp / btn_bb / root.
// Tests only.
import type { PostflopBodyInput, PreflopBodyInput } from '../../../shared/contract/strategy-body.ts';
import { postflopBody, preflopBody } from '../../engines/replay/test-tables.ts';
import { FIXTURE_SPOT } from '../../testing/fixture-trees.ts';
import { FLOP, strategyUrl } from '../../testing/strategy-fixture.ts';

export interface TreeBodySpec {
  /** 'bb:40 btn:40' (postflop order; `-` after a stack: out of the hand). */
  players?: string;
  hero?: string;
  flop?: string;
  turn?: string;
  river?: string;
  potBb?: number;
  /** 'bb:b5 btn:c /turn bb:x' */
  history?: string;
  hand?: string;
  /** undefined: srp, aggressor the btn seat (else the last player); null: no summary. */
  preflop?: PostflopBodyInput['preflop'] | null;
  /** Tree coordinates; node null leaves all three out. */
  node?: string | null;
  situation?: string;
  position?: string;
  verbosity?: 'brief' | 'full';
  audit?: boolean;
}

/** A postflop body over the fixture spot (platform testroom, stakes 50_100). */
export function treeBody(spec: TreeBodySpec = {}): PostflopBodyInput {
  const players = spec.players ?? 'bb:40 btn:40';
  // The preflop aggressor: the button, else the last player (in position).
  const seats = players.trim().split(/\s+/);
  const btnSeat = seats.findIndex((token) => token.startsWith('btn:'));
  const aggressorSeat = btnSeat >= 0 ? btnSeat : seats.length - 1;
  const body: PostflopBodyInput = {
    ...postflopBody({
      players,
      hero: spec.hero ?? 'bb',
      flop: spec.flop ?? FLOP,
      turn: spec.turn,
      river: spec.river,
      pot: spec.potBb ?? 10,
      history: spec.history,
      hand: spec.hand ?? 'AhAd',
      verbosity: spec.verbosity,
      preflop: spec.preflop === null ? undefined : (spec.preflop ?? { scenario: 'srp', aggressor_seat: aggressorSeat }),
    }),
    platform: FIXTURE_SPOT.platform,
    stakes: FIXTURE_SPOT.stakes,
  };
  if (spec.node !== null) {
    body.situation = spec.situation ?? FIXTURE_SPOT.situation;
    body.position = spec.position ?? FIXTURE_SPOT.position;
    body.node = spec.node ?? 'root';
  }
  if (spec.audit !== undefined) body.audit = spec.audit;
  return body;
}

/** A 6-max preflop body at the fixture platform and stakes, hero under the gun. */
export function preflopTreeBody(spec: { history?: string; hero?: string; hand?: string; verbosity?: 'brief' | 'full'; audit?: boolean } = {}): PreflopBodyInput {
  const body: PreflopBodyInput = {
    ...preflopBody({ players: 'utg:100 hj:100 co:100 btn:100 sb:100 bb:100', hero: spec.hero ?? 'utg', history: spec.history, hand: spec.hand, verbosity: spec.verbosity }),
    platform: FIXTURE_SPOT.platform,
    stakes: FIXTURE_SPOT.stakes,
  };
  if (spec.audit !== undefined) body.audit = spec.audit;
  return body;
}

/** The GET URL of the same coordinates as a postflop body with a node. */
export function getUrlOf(body: PostflopBodyInput, extra: Record<string, string> = {}): string {
  return strategyUrl({
    platform: body.platform,
    stakes: body.stakes,
    playerType: body.player_type ?? 'regs',
    situation: body.situation,
    position: body.position,
    flop: body.flop,
    turn: body.turn,
    river: body.river,
    node: body.node,
    hand: body.hand,
    verbosity: body.verbosity ?? 'brief',
    ...extra,
  });
}
