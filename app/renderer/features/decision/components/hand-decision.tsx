// The billed answer for one hand at the explorer's node (GET /v1/strategy, full
// verbosity; audit on request). The hand comes from the URL: picked here with cards,
// or from the node view's matrix. A first card clicked is a draft kept here until the
// second completes the hand; only whole hands go to the URL.
import { useState } from 'react';
import { CardPicker } from '../../../components/card-picker.tsx';
import { CardsText } from '../../../components/card-text.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Pending } from '../../../components/status.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import type { Board, Spot } from '../../../lib/spot.ts';
import { useDecision } from '../api/get-decision.ts';
import { AuditBlock, ContextFacts, DecisionMix, ResponseFacts } from './decision-result.tsx';

export interface HandDecisionProps {
  spot: Spot;
  board: Board;
  node: string;
  boardCards: readonly string[];
  hand: string | null;
  audit: boolean;
  onHandChange(hand: string | null): void;
  onAuditChange(audit: boolean): void;
}

export function HandDecision({ spot, board, node, boardCards, hand, audit, onHandChange, onAuditChange }: HandDecisionProps) {
  const query = useDecision(hand === null ? null : { spot, board, node, hand, audit });
  // The draft belongs to the node and hand it was started at: a hand picked elsewhere (the
  // matrix, a link) or another node drops it.
  const draftKey = `${node} ${hand ?? ''}`;
  const [draft, setDraft] = useState<{ key: string; cards: string[] } | null>(null);
  const picked = draft !== null && draft.key === draftKey ? draft.cards : (hand?.match(/../g) ?? []);
  const error = query.error;
  const auditOfError = isApiError(error) ? error.audit : undefined;

  return (
    <section className="hand-decision" aria-labelledby="hand-decision-title">
      <header className="section-header">
        <h2 id="hand-decision-title">Hand decision</h2>
        <label className="checkbox">
          <input type="checkbox" checked={audit} onChange={(event) => onAuditChange(event.target.checked)} />
          Audit block
        </label>
      </header>
      <details className="hand-picker" open={hand === null}>
        <summary>{hand === null ? 'Pick a hand' : <>Hand <CardsText cards={hand} /> (change)</>}</summary>
        <p className="hint">Pick two cards, or a combo from the matrix. Each answer is one billed call.</p>
        <CardPicker
          label="Hand cards"
          picked={picked}
          max={2}
          unavailable={new Set(boardCards)}
          onChange={(cards) => {
            if (cards.length === 2) {
              setDraft(null);
              onHandChange(cards.join(''));
            } else {
              setDraft({ key: draftKey, cards });
            }
          }}
        />
        {hand !== null && (
          <button
            type="button"
            onClick={() => {
              setDraft(null);
              onHandChange(null);
            }}
          >
            Clear the hand
          </button>
        )}
      </details>
      {hand !== null && query.isPending && <Pending label={`Asking for ${hand}…`} />}
      {error && (
        <ErrorPanel
          error={error}
          title={isApiError(error) && error.code === 'combo_not_in_range' ? `${hand} is not in the acting player’s range here` : 'The decision failed'}
          onRetry={() => void query.refetch()}
        >
          {auditOfError && <AuditBlock audit={auditOfError} />}
        </ErrorPanel>
      )}
      {query.data && (
        <div className="decision-answer">
          <p>
            <CardsText cards={hand ?? ''} /> at <code>{query.data.decision.node_id}</code> · source{' '}
            <strong>{query.data.decision.source}</strong>
          </p>
          <DecisionMix actions={query.data.decision.data.actions} caption={`Mix of ${hand}`} />
          <ContextFacts context={query.data.decision.data.context} />
          <ResponseFacts meta={query.data.meta} />
          {query.data.decision.audit && <AuditBlock audit={query.data.decision.audit} />}
        </div>
      )}
    </section>
  );
}
