// Discounted CFR in vector form (postflop-solver's solver.rs / utility.rs), over the flat
// CfrGame interface. One traversal per player per iteration (alternating updates):
//   regrets   R <- R * (R >= 0 ? alpha_t : beta_t) + (cfv(action) - cfv(node))
//   strategy  S <- S * gamma_t + sigma_t          (sigma_t from regret matching)
//   alpha_t = t'^1.5 / (t'^1.5 + 1) with t' = max(t - 1, 0), beta_t = 0.5,
//   gamma_t = (u / (u + 1))^3 with u = t - (largest power of 4 <= t): the average restarts
//   at iterations 1, 4, 16, 64, 256, ... (postflop-solver's schedule).
// The cumulative strategy is not weighted by the player's own reach (as postflop-solver);
// the average strategy at a node is S normalised per hand (uniform where S sums to 0).
//
// All vectors live in one scratch Float32Array per engine, addressed by offsets, so the hot
// loops allocate nothing. Storage (regrets, cumulative strategy) lives in two arenas the
// engine shares with worker threads (SharedArrayBuffer) when solving in parallel; see
// storage.ts.
import { type CfrGame, NODE_CHANCE, NODE_TERMINAL } from './game.ts';
import { type CfrStorage, scratchSizeOf } from './storage.ts';
import { type KernelExports, instantiateKernels } from './wasm/kernels.ts';

export const MODE_SOLVE = 0;
export const MODE_BEST_RESPONSE = 1;
export const MODE_AVERAGE = 2;
export type TraversalMode = typeof MODE_SOLVE | typeof MODE_BEST_RESPONSE | typeof MODE_AVERAGE;

export interface DiscountParams {
  alpha: number;
  beta: number;
  gamma: number;
}

/** DCFR discount factors of iteration t (0-based), as postflop-solver's DiscountParams. */
export function discountParams(t: number): DiscountParams {
  const lowerPow4 = t === 0 ? 0 : 1 << ((31 - Math.clz32(t)) & ~1);
  const tAlpha = Math.max(t - 1, 0);
  const powAlpha = tAlpha * Math.sqrt(tAlpha);
  const tGamma = t - lowerPow4;
  const gamma = Math.pow(tGamma / (tGamma + 1), 3);
  return { alpha: Math.fround(powAlpha / (powAlpha + 1)), beta: 0.5, gamma: Math.fround(gamma) };
}

/** Runs the children of a chance node elsewhere (worker threads); false = run them here. */
export interface ChanceRunner {
  run(engine: CfrEngine, mode: TraversalMode, node: number, player: number, cfreachOff: number, rowsOff: number): boolean;
}

export class CfrEngine {
  readonly game: CfrGame;
  readonly storage: CfrStorage;
  readonly scratch: Float32Array;
  readonly scratch64: Float64Array;
  sp = 0;
  sp64 = 0;
  alpha = 0;
  beta = 0.5;
  gamma = 0;
  runner: ChanceRunner | null = null;
  /** SIMD kernels and byte addresses when the storage lives in wasm memory. */
  readonly kernels: KernelExports | null = null;
  readonly scratchByte: number = 0;
  readonly regretsByte: number = 0;
  readonly strategyByte: number = 0;
  /** 52 f64 of scratch for the evaluation kernels (wasm storage only). */
  readonly minusByte: number = 0;
  private readonly compressed: boolean = false;
  private readonly regretScaleByte: number = 0;
  private readonly strategyScaleByte: number = 0;
  private readonly wasmEval: boolean = false;

