/** Conversions between the settings and what the form's inputs hold (pure, tested). */
import { WEEKDAYS, type Weekday } from '@/domain/business';

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

export const DAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export { WEEKDAYS };

/**
 * The server's field errors (keyed by path, `openingHours.monday.close`) for one input; a list's
 * errors are keyed by the list's name.
 */
export const fieldError = (fields: Readonly<Record<string, string>>, path: string): string | undefined => fields[path];
