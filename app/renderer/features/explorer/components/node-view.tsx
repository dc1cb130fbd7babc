// The whole acting range at a decision node (GET /v1/node-mix, one billed call): the
// 13x13 matrix coloured by the action mix, the overall frequencies, the range size, and
// the combos of the selected class.
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { HandMatrix } from '../../../components/hand-matrix.tsx';
import { heaviestClass, matrixEntries } from '../../../components/matrix-layout.ts';
import { Legend, MixBar } from '../../../components/mix-bar.tsx';
import { Pending } from '../../../components/status.tsx';
import { useNodeMix } from '../../../lib/api/get-node-mix.ts';
import { actionColours } from '../../../lib/action-colors.ts';
import { actionLabel } from '../../../lib/action-label.ts';
import { formatDecimal, formatFreq } from '../../../lib/format.ts';
import type { Seat } from '../../../lib/line.ts';
import type { Board, Spot } from '../../../lib/spot.ts';
import { overallFrequencies, rangeComboCount } from '../node-summary.ts';
import { useAutoLoadMix } from '../use-auto-load.ts';
import { ClassCombos } from './class-combos.tsx';

export interface NodeViewProps {
  spot: Spot;
  board: Board;
  node: string;
  actor: Seat;
  positions: Record<Seat, string>;
  selectedClass: string | null;
  selectedHand: string | null;
  onSelectClass(className: string): void;
  onSelectHand(hand: string): void;
}

export function NodeView(props: NodeViewProps) {
  const { spot, board, node, actor, positions, selectedClass, selectedHand, onSelectClass, onSelectHand } = props;
  const [autoLoad, setAutoLoad] = useAutoLoadMix();
  const query = useNodeMix(spot, board, node, autoLoad);
  const who = positions[actor].toUpperCase();

  return (
    <section className="node-view" aria-labelledby="node-view-title">
      <header className="section-header">
        <h2 id="node-view-title">Range of {who}</h2>
        <label className="checkbox">
          <input type="checkbox" checked={autoLoad} onChange={(event) => setAutoLoad(event.target.checked)} />
          Load ranges automatically (1 billed call per node)
        </label>
      </header>
      {query.fetchStatus === 'idle' && query.data === undefined && (
        <button type="button" onClick={() => void query.refetch()}>
          Load the range of {who} (1 billed call)
        </button>
      )}
      {query.isPending && query.fetchStatus !== 'idle' && <Pending label="Loading the range…" />}
      {query.error && <ErrorPanel error={query.error} title="The range could not be loaded" onRetry={() => void query.refetch()} />}
      {query.data && (() => {
        const mix = query.data;
        const colours = actionColours(mix.actions);
        const names = mix.actions.map((action) => actionLabel(action));
        const overall = overallFrequencies(mix);
        const combos = rangeComboCount(mix);
        const entries = matrixEntries(mix.classes);
        const heaviest = heaviestClass(entries);
        return (
          <div className="node-view-body">
            <div className="node-view-matrix">
              <HandMatrix
                label={`Range of ${who} by hand class`}
                entries={entries}
                colours={colours}
                actionNames={names}
                selected={selectedClass}
                onSelect={onSelectClass}
              />
              {heaviest !== null && (
                <p className="hint matrix-scale">
                  Bar height: a class’s weight relative to the heaviest class here, {heaviest.class} at weight{' '}
                  {formatFreq(heaviest.weight)} (full height). Bar colours: the class’s mix.
                </p>
              )}
            </div>
            <div className="node-view-side">
              <h3>Overall</h3>
              <MixBar mix={overall} colours={colours} names={names} className="is-large" />
              <Legend colours={colours} names={names} values={overall.map(formatFreq)} />
              <p>
                Range: <strong>{formatDecimal(combos, 1)}</strong> combos ({formatFreq(combos / 1326)} of all 1,326)
              </p>
              {selectedClass !== null ? (
                <ClassCombos
                  mix={mix}
                  className={selectedClass}
                  colours={colours}
                  actionNames={names}
                  selectedHand={selectedHand}
                  onSelectHand={onSelectHand}
                />
              ) : (
                <p className="hint">Pick a hand class in the matrix to see its combos.</p>
              )}
            </div>
          </div>
        );
      })()}
    </section>
  );
}
