import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createTokenVerifier, type TokenVerifier } from '../../platform/auth/token-verifier';
import type { MailWorker } from '../../platform/mail/mail-worker';
import { perIp } from '../../platform/rate-limit';
import { BUSINESS_FALLBACKS } from '../../../domain/business';
import { identityRoutes, mountProvider } from './identity.routes';
import { createIdentityService } from './identity.service';

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
  // oidc-provider is loaded only for the built-in sign-in (start-up time with an external one, A9).
  const { createBuiltInProvider } = await import('./provider');
  const { provider, publicJwks } = await createBuiltInProvider(db, identity, {
    issuer,
    publicUrl: config.publicUrl,
    clientId,
    audience,
    businessName: BUSINESS_FALLBACKS.businessName,
  });
  mountProvider(app, provider, { publicUrl: config.publicUrl, trustProxy: config.trustProxy });
  await app.register(identityRoutes, {
    provider,
    identity,
    mail,
    publicUrl: config.publicUrl,
    signInLimit: perIp(config.rateLimits.signInPerMinute),
  });
  return createTokenVerifier({ issuer, audience, keys: { local: publicJwks } });
}
