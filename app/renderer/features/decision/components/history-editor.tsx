import { ACTION_KINDS, HISTORY_STREETS, type HistoryDraft } from '../table-draft.ts';
import { moveAt, removeAt, replaceAt, withNewHistoryRow } from '../table-edits.ts';
import type { EditorProps } from './players-editor.tsx';

/** Actions so far, in order; amount_bb is the street total (raise-to), never the increment. */
export function HistoryEditor({ draft, onChange }: EditorProps) {
  const postflop = draft.flop.trim() !== '';
  const streets = postflop ? HISTORY_STREETS.filter((street) => street !== 'preflop') : (['preflop'] as const);
  const setRow = (index: number, patch: Partial<HistoryDraft>) =>
    onChange({ ...draft, history: replaceAt(draft.history, index, { ...draft.history[index], ...patch }) });
  return (
    <fieldset className="table-editor">
      <legend>History ({postflop ? 'flop, turn and river actions' : 'preflop actions after the blinds'})</legend>
      {draft.history.length === 0 ? (
        <p className="hint">No actions yet{postflop ? ': the first flop decision' : ''}.</p>
      ) : (
        <table className="data-table is-editable">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Street</th>
              <th scope="col">Seat</th>
              <th scope="col">Action</th>
              <th scope="col">Amount (bb, street total)</th>
              <th scope="col">
                <span className="visually-hidden">Row actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.history.map((row, index) => {
              const name = `action ${index + 1}`;
              const sized = row.kind === 'bet' || row.kind === 'raise';
              return (
                <tr key={index}>
                  <td>{index + 1}</td>
                  <td>
                    <select aria-label={`Street of ${name}`} value={row.street} onChange={(event) => setRow(index, { street: event.target.value as HistoryDraft['street'] })}>
                      {[...new Set([...streets, row.street])].map((street) => (
                        <option key={street} value={street}>
                          {street}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select aria-label={`Seat of ${name}`} value={row.seat} onChange={(event) => setRow(index, { seat: Number(event.target.value) })}>
                      {[...new Set([row.seat, ...draft.players.map((player) => player.seat)])].map((seat) => (
                        <option key={seat} value={seat}>
                          {seat} {draft.players.find((player) => player.seat === seat)?.position ?? '(not a player)'}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select aria-label={`Kind of ${name}`} value={row.kind} onChange={(event) => setRow(index, { kind: event.target.value as HistoryDraft['kind'] })}>
                      {ACTION_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {kind}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {sized && (
                      <input aria-label={`Amount of ${name} in bb`} inputMode="decimal" size={6} value={row.amountBb} onChange={(event) => setRow(index, { amountBb: event.target.value })} />
                    )}
                  </td>
                  <td className="row-actions">
                    <button type="button" className="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onChange({ ...draft, history: moveAt(draft.history, index, -1) })}>
                      ↑
                    </button>
                    <button type="button" className="small" aria-label={`Move ${name} down`} disabled={index === draft.history.length - 1} onClick={() => onChange({ ...draft, history: moveAt(draft.history, index, 1) })}>
                      ↓
                    </button>
                    <button type="button" className="small" aria-label={`Remove ${name}`} onClick={() => onChange({ ...draft, history: removeAt(draft.history, index) })}>
                      ✕
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <button type="button" onClick={() => onChange(withNewHistoryRow(draft))} disabled={draft.history.length >= 200}>
        Add an action
      </button>
    </fieldset>
  );
}
