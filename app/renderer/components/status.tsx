import type { ReactNode } from 'react';

/** A loading state that screen readers announce. */
export function Pending({ label }: { label: string }) {
  return (
    <p className="pending" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

/** A neutral message box (empty states, explanations). */
export function Notice({ title, children, tone = 'info' }: { title?: string; children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'warning' ? 'alert' : undefined}>
      {title && <p className="notice-title">{title}</p>}
      {children}
    </div>
  );
}
