// The browser sign-in: `dss serve` prints `http://127.0.0.1:8787/#token=<adminToken>`.
// The token is read from the fragment (never sent to the server in a URL), kept in
// sessionStorage (gone when the tab closes) and removed from the address bar.

export const TOKEN_STORAGE_KEY = 'dss.adminToken';

/** Tokens are URL-safe text; anything with spaces or quotes is a paste mistake. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{8,512}$/;

export function isAdminToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}

/** The token of a `#token=...` fragment (other fragment parameters ignored); null without one. */
export function tokenFromHash(hash: string): string | null {
  const text = hash.replace(/^#\/?/, '');
  if (!text.startsWith('token=')) return null;
  const token = new URLSearchParams(text).get('token');
  return token !== null && isAdminToken(token) ? token : null;
}

/** What the user pasted on the sign-in page: the whole address `dss serve` printed, or the bare token. */
export function tokenFromPaste(text: string): string | null {
  const trimmed = text.trim();
  const hashAt = trimmed.indexOf('#');
  if (hashAt >= 0) return tokenFromHash(trimmed.slice(hashAt));
  return isAdminToken(trimmed) ? trimmed : null;
}
