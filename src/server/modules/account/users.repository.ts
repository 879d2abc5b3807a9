import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { auditLog, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface IdentityKey {
  issuer: string;
  subject: string;
}

/**
 * The (issuer, subject) → user lookup: the one place a token's person is found. Its values come
 * as placeholders (`issuer`, `subject`) of the statements built once (db/prepared.ts).
 */
const byIdentityKey = and(eq(users.issuer, sql.placeholder('issuer')), eq(users.subject, sql.placeholder('subject')));

// Built once (db/prepared.ts): read by every signed-in call.
const userByIdentity = prepared((db) => db.select().from(users).where(byIdentityKey));

/** The person's row, or null before their first signed-in call (or after they deleted it). */
export async function findUserByIdentity(db: DbOrTx, identity: IdentityKey): Promise<UserRow | null> {
  const [row] = await userByIdentity(db, { issuer: identity.issuer, subject: identity.subject });
  return row ?? null;
}

/**
 * What every verified token needs to know, in one statement: the person's row for (issuer,
 * subject), and whether they deleted their account at or after `deletion.since`.
 */
export async function findPerson(
  db: DbOrTx,
  identity: IdentityKey,
  deletion: { personKey: string; since: Date },
): Promise<{ user: UserRow | null; deleted: boolean }> {
  const [row] = await person(db, {
    issuer: identity.issuer,
    subject: identity.subject,
    personKey: deletion.personKey,
    // As the timestamp column's own encoder sends it (a placeholder skips the encoder).
    since: deletion.since.toISOString(),
  });
  return { user: row?.user ?? null, deleted: row?.deleted === true };
}

// Built once (db/prepared.ts): asked about every verified token. One row always: the person's
// row (null before their first signed-in call, or once deleted) beside the deletion check.
const person = prepared((db) => {
  const deletions = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, DELETION_ACTION),
        eq(auditLog.entityId, sql.placeholder('personKey')),
        gte(auditLog.createdAt, sql.placeholder('since')),
      ),
    )
    .limit(1);
  return db
    .select({ user: users, deleted: sql<boolean>`exists(${deletions})` })
    .from(sql`(values (1)) as one (x)`)
    .leftJoin(users, byIdentityKey);
});

/**
 * The person behind a verified token, made on their first call. E-mail, its verification and the
 * display name follow the identity provider; the profile fields are the customer's own.
 */
export async function upsertUserFromIdentity(
  db: DbOrTx,
  identity: {
    issuer: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    name: string | null;
    /** Whether the token makes them staff (kept so the customer list can leave staff out). */
    isAdmin: boolean;
  },
): Promise<(UserRow & { created: boolean }) | null> {
  const [first, ...rest] = (identity.name ?? '').trim().split(/\s+/);
  const [row] = await db
    .insert(users)
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      name: identity.name,
      firstName: first || null,
      lastName: rest.join(' ') || null,
      isStaff: identity.isAdmin,
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        email: identity.email,
        emailVerified: identity.emailVerified,
        name: identity.name,
        isStaff: identity.isAdmin,
      },
      // Only write when something changed, so a read stays a read.
      setWhere: sql`(${users.email}, ${users.emailVerified}, ${users.name}, ${users.isStaff}) is distinct from
        (excluded.email, excluded.email_verified, excluded.name, excluded.is_staff)`,
    })
    // xmax is 0 for a row this statement inserted, not for one it updated.
    .returning({ ...getTableColumns(users), created: sql<boolean>`(xmax = 0)` });
  if (row) return row;
  const existing = await findUserByIdentity(db, identity);
  // Null when the row went between the two statements: the account was deleted just now.
  return existing ? { ...existing, created: false } : null;
}

/** The updated row, or null when the person's row is gone (their account was deleted meanwhile). */
export async function updateUserProfile(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      UserRow,
      'firstName' | 'lastName' | 'phone' | 'addressLine1' | 'addressLine2' | 'suburb' | 'city' | 'state' | 'postalCode'
    >
  >,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

const DELETION_ACTION = 'account.delete';

/**
 * Notes that a person deleted their account, keyed by a hash of (issuer, subject) so that no
 * identifier of theirs stays: tokens issued before this moment are refused from then on. The
 * actor is the account's own (now deleted) row id, never its e-mail (docs/decisions/0105).
 */
export async function recordAccountDeletion(
  db: DbOrTx,
  entry: {
    personKey: string;
    actorUserId: string;
    requestId: string;
    ordersKept: number;
    ordersStillToCome: number;
    signInAccount: string;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actorEmail: null,
    action: DELETION_ACTION,
    entity: 'user',
    entityId: entry.personKey,
    details: {
      by: 'account holder',
      ordersKept: entry.ordersKept,
      ordersStillToCome: entry.ordersStillToCome,
      signInAccount: entry.signInAccount,
    },
    requestId: entry.requestId,
  });
}

/** Whether the person behind `personKey` deleted their account at or after `since`. */
export async function wasDeletedSince(db: DbOrTx, personKey: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, DELETION_ACTION), eq(auditLog.entityId, personKey), gte(auditLog.createdAt, since)))
    .limit(1);
  return Boolean(row);
}
