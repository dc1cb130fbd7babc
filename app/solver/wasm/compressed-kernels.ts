// The DCFR update on 16-bit storage (postflop-solver's compression): regrets as i16 and the
// cumulative strategy as u16, each node block with its own f32 scale (the block's largest
// absolute value). Decode, update in f32 (into a scratch block), find the new scale, encode:
//   S = S16 * (gamma * scaleS / 65535) + sigma           -> u16, truncating x * enc + 0.49999997
//   R = R16 * ((R16 >= 0 ? alpha : beta) * scaleR / 32767) + cfv - res   -> i16, rounded
// Regret matching and the average strategy are scale-free, so they read the codes as is.
import { F32, Fn, I32, V128 } from './asm.ts';
import { actionLoop, at, atElem, denominators, loadScalar, loadVec, prologue, rowLoop, sigma } from './kernels.ts';

type Ctx = ReturnType<typeof prologue>;

/** max of the 4 lanes of v128 local `v` and f32 local `s`, pushed. */
function horizontalMax(f: Fn, v: number, s: number): void {
  f.get(v).f32x4ExtractLane(0).get(v).f32x4ExtractLane(1).f32Max();
  f.get(v).f32x4ExtractLane(2).get(v).f32x4ExtractLane(3).f32Max().f32Max();
  f.get(s).f32Max();
}

/**
 * Encodes the flat f32 block tmp[0..n) into 16-bit codes at dst with factor `enc`
 * (local f32): unsigned with +0.49999997 truncation, or signed with rounding.
 */
function encodeBlock(f: Fn, c: Ctx, tmp: number, dst: number, n: number, enc: number, signed: boolean): void {
  const i = f.local(I32);
  const n8 = f.local(I32);
  const vEnc = f.local(V128);
  const vHalf = f.local(V128);
  f.get(enc).f32x4Splat().set(vEnc);
  f.f32(0.49999997).f32x4Splat().set(vHalf);
  f.get(n).i32(-8).i32And().set(n8);
  const lanes4 = (offset: number): void => {
    f.get(tmp).get(i).i32(2).i32Shl().i32Add().v128Load(offset).get(vEnc).f32x4Mul();
    if (signed) f.f32x4Nearest().i32x4TruncSatF32x4S();
    else f.get(vHalf).f32x4Add().i32x4TruncSatF32x4U();
  };
  f.i32(0).set(i);
  f.block().loop();
  f.get(i).get(n8).i32GeU().brIf(1);
  f.get(dst).get(i).i32(1).i32Shl().i32Add();
  lanes4(0);
  lanes4(16);
  if (signed) f.i16x8NarrowI32x4S();
  else f.i16x8NarrowI32x4U();
  f.v128Store();
  f.get(i).i32(8).i32Add().set(i).br(0);
  f.end().end();
  f.block().loop();
  f.get(i).get(n).i32GeU().brIf(1);
  f.get(dst).get(i).i32(1).i32Shl().i32Add();
  f.get(tmp).get(i).i32(2).i32Shl().i32Add().f32Load().get(enc).f32Mul();
  if (signed) f.f32Nearest().i32TruncSatF32S();
  else f.f32(0.49999997).f32Add().i32TruncSatF32U();
  f.i32Store16();
  f.get(i).i32(1).i32Add().set(i).br(0);
  f.end().end();
  void c;
}

