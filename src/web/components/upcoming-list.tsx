import type { UpcomingDay } from '@/web/lib/calendar/upcoming-days';
import { cn } from '@/web/lib/cn';

/**
 * The next holidays and closures as a list (the contact page and the business settings page):
 * "Anzac Day, Sat 25 April: 1 PM to 5 PM", with deliveries on a second line.
 */
export function UpcomingList({
  days,
  label,
  className,
}: {
  days: readonly UpcomingDay[];
  /** The list's accessible name. */
  label: string;
  className?: string;
}) {
  if (days.length === 0) return <p className="text-muted-foreground">No holidays or closures coming up.</p>;
  return (
    <ul aria-label={label} className={cn('flex flex-col divide-y divide-border', className)}>
      {days.map((d) => (
        <li key={`${d.kind}-${d.date}`} className="flex flex-col gap-0.5 py-2.5">
          <span className="text-cocoa-900">
            <span className="font-semibold">{d.kind === 'closure' ? d.when : `${d.title}, ${d.when}`}</span>
            {': '}
            <span
              className={cn(
                d.kind === 'holiday' && 'whitespace-nowrap',
                (d.hours === 'Closed' || d.kind === 'closure') && 'font-medium text-rose-800',
              )}
            >
              {d.kind === 'closure' ? d.title : d.hours}
            </span>
          </span>
          {d.deliveries ? <span className="text-caption text-muted-foreground">{d.deliveries}</span> : null}
        </li>
      ))}
    </ul>
  );
}
