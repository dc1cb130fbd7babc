// The URL scheme: every view lives in the hash, so the server serves one index.html and a
// deep link survives a reload in the browser and in the desktop window alike.
//
//   #/explore?platform=&stakes=&pool=&situation=&position=&flop=&node=&hand=&class=&audit=1
//   #/export?platform=&stakes=&pool=&situation=&position=&flop=&node=&format=csv|json|ranges&line=1
//   #/decision?table=<JSON of the table draft>
//   #/usage?month=YYYY-MM
//   #/keys
//   #/trees
//
// The turn and river are not parameters: they are the turn_/river_ tokens of the node.
// `#token=...` is the sign-in fragment `dss serve` prints; the session code takes it
// out of the address before the router reads it.

export const VIEWS = ['explore', 'decision', 'usage', 'keys', 'export', 'trees'] as const;
export type ViewName = (typeof VIEWS)[number];

/** Where in a tree: the spot (possibly incomplete while the user picks it), flop and node. */
export interface TreeLocation {
  platform?: string;
  stakes?: string;
  pool?: string;
  situation?: string;
  position?: string;
  flop?: string;
  /** Node id; 'root' when absent. */
  node: string;
}

export const EXPORT_FORMATS = ['csv', 'json', 'ranges'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type Route =
  | { view: 'explore'; at: TreeLocation; hand: string | null; handClass: string | null; audit: boolean }
  | { view: 'export'; at: TreeLocation; format: ExportFormat; line: boolean }
  | { view: 'decision'; table: string | null }
  | { view: 'usage'; month: string | null }
  | { view: 'keys' }
  | { view: 'trees' }
  | { view: 'not-found'; path: string };

const LOCATION_KEYS = ['platform', 'stakes', 'pool', 'situation', 'position', 'flop'] as const;
const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;
const HAND = /^(?:[2-9TJQKA][cdhs]){2}$/;
const HAND_CLASS = /^[2-9TJQKA]{2}[so]?$/;

export const DEFAULT_ROUTE: Route = { view: 'explore', at: { node: 'root' }, hand: null, handClass: null, audit: false };

function locationOf(params: URLSearchParams): TreeLocation {
  const at: TreeLocation = { node: params.get('node') || 'root' };
  for (const key of LOCATION_KEYS) {
    const value = params.get(key);
    if (value) at[key] = value;
  }
  return at;
}

function matching(value: string | null, pattern: RegExp): string | null {
  return value !== null && pattern.test(value) ? value : null;
}

/** Reads a location hash ('#/explore?flop=AsKh7d', '', '#/') into a route. */
export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#/, '');
  const query = text.indexOf('?');
  const path = (query < 0 ? text : text.slice(0, query)).replace(/^\/+|\/+$/g, '');
  const params = new URLSearchParams(query < 0 ? '' : text.slice(query + 1));
  switch (path) {
    case '':
    case 'explore':
      return {
        view: 'explore',
        at: locationOf(params),
        hand: matching(params.get('hand'), HAND),
        handClass: matching(params.get('class'), HAND_CLASS),
        audit: params.get('audit') === '1',
      };
    case 'export': {
      const format = params.get('format');
      return {
        view: 'export',
        at: locationOf(params),
        format: (EXPORT_FORMATS as readonly string[]).includes(format ?? '') ? (format as ExportFormat) : 'csv',
        line: params.get('line') === '1',
      };
    }
    case 'decision':
      return { view: 'decision', table: params.get('table') };
    case 'usage':
      return { view: 'usage', month: matching(params.get('month'), MONTH) };
    case 'keys':
      return { view: 'keys' };
    case 'trees':
      return { view: 'trees' };
    default:
      return { view: 'not-found', path: `/${path}` };
  }
}

function setLocation(params: URLSearchParams, at: TreeLocation): void {
  for (const key of LOCATION_KEYS) {
    const value = at[key];
    if (value) params.set(key, value);
  }
  if (at.node !== 'root') params.set('node', at.node);
}

/** The hash of a route, parameters in a fixed order, defaults left out. */
export function formatRoute(route: Route): string {
  const params = new URLSearchParams();
  let path: string;
  switch (route.view) {
    case 'explore':
      path = 'explore';
      setLocation(params, route.at);
      if (route.hand) params.set('hand', route.hand);
      if (route.handClass) params.set('class', route.handClass);
      if (route.audit) params.set('audit', '1');
      break;
    case 'export':
      path = 'export';
      setLocation(params, route.at);
      if (route.format !== 'csv') params.set('format', route.format);
      if (route.line) params.set('line', '1');
      break;
    case 'decision':
      path = 'decision';
      if (route.table) params.set('table', route.table);
      break;
    case 'usage':
      path = 'usage';
      if (route.month) params.set('month', route.month);
      break;
    case 'keys':
      path = 'keys';
      break;
    case 'trees':
      path = 'trees';
      break;
    case 'not-found':
      path = route.path.replace(/^\/+/, '');
      break;
  }
  const query = params.toString();
  return `#/${path}${query ? `?${query}` : ''}`;
}

/** The explore route at a tree location (no hand selected). */
export function exploreRoute(at: TreeLocation, extra: Partial<Extract<Route, { view: 'explore' }>> = {}): Route {
  return { view: 'explore', at, hand: null, handClass: null, audit: false, ...extra };
}
