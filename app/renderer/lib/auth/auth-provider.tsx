// Signs the renderer in. In Electron the preload hands over the whole config
// (getConfig). In a browser the admin token comes from the `#token=` fragment or the
// sign-in page, is checked with GET /admin/config, which also yields the local API key.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { setCredentials } from '../api/client.ts';
import { getAdminConfig } from '../api/get-admin-config.ts';
import { type Auth, AuthContext, type AuthState } from './auth-context.ts';
import { desktopBridge } from './desktop-bridge.ts';
import { TOKEN_STORAGE_KEY, tokenFromHash } from './session.ts';

const REFUSED = 'The server refused the sign-in token. `dss serve` makes a new token each time it starts: open the address it printed last.';

/** Takes a `#token=` out of the address bar (keeping history clean) and returns it. */
function takeTokenFromAddress(): string | null {
  const token = tokenFromHash(window.location.hash);
  if (token !== null) {
    // Stored before it is checked: React may run this effect twice, and the second run
    // no longer finds the token in the address.
    storeToken(token);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/explore`);
  }
  return token;
}

function readStoredToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token === null) window.sessionStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage can be disabled; the session then lasts until the page reloads.
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const signInWithToken = useCallback(async (token: string, signal?: AbortSignal) => {
    const baseUrl = window.location.origin;
    try {
      const config = await getAdminConfig(signal, { baseUrl, apiKey: '', adminToken: token });
      storeToken(token);
      setCredentials({ baseUrl, apiKey: config.local_key, adminToken: token });
      queryClient.setQueryData(['admin', 'config'], config);
      setState({ status: 'signed-in', mode: 'browser', origin: baseUrl });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      if (isApiError(error) && error.status === 401) {
        storeToken(null);
        setState({ status: 'signed-out', notice: REFUSED });
      } else {
        setState({ status: 'failed', message: (error as Error).message });
      }
    }
  }, [queryClient]);

  useEffect(() => {
    const controller = new AbortController();
    const bridge = desktopBridge();
    if (bridge !== null) {
      bridge.getConfig().then(
        (config) => {
          if (controller.signal.aborted) return;
          setCredentials({ baseUrl: config.apiBaseUrl, apiKey: config.localKey, adminToken: config.adminToken });
          setState({ status: 'signed-in', mode: 'desktop', origin: config.apiBaseUrl });
        },
        (error: Error) => setState({ status: 'failed', message: `The desktop shell gave no configuration: ${error.message}` }),
      );
    } else {
      const token = takeTokenFromAddress() ?? readStoredToken();
      if (token === null) setState({ status: 'signed-out', notice: null });
      else void signInWithToken(token, controller.signal);
    }
    return () => controller.abort();
  }, [attempt, signInWithToken]);

  // The address `dss serve` printed may be pasted into a tab that is already open (on the
  // sign-in page): only the fragment changes, so nothing reloads.
  useEffect(() => {
    if (desktopBridge() !== null) return;
    const onHashChange = () => {
      const token = takeTokenFromAddress();
      if (token !== null) {
        setState({ status: 'loading' });
        void signInWithToken(token);
      }
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [signInWithToken]);

  const auth = useMemo<Auth>(() => ({
    state,
    signIn: (token) => signInWithToken(token),
    signOut() {
      storeToken(null);
      setCredentials(null);
      queryClient.clear();
      setState({ status: 'signed-out', notice: 'Signed out.' });
    },
    retry() {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  }), [state, signInWithToken, queryClient]);

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
