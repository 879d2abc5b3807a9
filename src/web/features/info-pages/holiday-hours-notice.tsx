import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { aucklandNow } from '@/domain/delivery';
import { UpcomingList } from '@/web/components/upcoming-list';
import { upcomingDays } from '@/web/lib/calendar/upcoming-days';
import { useShopCalendar } from '@/web/lib/calendar/use-shop-calendar';

/**
 * The next holiday hours and closures under the contact page's opening hours (issue 22), from the
 * same settings the checkout's date picker reads: "Anzac Day, Sat 25 April: 1 PM to 5 PM".
 */
export function HolidayHoursNotice() {
  const calendar = useShopCalendar();
  const days = useMemo(() => (calendar ? upcomingDays(calendar, aucklandNow().date, 4) : []), [calendar]);
  if (!calendar) return null;
  return (
    <div className="mt-6 border-t border-saffron-200/70 pt-5">
      <h3 id="contact-holidays" className="flex items-center gap-2 text-h4 text-cocoa-950">
        <CalendarDays aria-hidden="true" className="size-5 text-saffron-700" />
        Holidays and closures
      </h3>
      <UpcomingList days={days} label="Holidays and closures" className="mt-2 divide-saffron-200/70" />
    </div>
  );
}
