import { KeysView } from '../features/keys/index.ts';

export function KeysRoute() {
  return (
    <section aria-labelledby="keys-page-title" className="page">
      <h1 id="keys-page-title">API keys</h1>
      <KeysView />
    </section>
  );
}
