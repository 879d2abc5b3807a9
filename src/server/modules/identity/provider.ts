/**
 * The built-in OpenID Connect provider (oidc-provider) for the shop's own browser client:
 * authorization code + PKCE, refresh tokens, RP-initiated logout, and RS256 JWT access tokens for
 * our API audience carrying e-mail, name and roles. Keys live in the database.
 */
import { randomBytes } from 'node:crypto';
import Provider, { errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client';
import { createOidcAdapterFactory } from './oidc-adapter';
import type { IdentityService } from './identity.service';
import { renderLogoutPage } from './pages/logout-page';
import { renderMessagePage } from './pages/message-page';
import { getOrCreateSecret } from '../../platform/app-secrets';
import { signingKeys } from './signing-keys';

export interface ProviderOptions {
  issuer: string;
  publicUrl: string;
  clientId: string;
  audience: string;
  businessName: string;
  /** Extra redirect addresses (tests run the shop on other ports). */
  extraOrigins?: string[];
}

const ACCESS_TOKEN_SECONDS = 15 * 60;

const cookieKeys = (db: Db) =>
  getOrCreateSecret(db, 'oidc-cookie-keys', () => [
    randomBytes(32).toString('base64url'),
    randomBytes(32).toString('base64url'),
  ]);

export function pageNonce(ctx: KoaContextWithOIDC): string {
  const nonce = randomBytes(16).toString('base64');
  ctx.set(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self' ${new URL(ctx.oidc?.issuer ?? 'http://localhost').origin}; frame-ancestors 'none'; base-uri 'none'`,
  );
  return nonce;
}

export async function createBuiltInProvider(
  db: Db,
  identity: IdentityService,
  options: ProviderOptions,
): Promise<Provider> {
  const keys = await signingKeys(db);
  const origins = [options.publicUrl, ...(options.extraOrigins ?? [])];

  const claimsOf = async (accountId: string) => {
    const account = await identity.findAccount(accountId);
    if (!account) return undefined;
    return {
      sub: account.id,
      email: account.email,
      email_verified: account.emailVerified,
      name: account.name,
      roles: account.roles,
    };
  };

  const provider = new Provider(options.issuer, {
    adapter: createOidcAdapterFactory(db),
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The second is where a silent sign-in (prompt=none, in a hidden frame) lands.
        redirect_uris: origins.flatMap((o) => [`${o}/auth/callback`, `${o}/auth/silent-callback`]),
        post_logout_redirect_uris: origins.map((o) => `${o}/`),
      },
    ],
    jwks: { keys },
    cookies: { keys: await cookieKeys(db), long: { signed: true }, short: { signed: true } },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'roles'] },
    findAccount: async (_ctx, sub) => {
      const claims = await claimsOf(sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const claims = await claimsOf(token.accountId);
      if (!claims) return undefined;
      const { sub: _sub, ...rest } = claims;
      return rest;
    },
    // Our own browser client is first-party: it needs no consent screen.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addResourceScope(options.audience, 'shop');
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `/identity/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== options.audience) throw new errors.InvalidTarget();
          return {
            scope: 'shop',
            audience: options.audience,
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage({ nonce: pageNonce(ctx), businessName: options.businessName, formHtml: form });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderMessagePage({
            nonce: pageNonce(ctx),
            businessName: options.businessName,
            title: 'Signed out',
            message: 'You are signed out. See you soon!',
            linkHref: `${options.publicUrl}/`,
            linkText: 'Back to the shop',
          });
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        nonce: pageNonce(ctx),
        businessName: options.businessName,
        title: 'Sign-in problem',
        message: out.error_description ?? 'Something went wrong while signing in. Please try again.',
        linkHref: `${options.publicUrl}/`,
        linkText: 'Back to the shop',
        tone: 'error',
      });
    },
  });
  // The provider reads the forwarded headers for its host and protocol; mountProvider sets them
  // from the configured public URL, so an https URL is named as such even when TLS ends at a proxy.
  provider.proxy = true;
  return provider;
}
