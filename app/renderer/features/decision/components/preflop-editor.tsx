import { PREFLOP_SCENARIOS } from '../../../../shared/contract/table.ts';
import { emptyPreflopDraft, type PreflopDraft } from '../table-draft.ts';
import type { EditorProps } from './players-editor.tsx';

const NUMBER_FIELDS: Array<{ key: keyof PreflopDraft; label: string }> = [
  { key: 'aggressorSeat', label: 'Aggressor seat' },
  { key: 'raises', label: 'Raises' },
  { key: 'callers', label: 'Callers' },
  { key: 'limpers', label: 'Limpers' },
  { key: 'openSizeBb', label: 'Open size (bb)' },
  { key: 'lastRaiseToBb', label: 'Last raise to (bb)' },
];

/** The `preflop` summary (postflop bodies): the tree needs it to answer. */
export function PreflopEditor({ draft, onChange }: EditorProps) {
  const preflop = draft.preflop;
  const set = (patch: Partial<PreflopDraft>) => onChange({ ...draft, preflop: { ...(preflop ?? emptyPreflopDraft()), ...patch } });
  return (
    <fieldset className="table-editor">
      <legend>Preflop summary</legend>
      <label className="checkbox">
        <input type="checkbox" checked={preflop !== null} onChange={(event) => onChange({ ...draft, preflop: event.target.checked ? emptyPreflopDraft() : null })} />
        Send a preflop summary
      </label>
      {preflop !== null && (
        <div className="field-grid">
          <label className="field">
            <span>Scenario</span>
            <select value={preflop.scenario} onChange={(event) => set({ scenario: event.target.value as PreflopDraft['scenario'] })}>
              <option value="">(derive from raises and limpers)</option>
              {PREFLOP_SCENARIOS.map((scenario) => (
                <option key={scenario} value={scenario}>
                  {scenario}
                </option>
              ))}
            </select>
          </label>
          {NUMBER_FIELDS.map(({ key, label }) => (
            <label key={key} className="field">
              <span>{label}</span>
              <input inputMode="decimal" value={preflop[key] as string} onChange={(event) => set({ [key]: event.target.value })} />
            </label>
          ))}
          <label className="checkbox">
            <input type="checkbox" checked={preflop.squeeze} onChange={(event) => set({ squeeze: event.target.checked })} />
            Squeeze
          </label>
        </div>
      )}
    </fieldset>
  );
}

/** situation, position and node: sent together or not at all. Without them the engine answers (no_node). */
export function TreeCoordinatesEditor({ draft, onChange }: EditorProps) {
  const tree = draft.tree;
  const set = (patch: Partial<NonNullable<typeof tree>>) =>
    onChange({ ...draft, tree: { ...(tree ?? { situation: 'srp', position: '', node: 'root' }), ...patch } });
  return (
    <fieldset className="table-editor">
      <legend>Tree coordinates</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={tree !== null}
          onChange={(event) => onChange({ ...draft, tree: event.target.checked ? { situation: 'srp', position: '', node: 'root' } : null })}
        />
        Send situation, position and node
      </label>
      {tree !== null && (
        <div className="field-grid">
          <label className="field">
            <span>Situation</span>
            <input value={tree.situation} onChange={(event) => set({ situation: event.target.value })} />
          </label>
          <label className="field">
            <span>Position pair</span>
            <input value={tree.position} placeholder="btn_bb" onChange={(event) => set({ position: event.target.value })} />
          </label>
          <label className="field is-wide">
            <span>Node</span>
            <input value={tree.node} spellCheck={false} onChange={(event) => set({ node: event.target.value })} />
          </label>
        </div>
      )}
    </fieldset>
  );
}
