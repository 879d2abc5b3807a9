import { useMemo } from 'react';
import type { StoreBusinessSettings } from '@/contracts/settings';
import { shopCalendar, type ShopCalendar } from '@/domain/calendar';
import { useBusinessSettings } from '../get-business-settings';

/**
 * The shop's calendar from its public settings, for the date picker and the contact page. The
 * browser runs the same rules as the server (src/domain/calendar) on the same data; a field the
 * server does not send yet falls back to shopCalendar's defaults.
 */
export function calendarFromSettings(settings: StoreBusinessSettings | undefined): ShopCalendar {
  return shopCalendar({
    openingHours: settings?.openingHours,
    deliveryHours: settings?.deliveryHours,
    holidayHours: settings?.holidayHours,
    closures: settings?.closures,
  });
}

/** The calendar, or undefined until the settings are loaded (the store layout preloads them). */
export function useShopCalendar(): ShopCalendar | undefined {
  const { data } = useBusinessSettings();
  return useMemo(() => (data ? calendarFromSettings(data) : undefined), [data]);
}
