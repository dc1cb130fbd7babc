import { CardsText } from '../../../components/card-text.tsx';
import { MixBar } from '../../../components/mix-bar.tsx';
import { formatFreq } from '../../../lib/format.ts';
import { combosOfClass, type NodeMix } from '../node-summary.ts';

export interface ClassCombosProps {
  mix: NodeMix;
  className: string;
  colours: readonly string[];
  actionNames: readonly string[];
  selectedHand: string | null;
  onSelectHand(hand: string): void;
}

/**
 * An action's column header on at most two lines: the action ('Bet 4.13', 'Raise to 11')
 * and its pot share ('(75%)') each kept whole.
 */
function ActionHeader({ name }: { name: string }) {
  const match = /^(.*) (\(\d+%\))$/.exec(name);
  if (match === null) return <span className="nowrap">{name}</span>;
  return (
    <>
      <span className="nowrap">{match[1]}</span> <span className="nowrap">{match[2]}</span>
    </>
  );
}

/** The combos of one hand class at the node with their weights and mixes. */
export function ClassCombos({ mix, className, colours, actionNames, selectedHand, onSelectHand }: ClassCombosProps) {
  const combos = combosOfClass(mix, className);
  const entry = mix.classes.find((item) => item.class === className);
  return (
    <section className="class-combos" aria-labelledby="class-combos-title">
      <h3 id="class-combos-title">
        {className} {entry ? <span className="muted">weight {formatFreq(entry.weight)}</span> : null}
      </h3>
      {combos.length === 0 ? (
        <p>{className} is not in the range at this node (every combo has a reach weight below the tree’s threshold, or is blocked by the board).</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">Combos of {className}</caption>
          <thead>
            <tr>
              <th scope="col">Hand</th>
              <th scope="col">Weight</th>
              <th scope="col">Mix</th>
              {actionNames.map((name) => (
                <th key={name} scope="col" className="num action-head">
                  <ActionHeader name={name} />
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Decision</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {combos.map((combo) => (
              <tr key={combo.hand} aria-selected={combo.hand === selectedHand}>
                <th scope="row">
                  <CardsText cards={combo.hand} />
                </th>
                <td className="num">{formatFreq(combo.weight)}</td>
                <td>
                  <MixBar mix={combo.mix} colours={colours} names={actionNames} />
                </td>
                {combo.mix.map((freq, index) => (
                  <td key={index} className="num">
                    {formatFreq(freq)}
                  </td>
                ))}
                <td>
                  <button type="button" className="small" onClick={() => onSelectHand(combo.hand)} aria-label={`Decide ${combo.hand}`}>
                    Decide
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
