/**
 * The next holidays and closures, as the contact page and the business settings page list them
 * ("Anzac Day, Sat 25 April: 1 PM to 5 PM"). Pure: the same calendar data the checkout reads, so
 * what a customer is told matches what the date picker allows.
 */
import { formatCalendarDate } from '@/domain/dates';
import { addDays } from '@/domain/delivery';
import { LAST_CALENDAR_YEAR, planDay, type Service, type ShopCalendar } from '@/domain/calendar';
import { formatClock } from '@/domain/calendar/clock';

export interface UpcomingDay {
  /** First day, yyyy-MM-dd. */
  date: string;
  /** Last day (a closure may run several days); the same as `date` for one day. */
  endDate: string;
  kind: 'holiday' | 'closure';
  /** "Anzac Day", "Christmas Day (observed)", or the closure's reason. */
  title: string;
  /** "Sat 25 April" or "Thu 24 December to Thu 7 January". */
  when: string;
  /** "1 PM to 5 PM" or "Closed". */
  hours: string;
  /** "No deliveries", "Deliveries 10 AM to 5 PM", or null when closed all day. */
  deliveries: string | null;
  /** The whole line: "Anzac Day, Sat 25 April: 1 PM to 5 PM". */
  text: string;
}

/** "Sat 25 April" (the weekday short, the month long, as a notice reads). */
export function noticeDay(date: string): string {
  const [weekday = '', rest = ''] = formatCalendarDate(date, 'long').split(/ (.*)/);
  return `${weekday.slice(0, 3)} ${rest}`;
}

const span = (service: Service) =>
  service.open ? `${formatClock(service.from)} to ${formatClock(service.to)}` : 'Closed';

/**
 * The next `count` holidays and closures from `today` (a year ahead at most), in date order. A
 * closure is one entry however many days it runs; a holiday inside a closure is not listed apart.
 */
export function upcomingDays(calendar: ShopCalendar, today: string, count = 5): UpcomingDay[] {
  const found: UpcomingDay[] = [];
  const lastDay = `${LAST_CALENDAR_YEAR}-12-31`;
  for (let i = 0, date = today; i < 366 && found.length < count && date <= lastDay; i++, date = addDays(date, 1)) {
    const plan = planDay(calendar, date, 'date');
    if (plan.closure) {
      const { startDate, endDate, reason } = plan.closure;
      const from = startDate < today ? today : startDate;
      const when = endDate === from ? noticeDay(from) : `${noticeDay(from)} to ${noticeDay(endDate)}`;
      found.push({
        date: from,
        endDate,
        kind: 'closure',
        title: reason,
        when,
        hours: 'Closed',
        deliveries: null,
        text: `${when}: ${reason}`,
      });
      // Carry on after the closure's last day.
      while (date < endDate) {
        date = addDays(date, 1);
        i++;
      }
      continue;
    }
    if (plan.holidays.length === 0) continue;
    const title = plan.holidays.map((h) => h.name).join(' and ');
    const hours = span(plan.pickup);
    const deliveries = !plan.pickup.open
      ? null
      : plan.delivery.open
        ? `Deliveries ${span(plan.delivery)}`
        : 'No deliveries';
    const when = noticeDay(date);
    found.push({
      date,
      endDate: date,
      kind: 'holiday',
      title,
      when,
      hours,
      deliveries,
      text: `${title}, ${when}: ${hours}`,
    });
  }
  return found;
}
