import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The person behind a verified token, made on their first call. E-mail, its verification and the
 * display name follow the identity provider; the profile fields are the customer's own.
 */
export async function upsertUserFromIdentity(
  db: DbOrTx,
  identity: { issuer: string; subject: string; email: string | null; emailVerified: boolean; name: string | null },
): Promise<UserRow> {
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
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        email: identity.email,
        emailVerified: identity.emailVerified,
        name: identity.name,
      },
      // Only write when something changed, so a read stays a read.
      setWhere: sql`(${users.email}, ${users.emailVerified}, ${users.name}) is distinct from
        (excluded.email, excluded.email_verified, excluded.name)`,
    })
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject)));
  return existing!;
}

export async function updateUserProfile(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      UserRow,
      'firstName' | 'lastName' | 'phone' | 'addressLine1' | 'addressLine2' | 'suburb' | 'city' | 'state' | 'postalCode'
    >
  >,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
