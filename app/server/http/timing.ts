// Server-Timing: the stages a request went through, in the contract's names, each with
// its duration in ms. Stages are marked in order; a stage's duration is the time since
// the previous mark (or the request start), so the stages add up to `total`.

export const TIMING_STAGES = [
  'security',
  'pre_auth_rate_limit',
  'auth',
  'validation',
  'stake_check',
  'rate_limit',
  'node_id_translate',
  'fetch_storage',
  'transform',
  'diagnose_not_found',
  'audit_meta',
  'tree_match',
  'fallback',
] as const;

export type TimingStage = (typeof TIMING_STAGES)[number];

export class StageClock {
  private last: number;
  private readonly stages: [TimingStage, number][] = [];

  constructor(private readonly startMs: number = performance.now()) {
    this.last = startMs;
  }

  /** Ends the current stage: it took the time since the previous mark. Marking a stage twice adds up. */
  mark(stage: TimingStage): void {
    const now = performance.now();
    const existing = this.stages.find((entry) => entry[0] === stage);
    if (existing) existing[1] += now - this.last;
    else this.stages.push([stage, now - this.last]);
    this.last = now;
  }

  /** Leaves out the time since the previous mark (time that belongs to no stage). */
  skip(): void {
    this.last = performance.now();
  }

  has(stage: TimingStage): boolean {
    return this.stages.some((entry) => entry[0] === stage);
  }

  /** `security;dur=0.012, auth;dur=0.034, ..., total;dur=0.9` */
  header(): string {
    const total = performance.now() - this.startMs;
    return [...this.stages, ['total', total] as const].map(([name, ms]) => `${name};dur=${ms.toFixed(3)}`).join(', ');
  }
}
