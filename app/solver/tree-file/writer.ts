// Writes a solved flop spot as a .dsstree file (layout in format.ts and
// docs/tree-format.md). The writer sees the betting tree (app/solver/action-tree.ts) and a
// callback that yields the acting player's reach and mix at a decision node for a turn
// card; it never sees the solver.
import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { formatCards } from '../../shared/poker/cards.ts';
import { NUM_COMBOS } from '../../shared/poker/combos.ts';
import type { ActionTreeNode } from '../action-tree.ts';
import {
  DEFAULT_MIX_SCALE,
  DEFAULT_RANGE_THRESHOLD,
  FIXED,
  FIXED_HEADER_BYTES,
  FORMAT_VERSION,
  INDEX_ENTRY_U32,
  MAGIC,
  MIX_SCALES,
  TreeFileError,
  type MixScale,
  type StoredNode,
  type StoredStreet,
  type StoredStructure,
  type TreeHeader,
  type TreeSpot,
} from './format.ts';
import { encodeBlock } from './block.ts';
import { storedTurnCards } from './symmetry.ts';

export interface StrategyRequest {
  node: ActionTreeNode;
  /** Tokens from the flop root to the node, without card tokens. */
  line: string[];
  /** The turn card for turn nodes under a flop root (file basis), else null. */
  turnCard: number | null;
}

export interface NodeStrategy {
  /** Acting player's reach weight per combo index (1326): starting weight x own action freqs. */
  reach: ArrayLike<number>;
  /** Average strategy, action-major: mix[a * 1326 + combo]. */
  mix: ArrayLike<number>;
}

export interface TreeFileInput {
  spot: TreeSpot;
  /**
   * The board at the root: the canonical flop (spot.flop), or flop + turn (+ river) for a
   * tree that starts on a later street. Nodes on the root street get one block each; turn
   * nodes under a flop root get one per stored turn card; later streets are not stored.
   */
  board: number[];
  potBb: number;
  effectiveStackBb: number;
  positions: { oop: string; ip: string };
  ranges: { oop: { text: string; weights: Float32Array }; ip: { text: string; weights: Float32Array } };
  betConfig: unknown;
  solver: { version: string; iterations: number; exploitabilityPct: number };
  /** The betting tree from the flop root, as buildActionTree returns it. */
  tree: ActionTreeNode;
  strategy(request: StrategyRequest): NodeStrategy;
  rangeThreshold?: number;
  mixScale?: MixScale;
  /** Turn cards to store; default one per class of the flop's suit symmetry. */
  turnCards?: number[];
  notes?: Record<string, unknown>;
}

