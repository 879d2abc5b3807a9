/**
 * The days of a month for the checkout's date picker: each day open or greyed with the reason
 * customers read ("Closed for Christmas Day", "Closed for our summer break, back 8 January").
 */
import { aucklandNow, DELIVERY_SLOTS, slotStartMinutes } from '../delivery';
import { CalendarInputError, daysInMonth, yearProblem } from './calendar-dates';
import { planDay, type Fulfilment, type ShopCalendar } from './day-plan';
import { slotRefusalOn } from './slot-rule';

export interface MonthDay {
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** At least one slot can be booked (as far as the calendar says). */
  available: boolean;
  /** Why the day is greyed, or null when it is available. */
  reason: string | null;
  /** "Anzac Day", "Christmas Day (observed)", or null. */
  holiday: string | null;
  /** The day's hours for this way of fulfilment, when it is open ("Pickups on Sundays are from …"). */
  hours: string | null;
  /** The slots open that day. */
  slots: string[];
}

const MONTH = /^(\d{4})-(\d{2})$/;

/**
 * Every day of a month ("2026-12") for pickup or delivery. With `now`, days before today (Auckland
 * time) are greyed and today's slots that have started are left out; lead time and the 60-day
 * horizon stay with scheduleProblem. A month outside 2026-2052 throws a CalendarInputError.
 */
export function monthDays(
  calendar: ShopCalendar,
  input: { month: string; fulfilment: Fulfilment; now?: Date },
): MonthDay[] {
  const match = MONTH.exec(input.month);
  const [year, month] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || month < 1 || month > 12) throw new CalendarInputError('month', 'month must be like 2026-12');
  const problem = yearProblem(year);
  if (problem) throw new CalendarInputError('month', `month ${problem}`);
  const today = input.now ? aucklandNow(input.now) : null;

  return Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const date = `${input.month}-${String(i + 1).padStart(2, '0')}`;
    const plan = planDay(calendar, date, 'month');
    const service = plan[input.fulfilment];
    const holiday = plan.holidays.map((h) => h.name).join(' and ') || null;
    const base = { date, weekday: new Date(`${date}T12:00:00Z`).getUTCDay(), holiday };
    if (today && date < today.date) {
      return { ...base, available: false, reason: 'This day has passed', hours: null, slots: [] };
    }
    if (!service.open) return { ...base, available: false, reason: service.reason, hours: null, slots: [] };
    const fitting = DELIVERY_SLOTS.filter((slot) => !slotRefusalOn(plan, input.fulfilment, slot));
    const slots = fitting.filter((slot) => !(today && date === today.date && slotStartMinutes(slot) <= today.minutes));
    const reason = slots.length > 0 ? null : fitting.length > 0 ? 'No times left today' : service.hours;
    return { ...base, available: slots.length > 0, reason, hours: service.hours, slots };
  });
}
