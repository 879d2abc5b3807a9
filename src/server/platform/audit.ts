/**
 * The audit log (issue [8 of 11]): every admin write records who did what to which record, when,
 * and under which request id. Callers pass plain facts; never tokens, card data or whole bodies.
 */
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from './auth/actor';

export interface AuditEntry {
  /** What was done, as a verb phrase: 'order.status', 'orders.clear_all', 'settings.update'. */
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit row for the acting admin, in the caller's transaction when given one. */
export async function recordAudit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
    requestId: actor.requestId,
  });
}
