/** Conversions between the settings and what the form's inputs hold (pure, tested). */
import { AdminSaveBusinessSettings, type AdminBusinessSettings } from '@/contracts/settings';
import { WEEKDAYS, type OpeningHoursMap } from '@/domain/business';
import { DEFAULT_DELIVERY_HOURS, holidayHoursWith, type HolidayHoursMap } from '@/domain/calendar';
import { errorsByPath } from '@/web/lib/field-errors';

/** Minutes past midnight as an HH:MM time input value ("14:00"); 1440 stays "24:00". */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** An HH:MM value as minutes past midnight; null when it is not a time. */
export function timeToMinutes(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export { WEEKDAYS };

/**
 * The server's field errors (keyed by path, `openingHours.monday.close`) for one input; a list's
 * errors are keyed by the list's name.
 */
export const fieldError = (fields: Readonly<Record<string, string>>, path: string): string | undefined => fields[path];

/**
 * The server's own checks of a save, keyed as its 400 keys them (full path; a list's items by the
 * list's name). The page does not check before sending (admin spec section 5): this only tells
 * when a field the server refused has been made valid, so its error can go.
 */
export function businessFieldErrors(values: unknown): Record<string, string> {
  const parsed = AdminSaveBusinessSettings.safeParse(values);
  return parsed.success ? {} : errorsByPath(parsed.error.issues);
}

/** Whether the form holds edits the shop has not saved. */
export const hasUnsavedChanges = (form: unknown, saved: unknown): boolean =>
  form !== null && saved !== undefined && JSON.stringify(form) !== JSON.stringify(saved);

/** What the form edits: the settings with the calendar's hours filled (defaults when not stored). */
export type BusinessForm = Omit<AdminBusinessSettings, 'closures' | 'deliveryHours' | 'holidayHours'> & {
  deliveryHours: OpeningHoursMap;
  holidayHours: HolidayHoursMap;
};

/**
 * The form's values from the loaded settings. Closures are not part of the save (they have their
 * own API and card); delivery and holiday hours show the calendar's defaults until staff change them.
 */
export function toForm(settings: AdminBusinessSettings): BusinessForm {
  const { deliveryHours, holidayHours, ...rest } = settings;
  return {
    ...rest,
    deliveryHours: deliveryHours ?? DEFAULT_DELIVERY_HOURS,
    holidayHours: holidayHoursWith(holidayHours),
  };
}

/**
 * What a save sends: the form, without the calendar's hours when the loaded settings had none (a
 * server without the calendar refuses fields it does not know; one with it always sends them).
 */
export function toSave(form: BusinessForm, loaded: AdminBusinessSettings): AdminBusinessSettings {
  const { deliveryHours, holidayHours, ...rest } = form;
  return {
    ...rest,
    ...(loaded.deliveryHours ? { deliveryHours } : {}),
    ...(loaded.holidayHours ? { holidayHours } : {}),
  };
}
