import type { PostStrategyResponse } from '../../../../shared/contract/responses.ts';
import type { ResponseMeta } from '../../../lib/api/response-meta.ts';
import { fallbackReasonExplanation } from '../fallback-reasons.ts';
import { AuditBlock, ContextFacts, DecisionMix, ResponseFacts } from './decision-result.tsx';

/** A POST answer: who decided (engine, X-Fallback-Reason), the mix, the context, the audit. */
export function PostResult({ response, meta }: { response: PostStrategyResponse; meta: ResponseMeta }) {
  if (!('data' in response)) {
    return <p>Discovery answer for {response.node_id}: {response.actions.map((action) => action.node_token).join(', ')}</p>;
  }
  const reason = meta.fallbackReason;
  return (
    <div className="post-result">
      <dl className="facts">
        <div>
          <dt>Engine</dt>
          <dd>
            <strong className={`engine-${response.engine}`}>{response.engine}</strong>
            {meta.engine !== null && meta.engine !== response.engine && <span className="is-warning"> (X-Engine says {meta.engine})</span>}
          </dd>
        </div>
        {reason !== null && (
          <div>
            <dt>X-Fallback-Reason</dt>
            <dd>
              <code>{reason}</code> {fallbackReasonExplanation(reason)}
            </dd>
          </div>
        )}
        {response.engine_version && (
          <div>
            <dt>Engine version</dt>
            <dd>
              <code>{response.engine_version}</code>
            </dd>
          </div>
        )}
        {response.source && (
          <div>
            <dt>Source</dt>
            <dd>{response.source}</dd>
          </div>
        )}
        <div>
          <dt>Node</dt>
          <dd>{response.node_id ? <code>{response.node_id}</code> : <span className="muted">absent (the reason drops it)</span>}</dd>
        </div>
      </dl>
      <DecisionMix actions={response.data.actions} caption="Mix of the POST answer" />
      <h3>Context</h3>
      <ContextFacts context={response.data.context} />
      <ResponseFacts meta={meta} />
      {response.audit && <AuditBlock audit={response.audit} />}
    </div>
  );
}
