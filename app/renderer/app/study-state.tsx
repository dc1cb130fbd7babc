import { ErrorPanel } from '../components/error-panel.tsx';
import { Notice, Pending } from '../components/status.tsx';
import type { StudySpot } from './use-study-spot.ts';

/** What explore and export show while the coverage loads, fails, or is empty. */
export function StudyState({ study }: { study: Exclude<StudySpot, { status: 'ready' }> }) {
  if (study.status === 'pending') return <Pending label="Loading coverage…" />;
  if (study.status === 'error') return <ErrorPanel error={study.error} title="Coverage could not be loaded" onRetry={study.retry} />;
  return (
    <Notice tone="warning" title="No trees">
      <p>
        The account has no trees yet. The bundled v1 trees ship with the app; custom trees are added with{' '}
        <code>dss trees</code>.
      </p>
    </Notice>
  );
}
