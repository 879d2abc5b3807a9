/**
 * The kitchen's capacity (issue 23): staff set minutes per slot and per day; the screen shows what
 * orders and live holds use of them for the next 14 days, from the same numbers the checkout reads.
 */
import type { z } from 'zod';
import type { AdminKitchenCapacity, AdminSaveKitchenCapacity } from '../../../contracts/kitchen-capacity';
import { holidaysOn, planDay, servicesNotice } from '../../../domain/calendar';
import { addDays, aucklandNow } from '../../../domain/delivery';
import { capacityDayKey, capacityOn, dayMinutesUse, type KitchenCapacity } from '../../../domain/kitchen-capacity';
import type { Db } from '../../db/client';
import { businessSettings } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit';
import { notifyOnCommit, SETTINGS_CHANGED_CHANNEL } from '../../platform/events/notify';
import { minutesUsedPerSlot } from './kitchen-usage.repository';
import type { SettingsService } from '../settings/settings.service';

export const CAPACITY_DAYS_SHOWN = 14;

export type KitchenService = ReturnType<typeof createKitchenService>;

export function createKitchenService(db: Db, settings: Pick<SettingsService, 'checkoutRules' | 'invalidate'>) {
  return {
    /** GET /api/admin/kitchen-capacity, read fresh. */
    async overview(): Promise<AdminKitchenCapacity> {
      const { kitchen, calendar } = await settings.checkoutRules();
      const from = aucklandNow().date;
      const dates = Array.from({ length: CAPACITY_DAYS_SHOWN }, (_, i) => addDays(from, i));
      const used = await minutesUsedPerSlot(db, from, dates.at(-1)!);
      return {
        capacity: kitchen.capacity,
        perOrderMinutes: kitchen.perOrderMinutes,
        days: dates.map((date) => ({
          date,
          row: capacityDayKey(date),
          holiday: holidaysOn(date)[0]?.name ?? null,
          notice: servicesNotice(planDay(calendar, date)),
          ...dayMinutesUse(capacityOn(kitchen.capacity, date), used.get(date)),
        })),
      };
    },

    /**
     * PUT /api/admin/kitchen-capacity: stores the minutes (from now on every order costs its
     * products' effort), audited; every server copy drops its cached settings on commit.
     */
    async save(input: z.output<typeof AdminSaveKitchenCapacity>, actor: Actor): Promise<AdminKitchenCapacity> {
      const capacity: KitchenCapacity | null = input.capacity;
      await db.transaction(async (tx) => {
        await tx
          .insert(businessSettings)
          .values({ id: 1, kitchenCapacity: capacity })
          .onConflictDoUpdate({
            target: businessSettings.id,
            set: { kitchenCapacity: capacity, updatedAt: new Date() },
          });
        await recordAudit(tx, actor, {
          action: 'settings.kitchen-capacity',
          entity: 'business_settings',
          entityId: '1',
          details: { capacity },
        });
        await notifyOnCommit(tx, SETTINGS_CHANGED_CHANNEL, {});
      });
      settings.invalidate();
      return this.overview();
    },
  };
}
