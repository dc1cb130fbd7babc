// Opens a .dsstree file lazily: the fixed header, JSON header, structure, ranges and block
// index are read and checked on open; a strategy block is read (fs.readSync of just its
// bytes), checked and inflated only when a node's strategy is asked for, then kept in an
// LRU. The structural walk (nodes, actions, cards) never touches a block.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { crc32, inflateRawSync } from 'node:zlib';
import { parseCards } from '../../shared/poker/cards.ts';
import { comboIndex, NUM_COMBOS } from '../../shared/poker/combos.ts';
import { decodeBlock, type DecodedBlock } from './block.ts';
import {
  FIXED,
  FIXED_HEADER_BYTES,
  FORMAT_VERSION,
  INDEX_ENTRY_U32,
  MAGIC,
  TreeFileError,
  type StoredStructure,
  type TreeHeader,
} from './format.ts';
import { Lru } from './lru.ts';
import { strategyInBasis, type TreeNodeStrategy } from './strategy.ts';
import { createNodeFactory, type TreeNode, type NodeInternals } from './tree-node.ts';
import { invertPermutation } from '../../shared/poker/isomorphism.ts';
import { comboPermutation, isIdentity } from './symmetry.ts';

export type { NodeInternals, TreeNode, TreeNodeAction } from './tree-node.ts';
export type { TreeNodeStrategy } from './strategy.ts';

export interface TreeFileHeader extends TreeHeader {
  /** sha256 (hex) of the whole file: the strategy revision. */
  revision: string;
}

export interface TreeFileStats {
  blocksDecoded: number;
  blockCacheHits: number;
  blockBytesRead: number;
}

export interface TreeFile {
  readonly path: string;
  readonly header: TreeFileHeader;
  readonly revision: string;
  readonly sizeBytes: number;
  /** Exact starting weights (1326 each), file basis. */
  readonly ranges: { oop: Float32Array; ip: Float32Array };
  /** Turn cards with stored blocks (file basis); other turn cards are answered by permuting. */
  readonly turnCards: readonly number[];
  readonly root: TreeNode;
  /** The node reached by one token: an action token, or `turn_<card>`/`river_<card>` at a street_closed node. Null when none. */
  childByToken(node: TreeNode, token: string): TreeNode | null;
  /** The node after dealing `card` at a street_closed node; null when the card is on the board. */
  deal(node: TreeNode, card: number): TreeNode | null;
  /** Walks a node id (`root-x-b2.5-c-turn_Kd`); null when some token leads nowhere. */
  nodeById(nodeId: string): TreeNode | null;
  /** Stored strategy of a flop or turn decision node. Throws for river and non-decision nodes. */
  strategyAt(node: TreeNode): TreeNodeStrategy;
  /** Both players' reach weights (1326 each, node basis) on the line to `node`, board combos 0. */
  reachAt(node: TreeNode): { oop: Float32Array; ip: Float32Array };
  stats(): TreeFileStats;
  /** Where a node sits in the stored tree (for river on demand and caches keyed by line). */
  locate(node: TreeNode): NodeInternals;
  close(): void;
}

export interface OpenTreeFileOptions {
  /** Decoded blocks kept in memory (default 512). */
  cacheBlocks?: number;
  /** Known sha256 (e.g. from a manifest): compared with the file's hash; mismatch throws. */
  expectedSha256?: string;
}