/** The whole file as bytes. Deterministic: the same input gives the same bytes. */
export function encodeTreeFile(input: TreeFileInput): Buffer {
  const rangeThreshold = input.rangeThreshold ?? DEFAULT_RANGE_THRESHOLD;
  const mixScale = input.mixScale ?? DEFAULT_MIX_SCALE;
  if (!MIX_SCALES.includes(mixScale)) throw new TreeFileError(`mix scale ${mixScale} is not one of ${MIX_SCALES.join(', ')}`);
  if (!(rangeThreshold >= 0 && rangeThreshold < 1)) throw new TreeFileError(`range threshold ${rangeThreshold} is not in [0, 1)`);
  const board = input.board;
  if (board.length < 3 || board.length > 5) throw new TreeFileError(`board has ${board.length} cards, not 3 to 5`);
  if (formatCards(board.slice(0, 3)) !== input.spot.flop) throw new TreeFileError(`board ${formatCards(board)} does not start with the spot flop ${input.spot.flop}`);
  const rootStreet = STREET_OF_BOARD[board.length];
  if (input.tree.street !== rootStreet) throw new TreeFileError(`tree starts on the ${input.tree.street}, the board ${formatCards(board)} on the ${rootStreet}`);
  const turnCards = rootStreet === 'flop' ? [...(input.turnCards ?? storedTurnCards(board))].sort((a, b) => a - b) : [];
  for (const card of turnCards) {
    if (board.includes(card) || !(card >= 0 && card < 52)) throw new TreeFileError(`turn card ${card} is on the flop or not a card`);
  }

  const { nodes, lines, blockCount } = flattenTree(input.tree, rootStreet, turnCards.length);
  const structure: StoredStructure = { nodes, turnCards, blockCount };

  const header: TreeHeader = {
    format: 'dsstree',
    formatVersion: FORMAT_VERSION,
    spot: input.spot,
    potBb: input.potBb,
    effectiveStackBb: input.effectiveStackBb,
    positions: input.positions,
    board: formatCards(board),
    ranges: { oop: input.ranges.oop.text, ip: input.ranges.ip.text },
    betConfig: input.betConfig,
    solver: input.solver,
    rangeThreshold,
    mixScale,
    ...(input.notes ? { notes: input.notes } : {}),
  };

  const blocks: Buffer[] = [];
  const index = new Uint32Array(blockCount * INDEX_ENTRY_U32);
  let blockOffset = 0;
  const rootBlocked = blockedCombos(board);
  const addBlock = (entry: number, raw: Buffer): void => {
    const stored = deflateRawSync(raw, { level: 9 });
    index.set([blockOffset, stored.length, raw.length, crc32(stored)], entry * INDEX_ENTRY_U32);
    blocks.push(stored);
    blockOffset += stored.length;
  };
  nodes.forEach((node, i) => {
    if (node.block === null) return;
    const { treeNode, line } = lines[i];
    if (node.actions.length > 255) throw new TreeFileError(`node ${['root', ...line].join('-')} has ${node.actions.length} actions, more than 255`);
    const encode = (turnCard: number | null, blocked: Uint8Array): Buffer => {
      const strategy = input.strategy({ node: treeNode, line, turnCard });
      if (strategy.reach.length !== NUM_COMBOS || strategy.mix.length !== node.actions.length * NUM_COMBOS) {
        throw new TreeFileError(`strategy at ${['root', ...line].join('-')} has reach ${strategy.reach.length} / mix ${strategy.mix.length}, want ${NUM_COMBOS} / ${node.actions.length * NUM_COMBOS}`);
      }
      return encodeBlock({ reach: strategy.reach, mix: strategy.mix, actionCount: node.actions.length, blocked }, rangeThreshold, mixScale);
    };
    if (node.street === rootStreet) addBlock(node.block, encode(null, rootBlocked));
    else {
      turnCards.forEach((card, t) => addBlock(node.block! + t, encode(card, blockedCombos([...board, card]))));
    }
  });

  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const structureRaw = Buffer.from(JSON.stringify(structure), 'utf8');
  const structureBytes = deflateRawSync(structureRaw, { level: 9 });
  const rangesRaw = Buffer.alloc(2 * NUM_COMBOS * 4);
  for (let c = 0; c < NUM_COMBOS; c++) {
    rangesRaw.writeFloatLE(input.ranges.oop.weights[c], 4 * c);
    rangesRaw.writeFloatLE(input.ranges.ip.weights[c], 4 * (NUM_COMBOS + c));
  }
  const rangesBytes = deflateRawSync(rangesRaw, { level: 9 });
  const indexBytes = Buffer.from(index.buffer, index.byteOffset, index.byteLength);
  if (!littleEndian()) throw new TreeFileError('big-endian hosts are not supported');

  const headerOffset = FIXED_HEADER_BYTES;
  const structureOffset = headerOffset + headerBytes.length;
  const rangesOffset = structureOffset + structureBytes.length;
  const indexOffset = rangesOffset + rangesBytes.length;
  const blocksOffset = indexOffset + indexBytes.length;
  const fileSize = blocksOffset + blockOffset;
  if (fileSize > 0xffffffff) throw new TreeFileError(`tree file of ${fileSize} bytes is over 4 GiB`);

  const fixed = Buffer.alloc(FIXED_HEADER_BYTES);
  MAGIC.copy(fixed, FIXED.magic);
  fixed.writeUInt16LE(FORMAT_VERSION, FIXED.formatVersion);
  fixed.writeUInt16LE(0, FIXED.flags);
  fixed.writeUInt32LE(fileSize, FIXED.fileSize);
  fixed.writeUInt32LE(headerOffset, FIXED.headerOffset);
  fixed.writeUInt32LE(headerBytes.length, FIXED.headerLength);
  fixed.writeUInt32LE(structureOffset, FIXED.structureOffset);
  fixed.writeUInt32LE(structureBytes.length, FIXED.structureLength);
  fixed.writeUInt32LE(structureRaw.length, FIXED.structureRawLength);
  fixed.writeUInt32LE(rangesOffset, FIXED.rangesOffset);
  fixed.writeUInt32LE(rangesBytes.length, FIXED.rangesLength);
  fixed.writeUInt32LE(indexOffset, FIXED.indexOffset);
  fixed.writeUInt32LE(indexBytes.length, FIXED.indexLength);
  fixed.writeUInt32LE(blocksOffset, FIXED.blocksOffset);
  const metadata = Buffer.concat([headerBytes, structureBytes, rangesBytes, indexBytes]);
  fixed.writeUInt32LE(crc32(metadata), FIXED.metadataCrc);
  fixed.writeUInt32LE(crc32(fixed.subarray(0, FIXED.fixedCrc)), FIXED.fixedCrc);
  return Buffer.concat([fixed, metadata, ...blocks]);
}

