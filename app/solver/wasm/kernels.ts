// SIMD kernels of the DCFR hot loops (WebAssembly f32x4), generated with asm.ts. They work
// on [action][hand] blocks in one shared linear memory; pointers are byte offsets, sizes in
// elements. Each row runs 4 hands per step, then a scalar tail. Same arithmetic as the
// JavaScript loops in cfr.ts (which stay as the fallback and the reference in tests),
// except that wasm rounds every step to f32.
import { F32, Fn, I32, V128, assembleModule } from './asm.ts';
import { update16Kernel } from './compressed-kernels.ts';
import { foldKernel, showdownKernel } from './eval-kernels.ts';

export interface KernelExports {
  /** out[a][h] = sigma[a][h] * cf[h], sigma = regret matching of R (or normalised S). */
  reach(R: number, cf: number, out: number, denom: number, nA: number, nH: number): void;
  /** DCFR update at the traverser's node; writes res[h] (the node's value). */
  update(R: number, S: number, cfv: number, res: number, denom: number, nA: number, nH: number, alpha: number, beta: number, gamma: number): void;
  /** res[h] = max over actions of cfv[a][h]. */
  maxRows(cfv: number, res: number, nA: number, nH: number): void;
  /** dst[h] += src[h]. */
  addRow(dst: number, src: number, n: number): void;
  /** reach on 16-bit codes: regrets (i16) or cumulative strategy (u16); scale-free. */
  reachI16(R16: number, cf: number, out: number, denom: number, nA: number, nH: number): void;
  reachU16(S16: number, cf: number, out: number, denom: number, nA: number, nH: number): void;
  /** update on 16-bit storage with per-node scales (compressed-kernels.ts); tmp: nA*nH f32. */
  update16(R16: number, S16: number, cfv: number, res: number, denom: number, nA: number, nH: number, alpha: number, beta: number, gamma: number, scaleR: number, scaleS: number, tmp: number): void;
  /** Terminal values at a fold (eval-kernels.ts). */
  fold(cf: number, out: number, nP: number, nO: number, pCards: number, oCards: number, same: number, minus: number, payoff: number, turn: number, river: number): void;
  /** Terminal values at a showdown (eval-kernels.ts). */
  showdown(cf: number, out: number, nP: number, pOrder: number, pStr: number, pLen: number, oOrder: number, oStr: number, oLen: number, pCards: number, oCards: number, minus: number, win: number, lose: number): void;
}

interface Vars {
  h: number;
  nH: number;
  vecEnd: number;
}

/** for h in [0, nH): vectorBody on 4 hands while 4 remain, then scalarBody per hand. */
export function rowLoop(f: Fn, v: Vars, vectorBody: () => void, scalarBody: () => void): void {
  f.i32(0).set(v.h);
  f.block().loop();
  f.get(v.h).get(v.vecEnd).i32GeU().brIf(1);
  vectorBody();
  f.get(v.h).i32(4).i32Add().set(v.h).br(0);
  f.end().end();
  f.block().loop();
  f.get(v.h).get(v.nH).i32GeU().brIf(1);
  scalarBody();
  f.get(v.h).i32(1).i32Add().set(v.h).br(0);
  f.end().end();
}

/** for a in [0, nA): body, then every pointer += rowBytes. */
export function actionLoop(f: Fn, a: number, nA: number, rowBytes: number, pointers: number[], body: () => void): void {
  f.i32(0).set(a);
  f.block().loop();
  f.get(a).get(nA).i32GeU().brIf(1);
  body();
  for (const p of pointers) f.get(p).get(rowBytes).i32Add().set(p);
  f.get(a).i32(1).i32Add().set(a).br(0);
  f.end().end();
}

/** pushes base + h * 4 */
export function at(f: Fn, base: number, h: number): Fn {
  return f.get(base).get(h).i32(2).i32Shl().i32Add();
}

/** Storage element type: f32, or the 16-bit codes of the compressed mode. */
export type Elem = 'f32' | 'i16' | 'u16';

