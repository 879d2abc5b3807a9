/**
 * Verifies access tokens (security R1): signature against the issuer's keys only (never keys named
 * in the token's own headers), an algorithm allow-list, exact issuer, our audience, expiry with at
 * most 60 s leeway, and that it is an access token rather than an ID token.
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { ServiceUnavailable, Unauthorized } from '../errors';

export const ACCEPTED_ALGORITHMS = ['RS256', 'ES256', 'PS256'];

/**
 * JOSE `typ` values an access token may carry (RFC 9068: `at+jwt`; many providers say `JWT` or
 * nothing). Anything else is another kind of token signed with the same key, such as a
 * back-channel `logout+jwt` or a `secevent+jwt`.
 */
const ACCESS_TOKEN_TYPES = new Set(['at+jwt', 'application/at+jwt', 'jwt']);
const LEEWAY_SECONDS = 60;

export interface TokenVerifier {
  verify(token: string): Promise<JWTPayload>;
}

export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  /** Where the keys come from: the built-in provider's own key set, or the issuer's discovery. */
  keys: { local: JSONWebKeySet } | { remote: true };
}): TokenVerifier {
  let keySet: JWTVerifyGetKey | undefined = 'local' in options.keys ? createLocalJWKSet(options.keys.local) : undefined;
  let discovery: Promise<JWTVerifyGetKey> | undefined;

  // The issuer's key set address comes from its discovery document, fetched once when first needed.
  const remoteKeys = () =>
    (discovery ??= (async () => {
      const response = await fetch(`${options.issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(3000),
      });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const { jwks_uri: jwksUri, issuer } = (await response.json()) as { jwks_uri?: string; issuer?: string };
      if (!jwksUri || issuer !== options.issuer) throw new Error('discovery document does not match the issuer');
      return createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 3000, cooldownDuration: 30_000 });
    })().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    }));

  return {
    async verify(token) {
      keySet ??= await remoteKeys().catch(() => {
        throw new ServiceUnavailable('Sign-in is temporarily unavailable');
      });
      try {
        const { payload, protectedHeader } = await jwtVerify(token, keySet, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ACCEPTED_ALGORITHMS,
          clockTolerance: LEEWAY_SECONDS,
          requiredClaims: ['sub', 'exp'],
        });
        const typ = protectedHeader.typ;
        if (typ !== undefined && !ACCESS_TOKEN_TYPES.has(typ.toLowerCase())) {
          throw new Unauthorized('This token is not an access token');
        }
        // ID tokens carry a nonce or at_hash and are not for our API.
        if ('nonce' in payload || 'at_hash' in payload) throw new Unauthorized('An ID token is not an access token');
        // The subject is who the caller is: it must name someone.
        if (typeof payload.sub !== 'string' || payload.sub.trim() === '' || payload.sub.length > 255) {
          throw new Unauthorized('Invalid or expired access token');
        }
        // A token issued in the future was minted with a wrong clock or forged ahead of time.
        if (payload.iat !== undefined && payload.iat > Date.now() / 1000 + LEEWAY_SECONDS) {
          throw new Unauthorized('Invalid or expired access token');
        }
        return payload;
      } catch (error) {
        if (error instanceof Unauthorized) throw error;
        if (error instanceof errors.JWKSTimeout) throw new ServiceUnavailable('Sign-in is temporarily unavailable');
        throw new Unauthorized('Invalid or expired access token');
      }
    },
  };
}