export interface WrittenTreeFile {
  path: string;
  sha256: string;
  size: number;
}

/** Encodes and writes atomically (temp file, fsync, rename). */
export function writeTreeFile(path: string, input: TreeFileInput): WrittenTreeFile {
  const bytes = encodeTreeFile(input);
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.tmp-${process.pid}`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temp, path);
  return { path, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
}

const STREET_OF_BOARD: Record<number, StoredStreet> = { 3: 'flop', 4: 'turn', 5: 'river' };

/** combo -> 1 when it holds a board card. */
export function blockedCombos(board: readonly number[]): Uint8Array {
  const blocked = new Uint8Array(NUM_COMBOS);
  for (let hi = 1; hi < 52; hi++) {
    for (let lo = 0; lo < hi; lo++) {
      if (board.includes(hi) || board.includes(lo)) blocked[(hi * (hi - 1)) / 2 + lo] = 1;
    }
  }
  return blocked;
}

interface FlatLine {
  treeNode: ActionTreeNode;
  line: string[];
}

/** Preorder flattening of the betting tree into stored nodes and block numbers. */
function flattenTree(root: ActionTreeNode, rootStreet: StoredStreet, turnCardCount: number): { nodes: StoredNode[]; lines: FlatLine[]; blockCount: number } {
  const nodes: StoredNode[] = [];
  const lines: FlatLine[] = [];
  let blockCount = 0;
  const cents = (bb: number): number => Math.round(bb * 100);
  const visit = (node: ActionTreeNode, line: string[]): number => {
    const index = nodes.length;
    const stored: StoredNode = {
      kind: 'terminal',
      reason: null,
      player: null,
      street: node.street,
      potCents: node.potCents,
      roundStartPotCents: cents(node.roundStartPotBb),
      stacksCents: [cents(node.stacksBb[0]), cents(node.stacksBb[1])],
      actions: [],
      children: [],
      next: null,
      block: null,
    };
    nodes.push(stored);
    lines.push({ treeNode: node, line });
    if (node.kind === 'terminal') {
      stored.reason = node.terminal === 'fold' ? 'fold' : node.allIn && node.street !== 'river' ? 'allin' : 'showdown';
    } else if (node.kind === 'chance') {
      if (node.allIn) stored.reason = 'allin';
      else {
        stored.kind = 'street_closed';
        stored.next = visit(node.children[0], line);
      }
    } else {
      stored.kind = 'decision';
      stored.player = node.player;
      if (node.street === rootStreet) stored.block = blockCount++;
      else if (rootStreet === 'flop' && node.street === 'turn') {
        stored.block = blockCount;
        blockCount += turnCardCount;
      }
      stored.actions = node.actions.map((a) => ({
        type: a.type,
        token: a.token,
        amountCents: a.amountCents,
        potPct: a.potPct,
        raiseRatio: a.raiseRatio,
        allIn: a.allIn,
      }));
      stored.children = node.children.map((child, i) => visit(child, [...line, node.actions[i].token]));
    }
    return index;
  };
  visit(root, []);
  return { nodes, lines, blockCount };
}

function littleEndian(): boolean {
  return new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
}
