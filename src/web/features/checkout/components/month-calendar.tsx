import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Info } from 'lucide-react';
import type { MonthDay } from '@/domain/calendar';
import { formatLongDay, formatMonthTitle } from '@/domain/dates';
import { addDays } from '@/domain/delivery';
import { cn } from '@/web/lib/cn';
import { addMonths, leadingBlanks, PASSED, TOO_FAR_AHEAD } from '../picker-days';

const WEEKDAY_HEADINGS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

export interface MonthCalendarProps {
  /** The month shown, "2026-12". */
  month: string;
  /** That month's days (pickerDays). */
  days: readonly MonthDay[];
  /** The chosen day, yyyy-MM-dd. */
  selected: string;
  /** The months the customer may page through. */
  firstMonth: string;
  lastMonth: string;
  /** "Choose a pickup day" */
  label: string;
  onSelect(date: string): void;
  onMonthChange(month: string): void;
  disabled?: boolean;
}

/**
 * A month of day buttons, Monday first. Closed days stay focusable and tappable (aria-disabled, not
 * disabled), so tapping or focusing one says why it cannot be chosen in the note under the grid.
 * Keyboard: one tab stop (the chosen or noted day), arrows move a day or a week, Page Up/Down a
 * month, Home/End the week's ends; Enter or Space chooses. Every day is a 44 px target.
 */
export function MonthCalendar({
  month,
  days,
  selected,
  firstMonth,
  lastMonth,
  label,
  onSelect,
  onMonthChange,
  disabled = false,
}: MonthCalendarProps) {
  const titleId = useId();
  const labelId = useId();
  const noteId = useId();
  const grid = useRef<HTMLDivElement>(null);
  /** The day last tapped or focused: its reason is the note. */
  const [noted, setNoted] = useState<string | null>(null);
  /** The day that should take focus once its month is shown (keyboard moves across months). */
  const focusNext = useRef<string | null>(null);

  const inMonth = (date: string | null) => (date && date.startsWith(month) ? date : null);
  const firstOpen = days.find((d) => d.available)?.date ?? days[0]?.date ?? null;
  const tabStop = inMonth(noted) ?? inMonth(selected) ?? firstOpen;
  const notedDay = days.find((d) => d.date === noted) ?? null;

  useEffect(() => {
    const date = focusNext.current;
    if (!date || !date.startsWith(month)) return;
    focusNext.current = null;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  }, [month, days]);

  const moveTo = (date: string) => {
    const target = date.slice(0, 7);
    if (target < firstMonth || target > lastMonth) return;
    setNoted(date);
    if (target !== month) {
      focusNext.current = date;
      onMonthChange(target);
    } else {
      grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: MonthDay) => {
    const mondayIndex = (day.weekday + 6) % 7;
    const step: Record<string, () => string> = {
      ArrowLeft: () => addDays(day.date, -1),
      ArrowRight: () => addDays(day.date, 1),
      ArrowUp: () => addDays(day.date, -7),
      ArrowDown: () => addDays(day.date, 7),
      Home: () => addDays(day.date, -mondayIndex),
      End: () => addDays(day.date, 6 - mondayIndex),
      PageUp: () => `${addMonths(month, -1)}-01`,
      PageDown: () => `${addMonths(month, 1)}-01`,
    };
    const next = step[event.key];
    if (!next) return;
    event.preventDefault();
    moveTo(next());
  };

  const choose = (day: MonthDay) => {
    setNoted(day.date);
    if (day.available) onSelect(day.date);
  };

  const pageButton =
    'grid size-11 shrink-0 cursor-pointer place-items-center rounded-control text-cocoa-800 transition-colors hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className="flex flex-col gap-2" aria-labelledby={`${labelId} ${titleId}`} role="group">
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={pageButton}
          disabled={disabled || month <= firstMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
          aria-label="Previous month"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p id={titleId} className="text-center text-small font-semibold text-cocoa-900" aria-live="polite">
          {formatMonthTitle(month)}
        </p>
        <button
          type="button"
          className={pageButton}
          disabled={disabled || month >= lastMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
          aria-label="Next month"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div ref={grid} className="grid grid-cols-7 gap-y-1" aria-describedby={noteId}>
        {WEEKDAY_HEADINGS.map(([short, long]) => (
          <abbr
            key={short}
            title={long}
            className="pb-1 text-center text-caption font-medium text-muted-foreground no-underline"
          >
            {short}
          </abbr>
        ))}
        {Array.from({ length: leadingBlanks(days) }, (_, i) => (
          <span key={`blank-${i}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const isSelected = day.date === selected && day.available;
          // Closed days carry a mark; days outside the window (past, too far ahead) are only grey.
          const marked = !day.available && day.reason !== PASSED && day.reason !== TOO_FAR_AHEAD;
          const spoken = `${formatLongDay(day.date)}${day.holiday ? `, ${day.holiday}` : ''}${
            day.available ? '' : `, ${day.reason ?? 'unavailable'}`
          }`;
          return (
            <button
              key={day.date}
              type="button"
              data-date={day.date}
              tabIndex={day.date === tabStop ? 0 : -1}
              disabled={disabled}
              aria-disabled={day.available ? undefined : true}
              aria-pressed={isSelected}
              aria-label={spoken}
              title={day.available ? (day.holiday ?? undefined) : (day.reason ?? undefined)}
              onClick={() => choose(day)}
              onFocus={() => setNoted(day.date)}
              onKeyDown={(event) => onKeyDown(event, day)}
              className={cn(
                'relative mx-auto flex h-11 w-full max-w-14 flex-col items-center justify-center rounded-control text-small tabular-nums transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                day.available
                  ? isSelected
                    ? 'cursor-pointer bg-saffron-500 font-semibold text-cocoa-950 shadow-sm'
                    : 'cursor-pointer font-medium text-cocoa-900 hover:bg-saffron-50'
                  : 'cursor-not-allowed text-cocoa-400',
                marked && 'bg-cream-100 line-through decoration-cocoa-300',
                day.date === noted && !isSelected && 'ring-1 ring-cocoa-300',
              )}
            >
              {Number(day.date.slice(8))}
              {marked ? (
                <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-rose-400" />
              ) : null}
            </button>
          );
        })}
      </div>

      <p
        id={noteId}
        role="status"
        className={cn(
          'flex min-h-6 items-start gap-2 text-caption',
          notedDay && !notedDay.available ? 'font-medium text-saffron-900' : 'text-muted-foreground',
        )}
      >
        {notedDay ? (
          <>
            <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>
              {formatLongDay(notedDay.date)}:{' '}
              {notedDay.available
                ? (notedDay.hours ?? 'Open')
                : `${notedDay.reason ?? 'Unavailable'}${notedDay.holiday && !notedDay.reason?.includes(notedDay.holiday) ? ` (${notedDay.holiday})` : ''}`}
            </span>
          </>
        ) : (
          'Greyed days are closed: tap one to see why.'
        )}
      </p>
    </div>
  );
}
