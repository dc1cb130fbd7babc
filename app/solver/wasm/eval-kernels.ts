// Terminal evaluation kernels (scalar WebAssembly, f64 accumulators): the same O(n) fold
// and showdown sweeps as PostflopGame.evaluate in JavaScript. Tables (hand cards, strength
// orders, same-hand indices) live in the shared memory; pointers are byte offsets.
//   fold(cf, out, nP, nO, pCards, oCards, same, minus, payoff, turn, river)
//   showdown(cf, out, nP, pOrder, pStr, pLen, oOrder, oStr, oLen, pCards, oCards, minus, win, lose)
// cf/out: f32 vectors; *Cards: u8 pairs; same: i32 (opponent index of the same combo, -1);
// orders/strengths: u16; minus: 52 f64 of scratch.
import { F64, Fn, I32 } from './asm.ts';

function zeroMinus(f: Fn, minus: number, i: number): void {
  f.i32(0).set(i);
  f.block().loop();
  f.get(i).i32(52 * 8).i32GeU().brIf(1);
  f.get(minus).get(i).i32Add().f64(0).f64Store();
  f.get(i).i32(8).i32Add().set(i).br(0);
  f.end().end();
}

/** minus[card] += c  (card on the stack is consumed; c in local) */
function addMinus(f: Fn, minus: number, cardLocal: number, c: number, tmp: number): void {
  f.get(minus).get(cardLocal).i32(3).i32Shl().i32Add().tee(tmp);
  f.get(tmp).f64Load().get(c).f64Add().f64Store();
}

function loadMinus(f: Fn, minus: number, cardLocal: number): void {
  f.get(minus).get(cardLocal).i32(3).i32Shl().i32Add().f64Load();
}

export function foldKernel(): Fn {
  const f = new Fn('fold', [I32, I32, I32, I32, I32, I32, I32, I32, F64, I32, I32]);
  const [cf, out, nP, nO, pCards, oCards, same, minus, payoff, turn, river] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const i = f.local(I32);
  const a = f.local(I32);
  const b = f.local(I32);
  const tmp = f.local(I32);
  const s = f.local(I32);
  const dst = f.local(I32);
  const sum = f.local(F64);
  const c = f.local(F64);
  zeroMinus(f, minus, i);
  f.f64(0).set(sum);
  // opponent pass
  f.i32(0).set(i);
  f.block().loop();
  f.get(i).get(nO).i32GeU().brIf(1);
  f.get(oCards).get(i).i32(1).i32Shl().i32Add().tee(tmp).i32Load8U().set(a);
  f.get(tmp).i32Load8U(1).set(b);
  // blocked by the turn or river: skip
  f.get(a).get(turn).i32Eq().get(a).get(river).i32Eq().i32Or()
    .get(b).get(turn).i32Eq().i32Or().get(b).get(river).i32Eq().i32Or().i32Eqz();
  f.if_();
  f.get(cf).get(i).i32(2).i32Shl().i32Add().f32Load().f64PromoteF32().set(c);
  f.get(sum).get(c).f64Add().set(sum);
  addMinus(f, minus, a, c, tmp);
  addMinus(f, minus, b, c, tmp);
  f.end();
  f.get(i).i32(1).i32Add().set(i).br(0);
  f.end().end();
  // player pass
  f.i32(0).set(i);
  f.block().loop();
  f.get(i).get(nP).i32GeU().brIf(1);
  f.get(pCards).get(i).i32(1).i32Shl().i32Add().tee(tmp).i32Load8U().set(a);
  f.get(tmp).i32Load8U(1).set(b);
  f.get(out).get(i).i32(2).i32Shl().i32Add().set(dst);
  f.get(a).get(turn).i32Eq().get(a).get(river).i32Eq().i32Or()
    .get(b).get(turn).i32Eq().i32Or().get(b).get(river).i32Eq().i32Or();
  f.if_();
  f.get(dst).f32(0).f32Store();
  f.else_();
  f.get(dst);
  f.get(same).get(i).i32(2).i32Shl().i32Add().i32Load().set(s);
  f.get(sum);
  loadMinus(f, minus, a);
  f.f64Sub();
  loadMinus(f, minus, b);
  f.f64Sub();
  // + reach of the identical combo (subtracted twice above)
  f.get(cf).get(s).i32(2).i32Shl().i32Add().f32Load().f64PromoteF32();
  f.f64(0);
  f.get(s).i32(0).i32GeS();
  f.select();
  f.f64Add();
  f.get(payoff).f64Mul().f32DemoteF64().f32Store();
  f.end();
  f.get(i).i32(1).i32Add().set(i).br(0);
  f.end().end();
  return f;
}

