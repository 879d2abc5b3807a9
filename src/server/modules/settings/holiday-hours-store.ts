/**
 * How holiday hours are stored (decision 0154): only the holidays whose hours differ from the
 * built-in defaults, so a default corrected in code reaches every holiday staff never changed.
 */
import {
  DEFAULT_HOLIDAY_HOURS,
  isHolidayHoursKey,
  type HolidayHours,
  type HolidayHoursKey,
} from '../../../domain/calendar';

type StoredHolidayHours = Partial<Record<HolidayHoursKey, HolidayHours>>;

const sameHours = (a: HolidayHours, b: HolidayHours) =>
  a.open === b.open && a.close === b.close && a.closed === b.closed && a.deliveries === b.deliveries;

/** The stored entries of holidays this code knows (a key dropped from the list is ignored, not shown). */
export function knownHolidayHours(stored: Record<string, HolidayHours> | null | undefined): StoredHolidayHours {
  const known: StoredHolidayHours = {};
  for (const [key, hours] of Object.entries(stored ?? {})) {
    if (isHolidayHoursKey(key)) known[key] = hours;
  }
  return known;
}

/**
 * What to store after staff send `edited` (checked: known keys, valid hours): the stored changes
 * with the sent holidays laid over them, keeping only those that differ from the defaults.
 */
export function changedHolidayHours(
  stored: StoredHolidayHours,
  edited: Record<string, HolidayHours>,
): StoredHolidayHours {
  const merged: StoredHolidayHours = { ...stored };
  for (const [key, hours] of Object.entries(edited)) {
    if (!isHolidayHoursKey(key)) continue;
    const { open, close, closed, deliveries } = hours;
    merged[key] = { open, close, closed, deliveries };
  }
  const changed: StoredHolidayHours = {};
  for (const [key, hours] of Object.entries(merged) as [HolidayHoursKey, HolidayHours][]) {
    if (!sameHours(hours, DEFAULT_HOLIDAY_HOURS[key])) changed[key] = hours;
  }
  return changed;
}
