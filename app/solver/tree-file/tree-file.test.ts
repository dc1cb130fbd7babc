import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCard, parseCard, parseCards } from '../../shared/poker/cards.ts';
import { comboCards, NUM_COMBOS } from '../../shared/poker/combos.ts';
import { buildActionTree, type ActionTreeNode } from '../action-tree.ts';
import { parseBetSizeConfig } from '../bet-size.ts';
import { FIXED, TreeFileError } from './format.ts';
import { openTreeFile, type TreeNode } from './reader.ts';
import { canonicalTurn, invertPermutation, permuteCombo, turnClasses } from '../../shared/poker/isomorphism.ts';
import { encodeTreeFile, writeTreeFile, type StrategyRequest, type TreeFileInput } from './writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'dss-tree-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Deterministic pseudo-random in [0,1) from a string and a number. */
function noise(key: string, n: number): number {
  let h = 2166136261 ^ n;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
}

/** Synthetic "solver output": reach below, at and above the threshold; uneven mixes. */
function syntheticStrategy({ node, line, turnCard }: StrategyRequest) {
  const key = `${line.join('-')}|${turnCard}`;
  const reach = new Float32Array(NUM_COMBOS);
  const mix = new Float32Array(node.actions.length * NUM_COMBOS);
  for (let c = 0; c < NUM_COMBOS; c++) {
    const r = noise(key, c);
    reach[c] = r < 0.2 ? 0 : r < 0.25 ? 0.0005 : r;
    for (let a = 0; a < node.actions.length; a++) mix[a * NUM_COMBOS + c] = noise(key, 10_000 + c * 8 + a) ** 3;
  }
  return { reach, mix };
}

const SIZES = { flop: { bet: '50%', raise: 'a' }, turn: { bet: '75%' }, river: { bet: '75%' } };