/** pushes the address of element h of a row at `base`. */
export function atElem(f: Fn, base: number, h: number, elem: Elem): Fn {
  return f.get(base).get(h).i32(elem === 'f32' ? 2 : 1).i32Shl().i32Add();
}

/** address on the stack -> 4 elements as f32x4 (16-bit codes converted, not scaled). */
export function loadVec(f: Fn, elem: Elem): void {
  if (elem === 'f32') f.v128Load();
  else if (elem === 'i16') f.v128Load16x4S().f32x4ConvertI32x4S();
  else f.v128Load16x4U().f32x4ConvertI32x4S();
}

/** address on the stack -> 1 element as f32. */
export function loadScalar(f: Fn, elem: Elem): void {
  if (elem === 'f32') f.f32Load();
  else if (elem === 'i16') f.i32Load16S().f32ConvertI32S();
  else f.i32Load16U().f32ConvertI32S();
}

function f32ConvertI32(f: Fn): void {
  f.f32ConvertI32S();
}

/** Common prologue: rowBytes, vecEnd, zero vector, uniform 1/nA (scalar and vector). */
export function prologue(f: Fn, nA: number, nH: number) {
  const rowBytes = f.local(I32);
  const vecEnd = f.local(I32);
  const h = f.local(I32);
  const a = f.local(I32);
  const p = f.local(I32);
  const u = f.local(F32);
  const vZero = f.local(V128);
  const vU = f.local(V128);
  f.get(nH).i32(2).i32Shl().set(rowBytes);
  f.get(nH).i32(-4).i32And().set(vecEnd);
  f.f32(0).f32x4Splat().set(vZero);
  f.f32(1).get(nA);
  f32ConvertI32(f);
  f.f32Div().set(u);
  f.get(u).f32x4Splat().set(vU);
  return { rowBytes, vecEnd, h, a, p, u, vZero, vU, nH };
}

/** denom[h] = sum_a max(X[a][h], 0), X rows from pointer `rows` (clobbered). */
export function denominators(f: Fn, c: ReturnType<typeof prologue>, denom: number, rows: number, nA: number, elem: Elem = 'f32', rowBytes = c.rowBytes): void {
  const v = { h: c.h, nH: c.nH, vecEnd: c.vecEnd };
  rowLoop(
    f, v,
    () => { at(f, denom, c.h).get(c.vZero).v128Store(); },
    () => { at(f, denom, c.h).f32(0).f32Store(); },
  );
  actionLoop(f, c.a, nA, rowBytes, [rows], () => {
    rowLoop(
      f, v,
      () => {
        at(f, denom, c.h).tee(c.p);
        f.get(c.p).v128Load();
        atElem(f, rows, c.h, elem);
        loadVec(f, elem);
        f.get(c.vZero).f32x4Max();
        f.f32x4Add().v128Store();
      },
      () => {
        at(f, denom, c.h).tee(c.p);
        f.get(c.p).f32Load();
        atElem(f, rows, c.h, elem);
        loadScalar(f, elem);
        f.f32(0).f32Max();
        f.f32Add().f32Store();
      },
    );
  });
}

/** pushes sigma for hand(s) h of the row at `row` (vector or scalar). */
export function sigma(f: Fn, c: ReturnType<typeof prologue>, denom: number, row: number, vector: boolean, tmpD: number, elem: Elem = 'f32'): void {
  if (vector) {
    at(f, denom, c.h).v128Load().set(tmpD);
    atElem(f, row, c.h, elem);
    loadVec(f, elem);
    f.get(c.vZero).f32x4Max().get(tmpD).f32x4Div();
    f.get(c.vU);
    f.get(tmpD).get(c.vZero).f32x4Gt();
    f.v128Bitselect();
  } else {
    at(f, denom, c.h).f32Load().set(tmpD);
    atElem(f, row, c.h, elem);
    loadScalar(f, elem);
    f.f32(0).f32Max().get(tmpD).f32Div();
    f.get(c.u);
    f.get(tmpD).f32(0).f32Gt();
    f.select();
  }
}

