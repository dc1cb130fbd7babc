import type { ActionType } from '../../../../shared/contract/responses.ts';
import { CardsText, CardText } from '../../../components/card-text.tsx';
import { actionPhrase } from '../../../lib/action-label.ts';
import type { LineState, LineStep, Seat } from '../../../lib/line.ts';
import type { Route } from '../../../lib/routes.ts';
import { Link } from '../../../lib/router.tsx';

export interface LineBreadcrumbsProps {
  flop: string;
  line: LineState;
  positions: Record<Seat, string>;
  routeTo(node: string): Route;
}

function stepText(step: LineStep, positions: Record<Seat, string>): string {
  const who = positions[step.actor!].toUpperCase();
  return `${who} ${actionPhrase({ type: step.kind as ActionType, amount: step.amountBb ?? undefined })}`;
}

/** The line from the flop to the node; every step links back to its node. */
export function LineBreadcrumbs({ flop, line, positions, routeTo }: LineBreadcrumbsProps) {
  const last = line.steps.length;
  return (
    <nav aria-label="Line" className="breadcrumbs">
      <ol>
        <li>
          <Link to={routeTo('root')} aria-current={last === 0 ? 'page' : undefined} aria-label={`Flop ${flop} (root)`}>
            <CardsText cards={flop} />
          </Link>
        </li>
        {line.steps.map((step, index) => (
          <li key={step.nodeId}>
            <Link to={routeTo(step.nodeId)} aria-current={index === last - 1 ? 'page' : undefined} className={`crumb-${step.kind}`}>
              {step.card !== null ? (
                <>
                  {step.kind === 'turn' ? 'Turn' : 'River'} <CardText card={step.card} />
                </>
              ) : (
                stepText(step, positions)
              )}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
