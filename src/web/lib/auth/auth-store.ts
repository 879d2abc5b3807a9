/**
 * Sign-in state in the browser, on OpenID Connect (authorization code + PKCE) with oidc-client-ts.
 * The library is loaded only when needed: to sign in, to finish signing in, or when this browser
 * has signed in before. Tokens live in this tab's session storage and are renewed with the
 * refresh token. Signed in once is signed in everywhere (docs/decisions/0034): a new tab, a
 * reload or a restarted browser asks the provider silently (prompt=none, in a hidden frame on our
 * own origin) whether its session still stands; signing in or out in one tab tells the others.
 */
import type { User, UserManager } from 'oidc-client-ts';
import type { PublicConfig } from '@/contracts/ssr';
import { setAccessTokenProvider } from '../api-client';
import { toast } from '../toast-store';

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
/** The shop's configured address: sign-in works only there (the provider's registered return addresses). */
let publicOrigin: string | null = null;
let channel: BroadcastChannel | null = null;

/**
 * "This browser has signed in" (local storage, shared by its tabs, kept across restarts). Holds no
 * token and no identity: it only says a silent sign-in is worth trying, so anonymous visitors
 * never download the sign-in library. The provider's session cookie decides.
 */
const SIGNED_IN_HINT = 'auth.signed-in';
const SILENT_CALLBACK_PATH = '/auth/silent-callback';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: every tab signs in on its own
  }
}
const hasSignedInHint = () => storage()?.getItem(SIGNED_IN_HINT) === '1';
const setSignedInHint = (on: boolean) =>
  on ? storage()?.setItem(SIGNED_IN_HINT, '1') : storage()?.removeItem(SIGNED_IN_HINT);

/** Tells this browser's other tabs of the shop; they sign in silently or forget their user. */
function tellOtherTabs(type: 'signed-in' | 'signed-out') {
  channel?.postMessage({ type });
}

function listenToOtherTabs() {
  if (typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel('shop-auth');
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'signed-out') void forgetUser();
    else if (event.data?.type === 'signed-in' && state.status !== 'authenticated') void signInSilentlyNow();
  };
}

/** Another tab signed out: this one drops its tokens too. */
async function forgetUser() {
  if (config) window.sessionStorage.removeItem(storageKey(config));
  if (managerPromise) await (await managerPromise).removeUser();
  set({ status: 'unauthenticated', user: null, error: null });
}

const canSignInHere = () => !publicOrigin || window.location.origin === publicOrigin;

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
      // A tab without tokens (new tab, restart) asks the provider in a hidden frame that lands here.
      silent_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
      silentRequestTimeoutInSeconds: 8,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: c.scope,
      // Tokens stay in this tab (never in local storage, where every script of the origin would
      // find them after the tab is gone); other tabs get their own from the provider's session.
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
      automaticSilentRenew: true,
      // oidc-provider 9 has no check-session frame: tabs hear of a sign-out over a BroadcastChannel.
      monitorSession: false,
      ...(c.resource ? { extraQueryParams: { resource: c.resource }, extraTokenParams: { resource: c.resource } } : {}),
    });
    m.events.addUserLoaded((user) => {
      setSignedInHint(true);
      set({ status: 'authenticated', user: toAuthUser(user), error: null });
    });
    m.events.addUserUnloaded(() => set({ status: 'unauthenticated', user: null, error: null }));
    m.events.addSilentRenewError((error) => {
      console.warn('Get access token failed', error);
      void m.removeUser();
    });
    return m;
  });
  return managerPromise;
}

/**
 * Renews or obtains tokens without showing anything: with the refresh token when this tab has one,
 * else by asking the provider's session (prompt=none in a hidden frame). Null when signed out there.
 */
async function signInSilently(m: UserManager): Promise<User | null> {
  try {
    return await m.signinSilent();
  } catch (error) {
    if ((await m.getUser())?.refresh_token) {
      // The refresh token was refused (revoked, expired): the provider's session may still stand.
      await m.removeUser();
      return signInSilently(m);
    }
    const code = (error as { error?: unknown } | null)?.error;
    // The provider's session is over: stop trying in new tabs until someone signs in again.
    if (code === 'login_required' || code === 'interaction_required' || code === 'consent_required') {
      setSignedInHint(false);
    } else {
      console.warn('Get access token failed', error);
    }
    return null;
  }
}

/** Another tab signed in: this one, signed out, signs in from the provider's session. */
async function signInSilentlyNow() {
  if (!config || !canSignInHere()) return;
  try {
    const user = await signInSilently(await manager());
    if (user) set({ status: 'authenticated', user: toAuthUser(user), error: null });
  } catch (error) {
    console.warn('Get access token failed', error);
  }
}

/**
 * Called once after hydration with the server's public configuration (`publicUrl`: where sign-in
 * works; another address tells the visitor so when they press Login).
 */
export function startAuth(oidc: PublicConfig['oidc'], publicUrl?: string): void {
  if (started) return;
  started = true;
  config = oidc;
  publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  listenToOtherTabs();
  if (window.location.pathname === '/auth/callback') return; // the callback page finishes sign-in
  // Anonymous visitors never download the sign-in library: only a tab holding a user, or a browser
  // that signed in before (its other tabs, or before a restart), asks the provider.
  const stored = Boolean(window.sessionStorage.getItem(storageKey(oidc)));
  if (!stored && !(hasSignedInHint() && canSignInHere())) {
    set({ status: 'unauthenticated', user: null, error: null });
    return;
  }
  manager()
    .then(async (m) => {
      let user = await m.getUser();
      if (!user || user.expired) user = await signInSilently(m);
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

/** Goes to the sign-in server; when that cannot happen, says why (never a button that does nothing). */
export async function login(returnTo = window.location.pathname + window.location.search): Promise<void> {
  if (!canSignInHere()) {
    toast({
      title: 'Login failed',
      description: `Signing in works at ${publicOrigin}. Please open the shop there and log in again.`,
      variant: 'destructive',
    });
    return;
  }
  try {
    const m = await manager();
    await m.signinRedirect({ state: { returnTo } });
  } catch (error) {
    console.warn('Login failed', error);
    toast({
      title: 'Login failed',
      description: "We couldn't reach the sign-in server. Please try again in a moment.",
      variant: 'destructive',
    });
  }
}

/** Finishes the redirect back from the provider; returns where the user was going. */
export async function completeLogin(): Promise<string> {
  const m = await manager();
  try {
    const user = await m.signinRedirectCallback();
    set({ status: 'authenticated', user: toAuthUser(user), error: null });
    setSignedInHint(true);
    tellOtherTabs('signed-in');
    const returnTo = (user.state as { returnTo?: string } | undefined)?.returnTo;
    return returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  } catch (error) {
    set({ status: 'error', user: null, error: 'Login failed' });
    throw error;
  }
}

/** Signs out here, in this browser's other tabs, and at the provider (its session ends). */
export async function logout(): Promise<void> {
  setSignedInHint(false);
  tellOtherTabs('signed-out');
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
