// The POST tree probe over fixture trees: spot figures, GET's answer for a node, and the
// reason a tree gives for not answering.
import { describe, expect, it } from 'vitest';
import { TreeFileError } from '../../solver/tree-file/format.ts';
import { fixtureCatalog, fixtureTree, FIXTURE_SPOT } from '../testing/fixture-trees.ts';
import type { SpotTree, TreeCatalog } from '../trees/spot-tree.ts';
import { suitBasisOf } from './suit-basis.ts';
import { treeDecision } from './tree-decision.ts';
import { createNodeCache, lookupNode } from './tree-lookup.ts';
import { createTreeProbe } from './tree-probe.ts';
import type { TreeQuery } from './matching/tree-probe.ts';

const FLOP = 'Ks7h2d';
const ROOTS = { customDir: null };
const trees = [fixtureTree({ flop: FLOP, potBb: 6, stackBb: 97, prunedLines: ['x-b3'] })];

function probeOver(catalog: TreeCatalog, flop = FLOP, options: { verbosity?: 'brief' | 'full'; audit?: boolean } = {}) {
  return createTreeProbe({ catalog, cache: createNodeCache(100), roots: ROOTS, flop, verbosity: options.verbosity ?? 'brief', audit: options.audit ?? false });
}

const query = (node: string, extra: Partial<TreeQuery> = {}): TreeQuery => ({ spot: FIXTURE_SPOT, flop: FLOP, node, hand: 'AhAd', ...extra });

describe('tree probe: spot figures', () => {
  it("reads the pot and effective stack from the spot's tree", async () => {
    expect(await probeOver(fixtureCatalog(trees)).spot(FIXTURE_SPOT)).toEqual({ potBb: 6, effectiveStackBb: 97 });
  });

  it('reads them from another flop of the spot when the request flop is not covered', async () => {
    expect(await probeOver(fixtureCatalog(trees), 'AsKd2c').spot(FIXTURE_SPOT)).toEqual({ potBb: 6, effectiveStackBb: 97 });
  });

  it('answers null for a spot no tree set serves', async () => {
    expect(await probeOver(fixtureCatalog(trees)).spot({ ...FIXTURE_SPOT, position: 'sb_bb' })).toBeNull();
    expect(await probeOver(fixtureCatalog(trees)).spot({ ...FIXTURE_SPOT, platform: 'other' })).toBeNull();
  });
});

describe('tree probe: ask', () => {
  it.each([
    ['the root', query('root'), 'brief'],
    ['a turn node in a permuted basis, full', query('root-b3-c-turn_3c', { flop: 'Kd7s2h', hand: 'AcAh' }), 'full'],
  ] as const)("answers GET's decision for %s", async (_name, asked, verbosity) => {
    const catalog = fixtureCatalog(trees);
    const answer = await probeOver(catalog, asked.flop, { verbosity }).ask(asked);
    expect(answer.status).toBe('answered');
    const basis = suitBasisOf(asked.flop);
    const lookup = await lookupNode(catalog, createNodeCache(10), { roots: ROOTS, spot: asked.spot, basis, node: asked.node });
    if (lookup.status !== 'found') throw new Error('fixture node not found');
    const get = await treeDecision({ spot: asked.spot, basis, hand: asked.hand, verbosity, audit: false }, lookup);
    if (answer.status !== 'answered' || get.status !== 'answered') throw new Error('no answer');
    expect(answer.answer.response).toEqual(get.response);
    expect(answer.answer.getAudit).toBeNull();
  });

  it("hands back GET's audit figures when made with audit, outside the response", async () => {
    const answer = await probeOver(fixtureCatalog(trees), FLOP, { audit: true }).ask(query('root'));
    if (answer.status !== 'answered') throw new Error('no answer');
    expect(answer.answer.response).not.toHaveProperty('audit');
    expect(answer.answer.getAudit).toMatchObject({ node_path: 'root', coverage: 'covered', reach_weight: expect.any(Number) });
  });

  it('reports a cache hit on the second ask of a node', async () => {
    const probe = probeOver(fixtureCatalog(trees));
    const first = await probe.ask(query('root-x'));
    const second = await probe.ask(query('root-x'));
    expect(first.status === 'answered' && first.answer.cached).toBe(false);
    expect(second.status === 'answered' && second.answer.cached).toBe(true);
  });

  it.each([
    ['flop_not_covered', query('root', { flop: 'AsKd2c' })],
    ['line_not_in_tree', query('root-x-b3')],
    ['line_not_in_tree', query('root-x-x')],
    ['line_not_in_tree', query('root-b3-f')],
    ['off_tree_sizing', query('root-b4')],
    ['illegal_action', query('root-c')],
    ['unknown', query('root-q')],
    ['unknown', query('root-x-x-turn_3c', { turn: '4c' })],
  ] as const)('answers not_answered %s for %j', async (reason, asked) => {
    const answer = await probeOver(fixtureCatalog(trees), asked.flop).ask(asked);
    expect(answer).toMatchObject({ status: 'not_answered', reason });
  });

  it('answers combo_not_in_range for a hand without range at the node', async () => {
    const probe = probeOver(fixtureCatalog(trees));
    const lowHands = ['3c4c', '3c4d', '3d4c', '4c5c', '4c5d', '5c6c', '5d6c', '3c5c', '3c6d', '4d6c', '5c8c', '6c8d', '8c9c', '8c9d', '9cTd', '3d9c'];
    const reasons = await Promise.all(lowHands.map(async (hand) => (await probe.ask(query('root', { hand }))).status === 'answered' ? 'answered' : 'combo_not_in_range'));
    expect(reasons).toContain('combo_not_in_range');
    expect(reasons).toContain('answered');
  });

  it('answers malformed_node when the tree file cannot be read', async () => {
    const damaged: SpotTree = {
      ...trees[0],
      async strategy() {
        throw new TreeFileError('block crc mismatch');
      },
    };
    const answer = await probeOver(fixtureCatalog([damaged])).ask(query('root'));
    expect(answer).toMatchObject({ status: 'not_answered', reason: 'malformed_node', detail: { error: 'TreeFileError' } });
  });

  it('lets an unexpected error through (a bug, not a tree answer)', async () => {
    const broken: SpotTree = {
      ...trees[0],
      async strategy() {
        throw new RangeError('bug');
      },
    };
    await expect(probeOver(fixtureCatalog([broken])).ask(query('root'))).rejects.toThrow('bug');
  });
});
