/**
 * Settings → Notifications (issue 24): the spec's four switches and the text-message opt-in, kept
 * on the server so every device of the customer, and the status-change step, read the same choice.
 */
import {
  NOTIFICATION_DEFAULTS,
  type StoreNotificationPreferences,
  type StoreUpdateNotificationPreferences,
} from '../../../contracts/notifications';
import { smsNumber } from '../../../domain/phone';
import type { Db } from '../../db/client';
import { BadRequest } from '../../platform/errors';
import { findPreferences, savePreferences } from './preferences.repository';

export const PHONE_NEEDED_MESSAGE =
  'Add a mobile number to your profile first: text messages go to the phone number in your profile.';

export type PreferencesService = ReturnType<typeof createPreferencesService>;

export function createPreferencesService(db: Db) {
  async function read(userId: string): Promise<StoreNotificationPreferences> {
    const found = await findPreferences(db, userId);
    const saved = found?.saved;
    const phone = found?.phone?.trim() || null;
    return {
      orderUpdates: saved?.orderUpdates ?? NOTIFICATION_DEFAULTS.orderUpdates,
      marketing: saved?.marketing ?? NOTIFICATION_DEFAULTS.marketing,
      weeklyDeals: saved?.weeklyDeals ?? NOTIFICATION_DEFAULTS.weeklyDeals,
      newProducts: saved?.newProducts ?? NOTIFICATION_DEFAULTS.newProducts,
      smsOrderUpdates: saved?.smsOrderUpdates ?? NOTIFICATION_DEFAULTS.smsOrderUpdates,
      phone,
      phoneTextable: smsNumber(phone) !== null,
    };
  }

  return {
    read,

    /** Saves every choice; texts need a number in the profile that can take one (400, nothing saved). */
    async save(userId: string, choices: StoreUpdateNotificationPreferences): Promise<StoreNotificationPreferences> {
      if (choices.smsOrderUpdates) {
        const found = await findPreferences(db, userId);
        if (!smsNumber(found?.phone)) {
          throw new BadRequest(PHONE_NEEDED_MESSAGE, 'PHONE_REQUIRED', { smsOrderUpdates: PHONE_NEEDED_MESSAGE });
        }
      }
      await savePreferences(db, userId, choices);
      return read(userId);
    },
  };
}
