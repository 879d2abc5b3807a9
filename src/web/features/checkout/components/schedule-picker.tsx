import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CalendarDays, Clock, Info } from 'lucide-react';
import type { StoreSlot } from '@/contracts/checkout';
import { formatLongDay } from '@/domain/dates';
import {
  addDays,
  aucklandNow,
  DELIVERY_SLOTS,
  type FulfilmentMethod,
  isCalendarDate,
  MAX_DAYS_AHEAD,
} from '@/domain/delivery';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { availabilityQuery } from '@/web/lib/availability';
import { useShopCalendar } from '@/web/lib/calendar/use-shop-calendar';
import { cn } from '@/web/lib/cn';
import { useSlots } from '../api/get-slots';
import { pickerDays, pickerMonths } from '../picker-days';
import { soldOutReason, withSoldOutDays, type CartProduct } from '../sold-out-days';
import { MonthCalendar } from './month-calendar';

export interface SchedulePickerProps {
  fulfilment: FulfilmentMethod;
  /** yyyy-MM-dd */
  date: string;
  time: string;
  onChange(next: { deliveryDate?: string; deliveryTime?: string }): void;
  errors?: { deliveryDate?: string; deliveryTime?: string };
  disabled?: boolean;
  /** id of the date input (for focusing it from outside). */
  dateInputId?: string;
  /** id of the slot group (for focusing it from outside). */
  slotGroupId?: string;
  /** The cart's session: slots then keep its products' notice (custom cakes need 48 hours). */
  sessionId: string;
  /**
   * The date given is a first guess (the checkout's, which cannot know the shop's preparation time,
   * cut-off, holidays or the cart's notice): until the customer picks a date, a day on which the
   * server offers no slot gives way to the next day.
   */
  advanceFromGuess?: boolean;
  /** The cart's products: a day on which a daily batch of one has sold out is greyed (issue 23). */
  products?: readonly CartProduct[];
}

const NO_PRODUCTS: readonly CartProduct[] = [];

/** "9:00-11:00" → "9:00 – 11:00" */
const slotLabel = (slot: string) => slot.replace('-', ' – ');
/** A slot says how many more orders of this cart's size fit once so few remain that it matters. */
const FEW_LEFT = 10;
/** How far a first guess moves on by itself before leaving the choice to the customer. */
const GUESS_WINDOW_DAYS = 14;

