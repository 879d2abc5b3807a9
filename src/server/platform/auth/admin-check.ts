import type { JWTPayload } from 'jose';
import type { StaffRole } from './actor';

export interface StaffRoleOptions {
  origin: string;
  /** Verified e-mails that make an owner (ADMIN_EMAILS). */
  adminEmails: readonly string[];
  /** Verified e-mails that make staff (STAFF_EMAILS). */
  staffEmails?: readonly string[];
  rolesClaim?: string;
}

/**
 * The staff role is decided here, on the server (security R2, docs/decisions/0195): a role in a
 * claim the identity provider controls (the origin-namespaced roles claim, `roles`,
 * `app_metadata.roles`, or a configured claim), or a verified e-mail listed in ADMIN_EMAILS
 * (owner) or STAFF_EMAILS (staff). `admin` and `owner` in a roles claim make an owner, `staff` makes
 * staff; when both apply the owner wins. `user_metadata`, which users can often edit themselves, and
 * anything the browser sends are ignored. Null: a customer.
 */
export function staffRoleOfClaims(claims: JWTPayload, options: StaffRoleOptions): StaffRole | null {
  const roleLists = [
    claims[`${options.origin}/roles`],
    claims.roles,
    (claims.app_metadata as { roles?: unknown } | undefined)?.roles,
    options.rolesClaim ? claims[options.rolesClaim] : undefined,
  ].filter((list): list is unknown[] => Array.isArray(list));
  const claimed = (role: string) => roleLists.some((list) => list.includes(role));
  const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email.toLowerCase() : null;
  const listed = (emails: readonly string[] | undefined) => email !== null && (emails ?? []).includes(email);
  if (claimed('admin') || claimed('owner') || listed(options.adminEmails)) return 'owner';
  if (claimed('staff') || listed(options.staffEmails)) return 'staff';
  return null;
}

/** Whether the claims make any member of staff (owner or staff): who may enter the admin area. */
export function isAdminClaims(claims: JWTPayload, options: StaffRoleOptions): boolean {
  return staffRoleOfClaims(claims, options) !== null;
}
