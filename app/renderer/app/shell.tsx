// The frame around every view: a header (brand, navigation, the server's origin and
// health, theme, sign-out), the sign-in gate, and the routed view.
import { useEffect, useRef } from 'react';
import { Pending } from '../components/status.tsx';
import { useHealth } from '../lib/api/get-health.ts';
import { useAuth } from '../lib/auth/auth-context.ts';
import { DEFAULT_ROUTE, type Route, type TreeLocation } from '../lib/routes.ts';
import { Link, useRoute } from '../lib/router.tsx';
import { nextThemePreference } from '../lib/theme.ts';
import { useTheme } from '../lib/use-theme.ts';
import { RouteView, routeTitle } from './route-view.tsx';
import { SignIn } from './sign-in.tsx';

function ServerStatus({ origin }: { origin: string }) {
  const health = useHealth();
  const state = health.isSuccess ? 'up' : health.isError ? 'down' : 'unknown';
  const text = { up: 'connected', down: 'unreachable', unknown: 'checking' }[state];
  return (
    <p className={`server-status is-${state}`} title={origin}>
      <span className="status-dot" aria-hidden="true" />
      <span className="visually-hidden">Server </span>
      <span>{new URL(origin).host}</span>
      <span className="visually-hidden" role="status">
        {text}
      </span>
    </p>
  );
}

function ThemeToggle() {
  const { preference, theme, setPreference } = useTheme();
  const next = nextThemePreference(preference);
  return (
    <button type="button" className="theme-toggle" onClick={() => setPreference(next)} aria-label={`Theme: ${preference}${preference === 'system' ? ` (${theme})` : ''}. Switch to ${next}`}>
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span> {preference}
    </button>
  );
}

function focusMain() {
  document.getElementById('main')?.focus();
}

export function Shell() {
  const auth = useAuth();
  const route = useRoute();
  // The explorer's place, so the Explore and Export links return to it.
  const lastAt = useRef<TreeLocation>({ node: 'root' });
  if (route.view === 'explore' || route.view === 'export') lastAt.current = route.at;
  const exploreLink: Route = route.view === 'explore' ? route : { ...(DEFAULT_ROUTE as Extract<Route, { view: 'explore' }>), at: lastAt.current };
  const exportLink: Route = route.view === 'export' ? route : { view: 'export', at: lastAt.current, format: 'csv', line: false };
  const signedIn = auth.state.status === 'signed-in';

  useEffect(() => {
    document.title = signedIn ? `${routeTitle(route)} · DSS Desk` : 'Sign in · DSS Desk';
  }, [route, signedIn]);

  const nav: Array<{ view: Route['view']; label: string; to: Route }> = [
    { view: 'explore', label: 'Explore', to: exploreLink },
    { view: 'decision', label: 'Table', to: { view: 'decision', table: null } },
    { view: 'export', label: 'Export', to: exportLink },
    { view: 'usage', label: 'Usage', to: { view: 'usage', month: null } },
    { view: 'keys', label: 'Keys', to: { view: 'keys' } },
    { view: 'trees', label: 'Trees', to: { view: 'trees' } },
  ];

  return (
    <div className="shell">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          focusMain();
        }}
      >
        Skip to content
      </a>
      <header className="app-header">
        <p className="brand">DSS Desk</p>
        {signedIn && (
          <nav aria-label="Views" className="main-nav">
            <ul>
              {nav.map((item) => (
                <li key={item.view}>
                  <Link to={item.to} aria-current={route.view === item.view ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="header-tools">
          {auth.state.status === 'signed-in' && <ServerStatus origin={auth.state.origin} />}
          <ThemeToggle />
          {auth.state.status === 'signed-in' && auth.state.mode === 'browser' && (
            <button type="button" onClick={auth.signOut}>
              Sign out
            </button>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {auth.state.status === 'loading' && <Pending label="Signing in…" />}
        {(auth.state.status === 'signed-out' || auth.state.status === 'failed') && <SignIn />}
        {signedIn && <RouteView route={route} />}
      </main>
    </div>
  );
}
