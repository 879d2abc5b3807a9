import { addDays } from '@/domain/delivery';
import { cn } from '@/web/lib/cn';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

const chip =
  'inline-flex h-11 cursor-pointer items-center justify-center rounded-full border px-5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring';

/** Today and Tomorrow one tap each, any other day by its date (the shop's own clock decides "today"). */
export function DayChooser({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const tomorrow = addDays(today, 1);
  const button = (day: string, label: string) => (
    <button
      type="button"
      aria-pressed={date === day}
      onClick={() => onChange(day)}
      className={cn(
        chip,
        date === day
          ? 'border-cocoa-900 bg-cocoa-900 text-cream-50'
          : 'border-cocoa-200 bg-card text-cocoa-800 hover:bg-cream-100',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Day" className="flex flex-wrap items-center gap-2">
      {button(today, 'Today')}
      {button(tomorrow, 'Tomorrow')}
      <label className="flex items-center gap-2 text-small font-semibold text-cocoa-800">
        <span className="sr-only">A date</span>
        <input
          type="date"
          value={date}
          min="2026-01-01"
          max="2052-12-31"
          onChange={(event) => event.target.value && onChange(event.target.value)}
          className={cn(
            'h-11 rounded-full border border-cocoa-200 bg-card px-4 text-base text-cocoa-900 focus-visible:outline-2 focus-visible:outline-ring',
            TOUCH_HEIGHT,
          )}
        />
      </label>
    </div>
  );
}
