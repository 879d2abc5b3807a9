import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { identityAccounts, identityTokens, oidcPayloads } from '../../db/schema';

export type IdentityAccount = typeof identityAccounts.$inferSelect;

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<IdentityAccount | undefined> {
  const [row] = await db
    .select()
    .from(identityAccounts)
    .where(sql`lower(${identityAccounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findAccountById(db: DbOrTx, id: string): Promise<IdentityAccount | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id)).limit(1);
  return row;
}

/** Creates the account, or returns undefined when the e-mail is taken (even by a parallel sign-up). */
export async function insertAccount(
  db: DbOrTx,
  account: Pick<IdentityAccount, 'email' | 'name' | 'passwordHash'> &
    Partial<Pick<IdentityAccount, 'emailVerified' | 'roles'>>,
): Promise<IdentityAccount | undefined> {
  const [row] = await db.insert(identityAccounts).values(account).onConflictDoNothing().returning();
  return row;
}

/** Counts a wrong password; the fifth in a row locks the account for a while. */
export async function recordFailedSignIn(
  db: DbOrTx,
  id: string,
  lockAfter: number,
  lockMinutes: number,
): Promise<void> {
  await db
    .update(identityAccounts)
    .set({
      failedSignIns: sql`${identityAccounts.failedSignIns} + 1`,
      lockedUntil: sql`case when ${identityAccounts.failedSignIns} + 1 >= ${lockAfter}
        then now() + make_interval(mins => ${lockMinutes}) else ${identityAccounts.lockedUntil} end`,
    })
    .where(eq(identityAccounts.id, id));
}

export async function clearFailedSignIns(db: DbOrTx, id: string): Promise<void> {
  await db.update(identityAccounts).set({ failedSignIns: 0, lockedUntil: null }).where(eq(identityAccounts.id, id));
}

export async function updateAccount(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<IdentityAccount, 'emailVerified' | 'passwordHash' | 'failedSignIns' | 'lockedUntil'>>,
): Promise<void> {
  await db
    .update(identityAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(identityAccounts.id, id));
}

export async function insertIdentityToken(
  db: DbOrTx,
  token: { accountId: string; purpose: 'verify-email' | 'reset-password'; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(identityTokens).values(token);
}

/** Uses a one-time token: marks it used and returns its account, if it was valid, unused and unexpired. */
export async function consumeIdentityToken(
  db: DbOrTx,
  purpose: 'verify-email' | 'reset-password',
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(identityTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(identityTokens.tokenHash, tokenHash),
        eq(identityTokens.purpose, purpose),
        isNull(identityTokens.usedAt),
        gt(identityTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: identityTokens.accountId });
  return row?.accountId;
}

export async function isIdentityTokenUsable(db: DbOrTx, purpose: string, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identityTokens.id })
    .from(identityTokens)
    .where(
      and(
        eq(identityTokens.tokenHash, tokenHash),
        sql`${identityTokens.purpose} = ${purpose}`,
        isNull(identityTokens.usedAt),
        gt(identityTokens.expiresAt, sql`now()`),
      ),
    );
  return Boolean(row);
}

/**
 * Removes a built-in sign-in account and everything the provider keeps for it: sessions, grants
 * and whatever was issued under those grants (refresh tokens, codes), plus sign-in interactions
 * that name it. Its one-time links go with the account (on delete cascade). True when it existed.
 */
export async function deleteAccountAndProviderState(db: DbOrTx, accountId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(accountId)) return false;
  const grantIds = db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.kind, 'Grant'), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`));
  await db
    .delete(oidcPayloads)
    .where(
      or(
        inArray(oidcPayloads.grantId, grantIds),
        sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`,
        sql`${oidcPayloads.payload}->'session'->>'accountId' = ${accountId}`,
        sql`${oidcPayloads.payload}->'result'->'login'->>'accountId' = ${accountId}`,
      ),
    );
  const removed = await db
    .delete(identityAccounts)
    .where(eq(identityAccounts.id, accountId))
    .returning({ id: identityAccounts.id });
  return removed.length > 0;
}
