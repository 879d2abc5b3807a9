/**
 * Tokens for the bench, obtained as the shop's pages obtain them: the built-in sign-in server's
 * form with the demo accounts (README, "Demo data"), then the code exchange with PKCE.
 */
import { signInWithPassword } from '../../src/server/test/oidc-browser';

export const DEMO_ADMIN = { email: 'admin@saffron-sugar.example', password: 'Admin#2026!' };
export const DEMO_CUSTOMER = { email: 'customer@saffron-sugar.example', password: 'Customer#2026' };

export async function accessToken(shopBase: string, account: { email: string; password: string }): Promise<string> {
  const tokens = await signInWithPassword(`${shopBase}/oidc`, shopBase, account.email, account.password);
  return tokens.accessToken;
}
