// Generators of POST /v1/strategy payloads over the fixture trees: valid bodies of each
// shape changed at any path (wrong types, unicode and huge strings, numbers JSON.parse
// cannot keep, nesting, random cards and node ids), keys added, removed or repeated in the
// raw text, text damage, random tables (players, history, hero seat), oversize bodies.
import fc from 'fast-check';
import type { PostflopBodyInput } from '../../shared/contract/strategy-body.ts';
import { preflopTreeBody, treeBody } from '../http/routes/strategy-post-bodies.ts';
import { FLOP } from '../testing/strategy-fixture.ts';
import { anyText, cardsLike, deepNestingText, hugeText, nodeLike, wrongTypeValue } from './fuzz-values.ts';
import { objectPathsOf, pathsOf, textDamage, withDuplicateKey, withoutPath, withRawValue } from './json-text.ts';

/** The contract's body limit (32 KiB). */
export const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * Nesting depth of the values the random properties use: up to what still fits in a
 * 32 KiB body next to the rest of it (deep enough to overflow a naive recursive printer).
 */
export const RANDOM_NESTING_MAX = 10_000;

export const VALID_BODIES: object[] = [
  treeBody(),
  treeBody({ hero: 'btn', history: 'bb:b5', node: 'root-b5', verbosity: 'full', audit: true }),
  treeBody({ turn: '3h', history: 'bb:b5 btn:c', node: 'root-b5-c-turn_3h' }),
  treeBody({ node: null, players: 'bb:40 co:40 btn:40', hero: 'btn', history: 'bb:x co:x' }),
  preflopTreeBody({ history: 'utg:r2.5 hj:f co:c', hero: 'btn', verbosity: 'full' }),
  { discovery: true, platform: 'testroom', stakes: '50_100', situation: 'srp', position: 'btn_bb', flop: FLOP, node: 'root-b5' },
];

const POSITIONS = ['utg', 'hj', 'co', 'btn', 'sb', 'bb', 'UTG', 'mp', 'ep', '', 'btn ', 'bb\u0000'];
const KINDS = ['check', 'call', 'fold', 'bet', 'raise', 'allin', 'limp', 'CHECK', ''];
const STREETS = ['preflop', 'flop', 'turn', 'river', 'FLOP', 'showdown', ''];

const seat = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 9 }) }, fc.integer({ min: -2, max: 12 }), wrongTypeValue);
/** Amounts in BB, the bounds (0.01..1,000,000) and far beyond them included. */
const amountBb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(2.5, 5, 10, 15, 25, 40, 100) },
  { weight: 2, arbitrary: fc.double({ min: -5, max: 1_000, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(0.01, 1e-2 + 1e-9, 0.004, 1e-10, 5e-324, 1e6, 1e6 + 0.01, 1e300, 1.7e308) },
  { weight: 1, arbitrary: wrongTypeValue },
);

const player = fc.record(
  { seat, position: fc.constantFrom(...POSITIONS), stack_bb: amountBb, in_hand: fc.oneof(fc.boolean(), wrongTypeValue) },
  { requiredKeys: [] },
);
const action = fc.record({ street: fc.constantFrom(...STREETS), seat, kind: fc.constantFrom(...KINDS), amount_bb: amountBb }, { requiredKeys: [] });

/** JSON text of a random value (numbers at any magnitude: amounts are bounded by the schema). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

export const randomPlayers = fc.array(player, { minLength: 0, maxLength: 11 });
export const randomHistory = fc.array(action, { maxLength: 12 });

/** Raw JSON text of a value to put anywhere in a body. */
export const rawValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: wrongTypeValue.map(jsonText) },
  { weight: 2, arbitrary: anyText(40).map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: hugeText.map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: cardsLike.map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: nodeLike.map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double({ min: -5, max: 500, noNaN: true })).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('1e400', '-1e400', '-0', '1E-400', '00', '1.', '.5', '0x10', 'NaN', 'Infinity', '+1', 'undefined', "'AhAd'", '"\\ud800"', '"\\u0000"', '""', '"\\"') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: RANDOM_NESTING_MAX }), fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>)
      .map(([depth, kind]) => deepNestingText(depth, kind)),
  },
  { weight: 2, arbitrary: randomPlayers.map(jsonText) },
  { weight: 2, arbitrary: randomHistory.map(jsonText) },
);

