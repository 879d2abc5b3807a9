import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createTokenVerifier, type TokenVerifier } from '../../platform/auth/token-verifier';
import type { MailWorker } from '../../platform/mail/mail-worker';
import { lazily } from '../../platform/lazily';
import { BUSINESS_FALLBACKS } from '../../../domain/business';
import { identityRoutes, mountProvider } from './identity.routes';
import { createIdentityService } from './identity.service';
import { publicJwksOf, signingKeys } from './signing-keys';

/**
 * Sign-in: with no OIDC_ISSUER the built-in provider runs at /oidc and tokens are checked against
 * its own keys; otherwise tokens of the external issuer are checked against its published keys.
 */
export async function setUpIdentity(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Db; mail: MailWorker },
): Promise<TokenVerifier> {
  const { config, db, mail } = deps;
  const { issuer, audience, clientId } = config.oidc;
  if (!config.oidc.builtIn) return createTokenVerifier({ issuer, audience, keys: { remote: true } });

  const identity = createIdentityService(db, {
    publicUrl: config.publicUrl,
    businessName: BUSINESS_FALLBACKS.businessName,
  });
  // oidc-provider (about 20 MB and 0.2 s of start-up) is loaded by the first sign-in request, not
  // at start: a shop idles and restarts lighter (A9, decision 0099). Tokens are checked with the
  // signing keys alone, so browsing and the API never wait for it.
  const keys = await signingKeys(db);
  const provider = lazily(async () => {
    const { createBuiltInProvider } = await import('./provider');
    return createBuiltInProvider(db, identity, {
      issuer,
      publicUrl: config.publicUrl,
      clientId,
      audience,
      businessName: BUSINESS_FALLBACKS.businessName,
    });
  });
  mountProvider(app, provider, { publicUrl: config.publicUrl, trustProxy: config.trustProxy });
  await app.register(identityRoutes, {
    provider,
    identity,
    mail,
    publicUrl: config.publicUrl,
  });
  return createTokenVerifier({ issuer, audience, keys: { local: publicJwksOf(keys) } });
}
