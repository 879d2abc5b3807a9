/**
 * Access tokens for API tests, signed with the built-in provider's real key from the test
 * database, exactly as the provider signs them: the server verifies them with its real code.
 */
import { eq } from 'drizzle-orm';
import { importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { appSecrets } from '../db/schema';
import type { TestApp } from './test-app';

export interface TokenClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  name?: string;
  roles?: string[];
}

export async function signingKey(t: TestApp): Promise<JWK> {
  const [row] = await t.database.db.select().from(appSecrets).where(eq(appSecrets.key, 'oidc-signing-keys'));
  return (row!.value as JWK[])[0]!;
}

export async function mintToken(
  t: TestApp,
  claims: TokenClaims = {},
  options: { expiresIn?: string } = {},
): Promise<string> {
  const jwk = await signingKey(t);
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(t.config.oidc.issuer)
    .setAudience(t.config.oidc.audience)
    .setSubject(claims.sub ?? randomUUID())
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(key);
}

export const customerClaims = (overrides: TokenClaims = {}): TokenClaims => ({
  sub: randomUUID(),
  email: `customer-${randomUUID().slice(0, 8)}@example.com`,
  email_verified: true,
  name: 'Mere Parata',
  ...overrides,
});

export const adminClaims = (overrides: TokenClaims = {}): TokenClaims =>
  customerClaims({ email: 'admin@saffron-sugar.example', name: 'Shop Admin', roles: ['admin'], ...overrides });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
