import { describe, expect, it } from 'vitest';
import { CfrEngine, averageValuesOf, regretMatchingInto, solveSync } from '../cfr.ts';
import { allocateStorage, allocateWasmStorage } from '../storage.ts';
import { NODE_TERMINAL } from '../game.ts';
import { buildGame } from '../postflop-game.ts';
import { computeExploitability, rootEquityAndEv } from '../queries.ts';
import { solveGameSync } from '../solve.ts';
import { buildLeducGame } from '../toy-games/leduc.ts';
import { instantiateKernels, kernelModule } from './kernels.ts';

function random(seed: number): () => number {
  return () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
}

describe('WebAssembly kernels', () => {
  it('compile in this runtime', () => {
    expect(kernelModule()).not.toBeNull();
  });

  const memory = new WebAssembly.Memory({ initial: 4, maximum: 4, shared: true });
  const k = instantiateKernels(memory);
  const f32 = new Float32Array(memory.buffer);

  it.each([[3, 1], [2, 7], [4, 13], [1, 4]])('match regret matching times reach in JS for %i actions x %i hands', (nA, nH) => {
    const rnd = random(nA * 100 + nH);
    const R = 0;
    const cf = 1024;
    const out = 2048;
    const denom = 4096;
    for (let i = 0; i < nA * nH; i++) f32[R + i] = rnd() < 0.3 ? 0 : rnd() * 2 - 1;
    for (let h = 0; h < nH; h++) f32[cf + h] = rnd();
    k.reach(4 * R, 4 * cf, 4 * out, 4 * denom, nA, nH);
    const js = new Float32Array(nA * nH + nH);
    regretMatchingInto(f32, R, nA, nH, js, 0, nA * nH);
    for (let a = 0; a < nA; a++) {
      for (let h = 0; h < nH; h++) expect(f32[out + a * nH + h]).toBeCloseTo(js[a * nH + h] * f32[cf + h], 6);
    }
  });

  it('solve Leduc to the same value through the kernels as in JavaScript', () => {
    const game = buildLeducGame();
    const values = [allocateStorage(game.storageSize, false), allocateWasmStorage(game, 1)!].map((storage) => {
      const engine = new CfrEngine(game, storage);
      solveSync(engine, { maxIterations: 300 });
      return averageValuesOf(engine)[0];
    });
    expect(values[1]).toBeCloseTo(values[0], 4);
  });

  it('evaluate every terminal of a turn game as the JavaScript evaluation does', () => {
    const config = {
      board: 'QsJh2h8c',
      startingPotBb: 10,
      effectiveStackBb: 40,
      oopRange: 'AA,KQs,JTs,T9s,87s,QJo:0.5',
      ipRange: 'QQ,JJ,AKo,T9s,98s,A2s:0.25',
      betSizes: { turn: { bet: '50%' }, river: { bet: '75%', raise: '50%' } },
    };
    const game = buildGame(config);
    const storage = allocateWasmStorage(game, 1)!;
    const engine = new CfrEngine(game, storage);
    const s = engine.scratch;
    const rnd = random(7);
    const outOff = 256;
    expect(s.length).toBeGreaterThan(outOff + Math.max(game.numHands(0), game.numHands(1)));
    let checked = 0;
    for (let node = 0; node < game.numNodes; node++) {
      if (game.nodeType[node] !== NODE_TERMINAL) continue;
      for (const player of [0, 1]) {
        const nO = game.numHands(player ^ 1);
        const nP = game.numHands(player);
        for (let j = 0; j < nO; j++) s[j] = rnd() < 0.2 ? 0 : rnd();
        const jsOut = new Float32Array(nP);
        game.evaluate(node, player, s, 0, jsOut, 0);
        game.evaluateWasm(engine.kernels!, node, player, engine.scratchByte, engine.scratchByte + 4 * outOff, engine.minusByte);
        for (let i = 0; i < nP; i++) expect(s[outOff + i]).toBeCloseTo(jsOut[i], 5);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('solve a river game in 16-bit storage about as well as in f32, in half the bytes', () => {
    const config = {
      board: 'QsJh2h8c3d',
      startingPotBb: 20,
      effectiveStackBb: 80,
      oopRange: 'AA,KK,QQ,AQs,KQs,JTs,T9s,98s,A5s',
      ipRange: 'JJ,TT,99,AJs,KJs,QJs,AKo,KTs,87s',
      betSizes: { turn: { bet: '60%', raise: '50%' }, river: { bet: '75%', raise: '50%' } },
    };
    const plain = buildGame(config);
    const packed = buildGame({ ...config, compression: true });
    solveGameSync(plain, { maxIterations: 200, targetExploitabilityPct: 0 });
    solveGameSync(packed, { maxIterations: 200, targetExploitabilityPct: 0 });
    expect(packed.storage!.regrets.BYTES_PER_ELEMENT).toBe(2);
    expect(plain.storage!.regrets.BYTES_PER_ELEMENT).toBe(4);
    const a = computeExploitability(plain).exploitabilityPct;
    const b = computeExploitability(packed).exploitabilityPct;
    expect(a).toBeLessThan(0.1);
    expect(Math.abs(a - b)).toBeLessThan(Math.max(0.01, 0.2 * a));
    expect(rootEquityAndEv(packed).oopEvBb).toBeCloseTo(rootEquityAndEv(plain).oopEvBb, 1);
  });
});