export function update16Kernel(): Fn {
  const f = new Fn('update16', [I32, I32, I32, I32, I32, I32, I32, F32, F32, F32, I32, I32, I32]);
  const [R16, S16, cfv, res, denom, nA, nH, alpha, beta, gamma, scaleR, scaleS, tmp] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const c = prologue(f, nA, nH);
  const rowBytes16 = f.local(I32);
  const pR = f.local(I32);
  const pS = f.local(I32);
  const pC = f.local(I32);
  const pT = f.local(I32);
  const q = f.local(I32);
  const n = f.local(I32);
  const vd = f.local(V128);
  const vs = f.local(V128);
  const vMax = f.local(V128);
  const vDecS = f.local(V128);
  const vDecA = f.local(V128);
  const vDecB = f.local(V128);
  const sd = f.local(F32);
  const ss = f.local(F32);
  const sMax = f.local(F32);
  const decS = f.local(F32);
  const decA = f.local(F32);
  const decB = f.local(F32);
  const scale = f.local(F32);
  const enc = f.local(F32);
  const v = { h: c.h, nH: c.nH, vecEnd: c.vecEnd };
  f.get(nH).i32(1).i32Shl().set(rowBytes16);
  f.get(nA).get(nH).i32Mul().set(n);

  f.get(R16).set(pR);
  denominators(f, c, denom, pR, nA, 'i16', rowBytes16);
  rowLoop(
    f, v,
    () => { at(f, res, c.h).get(c.vZero).v128Store(); },
    () => { at(f, res, c.h).f32(0).f32Store(); },
  );

  // cumulative strategy into tmp, value into res
  f.get(gamma).get(scaleS).f32Load().f32Mul().f32(65535).f32Div().set(decS);
  f.get(decS).f32x4Splat().set(vDecS);
  f.get(c.vZero).set(vMax);
  f.f32(0).set(sMax);
  f.get(R16).set(pR);
  f.get(S16).set(pS);
  f.get(cfv).set(pC);
  f.get(tmp).set(pT);
  const stepS = (vector: boolean): void => {
    if (vector) {
      sigma(f, c, denom, pR, true, vd, 'i16');
      f.set(vs);
      at(f, res, c.h).tee(q);
      f.get(q).v128Load().get(vs);
      at(f, pC, c.h).v128Load().f32x4Mul().f32x4Add().v128Store();
      at(f, pT, c.h);
      atElem(f, pS, c.h, 'u16');
      loadVec(f, 'u16');
      f.get(vDecS).f32x4Mul().get(vs).f32x4Add().tee(vd).v128Store();
      f.get(vMax).get(vd).f32x4Max().set(vMax);
    } else {
      sigma(f, c, denom, pR, false, sd, 'i16');
      f.set(ss);
      at(f, res, c.h).tee(q);
      f.get(q).f32Load().get(ss);
      at(f, pC, c.h).f32Load().f32Mul().f32Add().f32Store();
      at(f, pT, c.h);
      atElem(f, pS, c.h, 'u16');
      loadScalar(f, 'u16');
      f.get(decS).f32Mul().get(ss).f32Add().tee(sd).f32Store();
      f.get(sMax).get(sd).f32Max().set(sMax);
    }
  };
  f.i32(0).set(c.a);
  f.block().loop();
  f.get(c.a).get(nA).i32GeU().brIf(1);
  rowLoop(f, v, () => stepS(true), () => stepS(false));
  f.get(pR).get(rowBytes16).i32Add().set(pR);
  f.get(pS).get(rowBytes16).i32Add().set(pS);
  f.get(pC).get(c.rowBytes).i32Add().set(pC);
  f.get(pT).get(c.rowBytes).i32Add().set(pT);
  f.get(c.a).i32(1).i32Add().set(c.a).br(0);
  f.end().end();
  horizontalMax(f, vMax, sMax);
  f.set(scale);
  f.get(scaleS).get(scale).f32Store();
  f.f32(65535).get(scale).f32(1).get(scale).f32(0).f32Gt().select().f32Div().set(enc);
  encodeBlock(f, c, tmp, S16, n, enc, false);

  // regrets into tmp
  f.get(scaleR).f32Load().f32(32767).f32Div().set(scale);
  f.get(alpha).get(scale).f32Mul().set(decA);
  f.get(beta).get(scale).f32Mul().set(decB);
  f.get(decA).f32x4Splat().set(vDecA);
  f.get(decB).f32x4Splat().set(vDecB);
  f.get(c.vZero).set(vMax);
  f.f32(0).set(sMax);
  f.get(R16).set(pR);
  f.get(cfv).set(pC);
  f.get(tmp).set(pT);
  const stepR = (vector: boolean): void => {
    if (vector) {
      at(f, pT, c.h);
      atElem(f, pR, c.h, 'i16');
      loadVec(f, 'i16');
      f.tee(vd);
      f.get(vDecA).get(vDecB).get(vd).get(c.vZero).f32x4Ge().v128Bitselect().f32x4Mul();
      at(f, pC, c.h).v128Load().f32x4Add();
      at(f, res, c.h).v128Load().f32x4Sub().tee(vd).v128Store();
      f.get(vMax).get(vd).f32x4Abs().f32x4Max().set(vMax);
    } else {
      at(f, pT, c.h);
      atElem(f, pR, c.h, 'i16');
      loadScalar(f, 'i16');
      f.tee(sd);
      f.get(decA).get(decB).get(sd).f32(0).f32Ge().select().f32Mul();
      at(f, pC, c.h).f32Load().f32Add();
      at(f, res, c.h).f32Load().f32Sub().tee(sd).f32Store();
      f.get(sMax).get(sd).f32Abs().f32Max().set(sMax);
    }
  };
  actionLoop(f, c.a, nA, c.rowBytes, [pC, pT], () => {
    rowLoop(f, v, () => stepR(true), () => stepR(false));
    f.get(pR).get(rowBytes16).i32Add().set(pR);
  });
  horizontalMax(f, vMax, sMax);
  f.set(scale);
  f.get(scaleR).get(scale).f32Store();
  f.f32(32767).get(scale).f32(1).get(scale).f32(0).f32Gt().select().f32Div().set(enc);
  encodeBlock(f, c, tmp, R16, n, enc, true);
  return f;
}