function reachKernel(name: string, elem: Elem): Fn {
  const f = new Fn(name, [I32, I32, I32, I32, I32, I32]);
  const [R, cf, out, denom, nA, nH] = [0, 1, 2, 3, 4, 5];
  const c = prologue(f, nA, nH);
  const pR = f.local(I32);
  const pO = f.local(I32);
  const vd = f.local(V128);
  const sd = f.local(F32);
  const elemRowBytes = f.local(I32);
  f.get(nH).i32(elem === 'f32' ? 2 : 1).i32Shl().set(elemRowBytes);
  f.get(R).set(pR);
  denominators(f, c, denom, pR, nA, elem, elemRowBytes);
  f.get(R).set(pR);
  f.get(out).set(pO);
  const v = { h: c.h, nH: c.nH, vecEnd: c.vecEnd };
  f.i32(0).set(c.a);
  f.block().loop();
  f.get(c.a).get(nA).i32GeU().brIf(1);
  rowLoop(
    f, v,
    () => {
      at(f, pO, c.h);
      sigma(f, c, denom, pR, true, vd, elem);
      at(f, cf, c.h).v128Load().f32x4Mul().v128Store();
    },
    () => {
      at(f, pO, c.h);
      sigma(f, c, denom, pR, false, sd, elem);
      at(f, cf, c.h).f32Load().f32Mul().f32Store();
    },
  );
  f.get(pR).get(elemRowBytes).i32Add().set(pR);
  f.get(pO).get(c.rowBytes).i32Add().set(pO);
  f.get(c.a).i32(1).i32Add().set(c.a).br(0);
  f.end().end();
  return f;
}

function updateKernel(): Fn {
  const f = new Fn('update', [I32, I32, I32, I32, I32, I32, I32, F32, F32, F32]);
  const [R, S, cfv, res, denom, nA, nH, alpha, beta, gamma] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const c = prologue(f, nA, nH);
  const pR = f.local(I32);
  const pS = f.local(I32);
  const pC = f.local(I32);
  const q = f.local(I32);
  const vd = f.local(V128);
  const vr = f.local(V128);
  const vAlpha = f.local(V128);
  const vBeta = f.local(V128);
  const vGamma = f.local(V128);
  const sd = f.local(F32);
  const sr = f.local(F32);
  const v = { h: c.h, nH: c.nH, vecEnd: c.vecEnd };
  f.get(alpha).f32x4Splat().set(vAlpha);
  f.get(beta).f32x4Splat().set(vBeta);
  f.get(gamma).f32x4Splat().set(vGamma);
  f.get(R).set(pR);
  denominators(f, c, denom, pR, nA);
  rowLoop(
    f, v,
    () => { at(f, res, c.h).get(c.vZero).v128Store(); },
    () => { at(f, res, c.h).f32(0).f32Store(); },
  );
  // res += sigma * cfv; S = S * gamma + sigma
  f.get(R).set(pR);
  f.get(S).set(pS);
  f.get(cfv).set(pC);
  actionLoop(f, c.a, nA, c.rowBytes, [pR, pS, pC], () => {
    rowLoop(
      f, v,
      () => {
        sigma(f, c, denom, pR, true, vd);
        f.set(vr);
        at(f, res, c.h).tee(q);
        f.get(q).v128Load().get(vr);
        at(f, pC, c.h).v128Load().f32x4Mul().f32x4Add().v128Store();
        at(f, pS, c.h).tee(q);
        f.get(q).v128Load().get(vGamma).f32x4Mul().get(vr).f32x4Add().v128Store();
      },
      () => {
        sigma(f, c, denom, pR, false, sd);
        f.set(sr);
        at(f, res, c.h).tee(q);
        f.get(q).f32Load().get(sr);
        at(f, pC, c.h).f32Load().f32Mul().f32Add().f32Store();
        at(f, pS, c.h).tee(q);
        f.get(q).f32Load().get(gamma).f32Mul().get(sr).f32Add().f32Store();
      },
    );
  });
  // R = R * (R >= 0 ? alpha : beta) + cfv - res
  f.get(R).set(pR);
  f.get(cfv).set(pC);
  actionLoop(f, c.a, nA, c.rowBytes, [pR, pC], () => {
    rowLoop(
      f, v,
      () => {
        at(f, pR, c.h).tee(q);
        f.get(q).v128Load().tee(vr);
        f.get(vAlpha).get(vBeta).get(vr).get(c.vZero).f32x4Ge().v128Bitselect();
        f.f32x4Mul();
        at(f, pC, c.h).v128Load().f32x4Add();
        at(f, res, c.h).v128Load().f32x4Sub();
        f.v128Store();
      },
      () => {
        at(f, pR, c.h).tee(q);
        f.get(q).f32Load().tee(sr);
        f.get(alpha).get(beta).get(sr).f32(0).f32Ge().select();
        f.f32Mul();
        at(f, pC, c.h).f32Load().f32Add();
        at(f, res, c.h).f32Load().f32Sub();
        f.f32Store();
      },
    );
  });
  return f;
}

