// Queue a solve of one flop: the spot by its coordinates (pot, stack, ranges and sizes
// come from the pool profile on the server), the solve's limits, and where the tree goes.
import { useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useCreateJob } from '../api/create-job.ts';
import { INITIAL_JOB_DRAFT, jobBodyOf, type JobDraft } from '../job-draft.ts';

export function SolveJobForm() {
  const create = useCreateJob();
  const [draft, setDraft] = useState<JobDraft>(INITIAL_JOB_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (changes: Partial<JobDraft>) => setDraft((current) => ({ ...current, ...changes }));

  return (
    <form
      className="field-grid"
      aria-label="Solve a flop"
      onSubmit={(event) => {
        event.preventDefault();
        const made = jobBodyOf(draft);
        if ('problem' in made) {
          setProblem(made.problem);
          return;
        }
        setProblem(null);
        create.mutate(made.body);
      }}
    >
      <label className="field">
        <span>Situation</span>
        <select value={draft.situation} onChange={(event) => edit({ situation: event.target.value as JobDraft['situation'] })}>
          <option value="srp">single-raised pot</option>
          <option value="3bet">3-bet pot</option>
        </select>
      </label>
      <label className="field">
        <span>Positions (aggressor_caller)</span>
        <input required value={draft.position} onChange={(event) => edit({ position: event.target.value })} placeholder="btn_bb" />
      </label>
      <label className="field">
        <span>Flop</span>
        <input required value={draft.flop} onChange={(event) => edit({ flop: event.target.value })} placeholder="AsKd7h" />
      </label>
      <label className="field">
        <span>Pool</span>
        <select value={draft.pool} onChange={(event) => edit({ pool: event.target.value as JobDraft['pool'] })}>
          <option value="regs">regs</option>
          <option value="fish">fish</option>
        </select>
      </label>
      <label className="field">
        <span>Max iterations</span>
        <input inputMode="numeric" value={draft.maxIterations} onChange={(event) => edit({ maxIterations: event.target.value })} />
      </label>
      <label className="field">
        <span>Target exploitability (% of the pot)</span>
        <input inputMode="decimal" value={draft.target} onChange={(event) => edit({ target: event.target.value })} />
      </label>
      <label className="field">
        <span>Into the strategy folder of account (optional)</span>
        <input value={draft.account} onChange={(event) => edit({ account: event.target.value })} placeholder="v1 set when empty" />
      </label>
      <div className="button-row">
        <button type="submit" className="primary" disabled={create.isPending}>
          {create.isPending ? 'Queuing…' : 'Queue the solve'}
        </button>
      </div>
      {problem && (
        <p className="notice notice-warning" role="alert">
          {problem}
        </p>
      )}
      {create.error && <ErrorPanel error={create.error} title="The job could not be queued" />}
    </form>
  );
}
