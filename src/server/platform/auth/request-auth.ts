/**
 * Who is calling: the verified bearer token of a request, read once and kept on the request.
 * Routes declare what they need with `requireUser`; every /api/admin/* call is checked here
 * before any handler or 404 runs: 401 without a valid token, 403 for a non-admin
 * (docs/decisions/0020-admin-guard.md), and 403 for staff on a route whose declared role
 * (`config: { role: 'owner' }`) they do not have (docs/decisions/0195).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import { Forbidden, Unauthorized } from '../errors';
import { logAsUser } from '../logging';
import type { Actor, StaffRole } from './actor';
import { staffRoleOfClaims } from './admin-check';
import type { TokenVerifier } from './token-verifier';

export interface AuthContext {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** Any member of staff (owner or staff): may enter the admin area. */
  isAdmin: boolean;
  /** Owner, staff, or null for a customer. */
  role: StaffRole | null;
  claims: JWTPayload;
}

/** What the account module knows about a verified token's person, read in one statement. */
export interface PersonLookup {
  /** Our users.id for (issuer, subject), or null before their first signed-in call. */
  userId: string | null;
  /** Whether they deleted their account after this token was issued. */
  deleted: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    authPromise: Promise<AuthContext | null> | null;
    /** The caller as services see them, set when the token is verified (null without a token). */
    actor: Actor | null;
    /** The subject of the request's token once it verified, for security events (R15). */
    verifiedSubject: string | null;
  }
  interface FastifyInstance {
    authOptions: AuthOptions;
  }
  interface FastifyContextConfig {
    /**
     * The role an /api/admin route needs (docs/decisions/0195): 'staff' lets owners and staff in,
     * 'owner' only owners. Every admin route declares one; a route without is treated as 'owner'
     * and fails the route-table test (platform/auth/roles.test.ts).
     */
    role?: StaffRole;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/;

export interface AuthOptions {
  verifier: TokenVerifier;
  issuer: string;
  origin: string;
  adminEmails: readonly string[];
  /** Verified e-mails that make staff (STAFF_EMAILS). */
  staffEmails?: readonly string[];
  rolesClaim?: string;
  /**
   * The person behind a verified token (account module): their user id for the Actor, and whether
   * they have since deleted their account; such a token is refused on every route, admin ones
   * included, before any handler runs.
   */
  lookUpPerson?: (auth: AuthContext) => Promise<PersonLookup>;
}

export const ACCOUNT_DELETED_MESSAGE = 'This account has been deleted';

async function readAuth(request: FastifyRequest, o: AuthOptions): Promise<AuthContext | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = BEARER.exec(header);
  if (!match) throw new Unauthorized('Invalid authorization header');
  const claims = await o.verifier.verify(match[1]!);
  request.verifiedSubject = claims.sub ?? null;
  if (claims.sub) logAsUser(request, claims.sub);
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const role = staffRoleOfClaims(claims, o);
  const auth: AuthContext = {
    issuer: o.issuer,
    subject: claims.sub!,
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    name: str(claims.name),
    isAdmin: role !== null,
    role,
    claims,
  };
  // A signature stays valid until the token expires; the person behind it may not.
  const person = o.lookUpPerson ? await o.lookUpPerson(auth) : { userId: null, deleted: false };
  if (person.deleted) throw new Unauthorized(ACCOUNT_DELETED_MESSAGE);
  request.actor = {
    userId: person.userId,
    email: auth.email,
    roles: role ? [role] : [],
    requestId: String(request.id),
  };
  return auth;
}

/** The caller, or null when no token was sent; an invalid token throws 401. */
export function getAuth(request: FastifyRequest): Promise<AuthContext | null> {
  request.authPromise ??= readAuth(request, request.server.authOptions);
  return request.authPromise;
}

/**
 * The caller as services see them, resolved by the auth hook that ran before the handler: the
 * admin guard on /api/admin/*, `authenticate` elsewhere. 401 when no hook resolved one.
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Unauthorized();
  return request.actor;
}

/** The caller, or 401. */
export async function requireUser(request: FastifyRequest): Promise<AuthContext> {
  const auth = await getAuth(request);
  if (!auth) throw new Unauthorized();
  return auth;
}

/**
 * The path as a router, a proxy or a client might read it: percent-decoded (repeatedly, so
 * `%2561` too), `\\` as `/`, repeated slashes folded, `.` and `..` segments resolved, lower case.
 * Used only to decide whether a request is aimed at the admin area.
 */
export function normalisedPath(url: string): string {
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

const ADMIN_PREFIX = '/api/admin';

/**
 * False only when no decoding or folding can make `url` an admin path: without "admin" in any case
 * and without a percent escape (the only way to spell its letters otherwise), normalisedPath
 * cannot produce one. Saves decoding the path on every other request (performance A2).
 */
const mayBeAdminPath = (url: string) => url.includes('%') || /admin/i.test(url);
const isAdminPath = (path: string) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

/** 401 without a valid token, 403 for anyone who is not a member of staff (owner or staff). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const auth = await requireUser(request);
  if (!auth.isAdmin) throw new Forbidden('Admins only');
}

export const OWNERS_ONLY_MESSAGE = 'Only the shop owner can do this';

/** The onRequest hook of an admin route that needs `role`: requireAdmin, then the role. */
export function requireRole(role: StaffRole) {
  return async function requireStaffRole(request: FastifyRequest): Promise<void> {
    await requireAdmin(request);
    const auth = (await getAuth(request))!;
    if (role === 'owner' && auth.role !== 'owner') throw new Forbidden(OWNERS_ONLY_MESSAGE);
  };
}

/**
 * The admin guard works twice (security R2), so that no spelling of a path reaches an admin
 * handler unchecked:
 *  - every route registered under /api/admin gets the check of its declared role (`config.role`,
 *    owner when it declares none) as its own first onRequest hook, so the check is part of the
 *    route the router matched, however the URL was encoded;
 *  - every request whose normalised path is under /api/admin is checked before routing, so an
 *    unknown admin path answers 401/403 rather than telling what exists.
 */
export function registerAuth(app: FastifyInstance, authOptions: AuthOptions): void {
  app.decorate('authOptions', authOptions);
  app.decorateRequest('authPromise', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('verifiedSubject', null);
  app.addHook('onRoute', (route) => {
    if (!isAdminPath(normalisedPath(route.url ?? route.path))) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [requireRole(route.config?.role ?? 'owner'), ...own];
  });
  // Callback-style: every request passes here, and most are not near the admin area (A2).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!mayBeAdminPath(request.url) || !isAdminPath(normalisedPath(request.url))) return done();
    requireAdmin(request).then(() => done(), done);
  });
}

/** A route hook: 401 before validation or the handler runs when the caller has no valid token. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}
