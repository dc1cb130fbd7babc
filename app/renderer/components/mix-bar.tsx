import { formatFreq } from '../lib/format.ts';
import { mixSegments } from './matrix-layout.ts';

export interface MixBarProps {
  mix: readonly number[];
  colours: readonly string[];
  names: readonly string[];
  className?: string;
}

/** The mix as a horizontal stacked bar; its accessible name lists every action's share. */
export function MixBar({ mix, colours, names, className = '' }: MixBarProps) {
  const description = mix.map((freq, index) => `${names[index]} ${formatFreq(freq)}`).join(', ');
  return (
    <span className={`mix-bar ${className}`} role="img" aria-label={description} title={description}>
      {mixSegments(mix).map((segment) => (
        <span
          key={segment.index}
          className="mix-segment"
          style={{ width: `${segment.share * 100}%`, background: colours[segment.index] }}
        />
      ))}
    </span>
  );
}

/** Colour swatches with action names, for matrices and charts. */
export function Legend({ colours, names, values }: { colours: readonly string[]; names: readonly string[]; values?: readonly string[] }) {
  return (
    <ul className="legend">
      {names.map((name, index) => (
        <li key={name}>
          <span className="swatch" style={{ background: colours[index] }} aria-hidden="true" />
          {name}
          {values && <span className="legend-value">{values[index]}</span>}
        </li>
      ))}
    </ul>
  );
}