const KEYS = [
  'discovery', 'platform', 'stakes', 'player_type', 'flop', 'turn', 'river', 'hand', 'hero_seat', 'initial_pot_bb', 'players', 'history',
  'preflop', 'situation', 'position', 'node', 'verbosity', 'audit', 'hand_id', 'ante_bb', 'seat', 'kind', 'amount_bb', 'street', 'stack_bb',
  'in_hand', 'scenario', 'aggressor_seat', '__proto__', 'constructor', 'prototype', '', 'bogus', 'HAND',
];
const keyName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KEYS) }, anyText(10));

const base = fc.constantFrom(...VALID_BODIES);

/** A valid body changed once: a value replaced, a key added, removed or repeated, or text damage. */
export const mutatedPayload: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: base.chain((body) => fc.tuple(fc.constantFrom(...pathsOf(body)), rawValue).map(([path, raw]) => withRawValue(body, path, raw))) },
  { weight: 2, arbitrary: base.chain((body) => fc.tuple(fc.constantFrom(...objectPathsOf(body)), keyName, rawValue).map(([path, key, raw]) => withRawValue(body, [...path, key], raw))) },
  { weight: 1, arbitrary: base.chain((body) => fc.constantFrom(...pathsOf(body)).map((path) => withoutPath(body, path))) },
  {
    weight: 2,
    arbitrary: base.chain((body) =>
      fc.constantFrom(...objectPathsOf(body)).chain((path) => {
        const target = path.reduce<any>((v, k) => v[k], body);
        const keys = Object.keys(target);
        return fc
          .tuple(keys.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...keys) }, keyName) : keyName, rawValue, fc.boolean())
          .map(([key, raw, first]) => withDuplicateKey(body, path, key, raw, first));
      }),
    ),
  },
  { weight: 2, arbitrary: fc.tuple(base, fc.array(textDamage, { minLength: 1, maxLength: 3 })).map(([body, damage]) => damage.reduce((text, f) => f(text), JSON.stringify(body))) },
);

/** A table of random players and history over a postflop or preflop body, with random cards and node. */
export const randomTablePayload: fc.Arbitrary<string> = fc
  .record({
    postflop: fc.boolean(),
    players: fc.oneof(randomPlayers, fc.constant(undefined)),
    history: fc.oneof(randomHistory, fc.constant(undefined)),
    heroSeat: fc.oneof(seat, fc.constant(undefined)),
    hand: fc.oneof(cardsLike, fc.constant(undefined)),
    flop: fc.oneof(cardsLike, fc.constant(undefined)),
    turn: fc.oneof(cardsLike, fc.constant(undefined)),
    node: fc.oneof(nodeLike, fc.constant(undefined)),
    potBb: fc.oneof(amountBb, fc.constant(undefined)),
  })
  .map((spec) => {
    const body: Record<string, unknown> = spec.postflop ? { ...(treeBody() as PostflopBodyInput) } : { ...preflopTreeBody() };
    const set = (key: string, value: unknown) => {
      if (value !== undefined) body[key] = value;
    };
    set('players', spec.players);
    set('history', spec.history);
    set('hero_seat', spec.heroSeat);
    set('hand', spec.hand);
    if (spec.postflop) {
      set('flop', spec.flop);
      set('turn', spec.turn);
      set('node', spec.node);
      set('initial_pot_bb', spec.potBb);
    }
    return jsonText(body);
  });

/** A body of exactly `bytes` bytes (UTF-8) or more: a valid body padded by an unknown key. */
export function paddedPayload(bytes: number, unit: 'x' | 'é'): string {
  const body = VALID_BODIES[0];
  const empty = withRawValue(body, ['pad'], '""');
  const room = Math.max(0, bytes - Buffer.byteLength(empty));
  const pad = unit === 'x' ? 'x'.repeat(room) : 'é'.repeat(Math.floor(room / 2)) + 'x'.repeat(room % 2);
  return withRawValue(body, ['pad'], JSON.stringify(pad));
}