function maxRowsKernel(): Fn {
  const f = new Fn('maxRows', [I32, I32, I32, I32]);
  const [cfv, res, nA, nH] = [0, 1, 2, 3];
  const c = prologue(f, nA, nH);
  const pC = f.local(I32);
  const v = { h: c.h, nH: c.nH, vecEnd: c.vecEnd };
  f.get(cfv).set(pC);
  rowLoop(
    f, v,
    () => { at(f, res, c.h); at(f, pC, c.h).v128Load().v128Store(); },
    () => { at(f, res, c.h); at(f, pC, c.h).f32Load().f32Store(); },
  );
  f.get(pC).get(c.rowBytes).i32Add().set(pC);
  f.i32(1).set(c.a);
  f.block().loop();
  f.get(c.a).get(nA).i32GeU().brIf(1);
  rowLoop(
    f, v,
    () => { at(f, res, c.h).tee(c.p); f.get(c.p).v128Load(); at(f, pC, c.h).v128Load().f32x4Max().v128Store(); },
    () => { at(f, res, c.h).tee(c.p); f.get(c.p).f32Load(); at(f, pC, c.h).f32Load().f32Max().f32Store(); },
  );
  f.get(pC).get(c.rowBytes).i32Add().set(pC);
  f.get(c.a).i32(1).i32Add().set(c.a).br(0);
  f.end().end();
  return f;
}

function addRowKernel(): Fn {
  const f = new Fn('addRow', [I32, I32, I32]);
  const [dst, src, n] = [0, 1, 2];
  const c = prologue(f, n, n);
  const v = { h: c.h, nH: c.nH, vecEnd: c.vecEnd };
  rowLoop(
    f, v,
    () => { at(f, dst, c.h).tee(c.p); f.get(c.p).v128Load(); at(f, src, c.h).v128Load().f32x4Add().v128Store(); },
    () => { at(f, dst, c.h).tee(c.p); f.get(c.p).f32Load(); at(f, src, c.h).f32Load().f32Add().f32Store(); },
  );
  return f;
}

let cachedModule: WebAssembly.Module | null | undefined;

/** The compiled kernel module, or null when this runtime lacks wasm SIMD / threads. */
export function kernelModule(): WebAssembly.Module | null {
  if (cachedModule !== undefined) return cachedModule;
  try {
    const bytes = assembleModule([
      reachKernel('reach', 'f32'), updateKernel(), maxRowsKernel(), addRowKernel(), foldKernel(), showdownKernel(),
      reachKernel('reachI16', 'i16'), reachKernel('reachU16', 'u16'), update16Kernel(),
    ], { minPages: 1, maxPages: 65536 });
    cachedModule = WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
  } catch {
    cachedModule = null;
  }
  return cachedModule;
}

export function instantiateKernels(memory: WebAssembly.Memory): KernelExports {
  const module = kernelModule();
  if (!module) throw new Error('WebAssembly SIMD kernels are not available in this runtime');
  const instance = new WebAssembly.Instance(module, { env: { memory } });
  return instance.exports as unknown as KernelExports;
}
