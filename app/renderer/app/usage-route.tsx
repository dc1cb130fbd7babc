import { UsageView } from '../features/usage/index.ts';
import type { Route } from '../lib/routes.ts';

export function UsageRoute({ route }: { route: Extract<Route, { view: 'usage' }> }) {
  return (
    <section aria-labelledby="usage-title" className="page">
      <h1 id="usage-title">Quota and usage</h1>
      <UsageView month={route.month} />
    </section>
  );
}
