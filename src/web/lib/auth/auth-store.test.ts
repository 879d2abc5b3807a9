// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The built-in provider of a shop whose public address is this page's own (jsdom: http://localhost:3000). */
const oidc = { authority: 'http://localhost:3000/oidc', clientId: 'shop-web', scope: 'openid profile', resource: null };

/** A fresh copy of the store (it keeps module state: started once per page). */
async function freshStore() {
  vi.resetModules();
  return { store: await import('./auth-store'), toasts: await import('../toast-store') };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.doUnmock('oidc-client-ts');
});

describe('the sign-in store', () => {
  it('signs an anonymous visitor out at once, without loading the sign-in library', async () => {
    vi.doMock('oidc-client-ts', () => {
      throw new Error('the sign-in library was loaded');
    });
    const { store } = await freshStore();
    store.startAuth(oidc, 'http://localhost:3000');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getAuthState()).toEqual({ status: 'unauthenticated', user: null, error: null });
  });

  it('at an address other than the public one, Login says where signing in works instead of doing nothing', async () => {
    const { store, toasts } = await freshStore();
    store.startAuth(oidc, 'http://shop.example');
    await store.login();
    const [shown] = toasts.getToasts();
    expect(shown).toMatchObject({ title: 'Login failed', variant: 'destructive' });
    expect(String(shown!.description)).toContain('Signing in works at http://shop.example');
  });

  it('on signing out, tells the other tabs and forgets that this browser signed in', async () => {
    localStorage.setItem('auth.signed-in', '1');
    const { store } = await freshStore();
    store.startAuth(oidc, 'http://localhost:3000');
    const otherTab = new BroadcastChannel('shop-auth');
    const heard = new Promise((resolve) => (otherTab.onmessage = (event) => resolve(event.data)));
    // The provider is not running here: the redirect to its logout page fails after the local part.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.logout().catch(() => undefined);
    expect(await heard).toEqual({ type: 'signed-out' });
    expect(localStorage.getItem('auth.signed-in')).toBeNull();
    otherTab.close();
  });
});
