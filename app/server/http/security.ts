// Localhost guards. The server binds loopback only; these refuse what a browser could be
// tricked into sending: a Host that is not this server (DNS rebinding) and a foreign
// Origin (a web page calling the API). No CORS headers are ever sent.
import { ApiError } from './errors.ts';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export interface OriginPolicy {
  /** The port actually bound (known after listen; the configured one before). */
  port: () => number;
  /** Origins besides the server's own that may call it. */
  extraOrigins: readonly string[];
}

export function allowedHosts(port: number): Set<string> {
  const hosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  // A client omits the default port from Host.
  if (port === 80) hosts.push(...LOOPBACK_NAMES);
  return new Set(hosts);
}

export function allowedOrigins(port: number, extra: readonly string[]): Set<string> {
  const own = LOOPBACK_NAMES.map((name) => `http://${name}${port === 80 ? '' : `:${port}`}`);
  return new Set([...own, ...extra.map((origin) => origin.replace(/\/$/, ''))]);
}

const allowedByPort = new Map<string, { hosts: Set<string>; origins: Set<string> }>();

function allowedFor(port: number, extra: readonly string[]) {
  const key = `${port}|${extra.join(' ')}`;
  let allowed = allowedByPort.get(key);
  if (!allowed) allowedByPort.set(key, (allowed = { hosts: allowedHosts(port), origins: allowedOrigins(port, extra) }));
  return allowed;
}

/** Throws the refusal for a request whose Host or Origin is not this server. */
export function checkHostAndOrigin(headers: { host?: string; origin?: string | string[] }, policy: OriginPolicy): void {
  const port = policy.port();
  const allowed = allowedFor(port, policy.extraOrigins);
  const host = headers.host?.toLowerCase();
  if (host === undefined || !allowed.hosts.has(host)) {
    throw new ApiError(
      'misdirected_request',
      `Host ${JSON.stringify(headers.host ?? '')} is not this server; use 127.0.0.1:${port}, localhost:${port} or [::1]:${port}`,
    );
  }
  const origin = headers.origin;
  if (origin !== undefined && (typeof origin !== 'string' || !allowed.origins.has(origin.toLowerCase()))) {
    throw new ApiError('origin_not_allowed', `Origin ${JSON.stringify(origin)} may not call this server`);
  }
}
