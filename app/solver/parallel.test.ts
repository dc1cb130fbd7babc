// The job protocol between the solver's main thread and its workers (parallel.ts).
import { describe, expect, it } from 'vitest';
import { allocateSharedBlocks, CTL_JOB, CTL_QUIT } from './parallel.ts';
import { startTsWorker } from './ts-worker.ts';

describe('chance-job protocol', () => {
  it('a worker that starts serving after the first job was posted still sees it', async () => {
    const blocks = allocateSharedBlocks(4, 2);
    // The main thread posts job 1 (here: quit) before the worker reaches its loop, as it
    // does when the worker's 'ready' message is answered faster than the worker proceeds.
    Atomics.store(blocks.ctl, CTL_QUIT, 1);
    Atomics.store(blocks.ctl, CTL_JOB, 1);
    const worker = startTsWorker(new URL('./parallel-test-worker.ts', import.meta.url), { workerData: blocks });
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      new Promise<string>((resolve) => worker.once('exit', (code) => resolve(`exit ${code}`))),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still waiting for a job already posted'), 15_000))),
    ]);
    clearTimeout(timer);
    await worker.terminate();
    expect(outcome).toBe('exit 0');
  }, 30_000);
});
