/**
 * Who is acting, as services see it: our user id, the e-mail, the roles and the request id. The
 * auth hook (request-auth.ts) resolves it once per request from the verified token, together with
 * the deleted-account check, in one statement; routes hand it to services, which never see the
 * HTTP request (they are called the same way from tests, sweeps and the checkout's steps).
 */

/**
 * The two kinds of staff (docs/decisions/0195): owners may do everything; staff run the day
 * (orders, the board, the production sheet, messages, customers) but change nothing about the shop.
 */
export type StaffRole = 'owner' | 'staff';
export type Role = StaffRole;

export interface Actor {
  /** Our users.id for the token's (issuer, subject); null until the person's profile exists. */
  userId: string | null;
  email: string | null;
  /** Empty for a customer; one role for a member of staff. */
  roles: readonly Role[];
  /** The request this act belongs to, for the audit log. */
  requestId: string;
}

/** Any member of staff (owner or staff): who may enter the admin area. */
export const isAdminActor = (actor: Actor): boolean => actor.roles.length > 0;
export const isOwnerActor = (actor: Actor): boolean => actor.roles.includes('owner');
