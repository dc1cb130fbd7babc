// One solve job in a worker thread: solve the spot, write its tree file into the
// destination directory under its content name, report progress and the result. The
// manifest is updated by the job runner on the main thread (under the manifest lock).
import { parentPort, workerData } from 'node:worker_threads';
import { solveSpot, treeInputOf, type SpotSolveSpec } from '../../solver/tree-file/solve-spot.ts';
import { writeTreeIntoDir } from './tree-output.ts';

export interface SolveTask {
  spec: SpotSolveSpec;
  targetExploitabilityPct: number;
  maxIterations: number;
  threads: number;
  checkEvery: number;
  dir: string;
  /** Names the temporary file (`.incoming-<tag>.dsstree`). */
  tag: string;
}

export type SolveMessage =
  | { type: 'progress'; iteration: number; exploitabilityPct: number; elapsedMs: number }
  | { type: 'done'; file: string; iterations: number; exploitabilityPct: number; seconds: number }
  | { type: 'error'; message: string };

const task = workerData as SolveTask;
const post = (message: SolveMessage) => parentPort!.postMessage(message);

try {
  const solved = await solveSpot(task.spec, {
    targetExploitabilityPct: task.targetExploitabilityPct,
    maxIterations: task.maxIterations,
    threads: task.threads,
    checkEvery: task.checkEvery,
    onProgress: (p) => post({ type: 'progress', iteration: p.iteration, exploitabilityPct: p.exploitabilityPct, elapsedMs: p.elapsedMs }),
  });
  const seconds = Math.round(solved.seconds * 100) / 100;
  const input = treeInputOf(solved);
  input.notes = { ...input.notes, seconds };
  const written = writeTreeIntoDir(task.dir, input, task.tag);
  // The header's figures (what the manifest and the audit block will say).
  post({ type: 'done', file: written.file, iterations: input.solver.iterations, exploitabilityPct: input.solver.exploitabilityPct, seconds });
} catch (error) {
  post({ type: 'error', message: (error as Error).message });
}
