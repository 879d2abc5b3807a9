import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { getOrCreateSecret } from '../../platform/app-secrets';

/** The built-in provider's signing keys, made on first start and shared by every copy. */
export async function signingKeys(db: Db): Promise<JWK[]> {
  return getOrCreateSecret(db, 'oidc-signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }];
  });
}

/** The public half of the keys, for verifying access tokens in-process. */
export const publicJwksOf = (keys: JWK[]): { keys: JWK[] } => ({
  keys: keys.map(({ kty, n, e, kid, alg, use, crv, x, y }) => ({ kty, n, e, kid, alg, use, crv, x, y }) as JWK),
});
