// The spot explorer page: the spot and flop on the side; the line, the node, its range
// and the hand decision in the main column. Everything shown is in the URL.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { draftFromLine, encodeDraft, HandDecision } from '../features/decision/index.ts';
import {
  discoveryQueryOptions,
  FlopPicker,
  flopStatus,
  LineBreadcrumbs,
  NodeView,
  SpotSelector,
  TreeWalker,
  useWalk,
} from '../features/explorer/index.ts';
import { SolveFlopButton } from '../features/trees/index.ts';
import type { Seat } from '../lib/line.ts';
import { exploreRoute, type Route, type TreeLocation } from '../lib/routes.ts';
import { Link, navigate } from '../lib/router.tsx';
import type { Spot } from '../lib/spot.ts';
import { StudyState } from './study-state.tsx';
import { useStudySpot } from './use-study-spot.ts';

type ExploreRouteState = Extract<Route, { view: 'explore' }>;

export function ExploreRoute({ route }: { route: ExploreRouteState }) {
  const onResolved = useCallback((at: TreeLocation) => navigate({ ...route, at }, { replace: true }), [route]);
  const study = useStudySpot(route.at, onResolved);
  if (study.status !== 'ready') {
    return (
      <section className="page" aria-labelledby="explore-title">
        <h1 id="explore-title">Spot explorer</h1>
        <StudyState study={study} />
      </section>
    );
  }
  const { spots, spot, coverage, flops, flop } = study;
  const status = flop !== null ? flopStatus(flop, flops) : null;
  const atSpot = (next: Spot, nextFlop: string | null): Route =>
    exploreRoute({ ...next, flop: nextFlop ?? undefined, node: 'root' }, { audit: route.audit });

  return (
    <div className="explore-layout">
      <aside className="explore-side" aria-label="Spot and flop">
        <h1 id="explore-title" className="page-title">
          Spot explorer
        </h1>
        <SpotSelector spots={spots} spot={spot} onChange={(next) => navigate(atSpot(next, flop))} />
        <FlopPicker coverage={flops} flop={flop} onChange={(next) => navigate(atSpot(spot, next))} />
      </aside>
      <div className="explore-main">
        {flop === null || status === null ? (
          <p className="hint">Pick a flop.</p>
        ) : !status.covered ? (
          <>
            <p className="notice notice-warning" role="alert">
              No tree for this flop. Pick a covered flop: the dotted cards can still make one, or choose from the list of covered flops.
            </p>
            <SolveFlopButton spot={spot} flop={flop} />
          </>
        ) : (
          <ExploreNode route={route} spot={spot} flop={flop} positions={coverage.positions} />
        )}
      </div>
    </div>
  );
}

interface ExploreNodeProps {
  route: ExploreRouteState;
  spot: Spot;
  flop: string;
  positions: Record<Seat, string>;
}

function ExploreNode({ route, spot, flop, positions }: ExploreNodeProps) {
  const node = route.at.node;
  const current = useWalk(spot, flop, node);
  const board = current.board;
  const boardCards = [board.flop.match(/../g) ?? [], board.turn ?? [], board.river ?? []].flat();

  const routeTo = (nextNode: string): Route => ({ ...route, at: { ...route.at, node: nextNode } });
  const withChanges = (changes: Partial<ExploreRouteState>) => navigate({ ...route, ...changes }, { replace: true });
  const decision = current.state?.kind === 'decision' ? current.state.discovery : null;

  // The table builder needs the pot when the flop opened: the flop root's discovery (free,
  // cached for the flop) says it, whichever node the explorer was opened at.
  const flopRoot = useQuery({ ...discoveryQueryOptions(spot, { flop }, 'root'), enabled: current.line !== null });
  const tableLink = (): Route | null => {
    // Until the root answers, a link would carry no pot (and the builder a 422 body).
    if (current.line === null || flopRoot.isPending) return null;
    const draft = draftFromLine({
      spot,
      flop,
      node,
      line: current.line,
      positions,
      hand: route.hand,
      flopPotBb: flopRoot.data?.round_start_pot_bb ?? null,
      stackBb: null,
    });
    return { view: 'decision', table: encodeDraft(draft) };
  };
  const table = tableLink();

  return (
    <>
      {current.line && <LineBreadcrumbs flop={flop} line={current.line} positions={positions} routeTo={routeTo} />}
      <div className="node-links">
        {table && <Link to={table}>Open in the table builder</Link>}
        <Link to={{ view: 'export', at: route.at, format: 'csv', line: false }}>Export this node</Link>
      </div>
      <TreeWalker
        walk={current}
        node={node}
        boardCards={boardCards}
        positions={positions}
        routeTo={routeTo}
        onDeal={(nextNode) => navigate(routeTo(nextNode))}
      />
      {decision && (
        <>
          <NodeView
            spot={spot}
            board={board}
            node={node}
            actor={decision.to_act}
            positions={positions}
            selectedClass={route.handClass}
            selectedHand={route.hand}
            onSelectClass={(handClass) => withChanges({ handClass })}
            onSelectHand={(hand) => withChanges({ hand })}
          />
          <HandDecision
            spot={spot}
            board={board}
            node={node}
            boardCards={boardCards}
            hand={route.hand}
            audit={route.audit}
            onHandChange={(hand) => withChanges({ hand })}
            onAuditChange={(audit) => withChanges({ audit })}
          />
        </>
      )}
    </>
  );
}
