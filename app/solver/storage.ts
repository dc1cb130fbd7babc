// Storage of a CFR solve: the regret and cumulative-strategy arenas ([action][hand] blocks
// per decision node, at CfrGame.storageOffset), and the per-thread scratch size. Either
// plain SharedArrayBuffers (JavaScript loops) or one shared WebAssembly memory that also
// holds the thread scratch slots and the game's evaluation tables (SIMD kernels).
import { type CfrGame, NODE_CHANCE, NODE_TERMINAL } from './game.ts';
import { kernelModule } from './wasm/kernels.ts';

export interface CfrStorage {
  /** f32, or i16 codes (x regretScale[node] / 32767) when compressed. */
  regrets: Float32Array | Int16Array;
  /** f32, or u16 codes (x strategyScale[node] / 65535) when compressed. */
  strategy: Float32Array | Uint16Array;
  /** 16-bit storage with per-node scales (wasm only). */
  compressed?: boolean;
  regretScale?: Float32Array;
  strategyScale?: Float32Array;
  /**
   * When the arenas live in a shared WebAssembly memory (SIMD kernels): the memory, the
   * byte offsets of the arenas, and per-thread scratch slots (slot i at
   * scratchByte + i * scratchSlotBytes, scratchLength f32 elements each).
   */
  wasm?: {
    memory: WebAssembly.Memory;
    regretsByte: number;
    strategyByte: number;
    scratchByte: number;
    scratchSlotBytes: number;
    scratchLength: number;
    slots: number;
    /** Game evaluation tables (CfrGame.bindWasmTables). */
    tablesByte: number;
    /** Per slot, after the f32 scratch: 52 f64 for the evaluation kernels. */
    minusOffsetInSlot: number;
    /** Compressed mode: per-node f32 scales, indexed by node. */
    regretScaleByte: number;
    strategyScaleByte: number;
  };
}

export function allocateStorage(size: number, shared: boolean): CfrStorage {
  const make = (): Float32Array => (shared ? new Float32Array(new SharedArrayBuffer(4 * size)) : new Float32Array(size));
  return { regrets: make(), strategy: make() };
}

const WASM_PAGE = 65536;

/**
 * Storage in one shared WebAssembly memory, with `slots` thread scratch areas, so the SIMD
 * kernels can run on it; null when the runtime has no wasm SIMD or the arenas exceed 4 GiB.
 */
export function allocateWasmStorage(game: CfrGame, slots: number, compressed = false): CfrStorage | null {
  if (!kernelModule()) return null;
  const size = game.storageSize;
  const elemBytes = compressed ? 2 : 4;
  const scratchLength = scratchSizeOf(game).f32;
  const align = (n: number): number => Math.ceil(n / 64) * 64;
  const regretScaleByte = 64;
  const strategyScaleByte = align(regretScaleByte + (compressed ? 4 * game.numNodes : 0));
  const regretsByte = align(strategyScaleByte + (compressed ? 4 * game.numNodes : 0));
  const strategyByte = align(regretsByte + elemBytes * size);
  const scratchByte = align(strategyByte + elemBytes * size);
  const minusOffsetInSlot = align(4 * scratchLength);
  const scratchSlotBytes = minusOffsetInSlot + 64 * 8;
  const tablesByte = align(scratchByte + slots * scratchSlotBytes);
  const total = tablesByte + (game.wasmTableBytes?.() ?? 0);
  const pages = Math.ceil(total / WASM_PAGE);
  if (pages > 65536) return null;
  const memory = new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true });
  game.bindWasmTables?.(memory, tablesByte, true);
  const wasm = {
    memory, regretsByte, strategyByte, scratchByte, scratchSlotBytes, scratchLength, slots, tablesByte, minusOffsetInSlot,
    regretScaleByte, strategyScaleByte,
  };
  if (compressed) {
    return {
      regrets: new Int16Array(memory.buffer, regretsByte, size),
      strategy: new Uint16Array(memory.buffer, strategyByte, size),
      compressed: true,
      regretScale: new Float32Array(memory.buffer, regretScaleByte, game.numNodes),
      strategyScale: new Float32Array(memory.buffer, strategyScaleByte, game.numNodes),
      wasm,
    };
  }
  return {
    regrets: new Float32Array(memory.buffer, regretsByte, size),
    strategy: new Float32Array(memory.buffer, strategyByte, size),
    wasm,
  };
}

/** Zeroes regrets, cumulative strategy and scales (a fresh start). */
export function resetStorage(storage: CfrStorage): void {
  storage.regrets.fill(0);
  storage.strategy.fill(0);
  storage.regretScale?.fill(0);
  storage.strategyScale?.fill(0);
}

/** Scratch elements a traversal needs at most (the deepest path's buffers). */
export function scratchSizeOf(game: CfrGame): { f32: number; f64: number } {
  const n0 = game.numHands(0);
  const n1 = game.numHands(1);
  const maxHands = Math.max(n0, n1);
  const need = (node: number): [number, number] => {
    const type = game.nodeType[node];
    if (type === NODE_TERMINAL) return [0, 0];
    const kids = game.numChildren[node];
    let childMax32 = 0;
    let childMax64 = 0;
    for (let k = 0; k < kids; k++) {
      const [a, b] = need(game.firstChild[node] + k);
      if (a > childMax32) childMax32 = a;
      if (b > childMax64) childMax64 = b;
    }
    if (type === NODE_CHANCE) return [maxHands + kids * maxHands + childMax32, maxHands + childMax64];
    // player node: action rows, strategy rows and two temp rows at most
    return [(2 * kids + 2) * maxHands + childMax32, childMax64];
  };
  const [f32, f64] = need(0);
  // + the root's reach and result vectors
  return { f32: f32 + 2 * maxHands + 16, f64: f64 + 16 };
}
