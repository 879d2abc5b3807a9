/**
 * Wrong-password counters per (e-mail, client address), kept in the provider's key-value table
 * (`oidc_payloads`, kind `SignInThrottle`) so every server copy shares them and they expire on
 * their own. Keys are hashes: the table never holds an e-mail address or an IP in clear. The
 * counter does not know whether the e-mail has an account, so the pause looks the same for all.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

const KIND = 'SignInThrottle';

export interface ThrottleKey {
  /** sha256 of the e-mail and the address: one counter per pair. */
  id: string;
  /** sha256 of the e-mail alone: a password reset clears the address's counters everywhere. */
  emailKey: string;
}

/** The failures counted for this pair within the window (0 when none or expired). */
export async function failedSignIns(db: DbOrTx, key: ThrottleKey): Promise<number> {
  const [row] = await db
    .select({ failures: sql<number>`coalesce((${oidcPayloads.payload}->>'failures')::int, 0)` })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.kind, KIND), eq(oidcPayloads.id, key.id), gt(oidcPayloads.expiresAt, sql`now()`)));
  return row?.failures ?? 0;
}

/**
 * Counts one more wrong password; the counter lives `windowMinutes` after the latest one. Expired
 * counters are removed on the way (nothing else sweeps the table), so they cannot pile up.
 */
export async function recordFailedSignIn(db: DbOrTx, key: ThrottleKey, windowMinutes: number): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, KIND), lt(oidcPayloads.expiresAt, sql`now()`)));
  const expiresAt = sql`now() + make_interval(mins => ${windowMinutes}::int)`;
  await db
    .insert(oidcPayloads)
    .values({ kind: KIND, id: key.id, uid: key.emailKey, payload: { failures: 1 }, expiresAt })
    .onConflictDoUpdate({
      target: [oidcPayloads.kind, oidcPayloads.id],
      set: {
        payload: sql`jsonb_build_object('failures', case when ${oidcPayloads.expiresAt} > now()
          then coalesce((${oidcPayloads.payload}->>'failures')::int, 0) + 1 else 1 end)`,
        expiresAt,
      },
    });
}

export async function clearFailedSignIns(db: DbOrTx, key: ThrottleKey): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, KIND), eq(oidcPayloads.id, key.id)));
}

/** Clears the counters of an e-mail from every address (after its owner proved it by e-mail). */
export async function clearFailedSignInsOfEmail(db: DbOrTx, emailKey: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, KIND), eq(oidcPayloads.uid, emailKey)));
}
