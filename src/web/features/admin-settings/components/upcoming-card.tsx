import { CalendarDays } from 'lucide-react';
import { aucklandNow } from '@/domain/delivery';
import { upcomingDays } from '@/web/lib/calendar/upcoming-days';
import type { ShopCalendar } from '@/domain/calendar';
import { UpcomingList } from '@/web/components/upcoming-list';
import { SectionCard } from './section-card';

/** "Next holidays and closures" from the saved settings: what customers are told. */
export function UpcomingCard({ calendar }: { calendar: ShopCalendar }) {
  const days = upcomingDays(calendar, aucklandNow().date, 6);
  return (
    <SectionCard
      icon={CalendarDays}
      title="Next holidays and closures"
      description="From the saved settings: what the checkout and the contact page tell customers"
    >
      <UpcomingList days={days} label="Next holidays and closures" />
    </SectionCard>
  );
}
