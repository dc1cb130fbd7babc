// Shows a failed call the way the API reported it: HTTP status, code, reason, message,
// validation issues, and the request id to quote when reporting a problem.
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api/api-error.ts';

export interface ErrorPanelProps {
  error: unknown;
  title?: string;
  /** Extra content under the message (e.g. legal tokens as links). */
  children?: ReactNode;
  onRetry?: () => void;
}

export function ErrorPanel({ error, title = 'The request failed', children, onRetry }: ErrorPanelProps) {
  const apiError = isApiError(error) ? error : null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-panel" role="alert">
      <p className="error-title">{title}</p>
      {apiError && (
        <p className="error-code">
          {apiError.status > 0 && <span className="badge">HTTP {apiError.status}</span>}
          <code>{apiError.code}</code>
          {apiError.reason && (
            <>
              {' '}
              reason <code>{apiError.reason}</code>
            </>
          )}
          {apiError.limit && (
            <>
              {' '}
              limit <code>{apiError.limit}</code>
            </>
          )}
        </p>
      )}
      <p className="error-message">{message}</p>
      {apiError?.issues && apiError.issues.length > 0 && (
        <ul className="error-issues">
          {apiError.issues.map((issue, index) => (
            <li key={index}>
              {issue.path && <code>{issue.path}</code>} {issue.message}
            </li>
          ))}
        </ul>
      )}
      {children}
      {apiError?.requestId && (
        <p className="error-request-id">
          Request id <code>{apiError.requestId}</code>
        </p>
      )}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
