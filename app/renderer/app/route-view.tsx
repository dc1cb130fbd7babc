import type { Route } from '../lib/routes.ts';
import { DecisionRoute } from './decision-route.tsx';
import { ExploreRoute } from './explore-route.tsx';
import { ExportRoute } from './export-route.tsx';
import { KeysRoute } from './keys-route.tsx';
import { NotFoundRoute } from './not-found-route.tsx';
import { TreesRoute } from './trees-route.tsx';
import { UsageRoute } from './usage-route.tsx';

export function routeTitle(route: Route): string {
  switch (route.view) {
    case 'explore':
      return 'Spot explorer';
    case 'export':
      return 'Export';
    case 'decision':
      return 'Table builder';
    case 'usage':
      return 'Quota and usage';
    case 'keys':
      return 'Keys';
    case 'trees':
      return 'Trees';
    case 'not-found':
      return 'Not found';
  }
}

export function RouteView({ route }: { route: Route }) {
  switch (route.view) {
    case 'explore':
      return <ExploreRoute route={route} />;
    case 'export':
      return <ExportRoute route={route} />;
    case 'decision':
      return <DecisionRoute route={route} />;
    case 'usage':
      return <UsageRoute route={route} />;
    case 'keys':
      return <KeysRoute />;
    case 'trees':
      return <TreesRoute />;
    case 'not-found':
      return <NotFoundRoute path={route.path} />;
  }
}
