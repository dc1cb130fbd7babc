import { useCallback } from 'react';
import { NodeIdError, parseNodeId } from '../../shared/poker/node-id.ts';
import { Notice } from '../components/status.tsx';
import { ExportView } from '../features/export/index.ts';
import { exploreRoute, type Route, type TreeLocation } from '../lib/routes.ts';
import { Link, navigate } from '../lib/router.tsx';
import { StudyState } from './study-state.tsx';
import { useStudySpot } from './use-study-spot.ts';

type ExportRouteState = Extract<Route, { view: 'export' }>;

function nodeIdProblem(node: string): string | null {
  try {
    parseNodeId(node);
    return null;
  } catch (error) {
    if (error instanceof NodeIdError) return error.message;
    throw error;
  }
}

export function ExportRoute({ route }: { route: ExportRouteState }) {
  const onResolved = useCallback((at: TreeLocation) => navigate({ ...route, at }, { replace: true }), [route]);
  const study = useStudySpot(route.at, onResolved);
  const problem = nodeIdProblem(route.at.node);
  return (
    <section className="page" aria-labelledby="export-title">
      <h1 id="export-title">Export node mixes</h1>
      <p className="hint">
        For coaches: the acting range at a node with its mix, per combo. Walk to the node in the{' '}
        <Link to={exploreRoute(route.at)}>spot explorer</Link> first.
      </p>
      {study.status !== 'ready' ? (
        <StudyState study={study} />
      ) : study.flop === null ? (
        <Notice>
          <p>Pick a flop in the explorer first.</p>
        </Notice>
      ) : problem !== null ? (
        <Notice tone="warning" title="This node id cannot be read">
          <p>{problem}</p>
        </Notice>
      ) : (
        <ExportView
          spot={study.spot}
          flop={study.flop}
          node={route.at.node}
          format={route.format}
          line={route.line}
          onFormatChange={(format) => navigate({ ...route, format }, { replace: true })}
          onLineChange={(line) => navigate({ ...route, line }, { replace: true })}
        />
      )}
    </section>
  );
}
