import { TableBuilder } from '../features/decision/index.ts';
import type { Route } from '../lib/routes.ts';
import { navigate } from '../lib/router.tsx';

export function DecisionRoute({ route }: { route: Extract<Route, { view: 'decision' }> }) {
  return (
    <section aria-labelledby="decision-title" className="page">
      <h1 id="decision-title">Table builder</h1>
      <p className="hint">
        Build the table a bot would send to <code>POST /v1/strategy</code>: the solver tree answers when the spot fits,
        the fallback engine otherwise. From the explorer, “Open in the table builder” fills it in for the current node.
      </p>
      <TableBuilder table={route.table} onTableChange={(table) => navigate({ view: 'decision', table }, { replace: true })} />
    </section>
  );
}
