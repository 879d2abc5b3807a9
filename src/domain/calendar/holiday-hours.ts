/**
 * The shop's hours on holidays, one entry per holiday, each editable by staff. The defaults
 * (decision 0145): storefront section 9's "public holidays 10am-5pm" for pickup with no
 * deliveries; closed on the three days shops may not trade (Christmas Day, Good Friday, Easter
 * Sunday); Anzac Day from 1 PM, when trading may start.
 */
import type { DayHours } from '../business';
import { PUBLIC_HOLIDAY_KEYS } from './nz-holidays';

/**
 * The keys staff edit: every public holiday, Easter Sunday, and `mondayised-day` for the weekday
 * a weekend holiday moves to (decision 0146: the holiday's own hours stay on its own date).
 */
export const HOLIDAY_HOURS_KEYS = [...PUBLIC_HOLIDAY_KEYS, 'easter-sunday', 'mondayised-day'] as const;
export type HolidayHoursKey = (typeof HOLIDAY_HOURS_KEYS)[number];

/** Pickup hours on the day (the shape of a weekday's opening hours), and whether deliveries run. */
export interface HolidayHours extends DayHours {
  deliveries: boolean;
}
export type HolidayHoursMap = Record<HolidayHoursKey, HolidayHours>;

export const PUBLIC_HOLIDAY_HOURS: HolidayHours = { open: '10:00', close: '17:00', closed: false, deliveries: false };
const CLOSED: HolidayHours = { ...PUBLIC_HOLIDAY_HOURS, closed: true };

export const DEFAULT_HOLIDAY_HOURS: HolidayHoursMap = {
  'new-years-day': PUBLIC_HOLIDAY_HOURS,
  'day-after-new-years-day': PUBLIC_HOLIDAY_HOURS,
  'auckland-anniversary-day': PUBLIC_HOLIDAY_HOURS,
  'waitangi-day': PUBLIC_HOLIDAY_HOURS,
  'good-friday': CLOSED,
  'easter-sunday': CLOSED,
  'easter-monday': PUBLIC_HOLIDAY_HOURS,
  'anzac-day': { ...PUBLIC_HOLIDAY_HOURS, open: '13:00' },
  'kings-birthday': PUBLIC_HOLIDAY_HOURS,
  matariki: PUBLIC_HOLIDAY_HOURS,
  'labour-day': PUBLIC_HOLIDAY_HOURS,
  'christmas-day': CLOSED,
  'boxing-day': PUBLIC_HOLIDAY_HOURS,
  'mondayised-day': PUBLIC_HOLIDAY_HOURS,
};

/** The defaults with what staff changed on top (a stored row may hold only some holidays). */
export function holidayHoursWith(overrides: Partial<Record<HolidayHoursKey, HolidayHours>> = {}): HolidayHoursMap {
  return { ...DEFAULT_HOLIDAY_HOURS, ...overrides };
}

export const isHolidayHoursKey = (key: string): key is HolidayHoursKey =>
  (HOLIDAY_HOURS_KEYS as readonly string[]).includes(key);
