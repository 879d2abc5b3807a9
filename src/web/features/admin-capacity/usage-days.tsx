/** The next 14 days: per slot and for the day, the kitchen minutes used against the capacity. */
import { ChevronDown } from 'lucide-react';
import type { AdminKitchenCapacity } from '@/contracts/kitchen-capacity';
import { formatCalendarDate } from '@/domain/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';

type Use = { capacity: number; used: number; left: number };

/** A bar of minutes used: saffron while there is room, red once nothing is left. */
export function MinutesBar({ use, label }: { use: Use; label: string }) {
  const share = use.capacity > 0 ? Math.min(100, Math.round((use.used / use.capacity) * 100)) : 100;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-caption">
        <span className="text-cocoa-800">{label}</span>
        <span className={`tabular-nums ${use.left === 0 ? 'font-semibold text-destructive' : 'text-muted-foreground'}`}>
          {use.used} / {use.capacity} min · {use.left} left
        </span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-cocoa-100"
        role="meter"
        aria-label={`${label}: ${use.used} of ${use.capacity} kitchen minutes used`}
        aria-valuemin={0}
        aria-valuemax={use.capacity}
        aria-valuenow={Math.min(use.used, use.capacity)}
      >
        <div
          className={`h-full rounded-full ${use.left === 0 ? 'bg-destructive' : 'bg-saffron-500'}`}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}

export function UsageDays({ days }: { days: AdminKitchenCapacity['days'] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Next 14 days</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!days ? (
          <Skeleton className="h-40" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {days.map((day) => (
              <li
                key={day.date}
                className="flex flex-col gap-2 rounded-control border border-border p-3"
                data-date={day.date}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-cocoa-900">{formatCalendarDate(day.date, 'weekday-day-month')}</h3>
                  {day.holiday ? <span className="text-caption text-saffron-800">{day.holiday}</span> : null}
                </div>
                {day.notice ? <p className="text-caption text-cocoa-700">{day.notice}</p> : null}
                <MinutesBar use={day.day} label="Whole day" />
                <details className="group">
                  {/* A flex summary loses the browser's triangle: the chevron says it opens. */}
                  <summary className="flex min-h-11 cursor-pointer items-center gap-1 text-caption text-cocoa-700">
                    Slots
                    <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
                  </summary>
                  <div className="flex flex-col gap-2 pt-1">
                    {day.slots.map((slot) => (
                      <MinutesBar key={slot.time} use={slot} label={slot.time.replace('-', ' – ')} />
                    ))}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