  /** `slot`: which scratch slot of a wasm storage this engine (thread) uses. */
  constructor(game: CfrGame, storage: CfrStorage, slot = 0) {
    this.game = game;
    this.storage = storage;
    const size = scratchSizeOf(game);
    const w = storage.wasm;
    if (w) {
      if (slot >= w.slots) throw new RangeError(`scratch slot ${slot} is not in 0..${w.slots - 1}`);
      this.kernels = instantiateKernels(w.memory);
      this.scratchByte = w.scratchByte + slot * w.scratchSlotBytes;
      this.regretsByte = w.regretsByte;
      this.strategyByte = w.strategyByte;
      this.scratch = new Float32Array(w.memory.buffer, this.scratchByte, w.scratchLength);
      this.minusByte = this.scratchByte + w.minusOffsetInSlot;
      this.compressed = storage.compressed === true;
      this.regretScaleByte = w.regretScaleByte;
      this.strategyScaleByte = w.strategyScaleByte;
      if (game.evaluateWasm && game.bindWasmTables) {
        if (!game.wasmBound) game.bindWasmTables(w.memory, w.tablesByte, false);
        this.wasmEval = true;
      }
    } else {
      if (storage.compressed) throw new Error('16-bit storage needs the WebAssembly kernels');
      this.scratch = new Float32Array(size.f32);
    }
    this.scratch64 = new Float64Array(size.f64);
  }

  setParams(p: DiscountParams): void {
    this.alpha = p.alpha;
    this.beta = p.beta;
    this.gamma = p.gamma;
  }

  /** One DCFR iteration (t is 0-based): a traversal for each player. */
  iterate(t: number): void {
    this.setParams(discountParams(t));
    for (let player = 0; player < 2; player++) this.rootValues(MODE_SOLVE, player);
  }

  /**
   * Runs a traversal from the root for `player` (opponent reach = its initial weights) and
   * returns sum_i weight_i * value_i: the player's expected value relative to owning half
   * the starting pot (zero-sum between the players).
   */
  rootValues(mode: TraversalMode, player: number, out?: Float32Array): number {
    const game = this.game;
    const opp = player ^ 1;
    const nO = game.numHands(opp);
    const nP = game.numHands(player);
    this.sp = 0;
    this.sp64 = 0;
    const cfOff = this.alloc(nO);
    this.scratch.set(game.initialWeights(opp), cfOff);
    const resOff = this.alloc(nP);
    this.traverse(mode, 0, player, cfOff, resOff);
    const w = game.initialWeights(player);
    let sum = 0;
    for (let i = 0; i < nP; i++) sum += w[i] * this.scratch[resOff + i];
    if (out) out.set(this.scratch.subarray(resOff, resOff + nP));
    this.sp = 0;
    return sum;
  }

  alloc(n: number): number {
    const off = this.sp;
    this.sp += n;
    return off;
  }

  traverse(mode: TraversalMode, node: number, player: number, cfOff: number, resOff: number): void {
    const game = this.game;
    const type = game.nodeType[node];
    if (type === NODE_TERMINAL) {
      if (this.wasmEval) {
        game.evaluateWasm!(this.kernels!, node, player, this.scratchByte + 4 * cfOff, this.scratchByte + 4 * resOff, this.minusByte);
      } else {
        game.evaluate(node, player, this.scratch, cfOff, this.scratch, resOff);
      }
      return;
    }
    if (type === NODE_CHANCE) {
      this.chanceNode(mode, node, player, cfOff, resOff);
      return;
    }
    if (game.numChildren[node] === 1) {
      this.traverse(mode, game.firstChild[node], player, cfOff, resOff);
      return;
    }
    if (type === player) {
      if (mode === MODE_SOLVE) this.solvePlayerNode(node, player, cfOff, resOff);
      else this.valuePlayerNode(mode, node, player, cfOff, resOff);
    } else {
      this.opponentNode(mode, node, player, cfOff, resOff);
    }
  }

