/**
 * Sign-in state in the browser, on OpenID Connect (authorization code + PKCE) with oidc-client-ts.
 * The library is loaded only when needed: to sign in, to finish signing in, or when this tab
 * already holds a signed-in user. Tokens live in session storage and are renewed with the
 * refresh token (no hidden iframe).
 */
import type { User, UserManager } from 'oidc-client-ts';
import type { PublicConfig } from '@/contracts/ssr';
import { setAccessTokenProvider } from '../api-client';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

export interface AuthUser {
  sub: string;
  name: string | null;
  email: string | null;
  emailVerified: boolean;
  picture: string | null;
  /** All claims of the ID token and user info, for the spec's client-side role check. */
  claims: Record<string, unknown>;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  error: string | null;
}

let state: AuthState = { status: 'loading', user: null, error: null };
const listeners = new Set<() => void>();
let config: PublicConfig['oidc'] | null = null;
let managerPromise: Promise<UserManager> | null = null;
let started = false;

function set(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

export const getAuthState = () => state;
export const SERVER_AUTH_STATE: AuthState = { status: 'loading', user: null, error: null };

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const storageKey = (c: PublicConfig['oidc']) => `oidc.user:${c.authority}:${c.clientId}`;

function toAuthUser(user: User): AuthUser {
  const p = user.profile as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    sub: user.profile.sub,
    name: str(p.name) ?? ([str(p.given_name), str(p.family_name)].filter(Boolean).join(' ') || null),
    email: str(p.email),
    emailVerified: p.email_verified === true,
    picture: str(p.picture),
    claims: p,
  };
}

function manager(): Promise<UserManager> {
  if (!config) throw new Error('Sign-in is not configured');
  const c = config;
  managerPromise ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
    const origin = window.location.origin;
    const m = new UserManager({
      authority: c.authority,
      client_id: c.clientId,
      redirect_uri: `${origin}/auth/callback`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: c.scope,
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
      automaticSilentRenew: true,
      // Refresh tokens renew the session; no hidden iframe, so the sign-in pages may forbid framing.
      monitorSession: false,
      ...(c.resource ? { extraQueryParams: { resource: c.resource }, extraTokenParams: { resource: c.resource } } : {}),
    });
    m.events.addUserLoaded((user) => set({ status: 'authenticated', user: toAuthUser(user), error: null }));
    m.events.addUserUnloaded(() => set({ status: 'unauthenticated', user: null, error: null }));
    m.events.addSilentRenewError((error) => {
      console.warn('Get access token failed', error);
      void m.removeUser();
    });
    return m;
  });
  return managerPromise;
}

/** Called once after hydration with the server's public configuration. */
export function startAuth(oidc: PublicConfig['oidc']): void {
  if (started) return;
  started = true;
  config = oidc;
  // Anonymous visitors never download the sign-in library.
  if (!window.sessionStorage.getItem(storageKey(oidc)) && window.location.pathname !== '/auth/callback') {
    set({ status: 'unauthenticated', user: null, error: null });
    return;
  }
  if (window.location.pathname === '/auth/callback') return; // the callback page finishes sign-in
  manager()
    .then(async (m) => {
      let user = await m.getUser();
      if (user?.expired) user = await m.signinSilent().catch(() => null);
      set(
        user
          ? { status: 'authenticated', user: toAuthUser(user), error: null }
          : { status: 'unauthenticated', user: null, error: null },
      );
    })
    .catch((error: unknown) => {
      console.warn('Login failed', error);
      set({ status: 'unauthenticated', user: null, error: 'Login failed' });
    });
}

export async function login(returnTo = window.location.pathname + window.location.search): Promise<void> {
  const m = await manager();
  await m.signinRedirect({ state: { returnTo } });
}

/** Finishes the redirect back from the provider; returns where the user was going. */
export async function completeLogin(): Promise<string> {
  const m = await manager();
  try {
    const user = await m.signinRedirectCallback();
    set({ status: 'authenticated', user: toAuthUser(user), error: null });
    const returnTo = (user.state as { returnTo?: string } | undefined)?.returnTo;
    return returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  } catch (error) {
    set({ status: 'error', user: null, error: 'Login failed' });
    throw error;
  }
}

export async function logout(): Promise<void> {
  const m = await manager();
  const user = await m.getUser();
  await m.removeUser();
  await m.signoutRedirect({ id_token_hint: user?.id_token, post_logout_redirect_uri: `${window.location.origin}/` });
}

/** The current access token, renewed when it has expired; null (and logged) when none can be had. */
export async function getAccessToken(): Promise<string | null> {
  if (state.status !== 'authenticated') return null;
  try {
    const m = await manager();
    let user = await m.getUser();
    if (!user || user.expired || (user.expires_in ?? 0) < 30) user = await m.signinSilent();
    return user?.access_token ?? null;
  } catch (error) {
    console.warn('Get access token failed', error);
    return null;
  }
}

// Calls made with `auth: true` carry the token; the API client never imports the sign-in library.
setAccessTokenProvider(getAccessToken);
