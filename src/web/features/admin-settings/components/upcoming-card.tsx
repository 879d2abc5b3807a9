import { CalendarDays } from 'lucide-react';
import { aucklandNow } from '@/domain/delivery';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { upcomingDays } from '@/web/lib/calendar/upcoming-days';
import type { ShopCalendar } from '@/domain/calendar';
import { UpcomingList } from '@/web/components/upcoming-list';

/** "Next holidays and closures" from the saved settings: what customers are told. */
export function UpcomingCard({ calendar }: { calendar: ShopCalendar }) {
  const days = upcomingDays(calendar, aucklandNow().date, 6);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle asChild className="flex items-center gap-2 text-h4">
          <h2>
            <CalendarDays aria-hidden="true" className="size-5 text-saffron-700" />
            Next holidays and closures
          </h2>
        </CardTitle>
        <CardDescription>
          From the saved settings: what the checkout and the contact page tell customers
        </CardDescription>
      </CardHeader>
      <CardContent>
        <UpcomingList days={days} label="Next holidays and closures" />
      </CardContent>
    </Card>
  );
}