export function showdownKernel(): Fn {
  const f = new Fn('showdown', [I32, I32, I32, I32, I32, I32, I32, I32, I32, I32, I32, I32, F64, F64]);
  const [cf, out, nP, pOrder, pStr, pLen, oOrder, oStr, oLen, pCards, oCards, minus, win, lose] =
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
  const i = f.local(I32);
  const j = f.local(I32);
  const k = f.local(I32);
  const o = f.local(I32);
  const a = f.local(I32);
  const b = f.local(I32);
  const st = f.local(I32);
  const tmp = f.local(I32);
  const sum = f.local(F64);
  const c = f.local(F64);

  // zero the whole output row (hands blocked by the board stay 0)
  f.i32(0).set(i);
  f.block().loop();
  f.get(i).get(nP).i32GeU().brIf(1);
  f.get(out).get(i).i32(2).i32Shl().i32Add().f32(0).f32Store();
  f.get(i).i32(1).i32Add().set(i).br(0);
  f.end().end();

  const accumulate = (): void => {
    // o = oOrder[j]; c = cf[o]; sum += c; minus[cards of o] += c
    f.get(oOrder).get(j).i32(1).i32Shl().i32Add().i32Load16U().set(o);
    f.get(cf).get(o).i32(2).i32Shl().i32Add().f32Load().f64PromoteF32().set(c);
    f.get(sum).get(c).f64Add().set(sum);
    f.get(oCards).get(o).i32(1).i32Shl().i32Add().tee(tmp).i32Load8U().set(a);
    f.get(tmp).i32Load8U(1).set(b);
    addMinus(f, minus, a, c, tmp);
    addMinus(f, minus, b, c, tmp);
  };
  const storeValue = (amount: number, add: boolean): void => {
    // i = pOrder[k]; out[i] (+)= amount * (sum - minus[c1] - minus[c2])
    f.get(pOrder).get(k).i32(1).i32Shl().i32Add().i32Load16U().set(i);
    f.get(pCards).get(i).i32(1).i32Shl().i32Add().tee(tmp).i32Load8U().set(a);
    f.get(tmp).i32Load8U(1).set(b);
    f.get(out).get(i).i32(2).i32Shl().i32Add().tee(tmp);
    f.get(sum);
    loadMinus(f, minus, a);
    f.f64Sub();
    loadMinus(f, minus, b);
    f.f64Sub();
    f.get(amount).f64Mul();
    if (add) f.get(tmp).f32Load().f64PromoteF32().f64Add();
    f.f32DemoteF64().f32Store();
  };

  // ascending: wins against strictly weaker hands
  zeroMinus(f, minus, i);
  f.f64(0).set(sum);
  f.i32(0).set(j);
  f.i32(0).set(k);
  f.block().loop();
  f.get(k).get(pLen).i32GeU().brIf(1);
  f.get(pStr).get(k).i32(1).i32Shl().i32Add().i32Load16U().set(st);
  f.block().loop();
  f.get(j).get(oLen).i32GeU().brIf(1);
  f.get(oStr).get(j).i32(1).i32Shl().i32Add().i32Load16U().get(st).i32GeU().brIf(1);
  accumulate();
  f.get(j).i32(1).i32Add().set(j).br(0);
  f.end().end();
  storeValue(win, false);
  f.get(k).i32(1).i32Add().set(k).br(0);
  f.end().end();

  // descending: losses against strictly stronger hands
  zeroMinus(f, minus, i);
  f.f64(0).set(sum);
  f.get(oLen).i32(1).i32Sub().set(j);
  f.get(pLen).i32(1).i32Sub().set(k);
  f.block().loop();
  f.get(k).i32(0).i32LtS().brIf(1);
  f.get(pStr).get(k).i32(1).i32Shl().i32Add().i32Load16U().set(st);
  f.block().loop();
  f.get(j).i32(0).i32LtS().brIf(1);
  f.get(oStr).get(j).i32(1).i32Shl().i32Add().i32Load16U().get(st).i32LeU().brIf(1);
  accumulate();
  f.get(j).i32(1).i32Sub().set(j).br(0);
  f.end().end();
  storeValue(lose, true);
  f.get(k).i32(1).i32Sub().set(k).br(0);
  f.end().end();
  return f;
}