  private chanceNode(mode: TraversalMode, node: number, player: number, cfOff: number, resOff: number): void {
    const game = this.game;
    const s = this.scratch;
    const nO = game.numHands(player ^ 1);
    const nP = game.numHands(player);
    const kids = game.numChildren[node];
    const first = game.firstChild[node];
    const saved = this.sp;
    const saved64 = this.sp64;
    const w = game.chanceWeight(node);
    const cf2 = this.alloc(nO);
    for (let i = 0; i < nO; i++) s[cf2 + i] = s[cfOff + i] * w;
    const rows = this.alloc(kids * nP);
    if (this.runner === null || !this.runner.run(this, mode, node, player, cf2, rows)) {
      for (let k = 0; k < kids; k++) this.traverse(mode, first + k, player, cf2, rows + k * nP);
    }
    const acc = this.sp64;
    this.sp64 += nP;
    const s64 = this.scratch64;
    for (let i = 0; i < nP; i++) s64[acc + i] = 0;
    for (let k = 0; k < kids; k++) {
      const r = rows + k * nP;
      for (let i = 0; i < nP; i++) s64[acc + i] += s[r + i];
    }
    const iso = game.isomorphicChances(node);
    for (let m = 0; m < iso.length; m++) {
      const r = rows + iso[m].childIndex * nP;
      for (let i = 0; i < nP; i++) s64[acc + i] += s[r + i];
      const swaps = iso[m].swaps[player];
      for (let q = 0; q < swaps.length; q += 2) {
        const a = swaps[q];
        const b = swaps[q + 1];
        const d = s[r + b] - s[r + a];
        s64[acc + a] += d;
        s64[acc + b] -= d;
      }
    }
    for (let i = 0; i < nP; i++) s[resOff + i] = s64[acc + i];
    this.sp = saved;
    this.sp64 = saved64;
  }

  private solvePlayerNode(node: number, player: number, cfOff: number, resOff: number): void {
    const game = this.game;
    const s = this.scratch;
    const nP = game.numHands(player);
    const nA = game.numChildren[node];
    const first = game.firstChild[node];
    const saved = this.sp;
    const cfv = this.alloc(nA * nP);
    for (let a = 0; a < nA; a++) this.traverse(MODE_SOLVE, first + a, player, cfOff, cfv + a * nP);

    const R = this.storage.regrets as Float32Array;
    const S = this.storage.strategy as Float32Array;
    const base = game.storageOffset[node];
    const denom = this.alloc(nP);
    const k = this.kernels;
    if (k !== null && this.compressed) {
      const sb = this.scratchByte;
      const tmp = this.alloc(nA * nP);
      k.update16(
        this.regretsByte + 2 * base, this.strategyByte + 2 * base, sb + 4 * cfv, sb + 4 * resOff, sb + 4 * denom, nA, nP,
        this.alpha, this.beta, this.gamma, this.regretScaleByte + 4 * node, this.strategyScaleByte + 4 * node, sb + 4 * tmp,
      );
      this.sp = saved;
      return;
    }
    if (k !== null) {
      const sb = this.scratchByte;
      k.update(this.regretsByte + 4 * base, this.strategyByte + 4 * base, sb + 4 * cfv, sb + 4 * resOff, sb + 4 * denom, nA, nP, this.alpha, this.beta, this.gamma);
      this.sp = saved;
      return;
    }
    for (let h = 0; h < nP; h++) s[denom + h] = 0;
    for (let a = 0; a < nA; a++) {
      const ro = base + a * nP;
      for (let h = 0; h < nP; h++) {
        const r = R[ro + h];
        if (r > 0) s[denom + h] += r;
      }
    }
    for (let h = 0; h < nP; h++) s[resOff + h] = 0;
    const uniform = 1 / nA;
    const gamma = this.gamma;
    for (let a = 0; a < nA; a++) {
      const ro = base + a * nP;
      const co = cfv + a * nP;
      for (let h = 0; h < nP; h++) {
        const d = s[denom + h];
        const r = R[ro + h];
        const sigma = d > 0 ? (r > 0 ? r / d : 0) : uniform;
        s[resOff + h] += sigma * s[co + h];
        S[ro + h] = S[ro + h] * gamma + sigma;
      }
    }
    const alpha = this.alpha;
    const beta = this.beta;
    for (let a = 0; a < nA; a++) {
      const ro = base + a * nP;
      const co = cfv + a * nP;
      for (let h = 0; h < nP; h++) {
        const r = R[ro + h];
        R[ro + h] = r * (r >= 0 ? alpha : beta) + s[co + h] - s[resOff + h];
      }
    }
    this.sp = saved;
  }

