// A minimal WebAssembly binary assembler: enough to emit the solver's kernels (i32/f32/f64
// scalar ops, SIMD f32x4, structured loops) into a module that imports one shared memory.
// Encodings follow the WebAssembly core spec and the final SIMD opcode table.

export const I32 = 0x7f;
export const F32 = 0x7d;
export const F64 = 0x7c;
export const V128 = 0x7b;

function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
}

function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

function f32Bytes(x: number): number[] {
  const b = new Uint8Array(new Float32Array([x]).buffer);
  return Array.from(b);
}

/** One function body under construction. Local indices count the params first. */
export class Fn {
  readonly code: number[] = [];
  private readonly localTypes: number[] = [];

  constructor(
    readonly name: string,
    readonly params: number[],
    readonly results: number[] = [],
  ) {}

  /** Declares a local; returns its index. */
  local(type: number): number {
    this.localTypes.push(type);
    return this.params.length + this.localTypes.length - 1;
  }

  private op(...bytes: number[]): this {
    this.code.push(...bytes);
    return this;
  }

  private simd(opcode: number, ...imm: number[]): this {
    return this.op(0xfd, ...uleb(opcode), ...imm);
  }

  get(i: number): this { return this.op(0x20, ...uleb(i)); }
  set(i: number): this { return this.op(0x21, ...uleb(i)); }
  tee(i: number): this { return this.op(0x22, ...uleb(i)); }
  i32(n: number): this { return this.op(0x41, ...sleb(n | 0)); }
  f32(x: number): this { return this.op(0x43, ...f32Bytes(x)); }
  f64(x: number): this {
    const b = new Uint8Array(new Float64Array([x]).buffer);
    return this.op(0x44, ...b);
  }

  // control
  block(): this { return this.op(0x02, 0x40); }
  loop(): this { return this.op(0x03, 0x40); }
  if_(): this { return this.op(0x04, 0x40); }
  else_(): this { return this.op(0x05); }
  end(): this { return this.op(0x0b); }
  br(depth: number): this { return this.op(0x0c, ...uleb(depth)); }
  brIf(depth: number): this { return this.op(0x0d, ...uleb(depth)); }
  select(): this { return this.op(0x1b); }
  drop(): this { return this.op(0x1a); }

  // memory (align = log2 bytes)
  f32Load(offset = 0): this { return this.op(0x2a, 2, ...uleb(offset)); }
  f64Load(offset = 0): this { return this.op(0x2b, 3, ...uleb(offset)); }
  i32Load(offset = 0): this { return this.op(0x28, 2, ...uleb(offset)); }
  i32Load8U(offset = 0): this { return this.op(0x2d, 0, ...uleb(offset)); }
  i32Load16U(offset = 0): this { return this.op(0x2f, 1, ...uleb(offset)); }
  f32Store(offset = 0): this { return this.op(0x38, 2, ...uleb(offset)); }
  f64Store(offset = 0): this { return this.op(0x39, 3, ...uleb(offset)); }

  // i32
  i32Eqz(): this { return this.op(0x45); }
  i32Eq(): this { return this.op(0x46); }
  i32Ne(): this { return this.op(0x47); }
  i32LtS(): this { return this.op(0x48); }
  i32LtU(): this { return this.op(0x49); }
  i32GtS(): this { return this.op(0x4a); }
  i32GtU(): this { return this.op(0x4b); }
  i32LeU(): this { return this.op(0x4d); }
  i32GeS(): this { return this.op(0x4e); }
  i32GeU(): this { return this.op(0x4f); }
  i32Add(): this { return this.op(0x6a); }
  i32Sub(): this { return this.op(0x6b); }
  i32Mul(): this { return this.op(0x6c); }
  i32And(): this { return this.op(0x71); }
  i32Or(): this { return this.op(0x72); }
  i32Shl(): this { return this.op(0x74); }

  // f32
  f32Eq(): this { return this.op(0x5b); }
  f32Ne(): this { return this.op(0x5c); }
  f32Lt(): this { return this.op(0x5d); }
  f32Gt(): this { return this.op(0x5e); }
  f32Ge(): this { return this.op(0x60); }
  f32Add(): this { return this.op(0x92); }
  f32Sub(): this { return this.op(0x93); }
  f32Mul(): this { return this.op(0x94); }
  f32Div(): this { return this.op(0x95); }
  f32Min(): this { return this.op(0x96); }
  f32Max(): this { return this.op(0x97); }

