/**
 * Who is acting, as services see it: our user id, the e-mail, the roles and the request id. The
 * auth hook (request-auth.ts) resolves it once per request from the verified token, together with
 * the deleted-account check, in one statement; routes hand it to services, which never see the
 * HTTP request (they are called the same way from tests, sweeps and the checkout's steps).
 */
export type Role = 'admin';

export interface Actor {
  /** Our users.id for the token's (issuer, subject); null until the person's profile exists. */
  userId: string | null;
  email: string | null;
  roles: readonly Role[];
  /** The request this act belongs to, for the audit log. */
  requestId: string;
}

export const isAdminActor = (actor: Actor): boolean => actor.roles.includes('admin');