export function openTreeFile(path: string, options: OpenTreeFileOptions = {}): TreeFile {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new TreeFileError(`tree file ${path}: cannot open (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    return openFromFd(path, fd, options);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

function readAt(fd: number, offset: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buffer, done, length - done, offset + done);
    if (n === 0) break;
    done += n;
  }
  return done === length ? buffer : buffer.subarray(0, done);
}

function sha256OfFd(fd: number, size: number): string {
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(1 << 20);
  for (let offset = 0; offset < size; ) {
    const n = readSync(fd, chunk, 0, Math.min(chunk.length, size - offset), offset);
    if (n === 0) break;
    hash.update(chunk.subarray(0, n));
    offset += n;
  }
  return hash.digest('hex');
}

function openFromFd(path: string, fd: number, options: OpenTreeFileOptions): TreeFile {
  const fail = (what: string): never => {
    throw new TreeFileError(`tree file ${path}: ${what}`);
  };
  const size = fstatSync(fd).size;
  if (size < FIXED_HEADER_BYTES) fail(`${size} bytes is shorter than the ${FIXED_HEADER_BYTES}-byte fixed header (truncated or not a tree file)`);
  const fixed = readAt(fd, 0, FIXED_HEADER_BYTES);
  if (!fixed.subarray(0, MAGIC.length).equals(MAGIC)) fail('bad magic bytes (not a .dsstree file)');
  const version = fixed.readUInt16LE(FIXED.formatVersion);
  if (version !== FORMAT_VERSION) fail(`format version ${version} is not supported (this reader reads ${FORMAT_VERSION})`);
  if (crc32(fixed.subarray(0, FIXED.fixedCrc)) !== fixed.readUInt32LE(FIXED.fixedCrc)) fail('fixed header checksum mismatch (corrupt)');
  const fileSize = fixed.readUInt32LE(FIXED.fileSize);
  if (size < fileSize) fail(`truncated: ${size} bytes on disk, the header says ${fileSize}`);
  if (size > fileSize) fail(`${size - fileSize} unexpected bytes after the end (${fileSize}) of the tree`);
  const u32 = (field: number): number => fixed.readUInt32LE(field);
  const headerOffset = u32(FIXED.headerOffset);
  const blocksOffset = u32(FIXED.blocksOffset);
  if (headerOffset !== FIXED_HEADER_BYTES || blocksOffset > fileSize || blocksOffset < headerOffset) fail('section offsets out of range (corrupt)');
  const metadata = readAt(fd, headerOffset, blocksOffset - headerOffset);
  if (crc32(metadata) !== u32(FIXED.metadataCrc)) fail('metadata checksum mismatch (corrupt)');
  const section = (offsetField: number, lengthField: number): Buffer => {
    const start = u32(offsetField) - headerOffset;
    const end = start + u32(lengthField);
    if (start < 0 || end > metadata.length) fail('section out of range (corrupt)');
    return metadata.subarray(start, end);
  };

  const decode = <T>(what: string, read: () => T): T => {
    try {
      return read();
    } catch (error) {
      return fail(`${what} does not decode (${(error as Error).message})`);
    }
  };
  const header = decode('header', () => JSON.parse(section(FIXED.headerOffset, FIXED.headerLength).toString('utf8')) as TreeHeader);
  if (header?.format !== 'dsstree' || typeof header.board !== 'string') fail('header is not a dsstree header');
  const structure = decode('structure', () =>
    JSON.parse(inflateRawSync(section(FIXED.structureOffset, FIXED.structureLength)).toString('utf8')) as StoredStructure);
  if (!Array.isArray(structure?.nodes) || !Array.isArray(structure.turnCards)) fail('structure is not a tree structure');
  const rangesRaw = decode('ranges', () => inflateRawSync(section(FIXED.rangesOffset, FIXED.rangesLength)));
  if (rangesRaw.length !== 2 * NUM_COMBOS * 4) fail(`ranges section is ${rangesRaw.length} bytes, not ${2 * NUM_COMBOS * 4}`);
  const ranges = {
    oop: new Float32Array(NUM_COMBOS).map((_, c) => rangesRaw.readFloatLE(4 * c)),
    ip: new Float32Array(NUM_COMBOS).map((_, c) => rangesRaw.readFloatLE(4 * (NUM_COMBOS + c))),
  };
  const indexBytes = section(FIXED.indexOffset, FIXED.indexLength);
  if (indexBytes.length !== structure.blockCount * INDEX_ENTRY_U32 * 4) fail(`block index holds ${indexBytes.length} bytes for ${structure.blockCount} blocks`);
  const index = new Uint32Array(structure.blockCount * INDEX_ENTRY_U32);
  for (let i = 0; i < index.length; i++) index[i] = indexBytes.readUInt32LE(4 * i);

  const revision = sha256OfFd(fd, size);
  if (options.expectedSha256 !== undefined && options.expectedSha256.toLowerCase() !== revision) {
    fail(`sha256 ${revision} does not match the expected ${options.expectedSha256}`);
  }

  let board: number[] = [];
  try {
    board = parseCards(header.board);
  } catch {
    fail(`header board "${header.board}" is not cards`);
  }
  if (board.length < 3 || board.length > 5) fail(`header board "${header.board}" is not 3 to 5 cards`);
  const stats: TreeFileStats = { blocksDecoded: 0, blockCacheHits: 0, blockBytesRead: 0 };
  const cache = new Lru<number, DecodedBlock>(options.cacheBlocks ?? 512);
  let closed = false;

  const readBlock = (entry: number, actionCount: number, where: string): DecodedBlock => {
    const cached = cache.get(entry);
    if (cached) {
      stats.blockCacheHits++;
      return cached;
    }
    if (closed) fail('is closed');
    const base = entry * INDEX_ENTRY_U32;
    const [offset, length, rawLength, crc] = index.subarray(base, base + INDEX_ENTRY_U32);
    if (blocksOffset + offset + length > fileSize) fail(`${where}: block out of range (corrupt)`);
    const stored = readAt(fd, blocksOffset + offset, length);
    stats.blockBytesRead += stored.length;
    if (stored.length !== length || crc32(stored) !== crc) fail(`${where}: block checksum mismatch (corrupt)`);
    let raw: Buffer;
    try {
      raw = inflateRawSync(stored);
    } catch (error) {
      return fail(`${where}: block does not inflate (${(error as Error).message})`);
    }
    if (raw.length !== rawLength) fail(`${where}: block inflates to ${raw.length} bytes, the index says ${rawLength}`);
    const block = decodeBlock(raw, actionCount, `tree file ${path}: ${where}`);
    stats.blocksDecoded++;
    cache.set(entry, block);
    return block;
  };

  const factory = createNodeFactory({ structure, board });
  const internals = (node: TreeNode): NodeInternals => factory.internals(node);

  const strategyAt = (node: TreeNode): TreeNodeStrategy => {
    const inner = internals(node);
    const stored = structure.nodes[inner.index];
    if (node.kind !== 'decision') fail(`${node.nodeId} is a ${node.kind} node, it has no strategy`);
    if (!node.stored || stored.block === null) fail(`${node.nodeId} is a river node: its strategy is solved on demand (riverStrategy)`);
    const entry = stored.block! + Math.max(inner.storedTurnIndex, 0);
    const block = readBlock(entry, stored.actions.length, node.nodeId);
    return strategyInBasis(block, inner.toStored);
  };

  const reachAt = (node: TreeNode): { oop: Float32Array; ip: Float32Array } => {
    // A player's reach = stored reach at their last decision on the line x the frequency
    // of the action taken there; a player who has not acted keeps the starting range.
    const last: [TreeNode | null, TreeNode | null] = [null, null];
    const lastAction: [number, number] = [-1, -1];
    const path: TreeNode[] = [];
    for (let at: TreeNode | null = node; at; at = at.parent) path.unshift(at);
    for (let i = 0; i + 1 < path.length; i++) {
      const at = path[i];
      if (at.kind !== 'decision') continue;
      const player = at.toAct === 'oop' ? 0 : 1;
      last[player] = at;
      lastAction[player] = at.actions.findIndex((a) => a.token === path[i + 1].lastToken);
    }
    const reachOf = (player: 0 | 1): Float32Array => {
      const out = new Float32Array(NUM_COMBOS);
      const decision = last[player];
      if (!decision) {
        out.set(player === 0 ? ranges.oop : ranges.ip);
        if (!isIdentity(internals(node).toStored)) {
          // starting ranges are in the file basis; move them into the node basis
          const toNode = comboPermutation(invertPermutation(internals(node).toStored));
          const src = out.slice();
          for (let c = 0; c < NUM_COMBOS; c++) out[toNode[c]] = src[c];
        }
      } else if (decision.stored) {
        const strategy = strategyAt(decision);
        const a = lastAction[player];
        for (let i = 0; i < strategy.combos.length; i++) {
          out[strategy.combos[i]] = strategy.reach[i] * strategy.mix[i * strategy.actionCount + a];
        }
      } else {
        fail(`${node.nodeId}: reach after a river decision is not stored`);
      }
      for (const card of node.board) {
        for (let other = 0; other < 52; other++) if (other !== card) out[comboIndex(card, other)] = 0;
      }
      return out;
    };
    return { oop: reachOf(0), ip: reachOf(1) };
  };

  const tree: TreeFile = {
    path,
    header: { ...header, revision },
    revision,
    sizeBytes: size,
    ranges,
    turnCards: structure.turnCards,
    root: factory.root,
    childByToken: factory.childByToken,
    deal: factory.deal,
    nodeById: factory.nodeById,
    strategyAt,
    reachAt,
    stats: () => ({ ...stats }),
    locate: internals,
    close() {
      if (!closed) {
        closed = true;
        cache.clear();
        closeSync(fd);
      }
    },
  };
  return tree;
}