  /** Best response (max over actions) or average-strategy value at the player's node. */
  private valuePlayerNode(mode: TraversalMode, node: number, player: number, cfOff: number, resOff: number): void {
    const game = this.game;
    const s = this.scratch;
    const nP = game.numHands(player);
    const nA = game.numChildren[node];
    const first = game.firstChild[node];
    const saved = this.sp;
    const cfv = this.alloc(nA * nP);
    for (let a = 0; a < nA; a++) this.traverse(mode, first + a, player, cfOff, cfv + a * nP);
    if (mode === MODE_BEST_RESPONSE && this.kernels !== null) {
      this.kernels.maxRows(this.scratchByte + 4 * cfv, this.scratchByte + 4 * resOff, nA, nP);
    } else if (mode === MODE_BEST_RESPONSE) {
      for (let h = 0; h < nP; h++) s[resOff + h] = s[cfv + h];
      for (let a = 1; a < nA; a++) {
        const co = cfv + a * nP;
        for (let h = 0; h < nP; h++) if (s[co + h] > s[resOff + h]) s[resOff + h] = s[co + h];
      }
    } else {
      const strat = this.alloc(nA * nP);
      averageStrategyInto(this.storage.strategy, game.storageOffset[node], nA, nP, s, strat, this.alloc(nP));
      for (let h = 0; h < nP; h++) s[resOff + h] = 0;
      for (let a = 0; a < nA; a++) {
        const co = cfv + a * nP;
        const so = strat + a * nP;
        for (let h = 0; h < nP; h++) s[resOff + h] += s[so + h] * s[co + h];
      }
    }
    this.sp = saved;
  }

  private opponentNode(mode: TraversalMode, node: number, player: number, cfOff: number, resOff: number): void {
    const game = this.game;
    const s = this.scratch;
    const opp = player ^ 1;
    const nO = game.numHands(opp);
    const nP = game.numHands(player);
    const nA = game.numChildren[node];
    const first = game.firstChild[node];
    const saved = this.sp;
    const reach = this.alloc(nA * nO);
    const tmp = this.alloc(nO);
    const base = game.storageOffset[node];
    const k = this.kernels;
    const sb = this.scratchByte;
    if (k !== null && this.compressed) {
      if (mode === MODE_SOLVE) k.reachI16(this.regretsByte + 2 * base, sb + 4 * cfOff, sb + 4 * reach, sb + 4 * tmp, nA, nO);
      else k.reachU16(this.strategyByte + 2 * base, sb + 4 * cfOff, sb + 4 * reach, sb + 4 * tmp, nA, nO);
    } else if (k !== null) {
      const arena = mode === MODE_SOLVE ? this.regretsByte : this.strategyByte;
      k.reach(arena + 4 * base, sb + 4 * cfOff, sb + 4 * reach, sb + 4 * tmp, nA, nO);
    } else {
      if (mode === MODE_SOLVE) regretMatchingInto(this.storage.regrets as Float32Array, base, nA, nO, s, reach, tmp);
      else averageStrategyInto(this.storage.strategy, base, nA, nO, s, reach, tmp);
      for (let a = 0; a < nA; a++) {
        const ro = reach + a * nO;
        for (let h = 0; h < nO; h++) s[ro + h] *= s[cfOff + h];
      }
    }
    const child = this.alloc(nP);
    for (let h = 0; h < nP; h++) s[resOff + h] = 0;
    for (let a = 0; a < nA; a++) {
      const ro = reach + a * nO;
      if (mode !== MODE_SOLVE) {
        // an action nobody takes contributes nothing; skip its subtree (no updates happen here)
        let any = false;
        for (let h = 0; h < nO; h++) {
          if (s[ro + h] !== 0) {
            any = true;
            break;
          }
        }
        if (!any) continue;
      }
      this.traverse(mode, first + a, player, ro, child);
      if (k !== null) k.addRow(sb + 4 * resOff, sb + 4 * child, nP);
      else for (let h = 0; h < nP; h++) s[resOff + h] += s[child + h];
    }
    this.sp = saved;
  }
}

