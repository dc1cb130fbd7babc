// The POST /v1/strategy table builder: the table as a bot would send it, checked live
// against the contract schema, sent on request; the answer shows which engine decided
// and why. The draft lives in the URL (#/decision?table=...), so a table is a link.
import { useEffect, useMemo, useRef, useState } from 'react';
import { parseStrategyBody } from '../../../../shared/contract/strategy-body.ts';
import { CopyButton } from '../../../components/copy-button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Pending } from '../../../components/status.tsx';
import { usePostDecision } from '../api/post-decision.ts';
import { decodeDraft, encodeDraft } from '../table-codec.ts';
import { bodyOfDraft, isPostflop, type TableDraft } from '../table-draft.ts';
import { HistoryEditor } from './history-editor.tsx';
import { PlayersEditor } from './players-editor.tsx';
import { PostResult } from './post-result.tsx';
import { PreflopEditor, TreeCoordinatesEditor } from './preflop-editor.tsx';

export interface TableBuilderProps {
  /** The `table` URL parameter. */
  table: string | null;
  onTableChange(table: string): void;
}

function TextField({ label, value, onChange, placeholder, wide }: { label: string; value: string; onChange(value: string): void; placeholder?: string; wide?: boolean }) {
  return (
    <label className={`field${wide ? ' is-wide' : ''}`}>
      <span>{label}</span>
      <input value={value} placeholder={placeholder} spellCheck={false} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

export function TableBuilder({ table, onTableChange }: TableBuilderProps) {
  const [draft, setDraft] = useState<TableDraft>(() => decodeDraft(table));
  const written = useRef(table);
  // A table parameter this builder did not write (a link, back/forward) replaces the draft.
  useEffect(() => {
    if (table !== written.current) {
      written.current = table;
      setDraft(decodeDraft(table));
    }
  }, [table]);

  const change = (next: TableDraft) => {
    setDraft(next);
    const encoded = encodeDraft(next);
    written.current = encoded;
    onTableChange(encoded);
  };

  const body = useMemo(() => bodyOfDraft(draft), [draft]);
  const check = useMemo(() => parseStrategyBody(body), [body]);
  const post = usePostDecision();
  const bodyJson = JSON.stringify(body, null, 2);
  const postflop = isPostflop(draft);
  const set = (patch: Partial<TableDraft>) => change({ ...draft, ...patch });

  return (
    <div className="table-builder">
      <form
        aria-label="Table"
        onSubmit={(event) => {
          event.preventDefault();
          post.mutate(body);
        }}
      >
        <fieldset className="table-editor">
          <legend>Spot and hero</legend>
          <div className="field-grid">
            <TextField label="Platform" value={draft.platform} onChange={(platform) => set({ platform })} />
            <TextField label="Stakes" value={draft.stakes} placeholder="1_2" onChange={(stakes) => set({ stakes })} />
            <label className="field">
              <span>Player type</span>
              <select value={draft.playerType} onChange={(event) => set({ playerType: event.target.value as TableDraft['playerType'] })}>
                <option value="regs">regs</option>
                <option value="fish">fish</option>
              </select>
            </label>
            <TextField label="Hand" value={draft.hand} placeholder="AhKd" onChange={(hand) => set({ hand })} />
            <label className="field">
              <span>Hero seat</span>
              <select value={draft.heroSeat} onChange={(event) => set({ heroSeat: Number(event.target.value) })}>
                {draft.players.map((player) => (
                  <option key={player.seat} value={player.seat}>
                    {player.seat} {player.position}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </fieldset>
        <fieldset className="table-editor">
          <legend>Board and pot</legend>
          <div className="field-grid">
            <TextField label="Flop (empty: preflop)" value={draft.flop} placeholder="AsKd7h" onChange={(flop) => set({ flop })} />
            <TextField label="Turn" value={draft.turn} placeholder="2c" onChange={(turn) => set({ turn })} />
            <TextField label="River" value={draft.river} placeholder="9s" onChange={(river) => set({ river })} />
            {postflop ? (
              <TextField label="Pot when the flop opened (bb)" value={draft.initialPotBb} onChange={(initialPotBb) => set({ initialPotBb })} />
            ) : (
              <TextField label="Ante per player (bb)" value={draft.anteBb} onChange={(anteBb) => set({ anteBb })} />
            )}
          </div>
        </fieldset>
        <PlayersEditor draft={draft} onChange={change} />
        <HistoryEditor draft={draft} onChange={change} />
        {postflop && <PreflopEditor draft={draft} onChange={change} />}
        {postflop && <TreeCoordinatesEditor draft={draft} onChange={change} />}
        <fieldset className="table-editor">
          <legend>Answer</legend>
          <div className="field-grid">
            <label className="field">
              <span>Verbosity</span>
              <select value={draft.verbosity} onChange={(event) => set({ verbosity: event.target.value as TableDraft['verbosity'] })}>
                <option value="brief">brief</option>
                <option value="full">full</option>
              </select>
            </label>
            <label className="checkbox">
              <input type="checkbox" checked={draft.audit} onChange={(event) => set({ audit: event.target.checked })} />
              Audit block
            </label>
            <TextField label="Hand id (optional)" value={draft.handId} onChange={(handId) => set({ handId })} />
          </div>
        </fieldset>
        <div className="body-check" aria-live="polite">
          {check.success ? (
            <p className="is-ok">The body matches the contract ({check.data.shape}).</p>
          ) : (
            <div className="is-warning">
              <p>The contract schema finds problems (the server will answer 422):</p>
              <ul>
                {check.error.issues.map((issue, index) => (
                  <li key={index}>
                    {issue.path.length > 0 && !issue.message.startsWith(String(issue.path[0])) && <code>{issue.path.join('.')}</code>} {issue.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="primary" disabled={post.isPending}>
            Send POST /v1/strategy (1 billed call)
          </button>
          <CopyButton text={bodyJson} label="Copy the body" />
        </div>
        <details>
          <summary>Request body</summary>
          <pre className="code-block">{bodyJson}</pre>
        </details>
      </form>
      <section className="post-answer" aria-labelledby="post-answer-title" aria-live="polite">
        <h2 id="post-answer-title">Answer</h2>
        {post.isIdle && <p className="hint">Send the table to see which engine answers.</p>}
        {post.isPending && <Pending label="Asking…" />}
        {post.error && <ErrorPanel error={post.error} title="POST /v1/strategy failed" />}
        {post.data && <PostResult response={post.data.response} meta={post.data.meta} />}
      </section>
    </div>
  );
}
