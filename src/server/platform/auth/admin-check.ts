import type { JWTPayload } from 'jose';

/**
 * Admin is decided here, on the server (security R2): an admin role in a claim the identity
 * provider controls (the origin-namespaced roles claim, `roles`, `app_metadata.roles`, or a
 * configured claim), or a verified e-mail listed in ADMIN_EMAILS. `user_metadata`, which users
 * can often edit themselves, and anything the browser sends are ignored.
 */
export function isAdminClaims(
  claims: JWTPayload,
  options: { origin: string; adminEmails: readonly string[]; rolesClaim?: string },
): boolean {
  const roleLists = [
    claims[`${options.origin}/roles`],
    claims.roles,
    (claims.app_metadata as { roles?: unknown } | undefined)?.roles,
    options.rolesClaim ? claims[options.rolesClaim] : undefined,
  ];
  if (roleLists.some((list) => Array.isArray(list) && list.includes('admin'))) return true;
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  return claims.email_verified === true && email !== null && options.adminEmails.includes(email);
}
