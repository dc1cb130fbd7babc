// Worker thread of solveGame: rebuilds the same game from its resolved config (the build is
// deterministic, so node numbers match the main thread's), attaches the shared storage and
// serves parallel chance-node jobs until told to quit.
import { parentPort, workerData } from 'node:worker_threads';
import { CfrEngine } from './cfr.ts';
import type { CfrStorage } from './storage.ts';
import { type SharedBlocks, serveChanceJobs } from './parallel.ts';
import { PostflopGame, type ResolvedGameConfig } from './postflop-game.ts';

export interface SolveWorkerData {
  config: ResolvedGameConfig;
  storage: CfrStorage;
  blocks: SharedBlocks;
  /** Scratch slot of the wasm storage this thread uses (the main thread uses 0). */
  slot: number;
}

const data = workerData as SolveWorkerData;
const game = new PostflopGame(data.config);
const engine = new CfrEngine(game, data.storage, data.slot);
parentPort!.postMessage({ type: 'ready', numNodes: game.numNodes });
serveChanceJobs(engine, data.blocks, (err) => {
  parentPort!.postMessage({ type: 'error', message: err instanceof Error ? err.stack ?? err.message : String(err) });
});
parentPort!.close();
