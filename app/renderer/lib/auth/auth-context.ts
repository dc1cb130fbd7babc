import { createContext, useContext } from 'react';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out'; notice: string | null }
  | { status: 'failed'; message: string }
  | { status: 'signed-in'; mode: 'desktop' | 'browser'; origin: string };

export interface Auth {
  state: AuthState;
  /** Checks an admin token against GET /admin/config and keeps it for the tab. */
  signIn(token: string): Promise<void>;
  signOut(): void;
  retry(): void;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (auth === null) throw new Error('useAuth outside <AuthProvider>');
  return auth;
}
