import { TreesView } from '../features/trees/index.ts';

export function TreesRoute() {
  return (
    <section aria-labelledby="trees-page-title" className="page">
      <h1 id="trees-page-title">Trees</h1>
      <TreesView />
    </section>
  );
}
