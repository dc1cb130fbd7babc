// solveGame: DCFR iterations on a PostflopGame until the exploitability (best response,
// % of the starting pot) reaches the target, with worker threads sharing the storage.
import { Worker } from 'node:worker_threads';
import { CfrEngine, MODE_SOLVE, discountParams, exploitabilityOf } from './cfr.ts';
import { type CfrStorage, allocateStorage, allocateWasmStorage, resetStorage } from './storage.ts';
import { NODE_CHANCE } from './game.ts';
import { MainChanceRunner, allocateSharedBlocks, type SharedBlocks } from './parallel.ts';
import type { PostflopGame } from './postflop-game.ts';
import type { SolveWorkerData } from './solve-worker.ts';
import { startTsWorker } from './ts-worker.ts';

export interface SolveProgress {
  iteration: number;
  exploitabilityPct: number;
  elapsedMs: number;
}

export interface SolveOptions {
  /** Stop when the exploitability is at most this % of the starting pot (default 0.5). */
  targetExploitabilityPct?: number;
  /** Stop after this many iterations (default 1000). */
  maxIterations?: number;
  /** Threads including the main one (default 1). */
  threads?: number;
  /** Measure the exploitability every this many iterations (default 10). */
  checkEvery?: number;
  onProgress?: (progress: SolveProgress) => void;
}

export interface SolveResult {
  iterations: number;
  exploitabilityPct: number;
  elapsedMs: number;
  /** Exploitability after each measurement (iteration 0 = before solving). */
  curve: SolveProgress[];
}

/** Scratch slots (= most threads) of a wasm storage. */
export const MAX_THREADS = 8;

/**
 * The game's storage, allocated (shared, zeroed) on first use: in WebAssembly memory for
 * the SIMD kernels when the runtime has them, else plain SharedArrayBuffers.
 */
export function storageOf(game: PostflopGame): CfrStorage {
  if (!game.storage) {
    game.storage = allocateWasmStorage(game, MAX_THREADS, game.config.compression) ?? allocateStorage(game.storageSize, true);
  }
  return game.storage;
}

/** Forgets every iteration: zero regrets and strategy, the DCFR schedule from the start. */
export function resetSolve(game: PostflopGame): void {
  if (game.storage) resetStorage(game.storage);
  game.solvedIterations = 0;
}

function maxChanceChildren(game: PostflopGame): number {
  let max = 0;
  for (let n = 0; n < game.numNodes; n++) if (game.nodeType[n] === NODE_CHANCE && game.numChildren[n] > max) max = game.numChildren[n];
  return max;
}

function runLoop(game: PostflopGame, engine: CfrEngine, options: SolveOptions): SolveResult {
  const target = options.targetExploitabilityPct ?? 0.5;
  const maxIterations = options.maxIterations ?? 1000;
  const every = Math.max(1, options.checkEvery ?? 10);
  const potBb = game.config.startingPotBb;
  const start = performance.now();
  const curve: SolveProgress[] = [];
  const measure = (iteration: number): number => {
    const pct = (exploitabilityOf(engine) / potBb) * 100;
    const p = { iteration, exploitabilityPct: pct, elapsedMs: performance.now() - start };
    curve.push(p);
    options.onProgress?.(p);
    return pct;
  };
  let t = game.solvedIterations;
  const first = t;
  let pct = target > 0 ? measure(t) : Infinity;
  while (t - first < maxIterations && pct > target) {
    engine.setParams(discountParams(t));
    engine.rootValues(MODE_SOLVE, 0);
    engine.rootValues(MODE_SOLVE, 1);
    t++;
    if ((t - first) % every === 0 || t - first === maxIterations) pct = measure(t);
  }
  if (!Number.isFinite(pct)) pct = measure(t);
  game.solvedIterations = t;
  return { iterations: t - first, exploitabilityPct: pct, elapsedMs: performance.now() - start, curve };
}

/** Single-threaded, deterministic: same game and options -> same strategies. */
export function solveGameSync(game: PostflopGame, options: Omit<SolveOptions, 'threads'> = {}): SolveResult {
  const engine = new CfrEngine(game, storageOf(game));
  return runLoop(game, engine, options);
}

/** How long a worker may take to build the game and say ready. */
export const WORKER_READY_TIMEOUT_MS = 60_000;

function startWorkers(game: PostflopGame, count: number, storage: ReturnType<typeof storageOf>, blocks: SharedBlocks, errors: string[], timeoutMs: number): Promise<Worker[]> {
  const workers: Worker[] = [];
  const ready: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const data: SolveWorkerData = { config: game.config, storage, blocks, slot: i + 1 };
    const worker = startTsWorker(new URL('./solve-worker.ts', import.meta.url), { workerData: data });
    workers.push(worker);
    ready.push(
      new Promise<void>((resolve, reject) => {
        worker.on('message', (m: { type: string; message?: string; numNodes?: number }) => {
          if (m.type === 'ready') {
            if (m.numNodes !== game.numNodes) reject(new Error(`worker built ${m.numNodes} nodes, main ${game.numNodes}`));
            else resolve();
          } else if (m.type === 'error') errors.push(m.message ?? 'unknown error');
        });
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`solver worker exited with code ${code} before it was ready`)));
      }),
    );
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`solver workers not ready after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([Promise.all(ready), timeout])
    .then(() => workers)
    .catch(async (error: Error) => {
      await Promise.all(workers.map((w) => w.terminate()));
      throw error;
    })
    .finally(() => clearTimeout(timer));
}

/** Solves with `threads` threads (main + workers running TS sources through tsx). */
export async function solveGame(game: PostflopGame, options: SolveOptions = {}): Promise<SolveResult> {
  const threads = Math.min(MAX_THREADS, Math.max(1, Math.floor(options.threads ?? 1)));
  const maxChildren = maxChanceChildren(game);
  // nothing to share out without a chance node (river games)
  if (threads === 1 || maxChildren <= 1) return solveGameSync(game, options);
  const storage = storageOf(game);
  const maxHands = Math.max(game.numHands(0), game.numHands(1));
  const blocks = allocateSharedBlocks(maxHands, maxChildren);
  const errors: string[] = [];
  let workers: Worker[];
  try {
    workers = await startWorkers(game, threads - 1, storage, blocks, errors, WORKER_READY_TIMEOUT_MS);
  } catch {
    // Workers that cannot start (a loader stall, a crash while building the game) must
    // not hang or fail the solve: the same DCFR runs on this thread, only slower.
    return solveGameSync(game, options);
  }
  try {
    const runner = new MainChanceRunner(blocks, workers.length, maxChildren);
    const engine = new CfrEngine(game, storage);
    engine.runner = runner;
    try {
      return runLoop(game, engine, options);
    } catch (err) {
      if (errors.length > 0) throw new Error(`${(err as Error).message}: ${errors.join('; ')}`);
      throw err;
    } finally {
      runner.stop();
    }
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
