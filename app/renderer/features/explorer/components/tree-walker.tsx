// The node the explorer stands on: who acts, the pot, the actions to walk on (each a
// link to its child node), or what happens instead: pick the next card when a street
// closes, the end of the hand, or an off-tree node with the legal tokens of its parent.
import { CardPicker } from '../../../components/card-picker.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Notice, Pending } from '../../../components/status.tsx';
import { actionColours } from '../../../lib/action-colors.ts';
import { actionLabel } from '../../../lib/action-label.ts';
import { formatBb } from '../../../lib/format.ts';
import { childOf, type LineState, potAtNode, type Seat, sizePotFraction } from '../../../lib/line.ts';
import type { Route } from '../../../lib/routes.ts';
import { Link } from '../../../lib/router.tsx';
import type { Walk } from '../use-walk.ts';

export interface TreeWalkerProps {
  walk: Walk;
  node: string;
  /** Cards on the board so far (flop, turn, river), unavailable to the card picker. */
  boardCards: readonly string[];
  positions: Record<Seat, string>;
  routeTo(node: string): Route;
  onDeal(node: string): void;
}

const STREET_NAME = { flop: 'Flop', turn: 'Turn', river: 'River' } as const;

export function TreeWalker({ walk, node, boardCards, positions, routeTo, onDeal }: TreeWalkerProps) {
  if (walk.lineError !== null) {
    return (
      <Notice tone="warning" title="This node id cannot be read">
        <p>{walk.lineError}</p>
        <p>
          <Link to={routeTo('root')}>Back to the flop root</Link>
        </p>
      </Notice>
    );
  }
  if (walk.isPending) return <Pending label="Loading the node…" />;
  const { state, line } = walk;
  if (state === null || line === null) {
    return walk.error ? <ErrorPanel error={walk.error} title="Discovery failed" onRetry={walk.refetch} /> : null;
  }
  switch (state.kind) {
    case 'decision':
      return <DecisionNode walk={walk} line={line} node={node} positions={positions} routeTo={routeTo} />;
    case 'street_closed':
      return (
        <section className="walk-state" aria-labelledby="walk-title">
          <h2 id="walk-title">The {line.street} is over: pick the {state.street} card</h2>
          <CardPicker
            label={`${STREET_NAME[state.street]} card`}
            picked={[]}
            max={1}
            unavailable={new Set(boardCards)}
            onChange={(cards) => {
              if (cards.length === 1) onDeal(childOf(node, `${state.street}_${cards[0]}`));
            }}
          />
        </section>
      );
    case 'terminal':
      return (
        <section className="walk-state" aria-labelledby="walk-title">
          <h2 id="walk-title">Hand over</h2>
          <p>{state.explanation}</p>
        </section>
      );
    case 'off_tree':
      return (
        <section className="walk-state" aria-labelledby="walk-title">
          <h2 id="walk-title">Not in the tree</h2>
          <ErrorPanel error={walk.error} title={state.explanation}>
            {state.parentId !== null && state.legalTokens.length > 0 && (
              <div className="legal-tokens">
                <p>Legal at the previous node:</p>
                <ul className="token-list">
                  {state.legalTokens.map((token) => (
                    <li key={token}>
                      <Link to={routeTo(childOf(state.parentId!, token))}>
                        <code>{token}</code>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </ErrorPanel>
        </section>
      );
  }
}

interface DecisionNodeProps {
  walk: Walk;
  line: LineState;
  node: string;
  positions: Record<Seat, string>;
  routeTo(node: string): Route;
}

function DecisionNode({ walk, line, node, positions, routeTo }: DecisionNodeProps) {
  if (walk.state?.kind !== 'decision') return null;
  const { discovery } = walk.state;
  const actor = discovery.to_act;
  const potBb = potAtNode(discovery.round_start_pot_bb, line);
  const colours = actionColours(discovery.actions);
  return (
    <section className="walk-state" aria-labelledby="walk-title">
      <h2 id="walk-title">
        {positions[actor].toUpperCase()} to act <span className="muted">({actor.toUpperCase()})</span>
      </h2>
      <dl className="facts">
        <div>
          <dt>Street</dt>
          <dd>{STREET_NAME[line.street]}</dd>
        </div>
        <div>
          <dt>Pot</dt>
          <dd>{formatBb(potBb)} bb</dd>
        </div>
        <div>
          <dt>Pot at street start</dt>
          <dd>{formatBb(discovery.round_start_pot_bb)} bb</dd>
        </div>
        <div>
          <dt>Invested since the flop</dt>
          <dd>
            {positions.oop.toUpperCase()} {formatBb(line.investedBb.oop)} · {positions.ip.toUpperCase()} {formatBb(line.investedBb.ip)} bb
          </dd>
        </div>
      </dl>
      <ul className="action-list" aria-label="Actions">
        {discovery.actions.map((action, index) => {
          const fraction = action.type === 'bet' || action.type === 'raise' ? sizePotFraction(discovery.round_start_pot_bb, line, action.amount) : null;
          const call = action.type === 'call' ? { amount: line.streetBb[actor === 'oop' ? 'ip' : 'oop'] } : {};
          return (
            <li key={action.node_token}>
              <Link to={routeTo(childOf(node, action.node_token))} className="action-link">
                <span className="swatch" style={{ background: colours[index] }} aria-hidden="true" />
                {actionLabel({ ...action, ...call }, fraction)}
                <code className="token">{action.node_token}</code>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
