import { describe, expect, it } from 'vitest';
import type { Job, SyncState } from '../../../shared/contract/jobs.ts';
import { formatBytes, formatPercent, formatSeconds, isActiveJob, jobFraction, jobStatusText, syncFraction, syncStatusText } from './progress.ts';

const job = (changes: Partial<Job> = {}): Job => ({
  job_id: '1',
  status: 'running',
  spot: { platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb' },
  flop: 'Td9d2c',
  canonical_flop: 'Ts9s2h',
  destination: { source: 'v1', account: null, folder: null },
  target_exploitability: 0.5,
  max_iterations: 1000,
  created_at: '2025-05-15T12:00:00.000Z',
  started_at: '2025-05-15T12:00:01.000Z',
  finished_at: null,
  progress: { iteration: 40, exploitability_pct: 1.234, elapsed_s: 60, eta_s: 185 },
  result: null,
  error: null,
  ...changes,
});

const sync = (changes: Partial<SyncState> = {}): SyncState => ({
  sync_id: '1',
  source: 'http://127.0.0.1:8787',
  status: 'running',
  phase: 'files',
  started_at: '2025-05-15T12:00:00.000Z',
  finished_at: null,
  files_total: 4,
  files_done: 1,
  bytes_total: 4 * 1024 * 1024,
  bytes_done: 1024 * 1024,
  current_file: 'a.dsstree',
  added: [],
  replaced: [],
  unchanged: 0,
  skipped: [],
  resumed_bytes: 0,
  error: null,
  ...changes,
});

describe('formatting', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [41_062, '40.1 KB'],
    [1_127_710, '1.1 MB'],
    [2.3 * 1024 ** 3, '2.30 GB'],
  ])('formatBytes(%d) is %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it.each([
    [0.2, '< 1 s'],
    [42, '42 s'],
    [60, '1 min'],
    [185, '3 min 5 s'],
    [3720, '1 h 2 min'],
    [7200, '2 h'],
  ])('formatSeconds(%d) is %s', (seconds, text) => expect(formatSeconds(seconds)).toBe(text));

  it.each([
    [0.4512, '0.451%'],
    [1.234, '1.23%'],
    [221.3321, '221.3%'],
    [0.5, '0.5%'],
  ])('formatPercent(%d) is %s', (pct, text) => expect(formatPercent(pct)).toBe(text));
});

describe('jobs', () => {
  it.each([
    [job({ status: 'queued', progress: null }), 'queued'],
    [job({ progress: null }), 'starting (building the game)'],
    [job(), 'iteration 40 of 1000, exploitability 1.23% (target 0.5%), about 3 min 5 s left'],
    [job({ progress: { iteration: 3, exploitability_pct: null, elapsed_s: 1, eta_s: null } }), 'iteration 3 of 1000'],
    [job({ status: 'done', result: { file: 'f', iterations: 420, exploitability_pct: 0.4512, seconds: 95 } }), 'done: exploitability 0.451% after 420 iterations in 1 min 35 s'],
    [job({ status: 'failed', error: 'the solver worker stopped (exit code 1)' }), 'failed: the solver worker stopped (exit code 1)'],
    [job({ status: 'cancelled' }), 'cancelled'],
  ])('%#: says %s', (value, text) => expect(jobStatusText(value)).toBe(text));

  it('measures a job by iterations over the cap, and a done job as whole', () => {
    expect(jobFraction(job())).toBe(0.04);
    expect(jobFraction(job({ progress: null }))).toBe(0);
    expect(jobFraction(job({ status: 'done', progress: { iteration: 300, exploitability_pct: 0.4, elapsed_s: 1, eta_s: 0 } }))).toBe(1);
    expect([job({ status: 'queued' }), job(), job({ status: 'done' }), job({ status: 'failed' })].map(isActiveJob)).toEqual([true, true, false, false]);
  });
});

describe('syncs', () => {
  it.each([
    [sync({ phase: 'manifest' }), 'reading the source manifest'],
    [sync(), '1 of 4 files, 1.0 MB of 4.0 MB'],
    [sync({ phase: 'finishing', files_done: 4, bytes_done: 4 * 1024 * 1024 }), '4 of 4 files, 4.0 MB of 4.0 MB; writing the manifest'],
    [sync({ status: 'done', added: ['a', 'b'], unchanged: 3, skipped: [{ file: 'c', problem: 'corrupt' }], resumed_bytes: 3000 }), 'done: 2 added, 3 unchanged, 1 skipped, 2.9 KB resumed'],
    [sync({ status: 'failed', error: 'the source refused the key (401)' }), 'failed: the source refused the key (401)'],
    [sync({ status: 'cancelled' }), 'stopped at 1 of 4 files, 1.0 MB of 4.0 MB; a new sync from the same source resumes'],
  ])('%#: says %s', (value, text) => expect(syncStatusText(value)).toBe(text));

  it('measures a sync by bytes, else files', () => {
    expect(syncFraction(sync())).toBe(0.25);
    expect(syncFraction(sync({ bytes_total: 0, bytes_done: 0, files_total: 2, files_done: 1 }))).toBe(0.5);
    expect(syncFraction(sync({ status: 'done', bytes_total: 0, files_total: 0 }))).toBe(1);
  });
});

describe('what finished since the last look', () => {
  it('names the jobs that were active and are done now', async () => {
    const { jobsDoneSince } = await import('./progress.ts');
    const current = [job({ job_id: '1', status: 'done' }), job({ job_id: '2', status: 'done' }), job({ job_id: '3', status: 'failed' }), job({ job_id: '4' })];
    expect(jobsDoneSince(new Set(['2', '3', '4']), current).map((j) => j.job_id)).toEqual(['2']);
  });

  it.each([
    [null, sync({ status: 'done', added: ['a'] }), false],
    ['1', sync({ status: 'running' }), false],
    ['1', sync({ status: 'done', added: [] }), false],
    ['1', sync({ status: 'done', added: ['a'] }), true],
    ['1', sync({ status: 'done', replaced: ['a'] }), true],
    ['2', sync({ status: 'done', added: ['a'] }), false],
  ])('a sync seen running as %s, now %j: changed %s', async (previous, current, changed) => {
    const { syncChangedSince } = await import('./progress.ts');
    expect(syncChangedSince(previous, current)).toBe(changed);
  });
});
