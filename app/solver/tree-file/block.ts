// One strategy block: the acting player's range and mix at one decision node (one turn
// card). Raw layout before deflateRaw (little-endian):
//
//   u16  n            combos stored (reach weight above the file's threshold)
//   u8   A            actions at the node
//   u8   bytes        bytes per mix value: 1 (scale 255) or 2 (scale 65535)
//   166  bitmap       bit c (byte c>>3, bit c&7) set when combo index c is stored
//   n    u16 reach    round(reach * 65535), in ascending combo order
//   A-1 planes of n   mix values of actions 0..A-2 (action-major); action A-1 holds
//                     scale minus the others, so every mix sums to exactly the scale
import { NUM_COMBOS } from '../../shared/poker/combos.ts';
import { REACH_SCALE, TreeFileError, type MixScale } from './format.ts';
import { quantizeMix } from './quantize.ts';

const BITMAP_BYTES = Math.ceil(NUM_COMBOS / 8);
const PREFIX_BYTES = 4 + BITMAP_BYTES;

export interface BlockInput {
  /** Acting player's reach weight per combo index (1326). */
  reach: ArrayLike<number>;
  /** Mix per action and combo, action-major: mix[a * 1326 + combo]. Need not be normalised. */
  mix: ArrayLike<number>;
  actionCount: number;
  /** Combos that cannot be held (they touch the board): never stored. */
  blocked?: Uint8Array;
}

export interface DecodedBlock {
  /** Stored combo indices, ascending. */
  combos: Uint16Array;
  reach: Float32Array;
  /** Quantized mix, combo-major: mixQ[i * A + a]; each row sums to exactly `scale`. */
  mixQ: Uint8Array | Uint16Array;
  scale: MixScale;
  actionCount: number;
}

export function encodeBlock(input: BlockInput, threshold: number, scale: MixScale): Buffer {
  const A = input.actionCount;
  const combos: number[] = [];
  for (let c = 0; c < NUM_COMBOS; c++) {
    if (input.blocked?.[c]) continue;
    if (input.reach[c] > threshold) combos.push(c);
  }
  const n = combos.length;
  const bytes = scale === 255 ? 1 : 2;
  const raw = Buffer.alloc(PREFIX_BYTES + 2 * n + (A - 1) * n * bytes);
  raw.writeUInt16LE(n, 0);
  raw.writeUInt8(A, 2);
  raw.writeUInt8(bytes, 3);
  const q = scale === 255 ? new Uint8Array(A) : new Uint16Array(A);
  const freqs = new Float64Array(A);
  let pos = PREFIX_BYTES;
  for (const c of combos) {
    raw[4 + (c >> 3)] |= 1 << (c & 7);
    raw.writeUInt16LE(Math.min(REACH_SCALE, Math.max(1, Math.round(input.reach[c] * REACH_SCALE))), pos);
    pos += 2;
  }
  const planes = pos;
  for (let i = 0; i < n; i++) {
    const c = combos[i];
    for (let a = 0; a < A; a++) freqs[a] = input.mix[a * NUM_COMBOS + c];
    quantizeMix(freqs, scale, q);
    for (let a = 0; a < A - 1; a++) {
      const at = planes + (a * n + i) * bytes;
      if (bytes === 1) raw[at] = q[a];
      else raw.writeUInt16LE(q[a], at);
    }
  }
  return raw;
}

/** Decodes a raw (inflated) block; `where` names the block in errors. */
export function decodeBlock(raw: Buffer, expectedActions: number, where: string): DecodedBlock {
  if (raw.length < PREFIX_BYTES) throw new TreeFileError(`${where}: block of ${raw.length} bytes is too short`);
  const n = raw.readUInt16LE(0);
  const A = raw.readUInt8(2);
  const bytes = raw.readUInt8(3);
  if (A !== expectedActions) throw new TreeFileError(`${where}: block has ${A} actions, the node has ${expectedActions}`);
  if (bytes !== 1 && bytes !== 2) throw new TreeFileError(`${where}: mix width ${bytes} bytes is not 1 or 2`);
  const expectedLength = PREFIX_BYTES + 2 * n + (A - 1) * n * bytes;
  if (raw.length !== expectedLength) {
    throw new TreeFileError(`${where}: block is ${raw.length} bytes, its counts need ${expectedLength}`);
  }
  const scale: MixScale = bytes === 1 ? 255 : 65535;
  const combos = new Uint16Array(n);
  let k = 0;
  for (let c = 0; c < NUM_COMBOS && k <= n; c++) {
    if (raw[4 + (c >> 3)] & (1 << (c & 7))) combos[k++] = c;
  }
  if (k !== n) throw new TreeFileError(`${where}: bitmap holds ${k} combos, the block says ${n}`);
  const reach = new Float32Array(n);
  let pos = PREFIX_BYTES;
  for (let i = 0; i < n; i++, pos += 2) reach[i] = raw.readUInt16LE(pos) / REACH_SCALE;
  const mixQ = bytes === 1 ? new Uint8Array(n * A) : new Uint16Array(n * A);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let a = 0; a < A - 1; a++) {
      const at = pos + (a * n + i) * bytes;
      const v = bytes === 1 ? raw[at] : raw.readUInt16LE(at);
      mixQ[i * A + a] = v;
      sum += v;
    }
    if (sum > scale) throw new TreeFileError(`${where}: mix of combo ${combos[i]} sums to ${sum} > ${scale}`);
    mixQ[i * A + A - 1] = scale - sum;
  }
  return { combos, reach, mixQ, scale, actionCount: A };
}
