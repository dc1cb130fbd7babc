import { describe, expect, it } from 'vitest';
import type { Job } from '../../../shared/contract/jobs.ts';
import { jobOfFlop, solveFlopBody } from './flop-job.ts';
import { jobBodyOf, INITIAL_JOB_DRAFT } from './job-draft.ts';

const spot = { platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb' };
const job = (id: string, canonical: string, changes: Partial<Job> = {}): Job => ({
  job_id: id,
  status: 'queued',
  spot: { ...spot },
  flop: canonical,
  canonical_flop: canonical,
  destination: { source: 'v1', account: null, folder: null },
  target_exploitability: 0.5,
  max_iterations: 1000,
  created_at: '2025-05-15T12:00:00.000Z',
  started_at: null,
  finished_at: null,
  progress: null,
  result: null,
  error: null,
  ...changes,
});

describe('solveFlopBody', () => {
  it('asks for the spot and flop, with the pool profile of the spot', () => {
    expect(solveFlopBody(spot, 'Td9d2c')).toEqual({ situation: 'srp', position: 'btn_bb', flop: 'Td9d2c', pool: 'regs', platform: 'generic', stakes: '50_100' });
  });
  it.each([
    [{ ...spot, situation: 'limp' }],
    [{ ...spot, pool: 'custom' }],
  ])('is null for a spot no pool profile solves: %j', (other) => {
    expect(solveFlopBody(other, 'Td9d2c')).toBeNull();
  });
});

describe('jobOfFlop', () => {
  // Td9d2c is stored as Ts9s2h.
  const jobs = [job('3', 'Ts9s2h', { destination: { source: 'custom', account: 'coach', folder: 'coach' } }), job('2', 'Ts9s2h'), job('1', 'Ts9s2h')];
  it('finds the newest v1 job of the flop in any suits', () => {
    expect(jobOfFlop(jobs, spot, 'Td9d2c')?.job_id).toBe('2');
    expect(jobOfFlop(jobs, spot, 'Th9h2s')?.job_id).toBe('2');
  });
  it.each([
    ['another flop', spot, 'Td9d3c'],
    ['another position', { ...spot, position: 'co_bb' }, 'Td9d2c'],
    ['a bad flop', spot, 'nonsense'],
  ])('finds none for %s', (_what, other, flop) => {
    expect(jobOfFlop(jobs, other, flop)).toBeNull();
  });
});

describe('jobBodyOf', () => {
  it('turns a draft into a body with normalised cards and numbers', () => {
    expect(jobBodyOf({ ...INITIAL_JOB_DRAFT, flop: 'td 9d 2C', account: ' coach ' })).toEqual({
      body: { situation: 'srp', position: 'btn_bb', flop: 'Td9d2c', pool: 'regs', max_iterations: 1000, target_exploitability: 0.5, account: 'coach' },
    });
  });
  it.each([
    [{ flop: 'AsKd' }, 'flop "AsKd" is not 3 cards'],
    [{ flop: 'AsKd7h', maxIterations: '1.5' }, 'max iterations "1.5" is not a whole number'],
    [{ flop: 'AsKd7h', target: '' }, 'target "" is not a number'],
    [{ flop: 'AsKd7h', target: '-1' }, 'target "-1" is not a number'],
  ])('names the problem of %j', (changes, problem) => {
    const made = jobBodyOf({ ...INITIAL_JOB_DRAFT, ...changes });
    expect('problem' in made && made.problem).toContain(problem);
  });
});