function input(flopText: string, overrides: Partial<TreeFileInput> = {}): TreeFileInput {
  const board = parseCards(flopText);
  const weights = new Float32Array(NUM_COMBOS).fill(1);
  return {
    spot: { source: 'v1', platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb', flop: flopText },
    board,
    potBb: 5.5,
    effectiveStackBb: 20,
    positions: { oop: 'bb', ip: 'btn' },
    ranges: { oop: { text: 'random', weights }, ip: { text: 'random', weights } },
    betConfig: SIZES,
    solver: { version: 'test', iterations: 10, exploitabilityPct: 1.5 },
    tree: buildActionTree({ startStreet: 'flop', startingPotBb: 5.5, effectiveStackBb: 20, betSizes: parseBetSizeConfig(SIZES) }),
    strategy: syntheticStrategy,
    ...overrides,
  };
}

const MONOTONE = 'Ks9s4s';
const monotonePath = join(dir, 'monotone.dsstree');
const written = writeTreeFile(monotonePath, input(MONOTONE));

/** Pairs of (action-tree node, reader node) over flop and turn (stored turn cards only). */
function* storedPairs(tree: ReturnType<typeof openTreeFile>): Generator<[ActionTreeNode, TreeNode, string[], number | null]> {
  const source = input(MONOTONE).tree;
  function* walk(a: ActionTreeNode, r: TreeNode, line: string[], turn: number | null): Generator<[ActionTreeNode, TreeNode, string[], number | null]> {
    if (a.kind === 'decision') {
      yield [a, r, line, turn];
      for (let i = 0; i < a.actions.length; i++) yield* walk(a.children[i], r.actions[i].child, [...line, a.actions[i].token], turn);
    } else if (a.kind === 'chance' && !a.allIn && a.street === 'flop') {
      for (const card of tree.turnCards) yield* walk(a.children[0], tree.deal(r, card)!, line, card);
    }
  }
  yield* walk(source, tree.root, [], null);
}

describe('tree file round trip', () => {
  const tree = openTreeFile(monotonePath);
  afterAll(() => tree.close());

  it('keeps the header, the exact starting ranges and the revision (sha256 of the bytes)', () => {
    expect(tree.header.spot.flop).toBe(MONOTONE);
    expect(tree.header).toMatchObject({ potBb: 5.5, effectiveStackBb: 20, rangeThreshold: 0.001, mixScale: 255, positions: { oop: 'bb', ip: 'btn' } });
    expect(tree.header.solver).toEqual({ version: 'test', iterations: 10, exploitabilityPct: 1.5 });
    expect(tree.revision).toBe(written.sha256);
    expect(tree.ranges.oop.every((w) => w === 1)).toBe(true);
  });

  it('stores one turn card per class of the flop suit symmetry (23 on a monotone flop)', () => {
    expect(tree.turnCards).toEqual(turnClasses(parseCards(MONOTONE)).map((c) => c.card).sort((a, b) => a - b));
    expect(tree.turnCards).toHaveLength(23);
  });

  it('gives the same structure as the betting tree: kinds, tokens, pots, stacks, who acts', () => {
    let count = 0;
    for (const [a, r] of storedPairs(tree)) {
      count++;
      expect(r.kind).toBe('decision');
      expect(r.toAct).toBe(a.player === 0 ? 'oop' : 'ip');
      expect(r.actions.map((x) => x.token)).toEqual(a.actions.map((x) => x.token));
      expect(r.actions.map((x) => x.amountBb)).toEqual(a.actions.map((x) => x.amountBb));
      expect([r.potBb, r.roundStartPotBb, r.stacksBb.oop, r.stacksBb.ip]).toEqual([a.potBb, a.roundStartPotBb, ...a.stacksBb]);
      expect(r.street).toBe(a.street);
    }
    expect(count).toBeGreaterThan(23);
  });

  it('stores exactly the combos above the threshold, each mix summing to the scale and within one step of the input', () => {
    let badSums = 0;
    let worstMixError = 0;
    let worstReachError = 0;
    for (const [a, r, line, turn] of storedPairs(tree)) {
      const expected = syntheticStrategy({ node: a, line, turnCard: turn });
      const strategy = tree.strategyAt(r);
      const A = a.actions.length;
      const inRange = [];
      for (let c = 0; c < NUM_COMBOS; c++) {
        const [x, y] = comboCards(c);
        if (expected.reach[c] > 0.001 && !r.board.includes(x) && !r.board.includes(y)) inRange.push(c);
      }
      expect(Array.from(strategy.combos)).toEqual(inRange);
      strategy.combos.forEach((c, i) => {
        let sum = 0;
        let total = 0;
        for (let k = 0; k < A; k++) total += expected.mix[k * NUM_COMBOS + c];
        for (let k = 0; k < A; k++) {
          sum += strategy.mixQ[i * A + k];
          worstMixError = Math.max(worstMixError, Math.abs(strategy.mix[i * A + k] - expected.mix[k * NUM_COMBOS + c] / total));
        }
        if (sum !== 255) badSums++;
        worstReachError = Math.max(worstReachError, Math.abs(strategy.reach[i] - expected.reach[c]));
      });
    }
    expect(badSums).toBe(0);
    expect(worstMixError).toBeLessThanOrEqual(1 / 255);
    expect(worstMixError).toBeGreaterThan(0);
    expect(worstReachError).toBeLessThanOrEqual(0.5 / 65535 + 1e-7);
  });

  it('encodes deterministically', () => {
    expect(encodeTreeFile(input(MONOTONE)).equals(readFileSync(monotonePath))).toBe(true);
  });
});

describe('tree file walk', () => {
  const tree = openTreeFile(monotonePath);
  afterAll(() => tree.close());

  it.each([
    ['root', 'decision', 'oop'],
    ['root-b2.75', 'decision', 'ip'],
    ['root-b2.75-f', 'terminal', null],
    ['root-b2.75-b20-c', 'terminal', null],
    ['root-x-x', 'street_closed', null],
    ['root-x-x-turn_2h', 'decision', 'oop'],
    ['root-x-x-turn_2h-x-x', 'street_closed', null],
    ['root-x-x-turn_2h-x-x-river_As', 'decision', 'oop'],
    ['root-x-x-turn_2h-x-x-river_As-x-x', 'terminal', null],
  ])('walks %s to a %s node with %s to act', (nodeId, kind, toAct) => {
    const node = tree.nodeById(nodeId);
    expect(node?.kind).toBe(kind);
    expect(node?.toAct).toBe(toAct);
    expect(node?.nodeId).toBe(nodeId);
  });

  it.each([
    ['root-b2.75-f', 'fold'],
    ['root-b2.75-b20-c', 'allin'],
    ['root-x-x-turn_2h-x-x-river_As-x-x', 'showdown'],
  ])('gives %s the terminal reason %s', (nodeId, reason) => {
    expect(tree.nodeById(nodeId)?.reason).toBe(reason);
  });

  it('matches sizes to the cent and refuses tokens the tree lacks', () => {
    expect(tree.nodeById('root-b2.750')?.nodeId).toBe('root-b2.75');
    expect(tree.nodeById('root-b3')).toBeNull();
    expect(tree.nodeById('root-c')).toBeNull();
    expect(tree.nodeById('root-x-x-turn_Ks')).toBeNull();
    expect(tree.nodeById('root-x-x-river_2d')).toBeNull();
  });

  it('answers a turn card it does not store from its twin, permuted into the asked suits', () => {
    // on Ks9s4s the off-suits c, d, h are interchangeable: 2c is stored as 2h
    const stored = tree.nodeById('root-x-x-turn_2h')!;
    const twin = tree.nodeById('root-x-x-turn_2c')!;
    expect(twin.board.map(formatCard)).toEqual(['Ks', '9s', '4s', '2c']);
    const a = tree.strategyAt(stored);
    const b = tree.strategyAt(twin);
    const toTwin = invertPermutation(canonicalTurn(parseCards(MONOTONE), parseCard('2c')).permutation);
    expect(b.combos.length).toBe(a.combos.length);
    let mismatches = 0;
    for (let i = 0; i < a.combos.length; i++) {
      const row = b.rowOf(permuteCombo(a.combos[i], toTwin));
      if (row < 0 || b.reach[row] !== a.reach[i]) mismatches++;
      for (let k = 0; k < a.actionCount; k++) if (b.mixQ[row * b.actionCount + k] !== a.mixQ[i * a.actionCount + k]) mismatches++;
    }
    expect(mismatches).toBe(0);
    expect(Array.from(b.combos)).toEqual(Array.from(b.combos).sort((x, y) => x - y));
  });

  it('refuses a strategy for river and non-decision nodes', () => {
    expect(() => tree.strategyAt(tree.nodeById('root-x-x-turn_2h-x-x-river_As')!)).toThrow(/river node/);
    expect(() => tree.strategyAt(tree.nodeById('root-x-x')!)).toThrow(/street_closed node/);
  });

  it('derives both reach vectors on a line from the stored blocks', () => {
    const node = tree.nodeById('root-x-x-turn_2h-b4.13-c')!;
    expect(node.kind).toBe('street_closed');
    const reach = tree.reachAt(node);
    const turnRoot = tree.strategyAt(tree.nodeById('root-x-x-turn_2h')!);
    const facing = tree.strategyAt(tree.nodeById('root-x-x-turn_2h-b4.13')!);
    const bet = tree.nodeById('root-x-x-turn_2h')!.actions.findIndex((a) => a.token === 'b4.13');
    const call = 1;
    for (let i = 0; i < turnRoot.combos.length; i++) {
      expect(reach.oop[turnRoot.combos[i]]).toBeCloseTo(turnRoot.reach[i] * turnRoot.mix[i * turnRoot.actionCount + bet], 6);
    }
    for (let i = 0; i < facing.combos.length; i++) {
      expect(reach.ip[facing.combos[i]]).toBeCloseTo(facing.reach[i] * facing.mix[i * facing.actionCount + call], 6);
    }
    expect(reach.oop[comboIndexOf(parseCard('Ks'), parseCard('Ah'))]).toBe(0);
  });
});

describe('tree file lazy reads', () => {
  it('reads and decodes only the block of the node asked for, then serves it from the cache', () => {
    const tree = openTreeFile(monotonePath);
    const node = tree.nodeById('root-x-x-turn_5s-x')!;
    expect(tree.stats().blocksDecoded).toBe(0);
    tree.strategyAt(node);
    const first = tree.stats();
    expect(first.blocksDecoded).toBe(1);
    expect(first.blockBytesRead).toBeLessThan(tree.sizeBytes / 50);
    tree.strategyAt(node);
    expect(tree.stats()).toMatchObject({ blocksDecoded: 1, blockCacheHits: 1 });
    tree.close();
  });
});

describe('tree file errors', () => {
  const bytes = readFileSync(monotonePath);
  const damaged = (name: string, edit: (b: Buffer) => Buffer): string => {
    const path = join(dir, name);
    writeFileSync(path, edit(Buffer.from(bytes)));
    return path;
  };

  it.each([
    ['bad magic', (b: Buffer) => (b.write('NOTATREE', 0, 'latin1'), b), /bad magic/],
    ['future version', (b: Buffer) => (b.writeUInt16LE(99, FIXED.formatVersion), b), /format version 99/],
    ['truncated', (b: Buffer) => b.subarray(0, b.length - 10), /truncated/],
    ['shorter than a header', (b: Buffer) => b.subarray(0, 20), /shorter than the 64-byte/],
    ['damaged metadata', (b: Buffer) => (b[FIXED.fixedCrc + 20] ^= 0xff, b), /metadata checksum/],
  ])('refuses a file with %s at open, naming the file', (name, edit, message) => {
    const path = damaged(`${name}.dsstree`, edit);
    expect(() => openTreeFile(path)).toThrow(TreeFileError);
    expect(() => openTreeFile(path)).toThrow(message);
    expect(() => openTreeFile(path)).toThrow(path);
  });

  it('opens a file with a damaged block but refuses that block alone, naming the node', () => {
    const path = damaged('block.dsstree', (b) => (b[b.length - 3] ^= 0xff, b));
    const tree = openTreeFile(path);
    const failures: string[] = [];
    for (const [, node] of storedPairs(tree)) {
      try {
        tree.strategyAt(node);
      } catch (error) {
        expect(error).toBeInstanceOf(TreeFileError);
        expect((error as Error).message).toMatch(/block checksum mismatch/);
        failures.push((error as Error).message);
      }
    }
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/block\.dsstree: root[-\w.]*: block checksum mismatch/);
    tree.close();
  });

  it('refuses a file whose sha256 differs from the expected one', () => {
    expect(() => openTreeFile(monotonePath, { expectedSha256: '0'.repeat(64) })).toThrow(/does not match/);
  });

  it('names a missing file', () => {
    expect(() => openTreeFile(join(dir, 'missing.dsstree'))).toThrow(/missing\.dsstree: cannot open \(ENOENT\)/);
  });
});

function comboIndexOf(a: number, b: number): number {
  return a > b ? (a * (a - 1)) / 2 + b : (b * (b - 1)) / 2 + a;
}
