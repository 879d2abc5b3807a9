import { useSyncExternalStore } from 'react';
import {
  type AuthState,
  getAccessToken,
  getAuthState,
  login,
  logout,
  SERVER_AUTH_STATE,
  subscribeAuth,
} from './auth-store';

export type { AuthUser, AuthStatus } from './auth-store';

/** The sign-in state: 'loading' on the server and until the browser knows; then the user or none. */
export function useAuth(): AuthState & {
  login: typeof login;
  logout: typeof logout;
  getAccessToken: typeof getAccessToken;
} {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, () => SERVER_AUTH_STATE);
  return { ...state, login, logout, getAccessToken };
}
