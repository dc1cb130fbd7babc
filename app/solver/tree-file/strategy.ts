// A decoded strategy block seen from a node: the stored block (stored basis) mapped into
// the node's card basis when the two differ (a turn card answered from its twin, or a
// river solved in canonical suits).
import { NUM_COMBOS } from '../../shared/poker/combos.ts';
import { invertPermutation, type SuitPermutation } from '../../shared/poker/isomorphism.ts';
import type { DecodedBlock } from './block.ts';
import { comboPermutation, isIdentity } from './symmetry.ts';

/** The acting player's range and mix at a decision node, in the node's card basis. */
export interface TreeNodeStrategy {
  /** Combo indices in range (reach above the file's threshold), ascending. */
  combos: Uint16Array;
  /** Reach weight per listed combo. */
  reach: Float32Array;
  /** Frequencies, combo-major: mix[i * actions + a] = mixQ[i * actions + a] / scale. */
  mix: Float32Array;
  /** The exact stored integers; each row sums to exactly `scale`. */
  mixQ: Uint8Array | Uint16Array;
  scale: number;
  actionCount: number;
  /** Row of a combo index in combos, or -1 when it is not in range. */
  rowOf(combo: number): number;
}

/** Maps a stored block into the node's basis; toStored maps node suits -> stored suits. */
export function strategyInBasis(block: DecodedBlock, toStored: SuitPermutation): TreeNodeStrategy {
  const A = block.actionCount;
  let combos = block.combos;
  let reach = block.reach;
  let mixQ = block.mixQ;
  if (!isIdentity(toStored)) {
    const toNode = comboPermutation(invertPermutation(toStored));
    const order = Array.from(block.combos, (c, i) => [toNode[c], i] as const).sort((x, y) => x[0] - y[0]);
    combos = Uint16Array.from(order, ([c]) => c);
    reach = Float32Array.from(order, ([, i]) => block.reach[i]);
    mixQ = block.scale === 255 ? new Uint8Array(block.mixQ.length) : new Uint16Array(block.mixQ.length);
    order.forEach(([, i], row) => mixQ.set(block.mixQ.subarray(i * A, i * A + A), row * A));
  }
  const mix = new Float32Array(mixQ.length);
  for (let i = 0; i < mixQ.length; i++) mix[i] = mixQ[i] / block.scale;
  let rows: Int16Array | null = null;
  return {
    combos,
    reach,
    mix,
    mixQ,
    scale: block.scale,
    actionCount: A,
    rowOf(combo: number): number {
      if (!rows) {
        rows = new Int16Array(NUM_COMBOS).fill(-1);
        for (let i = 0; i < combos.length; i++) rows[combos[i]] = i;
      }
      return combo >= 0 && combo < NUM_COMBOS ? rows[combo] : -1;
    },
  };
}
