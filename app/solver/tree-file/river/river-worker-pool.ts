// The worker thread that runs river jobs off the caller's event loop: one job at a time,
// a queue behind it, a timeout per job measured from when the worker starts it. A job that
// times out terminates the worker (the only way to stop a synchronous solve); the next job
// gets a fresh worker. The worker keeps the process alive only while it has work.
import { Worker } from 'node:worker_threads';
import type { RiverJob, RiverJobResult } from './river-job.ts';
import { startTsWorker } from '../../ts-worker.ts';

export class RiverTimeoutError extends Error {
  override name = 'RiverTimeoutError';
}

interface Pending {
  id: number;
  job: RiverJob;
  what: string;
  resolve(result: RiverJobResult): void;
  reject(error: Error): void;
}

export class RiverWorkerPool {
  private worker: Worker | null = null;
  private ready: Promise<Worker> | null = null;
  private readonly queue: Pending[] = [];
  private current: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly timeoutMs: number) {}

  /** Solves `job` in the worker; `what` names the job in errors. */
  run(job: RiverJob, what: string): Promise<RiverJobResult> {
    if (this.closed) return Promise.reject(new Error('river solver is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, what, resolve, reject });
      this.pump();
    });
  }

  /** Starts the worker now (loading the solver takes a moment) so the first job is fast. */
  async warmUp(): Promise<void> {
    await this.spawn();
    if (!this.current && this.queue.length === 0) this.worker?.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('river solver is closed'));
    this.current?.reject(new Error('river solver is closed'));
    this.current = null;
    if (this.timer) clearTimeout(this.timer);
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
  }

  private spawn(): Promise<Worker> {
    if (this.ready) return this.ready;
    const worker = startTsWorker(new URL('./river-worker.ts', import.meta.url));
    this.worker = worker;
    this.ready = new Promise<Worker>((resolve, reject) => {
      const onReady = (message: { ready?: boolean }): void => {
        if (message.ready) {
          worker.off('message', onReady);
          worker.on('message', (m) => this.onMessage(m));
          resolve(worker);
        }
      };
      worker.on('message', onReady);
      worker.once('error', (error) => {
        reject(error);
        this.fail(worker, error instanceof Error ? error : new Error(String(error)));
      });
      worker.once('exit', (code) => {
        reject(new Error(`river worker exited with code ${code} before it was ready`));
        this.fail(worker, new Error(`river worker exited with code ${code}`));
      });
    });
    this.ready.catch(() => undefined);
    return this.ready;
  }

  /** The worker died: fail its job, forget it, carry on with a new one. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = null;
    if (this.timer) clearTimeout(this.timer);
    const current = this.current;
    this.current = null;
    current?.reject(new Error(`${current.what}: ${error.message}`));
    this.pump();
  }

  private pump(): void {
    if (this.current || this.closed) return;
    const next = this.queue.shift();
    if (!next) {
      this.worker?.unref();
      return;
    }
    this.current = next;
    this.spawn().then(
      (worker) => {
        if (this.current !== next) return;
        worker.ref();
        this.timer = setTimeout(() => this.timeOut(worker, next), this.timeoutMs);
        worker.postMessage({ id: next.id, job: next.job });
      },
      (error: Error) => {
        if (this.current !== next) return;
        this.current = null;
        next.reject(new Error(`${next.what}: river worker failed to start (${error.message})`));
        this.pump();
      },
    );
  }

  private timeOut(worker: Worker, pending: Pending): void {
    if (this.current !== pending) return;
    this.current = null;
    this.worker = null;
    this.ready = null;
    void worker.terminate();
    pending.reject(new RiverTimeoutError(`${pending.what}: river solve took more than ${this.timeoutMs} ms`));
    this.pump();
  }

  private onMessage(message: { id: number; result?: RiverJobResult; error?: string }): void {
    const pending = this.current;
    if (!pending || pending.id !== message.id) return;
    if (this.timer) clearTimeout(this.timer);
    this.current = null;
    if (message.error !== undefined) pending.reject(new Error(`${pending.what}: ${message.error}`));
    else pending.resolve(message.result!);
    this.pump();
  }
}
