import type { CoverageSpot } from '../../../../shared/contract/extras.ts';
import { formatPositionPair, formatSituation, formatStakes, type Spot } from '../../../lib/spot.ts';
import { type SpotField, spotOptions, withSpotField } from '../spot-options.ts';

const FIELDS: Array<{ field: SpotField; label: string; format(value: string): string }> = [
  { field: 'platform', label: 'Platform', format: (value) => value },
  { field: 'stakes', label: 'Stakes', format: formatStakes },
  { field: 'pool', label: 'Pool', format: (value) => value },
  { field: 'situation', label: 'Situation', format: formatSituation },
  { field: 'position', label: 'Positions', format: formatPositionPair },
];

export interface SpotSelectorProps {
  spots: readonly CoverageSpot[];
  spot: Spot;
  onChange(spot: Spot): void;
}

/** Five selects over the account's coverage; each offers what matches the ones above it. */
export function SpotSelector({ spots, spot, onChange }: SpotSelectorProps) {
  const options = spotOptions(spots, spot);
  return (
    <fieldset className="spot-selector">
      <legend>Spot</legend>
      {FIELDS.map(({ field, label, format }) => (
        <label key={field} className="field">
          <span>{label}</span>
          <select value={spot[field]} onChange={(event) => onChange(withSpotField(spots, spot, field, event.target.value))}>
            {options[field].map((value) => (
              <option key={value} value={value}>
                {format(value)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
