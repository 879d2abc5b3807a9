/**
 * The audit log (issue [8 of 11]): every admin write records who did what to which record, when,
 * and under which request id. Callers pass plain facts; never tokens, card data or whole bodies.
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { getAuth } from './auth/request-auth';

export interface AuditEntry {
  /** What was done, as a verb phrase: 'order.status', 'orders.clear_all', 'settings.update'. */
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit row for the request's admin, in the caller's transaction when given one. */
export async function recordAudit(db: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const auth = await getAuth(request);
  const [actor] = auth
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.issuer, auth.issuer), eq(users.subject, auth.subject)))
    : [];
  await db.insert(auditLog).values({
    actorUserId: actor?.id ?? null,
    actorEmail: auth?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
    requestId: request.id,
  });
}
