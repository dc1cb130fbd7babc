// The 13x13 matrix of hand classes. Each cell shows the class's mix as a stacked bar of
// action colours whose height is the class's range weight relative to the heaviest class
// of the matrix (the caller says that weight in words); out-of-range cells are blank.
// One tab stop; arrows move between cells, Enter/Space selects.
import { type KeyboardEvent, useRef, useState } from 'react';
import { formatFreq } from '../lib/format.ts';
import { gridMove } from './grid-navigation.ts';
import { barHeightShare, type ClassMix, heaviestClass, MATRIX_CELLS, MATRIX_SIZE, mixSegments } from './matrix-layout.ts';

export interface HandMatrixProps {
  /** Accessible name, e.g. 'Range of BB at root'. */
  label: string;
  /** Per cell (class index order); null when the class is not in range. */
  entries: readonly (ClassMix | null)[];
  colours: readonly string[];
  actionNames: readonly string[];
  selected: string | null;
  onSelect(className: string): void;
}

function cellDescription(name: string, entry: ClassMix | null, actionNames: readonly string[]): string {
  if (entry === null || entry.weight <= 0) return `${name}: not in range`;
  const mix = entry.mix.map((freq, index) => `${actionNames[index]} ${formatFreq(freq)}`).join(', ');
  return `${name}: weight ${formatFreq(entry.weight)}; ${mix}`;
}

export function HandMatrix({ label, entries, colours, actionNames, selected, onSelect }: HandMatrixProps) {
  const selectedIndex = MATRIX_CELLS.findIndex((cell) => cell.name === selected);
  const [focusIndex, setFocusIndex] = useState(selectedIndex >= 0 ? selectedIndex : 0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const maxWeight = heaviestClass(entries)?.weight ?? 0;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = gridMove(focusIndex, event.key, MATRIX_SIZE, MATRIX_SIZE);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="group" aria-label={label} className="hand-matrix" onKeyDown={onKeyDown}>
      {MATRIX_CELLS.map((cell) => {
        const entry = entries[cell.classIndex];
        const inRange = entry !== null && entry.weight > 0;
        return (
          <button
            key={cell.name}
            ref={(element) => {
              buttons.current[cell.classIndex] = element;
            }}
            type="button"
            className={`matrix-cell kind-${cell.kind}${inRange ? '' : ' is-empty'}`}
            aria-label={cellDescription(cell.name, entry, actionNames)}
            aria-pressed={cell.name === selected}
            tabIndex={cell.classIndex === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(cell.classIndex)}
            onClick={() => onSelect(cell.name)}
          >
            {inRange && (
              <span className="matrix-bar" style={{ height: `${barHeightShare(entry.weight, maxWeight) * 100}%` }} aria-hidden="true">
                {mixSegments(entry.mix).map((segment) => (
                  <span key={segment.index} style={{ width: `${segment.share * 100}%`, background: colours[segment.index] }} />
                ))}
              </span>
            )}
            <span className="matrix-label" aria-hidden="true">
              {cell.name}
            </span>
          </button>
        );
      })}
    </div>
  );
}
