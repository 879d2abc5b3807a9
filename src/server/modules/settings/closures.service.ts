/**
 * Closures staff add (issue 22): days the shop is shut, with the reason customers read. They live
 * beside the business settings because the storefront receives them in the same answer, so every
 * change clears that answer on every server copy, as a settings save does.
 */
import type { z } from 'zod';
import type { AdminClosure, AdminCreateClosure } from '../../../contracts/calendar';
import { aucklandNow } from '../../../domain/delivery';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit';
import { BadRequest, NotFound } from '../../platform/errors';
import { notifyOnCommit, SETTINGS_CHANGED_CHANNEL } from '../../platform/events/notify';
import { type ClosureRow, deleteClosure, findClosuresEndingFrom, insertClosure } from './closures.repository';
import type { SettingsService } from './settings.service';

export type ClosuresService = ReturnType<typeof createClosuresService>;

const toAdminClosure = (row: ClosureRow): AdminClosure => ({
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

export function createClosuresService(db: Db, settings: Pick<SettingsService, 'invalidate'>) {
  return {
    /** GET /api/admin/closures: those ending today or later (Auckland), by start date (decision 0156). */
    async list(): Promise<AdminClosure[]> {
      return (await findClosuresEndingFrom(db, aucklandNow().date)).map(toAdminClosure);
    },

    /**
     * POST /api/admin/closures, its shape and dates already checked by the contract. A closure that
     * ended before today could close no day anyone can choose, and would vanish from the list at
     * once: refused, naming endDate. Orders already placed for those days stay (the conflicts list).
     */
    async create(input: z.output<typeof AdminCreateClosure>, actor: Actor): Promise<AdminClosure> {
      if (input.endDate < aucklandNow().date) {
        const message = 'the closure has already ended: choose today or a later day';
        throw new BadRequest(`endDate: ${message}`, 'VALIDATION_FAILED', { endDate: message });
      }
      const row = await db.transaction(async (tx) => {
        const created = await insertClosure(tx, {
          startDate: input.startDate,
          endDate: input.endDate,
          reason: input.reason.trim(),
        });
        await recordAudit(tx, actor, {
          action: 'closure.create',
          entity: 'closure',
          entityId: created.id,
          details: { startDate: created.startDate, endDate: created.endDate },
        });
        // Every server copy drops its cached settings (and their closures) when this commits.
        await notifyOnCommit(tx, SETTINGS_CHANGED_CHANNEL, {});
        return created;
      });
      settings.invalidate();
      return toAdminClosure(row);
    },

    /** DELETE /api/admin/closures/:id: the days open again for new orders; 404 for an unknown id. */
    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await deleteClosure(tx, id);
        if (!deleted) throw new NotFound('Closure not found');
        await recordAudit(tx, actor, {
          action: 'closure.delete',
          entity: 'closure',
          entityId: id,
          details: { startDate: deleted.startDate, endDate: deleted.endDate },
        });
        await notifyOnCommit(tx, SETTINGS_CHANGED_CHANNEL, {});
      });
      settings.invalidate();
    },
  };
}
