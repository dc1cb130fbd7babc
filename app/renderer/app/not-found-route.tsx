import { DEFAULT_ROUTE } from '../lib/routes.ts';
import { Link } from '../lib/router.tsx';

export function NotFoundRoute({ path }: { path: string }) {
  return (
    <section aria-labelledby="not-found-title" className="page">
      <h1 id="not-found-title">No view at {path}</h1>
      <p>
        <Link to={DEFAULT_ROUTE}>Go to the spot explorer</Link>
      </p>
    </section>
  );
}
