// The .dsstree byte layout (docs/tree-format.md is the long form). All integers are
// little-endian. A file is:
//
//   fixed header   64 bytes, at offset 0 (FIXED_HEADER_BYTES)
//   header         UTF-8 JSON (TreeHeader), uncompressed
//   structure      deflateRaw(UTF-8 JSON StoredStructure): the betting tree
//   ranges         deflateRaw(2 x 1326 float32): starting weights of oop then ip
//   index          4 x uint32 per block: offset (from blocksOffset), stored length,
//                  raw length, crc32 of the stored bytes
//   blocks         one deflateRaw strategy block per (decision node, turn card)
//
// The fixed header ends with two crc32: of the metadata bytes [headerOffset,
// blocksOffset) and of its own first 60 bytes, so a truncated or damaged file fails at
// open with a message that says which part is bad.

export const MAGIC = Buffer.from('DSSTREE\0', 'latin1');
export const FORMAT_VERSION = 1;
export const FIXED_HEADER_BYTES = 64;
export const INDEX_ENTRY_U32 = 4;
export const FILE_EXTENSION = '.dsstree';

/** Byte offsets of the fields of the fixed header. */
export const FIXED = {
  magic: 0,
  formatVersion: 8,
  flags: 10,
  fileSize: 12,
  headerOffset: 16,
  headerLength: 20,
  structureOffset: 24,
  structureLength: 28,
  structureRawLength: 32,
  rangesOffset: 36,
  rangesLength: 40,
  indexOffset: 44,
  indexLength: 48,
  blocksOffset: 52,
  metadataCrc: 56,
  fixedCrc: 60,
} as const;

export const DEFAULT_RANGE_THRESHOLD = 0.001;
/** Mix quantization: every stored mix is integers summing to exactly this scale. */
export const MIX_SCALES = [255, 65535] as const;
export type MixScale = (typeof MIX_SCALES)[number];
export const DEFAULT_MIX_SCALE: MixScale = 255;
/** Reach weights are stored as round(reach * REACH_SCALE) in a uint16. */
export const REACH_SCALE = 65535;

export interface TreeSpot {
  /** `v1` for the bundled set, `custom` for a user's own trees. */
  source: string;
  platform: string;
  stakes: string;
  pool: string;
  situation: string;
  /** `<aggressor>_<caller>`. */
  position: string;
  /** The canonical flop, e.g. 'KsTd6h' as formatCards writes it. */
  flop: string;
}

/** The JSON header of a tree file. */
export interface TreeHeader {
  format: 'dsstree';
  formatVersion: number;
  spot: TreeSpot;
  /** The board at the root (the flop, or more cards for a tree starting on the turn/river). */
  board: string;
  potBb: number;
  effectiveStackBb: number;
  /** Seat names (`btn`, `bb`, ...) of the two players. */
  positions: { oop: string; ip: string };
  /** The starting ranges as text (display); the ranges section holds the exact weights. */
  ranges: { oop: string; ip: string };
  /** The bet sizes that built the tree (formatBetSizeConfig of app/solver/bet-size.ts). */
  betConfig: unknown;
  solver: { version: string; iterations: number; exploitabilityPct: number };
  /** A combo is in a player's range at a node when its reach weight is above this. */
  rangeThreshold: number;
  mixScale: MixScale;
  /** Free-form facts about the solve (seconds, threads); never read by the server. */
  notes?: Record<string, unknown>;
}

export type StoredStreet = 'flop' | 'turn' | 'river';

/** One action of a stored node; amounts in integer cents of a BB. */
export interface StoredAction {
  type: 'check' | 'bet' | 'call' | 'raise' | 'fold';
  token: string;
  amountCents: number | null;
  potPct: number | null;
  raiseRatio: number | null;
  allIn: boolean;
}

/**
 * One node of the abstract betting tree (cards not dealt: the turn subtree is the same
 * for every turn card). Kinds follow the walk: a street that closes with chips behind is
 * `street_closed`; an all-in called before the river is `terminal` with reason `allin`.
 */
export interface StoredNode {
  kind: 'decision' | 'street_closed' | 'terminal';
  reason: 'fold' | 'allin' | 'showdown' | null;
  /** 0 = oop, 1 = ip at decision nodes; null elsewhere. */
  player: 0 | 1 | null;
  street: StoredStreet;
  potCents: number;
  roundStartPotCents: number;
  stacksCents: [number, number];
  actions: StoredAction[];
  /** Node index of the child of each action (same order as actions). */
  children: number[];
  /** street_closed on the flop: node index of the turn root (same for every turn card). */
  next: number | null;
  /**
   * First index-entry of this node's strategy blocks: a decision node on the root street
   * has one; a turn decision node under a flop root has one per stored turn card
   * (block + i for turnCards[i]). Later streets have none (river on demand).
   */
  block: number | null;
}

export interface StoredStructure {
  /** Node 0 is the flop root. */
  nodes: StoredNode[];
  /** Turn cards that have blocks (one per class of the flop's suit symmetry), ascending; [] unless the root is the flop. */
  turnCards: number[];
  blockCount: number;
}

export class TreeFileError extends Error {
  override name = 'TreeFileError';
}
