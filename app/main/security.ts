/**
 * Electron's security checklist, in one place (electronjs.org/docs/latest/tutorial/security):
 * context isolation, sandbox, no Node integration, no webview, navigation and
 * window.open blocked, permission requests denied, openExternal only for vetted URLs.
 * The CSP is sent by the DSS server with every page it serves (same origin as the API).
 */
import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';

export function secureWebPreferences(preloadPath: string): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
  };
}

/** Only pages of the app's own origin may be shown in the window. */
export function isAppUrl(url: string, appOrigin: string): boolean {
  try {
    return new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
}

/**
 * URLs we hand to the OS browser: https only, no credentials, no local or private hosts
 * (a page must not be able to make the shell open intranet or file URLs).
 */
export function isVettedExternalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return false;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith('[')) return false;
  return host.includes('.');
}

export function hardenWebContents(
  contents: WebContents,
  appOrigin: string,
  openExternal: (url: string) => unknown,
): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isVettedExternalUrl(url)) void openExternal(url);
    return { action: 'deny' };
  });
  const blockForeign = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url, appOrigin)) event.preventDefault();
  };
  contents.on('will-navigate', blockForeign);
  contents.on('will-redirect', blockForeign);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/**
 * Deny every permission (camera, notifications, geolocation, clipboard-read, ...) except
 * writing plain text to the clipboard from the app's own pages (the copy buttons).
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(permission: string, requestingUrl: string | undefined, appOrigin: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && typeof requestingUrl === 'string' && isAppUrl(requestingUrl, appOrigin);
}

export function hardenSession(session: Session, appOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionAllowed(permission, details?.requestingUrl, appOrigin)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, appOrigin),
  );
}
