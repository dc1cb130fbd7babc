import { replaceAt, moveAt, withNewPlayer, withoutPlayer } from '../table-edits.ts';
import { freeSeats, type TableDraft } from '../table-draft.ts';

export interface EditorProps {
  draft: TableDraft;
  onChange(draft: TableDraft): void;
}

/** Players in postflop acting order (first to act first); that order decides who is in position. */
export function PlayersEditor({ draft, onChange }: EditorProps) {
  const postflop = draft.flop.trim() !== '';
  const setPlayer = (index: number, patch: Partial<TableDraft['players'][number]>) =>
    onChange({ ...draft, players: replaceAt(draft.players, index, { ...draft.players[index], ...patch }) });
  return (
    <fieldset className="table-editor">
      <legend>Players {postflop ? '(postflop acting order, first to act first)' : '(stacks at the start of the hand)'}</legend>
      <table className="data-table is-editable">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Seat</th>
            <th scope="col">Position</th>
            <th scope="col">Stack (bb)</th>
            {postflop && <th scope="col">In hand</th>}
            <th scope="col">
              <span className="visually-hidden">Row actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.players.map((player, index) => {
            const name = `player ${index + 1}`;
            return (
              <tr key={index}>
                <td>{index + 1}</td>
                <td>
                  <select aria-label={`Seat of ${name}`} value={player.seat} onChange={(event) => {
                    const seat = Number(event.target.value);
                    onChange({
                      ...draft,
                      heroSeat: draft.heroSeat === player.seat ? seat : draft.heroSeat,
                      players: replaceAt(draft.players, index, { ...player, seat }),
                    });
                  }}>
                    {[player.seat, ...freeSeats(draft)].sort((a, b) => a - b).map((seat) => (
                      <option key={seat} value={seat}>
                        {seat}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input aria-label={`Position of ${name}`} value={player.position} size={6} onChange={(event) => setPlayer(index, { position: event.target.value })} />
                </td>
                <td>
                  <input aria-label={`Stack of ${name} in bb`} inputMode="decimal" value={player.stackBb} size={6} onChange={(event) => setPlayer(index, { stackBb: event.target.value })} />
                </td>
                {postflop && (
                  <td>
                    <input type="checkbox" aria-label={`${name} is in the hand`} checked={player.inHand} onChange={(event) => setPlayer(index, { inHand: event.target.checked })} />
                  </td>
                )}
                <td className="row-actions">
                  <button type="button" className="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onChange({ ...draft, players: moveAt(draft.players, index, -1) })}>
                    ↑
                  </button>
                  <button type="button" className="small" aria-label={`Move ${name} down`} disabled={index === draft.players.length - 1} onClick={() => onChange({ ...draft, players: moveAt(draft.players, index, 1) })}>
                    ↓
                  </button>
                  <button type="button" className="small" aria-label={`Remove ${name}`} disabled={draft.players.length <= 2} onClick={() => onChange(withoutPlayer(draft, index))}>
                    ✕
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" onClick={() => onChange(withNewPlayer(draft))} disabled={draft.players.length >= 10}>
        Add a player
      </button>
    </fieldset>
  );
}
