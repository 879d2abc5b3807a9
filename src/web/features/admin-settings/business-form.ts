/** Conversions between the settings and what the form's inputs hold (pure, tested). */
import { AdminSaveBusinessSettings } from '@/contracts/settings';
import { WEEKDAYS } from '@/domain/business';
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