/** sigma[a][h] = max(R, 0) / sum_a max(R, 0), uniform where the sum is 0. */
export function regretMatchingInto(
  R: Float32Array,
  base: number,
  nA: number,
  nH: number,
  out: Float32Array,
  outOff: number,
  denomOff: number,
): void {
  for (let h = 0; h < nH; h++) out[denomOff + h] = 0;
  for (let a = 0; a < nA; a++) {
    const ro = base + a * nH;
    const oo = outOff + a * nH;
    for (let h = 0; h < nH; h++) {
      const r = R[ro + h];
      const v = r > 0 ? r : 0;
      out[oo + h] = v;
      out[denomOff + h] += v;
    }
  }
  const uniform = 1 / nA;
  for (let a = 0; a < nA; a++) {
    const oo = outOff + a * nH;
    for (let h = 0; h < nH; h++) {
      const d = out[denomOff + h];
      out[oo + h] = d > 0 ? out[oo + h] / d : uniform;
    }
  }
}

/** The average strategy: S normalised per hand, uniform where S sums to 0. */
export function averageStrategyInto(
  S: Float32Array | Uint16Array,
  base: number,
  nA: number,
  nH: number,
  out: Float32Array,
  outOff: number,
  denomOff: number,
): void {
  for (let h = 0; h < nH; h++) out[denomOff + h] = 0;
  for (let a = 0; a < nA; a++) {
    const so = base + a * nH;
    for (let h = 0; h < nH; h++) out[denomOff + h] += S[so + h];
  }
  const uniform = 1 / nA;
  for (let a = 0; a < nA; a++) {
    const so = base + a * nH;
    const oo = outOff + a * nH;
    for (let h = 0; h < nH; h++) {
      const d = out[denomOff + h];
      out[oo + h] = d > 0 ? S[so + h] / d : uniform;
    }
  }
}

export interface ProgressInfo {
  iteration: number;
  exploitability: number;
  elapsedMs: number;
}

/** Exploitability: the mean of both players' best-response values (zero-sum, no rake). */
export function exploitabilityOf(engine: CfrEngine): number {
  return (engine.rootValues(MODE_BEST_RESPONSE, 0) + engine.rootValues(MODE_BEST_RESPONSE, 1)) / 2;
}

/** Each player's value under the average strategies (relative to half the starting pot). */
export function averageValuesOf(engine: CfrEngine): [number, number] {
  return [engine.rootValues(MODE_AVERAGE, 0), engine.rootValues(MODE_AVERAGE, 1)];
}

/**
 * Single-threaded solve loop: iterates until the exploitability (in the game's units) is at
 * most `target` or `maxIterations` ran; measures it every `checkEvery` iterations.
 */
export function solveSync(
  engine: CfrEngine,
  options: { maxIterations: number; target?: number; checkEvery?: number; onProgress?: (p: ProgressInfo) => void },
): { iterations: number; exploitability: number } {
  const target = options.target ?? 0;
  const every = options.checkEvery ?? 10;
  const start = performance.now();
  let exploitability = target > 0 ? exploitabilityOf(engine) : Infinity;
  let t = 0;
  while (t < options.maxIterations && exploitability > target) {
    engine.iterate(t);
    t++;
    if (t % every === 0 || t === options.maxIterations) {
      exploitability = exploitabilityOf(engine);
      options.onProgress?.({ iteration: t, exploitability, elapsedMs: performance.now() - start });
    }
  }
  if (!Number.isFinite(exploitability)) exploitability = exploitabilityOf(engine);
  return { iterations: t, exploitability };
}