/** The server's reason, in two or three words for a slot card. */
export function shortReason(reason: string | null): string {
  if (!reason) return 'Unavailable';
  // The kitchen's minutes (issue 23): none left at all, or not enough for this cart.
  if (reason === 'Full') return 'Full';
  if (/^too big/i.test(reason)) return 'Too big for this order';
  if (/full/i.test(reason)) return 'Fully booked';
  if (/started/i.test(reason)) return 'Already started';
  if (/monday to saturday/i.test(reason)) return 'No Sunday delivery';
  if (/past/i.test(reason)) return 'In the past';
  if (/ahead/i.test(reason)) return 'Too far ahead';
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/** A slot's reason that its room is taken: full, or too small for this cart. */
const FILLED_REASON = /full|too big/i;
/** Whether a slot's reason is about room on an open day (started, or filled), not the calendar. */
const isNoRoomReason = (reason: string) => /started/i.test(reason) || FILLED_REASON.test(reason);

/**
 * Whether a day the shop opens has no room for this cart: its slots are full or too small for it
 * (or its batch is sold out), not closed by the calendar and not all already started.
 */
function openButNoRoom(slots: readonly StoreSlot[], soldOut: string | null): boolean {
  if (soldOut) return true;
  const reasons = slots.map((s) => s.reason ?? '');
  return reasons.every(isNoRoomReason) && reasons.some((r) => FILLED_REASON.test(r));
}

/** A server reason as a sentence: 'deliveryDate cannot be in the past' → 'The date cannot be in the past.' */
function sentence(reason: string): string {
  const text = reason.replace(/^deliveryDate /, 'the date ').replace(/^deliveryTime /, 'the time ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/**
 * The delivery (or pickup) day and time: a date from today in Auckland (typed, or chosen in the
 * month calendar under the field, which greys the days the shop's calendar closes and says why:
 * decision 0158), and the five two-hour slots of that day as radio cards, from the server. Unavailable slots are disabled with the reason;
 * when the chosen slot is unavailable on a new day, the first open one is chosen instead.
 */
export function SchedulePicker({
  fulfilment,
  date,
  time,
  onChange,
  errors = {},
  disabled = false,
  dateInputId,
  slotGroupId,
  sessionId,
  advanceFromGuess = false,
  products = NO_PRODUCTS,
}: SchedulePickerProps) {
  const today = aucklandNow().date;
  const calendar = useShopCalendar();
  const range = pickerMonths();
  const dateMonth = isCalendarDate(date) ? date.slice(0, 7) : range.first;
  const [month, setMonth] = useState(() =>
    dateMonth >= range.first && dateMonth <= range.last ? dateMonth : range.first,
  );
  // A date typed into the field shows its month, when it lies in the window.
  useEffect(() => {
    if (dateMonth >= range.first && dateMonth <= range.last) setMonth(dateMonth);
  }, [dateMonth, range.first, range.last]);
  // The same answer as the product page's "Sold out for ..." notice; only asked with a cart.
  const availability = useQuery({ ...availabilityQuery(), enabled: products.length > 0 }).data?.products;
  const days = useMemo(
    () => (calendar ? withSoldOutDays(pickerDays(calendar, month, fulfilment), availability, products) : null),
    [calendar, month, fulfilment, availability, products],
  );
  const soldOutOnDate = isCalendarDate(date) && availability ? soldOutReason(date, availability, products) : null;
  /** The chosen day's calendar, when it is in the month shown: a closed day says why by the field. */
  const chosenDay = days?.find((d) => d.date === date);
  const closedReason = chosenDay && !chosenDay.available ? chosenDay.reason : soldOutOnDate;
  const slots = useSlots(date, fulfilment, sessionId);
  const groupLabelId = useId();
  const hintId = useId();
  const radioName = useId();

  const available = slots.data?.filter((s) => s.available) ?? [];
  const chosen = slots.data?.find((s) => s.time === time);

  // A slot that is not open on the chosen day gives way to the first open one.
  useEffect(() => {
    if (!slots.data || (chosen && chosen.available)) return;
    const first = slots.data.find((s) => s.available);
    if (first && first.time !== time) onChange({ deliveryTime: first.time });
  }, [slots.data, chosen, time, onChange]);

  // The first guess moves on past days with nothing left to offer (no slot, or a batch of the
  // cart sold out), up to the picker's window. When no day in it has room (a cart too big for any
  // slot), it goes back to the first day the shop was open, whose slots say why (too big, full),
  // rather than stopping on whatever day ends the window (a Sunday says only "No Sunday delivery").
  // Settled once the customer picks a day, or once the guess has gone back.
  const guess = useRef<{ firstOpenDay: string | null; settled: boolean }>({ firstOpenDay: null, settled: false });
  const pickDate = (deliveryDate: string) => {
    guess.current.settled = true;
    onChange({ deliveryDate });
  };
  useEffect(() => {
    if (!advanceFromGuess || guess.current.settled || !slots.data) return;
    if (slots.data.some((s) => s.available) && !soldOutOnDate) return;
    if (!isCalendarDate(date)) return;
    if (!guess.current.firstOpenDay && openButNoRoom(slots.data, soldOutOnDate)) guess.current.firstOpenDay = date;
    if (date < addDays(today, GUESS_WINDOW_DAYS)) {
      onChange({ deliveryDate: addDays(date, 1) });
      return;
    }
    guess.current.settled = true;
    const back = guess.current.firstOpenDay;
    if (back && back !== date) onChange({ deliveryDate: back });
  }, [advanceFromGuess, slots.data, soldOutOnDate, date, today, onChange]);

  const closedAllDay = slots.data && available.length === 0;
  const dayReason = closedAllDay ? slots.data.map((s) => s.reason).find((r) => r && !isNoRoomReason(r)) : undefined;
  // A slot too small for this cart is shown and explained, not hidden (issue 23).
  const tooBig = slots.data?.find((s) => s.reason && /^too big/i.test(s.reason));

  return (
    <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-5">
      <legend className="sr-only">Delivery schedule</legend>
      <Field
        label={fulfilment === 'pickup' ? 'Pickup date' : 'Delivery date'}
        required
        error={errors.deliveryDate ?? closedReason ?? undefined}
        id={dateInputId}
        hint={isCalendarDate(date) ? formatLongDay(date) : undefined}
      >
        <Input
          type="date"
          name="delivery-date"
          min={today}
          max={addDays(today, MAX_DAYS_AHEAD)}
          value={date}
          onChange={(e) => pickDate(e.target.value)}
          className="tabular-nums"
        />
      </Field>
      {days ? (
        <MonthCalendar
          month={month}
          days={days}
          selected={date}
          firstMonth={range.first}
          lastMonth={range.last}
          label={fulfilment === 'pickup' ? 'Choose a pickup day' : 'Choose a delivery day'}
          onSelect={pickDate}
          onMonthChange={setMonth}
          disabled={disabled}
        />
      ) : null}

      <div className="@container flex flex-col gap-2.5">
        <p id={groupLabelId} className="text-sm leading-snug font-semibold text-cocoa-800">
          {fulfilment === 'pickup' ? 'Pickup time' : 'Delivery time'}
          <span aria-hidden="true" className="ml-0.5 text-rose-700">
            *
          </span>
        </p>
        <div
          id={slotGroupId}
          role="radiogroup"
          aria-labelledby={groupLabelId}
          aria-describedby={hintId}
          aria-required="true"
          aria-busy={slots.isPending && slots.fetchStatus === 'fetching' ? true : undefined}
          tabIndex={-1}
          className="grid grid-cols-1 gap-2 outline-none @[17rem]:grid-cols-2"
        >
          {slots.data
            ? slots.data.map((slot) => {
                const checked = slot.time === time && slot.available;
                return (
                  <label
                    key={slot.time}
                    className={cn(
                      'flex items-center gap-3 rounded-control border px-3.5 py-2.5 transition-[border-color,box-shadow,background-color]',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      !slot.available
                        ? 'cursor-not-allowed border-dashed border-cocoa-200 bg-cream-50 text-cocoa-500'
                        : checked
                          ? 'cursor-pointer border-saffron-500 bg-saffron-50 shadow-[0_0_0_1px_var(--color-saffron-500)]'
                          : 'cursor-pointer border-cocoa-200 bg-card hover:border-cocoa-300 hover:bg-cream-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={radioName}
                      value={slot.time}
                      checked={checked}
                      disabled={!slot.available}
                      onChange={() => onChange({ deliveryTime: slot.time })}
                      className="peer sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        'grid size-4 shrink-0 place-items-center rounded-full border',
                        checked ? 'border-saffron-600 bg-saffron-500' : 'border-cocoa-300 bg-card',
                        !slot.available && 'opacity-50',
                      )}
                    >
                      {checked ? <span className="size-1.5 rounded-full bg-white" /> : null}
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span
                        className={cn(
                          'text-small font-semibold tabular-nums',
                          slot.available ? 'text-cocoa-900' : 'line-through decoration-cocoa-300',
                        )}
                      >
                        {slotLabel(slot.time)}
                      </span>
                      {!slot.available ? (
                        <span className="text-caption">{shortReason(slot.reason)}</span>
                      ) : slot.left !== null && slot.left !== undefined && slot.left <= FEW_LEFT ? (
                        <span className="text-caption text-muted-foreground">{slot.left} left</span>
                      ) : null}
                    </span>
                  </label>
                );
              })
            : DELIVERY_SLOTS.map((slot) => <Skeleton key={slot} className="h-12 rounded-control" />)}
        </div>
        {slots.isError ? (
          <p role="alert" className="text-caption font-medium text-destructive">
            We couldn't load the time slots.{' '}
            <button
              type="button"
              className="cursor-pointer underline underline-offset-2"
              onClick={() => void slots.refetch()}
            >
              Try again
            </button>
          </p>
        ) : null}
        {closedAllDay && !tooBig ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-control bg-saffron-50 px-3 py-2.5 text-caption text-saffron-900"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {dayReason
              ? sentence(dayReason)
              : 'Every slot on this day is taken or has passed. Please choose another day.'}
          </p>
        ) : null}
        {tooBig?.reason ? (
          <p
            role="status"
            data-testid="slot-too-big"
            className="flex items-start gap-2 rounded-control bg-saffron-50 px-3 py-2.5 text-caption text-saffron-900"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {`Some times cannot take an order this size. At ${slotLabel(tooBig.time)}${tooBig.reason.slice(tooBig.reason.indexOf(':'))}. Choose another time or day, or make the order smaller.`}
          </p>
        ) : null}
        {errors.deliveryTime ? (
          <p className="text-caption font-medium text-destructive">{errors.deliveryTime}</p>
        ) : null}
        <p id={hintId} className="flex items-start gap-2 text-caption text-muted-foreground">
          {fulfilment === 'pickup' ? (
            <>
              <Clock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              Your order will be ready to collect in the slot you choose.
            </>
          ) : (
            <>
              <CalendarDays aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              We deliver Monday to Saturday. Orders placed after 2 PM may be delivered the next day.
            </>
          )}
        </p>
      </div>
    </fieldset>
  );
}
