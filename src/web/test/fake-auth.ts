/**
 * The web tests' sign-in provider. The app's sign-in store (src/web/lib/auth/auth-store.ts) is the
 * adapter to the outside OpenID provider; the harness stands in for that provider at the store's
 * edge: what the store knows (`getAuthState`, with its change notices), where `login` / `logout`
 * would send the browser, and the access token. Everything above it (`useAuth`, `RequireSignIn`,
 * the pages) is the real code.
 */
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { setAccessTokenProvider } from '@/web/lib/api-client';
import * as store from '@/web/lib/auth/auth-store';
import type { AuthState, AuthUser } from '@/web/lib/auth/auth-store';

/** Who is signed in: a person, or where sign-in stands. */
export type Identity = 'signed-out' | 'loading' | 'error' | SignedIn;

export interface SignedIn {
  sub: string;
  name?: string | null;
  email?: string | null;
  picture?: string | null;
  /** The access token the API calls carry (`Authorization: Bearer <token>`). */
  token?: string;
}

/** The customer most tests sign in as. */
export const customer: SignedIn = {
  sub: 'user-1',
  name: 'Aroha Ngata',
  email: 'aroha@example.nz',
  token: 'test-token',
};
/** A shop admin (the server decides admin rights from the profile; the sign-in is a person like any other). */
export const admin: SignedIn = {
  sub: 'admin-1',
  name: 'Sam Admin',
  email: 'admin@saffron-sugar.example',
  token: 'admin-token',
};

function stateOf(identity: Identity): AuthState {
  if (identity === 'signed-out') return { status: 'unauthenticated', user: null, error: null };
  if (identity === 'loading') return { status: 'loading', user: null, error: null };
  if (identity === 'error') return { status: 'error', user: null, error: 'Login failed' };
  const user: AuthUser = {
    sub: identity.sub,
    name: identity.name ?? null,
    email: identity.email ?? null,
    emailVerified: true,
    picture: identity.picture ?? null,
    claims: { sub: identity.sub, name: identity.name, email: identity.email },
  };
  return { status: 'authenticated', user, error: null };
}

let state: AuthState = stateOf('signed-out');
let token: string | null = null;
const listeners = new Set<() => void>();

export interface FakeAuth {
  /** Signs in as `identity` (or out), telling the screens as the store would. */
  as(identity: Identity): void;
  /** Calls to `login(returnTo)`: where the provider would have been asked to sign in. */
  login: Mock<(returnTo?: string) => Promise<void>>;
  /** Calls to `logout()`. */
  logout: Mock<() => Promise<void>>;
  /** Calls for an access token (the API client's and the live stream's). */
  getAccessToken: Mock<() => Promise<string | null>>;
}

export const auth: FakeAuth = {
  as(identity) {
    state = stateOf(identity);
    token = typeof identity === 'object' ? (identity.token ?? 'test-token') : null;
    listeners.forEach((listener) => listener());
  },
  login: vi.fn(async (_returnTo?: string) => {}),
  logout: vi.fn(async () => {}),
  getAccessToken: vi.fn(async () => token),
};

beforeEach(() => {
  state = stateOf('signed-out');
  token = null;
  listeners.clear();
  auth.login = vi.fn(async (_returnTo?: string) => {});
  auth.logout = vi.fn(async () => {});
  auth.getAccessToken = vi.fn(async () => token);
  vi.spyOn(store, 'getAuthState').mockImplementation(() => state);
  vi.spyOn(store, 'subscribeAuth').mockImplementation((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  vi.spyOn(store, 'login').mockImplementation((returnTo) => auth.login(returnTo));
  vi.spyOn(store, 'logout').mockImplementation(() => auth.logout());
  vi.spyOn(store, 'getAccessToken').mockImplementation(() => auth.getAccessToken());
  // As the store does in the app: calls made with `auth: true` carry the signed-in person's token.
  setAccessTokenProvider(() => auth.getAccessToken());
});

afterEach(() => {
  setAccessTokenProvider(null);
});
