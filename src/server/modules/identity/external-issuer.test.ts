import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreUserProfile } from '../../../contracts/auth';
import { DEMO_ACCOUNTS } from '../../db/seed/demo';
import { createListeningTestApp, type ListeningTestApp } from '../../test/listening-app';
import { signInWithPassword } from '../../test/oidc-browser';

/**
 * External issuer mode: the built-in provider runs as a separate issuer (app A, its own port and
 * database), and the shop (app B) is configured with OIDC_ISSUER/OIDC_AUDIENCE only, as it would
 * be for Auth0, Keycloak or Entra ID: it must find the keys through discovery.
 */
let idp: ListeningTestApp;
let shop: ListeningTestApp;
const admin = DEMO_ACCOUNTS[1]!;

beforeAll(async () => {
  idp = await createListeningTestApp();
  shop = await createListeningTestApp({
    OIDC_ISSUER: `${idp.baseUrl}/oidc`,
    OIDC_CLIENT_ID: 'shop-web',
    OIDC_AUDIENCE: idp.config.oidc.audience,
    ADMIN_EMAILS: 'nobody@example.com',
  });
});
afterAll(async () => {
  await shop?.close();
  await idp?.close();
});

describe('an external OpenID provider', () => {
  it('turns the built-in provider off', async () => {
    expect((await fetch(`${shop.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
  });

  it("accepts the issuer's tokens, verified through its published keys, with roles from its claims", async () => {
    const tokens = await signInWithPassword(`${idp.baseUrl}/oidc`, idp.baseUrl, admin.email, admin.password);
    const me = await fetch(`${shop.baseUrl}/api/auth/user`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(me.status).toBe(200);
    const body = (await me.json()) as StoreUserProfile;
    expect(body.email).toBe(admin.email);
    expect(body.isAdmin).toBe(true); // from the roles claim: ADMIN_EMAILS does not list this address
    const adminArea = await fetch(`${shop.baseUrl}/api/admin/anything`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(adminArea.status).toBe(404);
  });

  it('refuses tokens of another issuer', async () => {
    // The shop's own database has the demo accounts too, but its built-in provider is off,
    // and a token of a different issuer (a third app) does not verify.
    const other = await createListeningTestApp();
    try {
      const tokens = await signInWithPassword(`${other.baseUrl}/oidc`, other.baseUrl, admin.email, admin.password);
      const me = await fetch(`${shop.baseUrl}/api/auth/user`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(me.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