  // f64
  f64Add(): this { return this.op(0xa0); }
  f64Sub(): this { return this.op(0xa1); }
  f64Mul(): this { return this.op(0xa2); }
  f64PromoteF32(): this { return this.op(0xbb); }
  f32DemoteF64(): this { return this.op(0xb6); }

  i32Load16S(offset = 0): this { return this.op(0x2e, 1, ...uleb(offset)); }
  i32Store16(offset = 0): this { return this.op(0x3b, 1, ...uleb(offset)); }
  f32ConvertI32S(): this { return this.op(0xb2); }
  f32Abs(): this { return this.op(0x8b); }
  f32Nearest(): this { return this.op(0x90); }
  i32TruncSatF32S(): this { return this.op(0xfc, 0x00); }
  i32TruncSatF32U(): this { return this.op(0xfc, 0x01); }

  // SIMD
  v128Load(offset = 0): this { return this.simd(0x00, 0, ...uleb(offset)); }
  v128Load16x4S(offset = 0): this { return this.simd(0x03, 1, ...uleb(offset)); }
  v128Load16x4U(offset = 0): this { return this.simd(0x04, 1, ...uleb(offset)); }
  f32x4ExtractLane(lane: number): this { return this.simd(0x1f, lane); }
  f32x4ConvertI32x4S(): this { return this.simd(0xfa); }
  i32x4TruncSatF32x4S(): this { return this.simd(0xf8); }
  i32x4TruncSatF32x4U(): this { return this.simd(0xf9); }
  i16x8NarrowI32x4S(): this { return this.simd(0x85); }
  i16x8NarrowI32x4U(): this { return this.simd(0x86); }
  f32x4Nearest(): this { return this.simd(0x6a); }
  f32x4Abs(): this { return this.simd(0xe0); }
  v128Store(offset = 0): this { return this.simd(0x0b, 0, ...uleb(offset)); }
  f32x4Splat(): this { return this.simd(0x13); }
  f32x4Gt(): this { return this.simd(0x44); }
  f32x4Ge(): this { return this.simd(0x46); }
  v128Bitselect(): this { return this.simd(0x52); }
  f32x4Add(): this { return this.simd(0xe4); }
  f32x4Sub(): this { return this.simd(0xe5); }
  f32x4Mul(): this { return this.simd(0xe6); }
  f32x4Div(): this { return this.simd(0xe7); }
  f32x4Max(): this { return this.simd(0xe9); }

  /** The body bytes: local declarations, code, end. */
  body(): number[] {
    const groups: [number, number][] = [];
    for (const t of this.localTypes) {
      if (groups.length > 0 && groups[groups.length - 1][1] === t) groups[groups.length - 1][0]++;
      else groups.push([1, t]);
    }
    const decl = [...uleb(groups.length), ...groups.flatMap(([n, t]) => [...uleb(n), t])];
    const bytes = [...decl, ...this.code, 0x0b];
    return [...uleb(bytes.length), ...bytes];
  }
}

function section(id: number, payload: number[]): number[] {
  return [id, ...uleb(payload.length), ...payload];
}

function vec(items: number[][]): number[] {
  return [...uleb(items.length), ...items.flat()];
}

function name(s: string): number[] {
  const b = Array.from(new TextEncoder().encode(s));
  return [...uleb(b.length), ...b];
}

/** A module importing env.memory (shared, pages min..max) and exporting the functions. */
export function assembleModule(fns: Fn[], memory: { minPages: number; maxPages: number }): Uint8Array {
  const types = fns.map((f) => [0x60, ...vec(f.params.map((p) => [p])), ...vec(f.results.map((r) => [r]))]);
  const imports = [[...name('env'), ...name('memory'), 0x02, 0x03, ...uleb(memory.minPages), ...uleb(memory.maxPages)]];
  const funcs = fns.map((_, i) => uleb(i));
  const exports = fns.map((f, i) => [...name(f.name), 0x00, ...uleb(i)]);
  const bodies = fns.map((f) => f.body());
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec(types)),
    ...section(2, vec(imports)),
    ...section(3, vec(funcs)),
    ...section(7, vec(exports)),
    ...section(10, vec(bodies)),
  ]);
}
