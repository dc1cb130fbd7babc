// Parallel chance nodes: the children of the first chance node a traversal meets (the
// turn cards of a flop game, the river cards of a turn game) are shared out between the
// main thread and worker threads, which take the next child index from a shared counter
// (Atomics.add) until none is left. Storage arenas are SharedArrayBuffers, and the subtrees
// are disjoint, so no two threads ever write the same element. The main thread blocks on
// Atomics.wait until every worker reports the job done.
//
// Shared control block (Int32Array): JOB (sequence number of the posted job), DONE (workers
// finished with it), NEXT (next child index to take), MODE, NODE, PLAYER, QUIT, ERROR.
// Params (Float64Array): alpha, beta, gamma. io (Float32Array): the opponent reach at the
// chance node (maxHands), then one output row per child (maxChildren * maxHands).
import type { CfrEngine, ChanceRunner, TraversalMode } from './cfr.ts';

export const CTL_JOB = 0;
export const CTL_DONE = 1;
export const CTL_NEXT = 2;
export const CTL_MODE = 3;
export const CTL_NODE = 4;
export const CTL_PLAYER = 5;
export const CTL_QUIT = 6;
export const CTL_ERROR = 7;
export const CTL_SIZE = 16;

export interface SharedBlocks {
  ctl: Int32Array;
  params: Float64Array;
  io: Float32Array;
  maxHands: number;
}

export function allocateSharedBlocks(maxHands: number, maxChildren: number): SharedBlocks {
  return {
    ctl: new Int32Array(new SharedArrayBuffer(4 * CTL_SIZE)),
    params: new Float64Array(new SharedArrayBuffer(8 * 4)),
    io: new Float32Array(new SharedArrayBuffer(4 * maxHands * (maxChildren + 1))),
    maxHands,
  };
}

/** The main thread's side: posts a job per parallel chance node and joins the workers. */
export class MainChanceRunner implements ChanceRunner {
  private busy = false;
  private seq = 0;
  private readonly mine: Uint8Array;

  constructor(
    private readonly blocks: SharedBlocks,
    private readonly numWorkers: number,
    maxChildren: number,
  ) {
    this.mine = new Uint8Array(maxChildren);
  }

  run(engine: CfrEngine, mode: TraversalMode, node: number, player: number, cfreachOff: number, rowsOff: number): boolean {
    if (this.busy || this.numWorkers === 0) return false;
    const { ctl, params, io, maxHands } = this.blocks;
    const game = engine.game;
    const nO = game.numHands(player ^ 1);
    const nP = game.numHands(player);
    const kids = game.numChildren[node];
    const first = game.firstChild[node];
    const s = engine.scratch;
    io.set(s.subarray(cfreachOff, cfreachOff + nO), 0);
    params[0] = engine.alpha;
    params[1] = engine.beta;
    params[2] = engine.gamma;
    ctl[CTL_MODE] = mode;
    ctl[CTL_NODE] = node;
    ctl[CTL_PLAYER] = player;
    Atomics.store(ctl, CTL_NEXT, 0);
    Atomics.store(ctl, CTL_DONE, 0);
    this.seq++;
    Atomics.store(ctl, CTL_JOB, this.seq);
    Atomics.notify(ctl, CTL_JOB);
    this.busy = true;
    const mine = this.mine;
    mine.fill(0, 0, kids);
    try {
      for (;;) {
        const k = Atomics.add(ctl, CTL_NEXT, 1);
        if (k >= kids) break;
        mine[k] = 1;
        engine.traverse(mode, first + k, player, cfreachOff, rowsOff + k * nP);
      }
    } finally {
      // always join, so that workers never run into the next job's data
      for (;;) {
        const done = Atomics.load(ctl, CTL_DONE);
        if (done >= this.numWorkers) break;
        Atomics.wait(ctl, CTL_DONE, done, 1000);
      }
      this.busy = false;
    }
    if (Atomics.load(ctl, CTL_ERROR) !== 0) throw new Error('a solver worker failed; see its error message');
    for (let k = 0; k < kids; k++) {
      if (mine[k]) continue;
      const src = maxHands + k * maxHands;
      s.set(io.subarray(src, src + nP), rowsOff + k * nP);
    }
    return true;
  }

  /** Tells the workers to exit. */
  stop(): void {
    const { ctl } = this.blocks;
    Atomics.store(ctl, CTL_QUIT, 1);
    this.seq++;
    Atomics.store(ctl, CTL_JOB, this.seq);
    Atomics.notify(ctl, CTL_JOB);
  }
}

/**
 * The worker's side: waits for jobs and computes child rows until the counter runs out.
 * Returns when told to quit.
 */
export function serveChanceJobs(engine: CfrEngine, blocks: SharedBlocks, onError: (err: unknown) => void): void {
  const { ctl, params, io, maxHands } = blocks;
  const game = engine.game;
  // Jobs are numbered from 1 in fresh blocks. Reading the current number here instead
  // would lose the first job when the main thread posts it between this worker's
  // 'ready' message and this line: the worker would then wait for a job already posted,
  // and the main thread for the worker, forever.
  let lastSeq = 0;
  for (;;) {
    Atomics.wait(ctl, CTL_JOB, lastSeq);
    const seq = Atomics.load(ctl, CTL_JOB);
    if (seq === lastSeq) continue;
    lastSeq = seq;
    if (Atomics.load(ctl, CTL_QUIT) !== 0) return;
    try {
      const mode = ctl[CTL_MODE] as TraversalMode;
      const node = ctl[CTL_NODE];
      const player = ctl[CTL_PLAYER];
      engine.alpha = params[0];
      engine.beta = params[1];
      engine.gamma = params[2];
      const nO = game.numHands(player ^ 1);
      const nP = game.numHands(player);
      const kids = game.numChildren[node];
      const first = game.firstChild[node];
      engine.sp = 0;
      engine.sp64 = 0;
      const cfOff = engine.alloc(nO);
      const resOff = engine.alloc(nP);
      engine.scratch.set(io.subarray(0, nO), cfOff);
      for (;;) {
        const k = Atomics.add(ctl, CTL_NEXT, 1);
        if (k >= kids) break;
        engine.traverse(mode, first + k, player, cfOff, resOff);
        io.set(engine.scratch.subarray(resOff, resOff + nP), maxHands + k * maxHands);
      }
    } catch (err) {
      Atomics.store(ctl, CTL_ERROR, 1);
      onError(err);
    }
    Atomics.add(ctl, CTL_DONE, 1);
    Atomics.notify(ctl, CTL_DONE);
  }
}
