// The solve-job form's draft and the POST /admin/jobs body it makes. Pure: tested in Node.
import type { JobCreateBody } from '../../../shared/contract/jobs.ts';
import { normaliseCards } from '../../lib/spot.ts';

export interface JobDraft {
  situation: 'srp' | '3bet';
  position: string;
  flop: string;
  pool: 'regs' | 'fish';
  maxIterations: string;
  target: string;
  account: string;
}

export const INITIAL_JOB_DRAFT: JobDraft = { situation: 'srp', position: 'btn_bb', flop: '', pool: 'regs', maxIterations: '1000', target: '0.5', account: '' };

/** The POST body of a draft, or the first thing wrong with it. */
export function jobBodyOf(draft: JobDraft): { body: JobCreateBody } | { problem: string } {
  const flop = normaliseCards(draft.flop.replace(/[\s,]+/g, ''));
  if (flop === null || flop.length !== 6) return { problem: `flop "${draft.flop}" is not 3 cards such as AsKd7h` };
  const maxIterations = Number(draft.maxIterations);
  if (!Number.isInteger(maxIterations) || maxIterations < 1) return { problem: `max iterations "${draft.maxIterations}" is not a whole number from 1` };
  const target = Number(draft.target);
  if (draft.target.trim() === '' || !Number.isFinite(target) || target < 0) return { problem: `target "${draft.target}" is not a number of % from 0` };
  const body: JobCreateBody = {
    situation: draft.situation,
    position: draft.position.trim(),
    flop,
    pool: draft.pool,
    max_iterations: maxIterations,
    target_exploitability: target,
  };
  if (draft.account.trim()) body.account = draft.account.trim();
  return { body };
}
