// A tiny hash router over lib/routes.ts: the route is derived from location.hash, links
// are plain <a href="#/..."> (they work without JS handlers, open in a new window, and
// are what e2e tests click).
import { type AnchorHTMLAttributes, type ReactNode, useSyncExternalStore } from 'react';
import { formatRoute, parseRoute, type Route } from './routes.ts';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('hashchange', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('hashchange', notify);
  };
}

const currentHash = () => window.location.hash;

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, currentHash);
  return parseRoute(hash);
}

/** Goes to a route; `replace` keeps the history entry (for state the user did not navigate to). */
export function navigate(route: Route, { replace = false }: { replace?: boolean } = {}): void {
  const hash = formatRoute(route);
  if (hash === window.location.hash) return;
  if (replace) {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
    notify();
  } else {
    window.location.hash = hash;
  }
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: Route;
  children: ReactNode;
}

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={formatRoute(to)} {...rest}>
      {children}
    </a>
  );
}
