// The interface the CFR engine sees (postflop-solver's Game/GameNode, flattened into typed
// arrays): nodes are integers, a node's children are contiguous, and every value is a
// vector over one player's private hands. The engine never sees cards or bets.
//
// Vector-form contract:
// - player p has numHands(p) private hands; initialWeights(p)[i] is hand i's starting weight.
// - evaluate(node, p, cfreach) writes into out[i] (i over p's hands) the counterfactual value
//   of p's hand i at a terminal node: sum over opponent hands j compatible with i of
//   payoff(i, j) * cfreach[j], where payoffs are already divided by the total weight of
//   compatible (i, j) pairs, so that sum_i weight_i * out_i is an expectation.
// - at a chance node, the opponent reach is multiplied by chanceWeight(node) before it is
//   passed to every child (1 / number of possible outcomes for a fixed pair of hands).
// - isomorphic chances (postflop-solver's suit isomorphism): outcomes that are not stored as
//   children but equal a stored child after swapping hand indices; their values are the
//   child's values permuted by the swap list of the traversing player.

import type { KernelExports } from './wasm/kernels.ts';

export const NODE_PLAYER0 = 0;
export const NODE_PLAYER1 = 1;
export const NODE_CHANCE = 2;
export const NODE_TERMINAL = 3;

export interface IsomorphicChance {
  /** Index (0-based, among the node's children) of the stored child it equals. */
  childIndex: number;
  /** Per player: hand index pairs to swap, flattened [i0, j0, i1, j1, ...]. */
  swaps: [Uint16Array, Uint16Array];
}

export interface CfrGame {
  readonly numNodes: number;
  /** NODE_PLAYER0 / NODE_PLAYER1 (acting player), NODE_CHANCE, NODE_TERMINAL. */
  readonly nodeType: Uint8Array;
  readonly firstChild: Int32Array;
  readonly numChildren: Int32Array;
  /**
   * Start of the node's block in the storage arenas (regrets and cumulative strategy, laid
   * out [action][hand] of the acting player); -1 for nodes without storage (chance,
   * terminal, and decision nodes with a single action).
   */
  readonly storageOffset: Float64Array;
  /** Total arena length (elements) needed by all storage blocks. */
  readonly storageSize: number;
  numHands(player: number): number;
  initialWeights(player: number): Float32Array;
  chanceWeight(node: number): number;
  isomorphicChances(node: number): readonly IsomorphicChance[];
  evaluate(node: number, player: number, cfreach: Float32Array, cfreachOff: number, out: Float32Array, outOff: number): void;
  /**
   * Optional: the same evaluation with the WebAssembly kernels, on byte addresses in the
   * shared memory its tables were bound to (bindWasmTables). minusByte: 52 f64 of scratch.
   */
  evaluateWasm?(kernels: KernelExports, node: number, player: number, cfByte: number, outByte: number, minusByte: number): void;
  /** Bytes the game's evaluation tables need in wasm memory. */
  wasmTableBytes?(): number;
  /** Places (write = true) or just locates (workers) the tables at byteOffset. */
  bindWasmTables?(memory: WebAssembly.Memory, byteOffset: number, write: boolean): void;
  readonly wasmBound?: boolean;
}

/** A small game built from nested objects; the toy games use it. */
export interface GameNodeSpec {
  type: 'player' | 'chance' | 'terminal';
  player?: number;
  children?: GameNodeSpec[];
  /** For terminals: whatever the game needs to evaluate (kept by index). */
  payload?: unknown;
  isomorphic?: IsomorphicChance[];
  chanceWeight?: number;
}

/** Flattens nested specs into the arrays of CfrGame (siblings contiguous, DFS storage). */
export function flattenTree(
  root: GameNodeSpec,
  numHands: (player: number) => number,
): {
  numNodes: number;
  nodeType: Uint8Array;
  firstChild: Int32Array;
  numChildren: Int32Array;
  storageOffset: Float64Array;
  storageSize: number;
  specs: GameNodeSpec[];
} {
  const specs: GameNodeSpec[] = [root];
  const firstChild: number[] = [0];
  for (let i = 0; i < specs.length; i++) {
    const children = specs[i].children ?? [];
    firstChild[i] = specs.length;
    for (const c of children) {
      specs.push(c);
      firstChild.push(0);
    }
  }
  const n = specs.length;
  const nodeType = new Uint8Array(n);
  const numChildren = new Int32Array(n);
  const storageOffset = new Float64Array(n).fill(-1);
  let storageSize = 0;
  const assign = (i: number): void => {
    const s = specs[i];
    const kids = s.children?.length ?? 0;
    numChildren[i] = kids;
    nodeType[i] = s.type === 'terminal' ? NODE_TERMINAL : s.type === 'chance' ? NODE_CHANCE : s.player!;
    if (s.type === 'player' && kids > 1) {
      storageOffset[i] = storageSize;
      storageSize += kids * numHands(s.player!);
    }
    for (let k = 0; k < kids; k++) assign(firstChild[i] + k);
  };
  assign(0);
  return { numNodes: n, nodeType, firstChild: Int32Array.from(firstChild), numChildren, storageOffset, storageSize, specs };
}
