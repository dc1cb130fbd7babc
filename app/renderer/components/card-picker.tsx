// A 4 x 13 grid of card buttons (one tab stop, arrows move) plus a text field for
// typing cards ('AsKh7d'). Unavailable cards (already dealt) stay focusable but inert;
// hinted cards carry a mark and say so in their accessible name.
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { formatCountOf } from '../lib/format.ts';
import { cardsOfText } from '../lib/spot.ts';
import { cardName, PICKER_CARDS, PICKER_RANKS, PICKER_SUITS, SUIT_SYMBOLS, toggleCard } from './card-grid.ts';
import { gridMove } from './grid-navigation.ts';

export interface CardPickerProps {
  /** Accessible name of the picker, e.g. 'Flop cards'. */
  label: string;
  picked: readonly string[];
  max: number;
  onChange(picked: string[]): void;
  unavailable?: ReadonlySet<string>;
  hinted?: ReadonlySet<string>;
  /** What a hint means, read out after the card name, e.g. 'a covered flop can still be made'. */
  hintMeaning?: string;
}

export function CardPicker({ label, picked, max, onChange, unavailable, hinted, hintMeaning }: CardPickerProps) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const inputId = useId();
  const [text, setText] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = gridMove(focusIndex, event.key, PICKER_SUITS.length, PICKER_RANKS.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const applyText = () => {
    if (text === null) return;
    const cards = cardsOfText(text);
    if (cards === null || cards.length > max) {
      setTextError(`"${text}" is not up to ${formatCountOf(max, 'card')} such as ${'AsKh7d'.slice(0, 2 * max)}`);
      return;
    }
    const blocked = cards.find((card) => unavailable?.has(card));
    if (blocked !== undefined || new Set(cards).size !== cards.length) {
      setTextError(blocked !== undefined ? `${cardName(blocked)} is already dealt` : `"${text}" repeats a card`);
      return;
    }
    setTextError(null);
    setText(null);
    onChange(cards);
  };

  return (
    <div className="card-picker">
      <div role="group" aria-label={label} className="card-grid" onKeyDown={onKeyDown}>
        {PICKER_CARDS.map((card, index) => {
          const isPicked = picked.includes(card);
          const isUnavailable = unavailable?.has(card) ?? false;
          const isHinted = !isPicked && (hinted?.has(card) ?? false);
          const name = cardName(card) + (isHinted && hintMeaning ? `, ${hintMeaning}` : '');
          return (
            <button
              key={card}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={`card-button suit-${card[1]}${isHinted ? ' is-hinted' : ''}`}
              aria-label={name}
              aria-pressed={isPicked}
              aria-disabled={isUnavailable || undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              onClick={() => {
                if (!isUnavailable) onChange(toggleCard(picked, card, max));
              }}
            >
              <span aria-hidden="true">
                {card[0]}
                {SUIT_SYMBOLS[card[1]]}
              </span>
            </button>
          );
        })}
      </div>
      <div className="card-picker-text">
        <label htmlFor={inputId}>Type {label.toLowerCase()}</label>
        <input
          id={inputId}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={'AsKh7d'.slice(0, 2 * max)}
          value={text ?? picked.join('')}
          aria-invalid={textError !== null}
          aria-describedby={textError !== null ? `${inputId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={applyText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyText();
            }
          }}
        />
        {textError !== null && (
          <p id={`${inputId}-error`} className="field-error" role="alert">
            {textError}
          </p>
        )}
      </div>
    </div>
  );
}
