// Suit isomorphism: two requests that differ only by renaming suits get the same
// answer, renamed (property test over every suit permutation).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCard, parseCard, SUITS } from '../../../shared/poker/cards.ts';
import { ALL_PERMUTATIONS, permuteCard, type SuitPermutation } from '../../../shared/poker/isomorphism.ts';
import { strategyFixture, strategyUrl, type StrategyFixture } from '../../testing/strategy-fixture.ts';

let fx: StrategyFixture;
beforeAll(async () => {
  fx = await strategyFixture({ trees: [{ flop: 'Ks7h2d' }, { flop: 'Ks7s2h' }, { flop: '9s9h4d' }] });
});
afterAll(() => fx.close());

/** Renames every card in a text (cards like 'Ah', or turn_/river_ tokens). */
function renameCards(text: string, perm: SuitPermutation): string {
  return text.replace(/([2-9TJQKA])([cdhs])/g, (card) => formatCard(permuteCard(parseCard(card), perm)));
}

const FLOPS = ['Ks7h2d', 'Ks7s2h', '9s9h4d', 'Kd7c2h', '7c2cKc'];
const NODES = ['root', 'root-b5', 'root-x', 'root-b5-c-turn_3h', 'root-x-x-turn_Ah-b7.5', 'root-b5-c-turn_3h-x-x-river_Qd', 'root-x-x', 'root-b7', 'root-b5-c-x'];
const HANDS = ['AhAd', 'QsJs', 'Tc9c', '8d8c', 'AcKh', '6h5h', 'JdTd', '3c3s'];

const request = fc.record({
  flop: fc.constantFrom(...FLOPS),
  node: fc.constantFrom(...NODES),
  hand: fc.constantFrom(...HANDS),
  verbosity: fc.constantFrom('brief', 'full'),
  discovery: fc.boolean(),
  perm: fc.constantFrom(...ALL_PERMUTATIONS),
});

function expectedAnswer(body: unknown, perm: SuitPermutation): unknown {
  const renamed = JSON.parse(renameCards(JSON.stringify(body), perm));
  // Card lists are in card order of the caller's basis: compare them as sets.
  if (renamed?.error?.legal_tokens) renamed.error.legal_tokens.sort();
  return renamed;
}

describe('suit isomorphism', () => {
  it('gives the same answer, suits renamed, to a request with its suits renamed', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ flop, node, hand, verbosity, discovery, perm }) => {
        const params = { flop, node, hand, verbosity, ...(discovery ? { discovery: 'true' } : {}) };
        const renamed = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, k === 'verbosity' || k === 'discovery' ? v : renameCards(v, perm)]));
        const original = await fx.getWithKey(strategyUrl(params));
        const permuted = await fx.getWithKey(strategyUrl(renamed));
        expect(permuted.statusCode).toBe(original.statusCode);
        const got = permuted.json();
        if (got?.error?.legal_tokens) got.error.legal_tokens.sort();
        expect(got).toEqual(expectedAnswer(original.json(), perm));
      }),
      {
        numRuns: 150,
        // A pocket pair whose two cards the fixture once described in suit order.
        examples: [[{ flop: 'Ks7s2h', node: 'root-b5-c-turn_3h-x-x-river_Qd', hand: '8d8c', verbosity: 'brief', discovery: false, perm: [3, 0, 2, 1] as SuitPermutation }]],
      },
    );
  });

  it('answers the canonical tree for every renaming of a flop', async () => {
    for (const perm of ALL_PERMUTATIONS) {
      const flop = renameCards('Ks7h2d', perm);
      const res = await fx.getWithKey(strategyUrl({ flop, node: 'root', hand: renameCards('AhAd', perm), audit: 'true' }));
      expect(res.statusCode, flop).toBe(200);
      expect(res.json().audit.spot_id.endsWith('/Ks7h2d')).toBe(true);
      expect(res.json().audit.suit_permutation).toHaveLength(SUITS.length);
    }
  });
});
