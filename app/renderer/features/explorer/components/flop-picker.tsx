// Picks the flop: a card grid marking the cards that can still make a covered flop, a
// status line (covered, or "no tree for this flop" with its canonical form), and the
// covered flops listed canonically with a filter.
import { useMemo, useState } from 'react';
import { CardPicker } from '../../../components/card-picker.tsx';
import { CardsText } from '../../../components/card-text.tsx';
import { completingCards, type FlopCoverage, flopStatus } from '../flop-coverage.ts';

export interface FlopPickerProps {
  coverage: FlopCoverage;
  flop: string | null;
  onChange(flop: string): void;
}

const LIST_LIMIT = 120;

export function FlopPicker({ coverage, flop, onChange }: FlopPickerProps) {
  // Cards picked since the flop last changed; a new flop from outside (URL, list) resets it.
  const [draft, setDraft] = useState<{ base: string | null; picked: string[] } | null>(null);
  const picked = draft !== null && draft.base === flop ? draft.picked : (flop?.match(/../g) ?? []);
  const pickedKey = picked.join('');
  const hinted = useMemo(
    () => (pickedKey.length < 6 ? completingCards(pickedKey.match(/../g) ?? [], coverage) : new Set<string>()),
    [pickedKey, coverage],
  );
  const status = flop !== null ? flopStatus(flop, coverage) : null;
  const [filter, setFilter] = useState('');
  const covered = useMemo(() => [...coverage.canonical].sort(), [coverage]);
  const shown = covered.filter((text) => text.toLowerCase().includes(filter.trim().toLowerCase()));

  const pick = (cards: string[]) => {
    setDraft({ base: flop, picked: cards });
    if (cards.length === 3) onChange(cards.join(''));
  };

  return (
    <section className="flop-picker" aria-labelledby="flop-picker-title">
      <h2 id="flop-picker-title">Flop</h2>
      <CardPicker
        label="Flop cards"
        picked={picked}
        max={3}
        onChange={pick}
        hinted={hinted}
        hintMeaning="can make a covered flop"
      />
      <div className="flop-status" aria-live="polite">
        {picked.length < 3 && <p>Pick 3 cards. Dotted cards can still make a covered flop.</p>}
        {picked.length === 3 && status !== null && status.covered && (
          <p className="is-ok">
            Covered: tree <CardsText cards={status.canonical} />
            {status.canonical !== flop && ' (same flop with suits renamed)'}
          </p>
        )}
        {picked.length === 3 && status !== null && !status.covered && (
          <p className="is-warning">
            No tree for this flop (canonical <CardsText cards={status.canonical} />). Pick a covered flop below.
          </p>
        )}
      </div>
      <details className="covered-flops" open={status !== null && !status.covered}>
        <summary>
          Covered flops ({covered.length})
        </summary>
        <label className="field">
          <span>Filter covered flops</span>
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="e.g. As" />
        </label>
        <ul className="flop-list">
          {shown.slice(0, LIST_LIMIT).map((text) => (
            <li key={text}>
              <button type="button" aria-pressed={status?.canonical === text} aria-label={`Flop ${text}`} onClick={() => onChange(text)}>
                <CardsText cards={text} />
              </button>
            </li>
          ))}
        </ul>
        {shown.length > LIST_LIMIT && <p className="hint">{shown.length - LIST_LIMIT} more: narrow the filter.</p>}
      </details>
    </section>
  );
}
