/**
 * Delivery and pickup scheduling (storefront section 9). Business dates and "now" are Auckland
 * time, whatever the server's own clock zone is.
 */
export const DELIVERY_SLOTS = ['9:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];
export const DEFAULT_SLOT: DeliverySlot = '11:00-13:00';
export const SHOP_TIME_ZONE = 'Pacific/Auckland';
/** Orders one delivery or pickup slot takes when the shop has not set its own number. */
export const DEFAULT_SLOT_CAPACITY = 10;
/** Preparation time: a slot is offered only when it starts at least this long from now. */
export const DEFAULT_LEAD_TIME_MINUTES = 4 * 60;
/** Same-day deliveries are taken before 2 PM Auckland time ("orders after 2 PM may go to the next day"). */
export const DEFAULT_SAME_DAY_CUTOFF_MINUTES = 14 * 60;
/** How long bound details hold a place in their slot while the customer pays. */
export const SLOT_HOLD_MINUTES = 30;
/** How far ahead an order may be placed. */
export const MAX_DAYS_AHEAD = 60;

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// The time zone formatters cost tens of microseconds a call, and the slot answer asks the same
// minute several times per request: the last minute's answer is kept (Auckland's minutes start
// with UTC's, so one UTC minute is one Auckland minute).
let lastMinute: { key: number; value: { date: string; minutes: number } } | null = null;

/** Today's date (yyyy-MM-dd) and minutes past midnight in Auckland. */
export function aucklandNow(now: Date = new Date()): { date: string; minutes: number } {
  const key = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.key === key) return { ...lastMinute.value };
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  const value = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
  lastMinute = { key, value };
  return { ...value };
}

export const slotStartMinutes = (slot: string) => {
  const [h = '0', m = '0'] = slot.split('-')[0]!.split(':');
  return Number(h) * 60 + Number(m);
};

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A calendar date as the API writes it: "2026-12-24" (a day, never an instant). */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isCalendarDate = (text: string) => CALENDAR_DATE_PATTERN.test(text);

/** How an order reaches its customer (the spec's `fulfilment`). */
export type FulfilmentMethod = 'delivery' | 'pickup';

/** The shop's scheduling rules (business settings), with a product's own notice on top. */
export interface ScheduleRules {
  /** A slot must start at least this long from now: the kitchen's preparation time. */
  leadTimeMinutes: number;
  /** Same-day deliveries only before this time of day, Auckland time (minutes past midnight). */
  sameDayCutoffMinutes: number;
  /** The longest notice any product in the order needs, in hours (custom and tiered cakes: 48). */
  noticeHours?: number;
}

/** Rules that only keep out the past: for callers that check nothing more (and old tests). */
export const NO_NOTICE: ScheduleRules = { leadTimeMinutes: 0, sameDayCutoffMinutes: 24 * 60 };

const offsetFormatter = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' });

// Daylight saving starts and ends on a UTC hour, so the offset is the same through each UTC hour:
// kept per hour (a bounded map), since every slot of every answer asks for it.
const offsetsByHour = new Map<number, number>();

/** Auckland's offset from UTC in minutes at an instant (+780 in summer, +720 in winter). */
function aucklandOffsetMinutes(at: number): number {
  const hour = Math.floor(at / 3_600_000);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    if (offsetsByHour.size >= 4096) offsetsByHour.clear();
    offset = formattedOffsetMinutes(at);
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

function formattedOffsetMinutes(at: number): number {
  const name = offsetFormatter.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+13:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant (ms) at which a wall-clock time on a date happens in Auckland, daylight saving included. */
export function aucklandInstant(date: string, minutes: number): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // The offset at the guess, then at the corrected instant (they differ only across a change).
  const first = wall - aucklandOffsetMinutes(wall) * 60_000;
  return wall - aucklandOffsetMinutes(first) * 60_000;
}

/** Why a date and slot cannot be booked, or null when they can. */
export function scheduleProblem(
  input: { fulfilment: FulfilmentMethod; date: string; slot: string },
  now: Date = new Date(),
  rules: ScheduleRules = NO_NOTICE,
): { field: 'deliveryDate' | 'deliveryTime'; message: string } | null {
  if (
    !isCalendarDate(input.date) ||
    Number.isNaN(new Date(`${input.date}T12:00:00Z`).getTime()) ||
    new Date(`${input.date}T12:00:00Z`).toISOString().slice(0, 10) !== input.date
  ) {
    return { field: 'deliveryDate', message: 'deliveryDate must be a date like 2026-12-24' };
  }
  if (!(DELIVERY_SLOTS as readonly string[]).includes(input.slot)) {
    return { field: 'deliveryTime', message: `deliveryTime must be one of ${DELIVERY_SLOTS.join(', ')}` };
  }
  const today = aucklandNow(now);
  if (input.date < today.date) return { field: 'deliveryDate', message: 'deliveryDate cannot be in the past' };
  if (input.date > addDays(today.date, MAX_DAYS_AHEAD)) {
    return { field: 'deliveryDate', message: `deliveryDate can be at most ${MAX_DAYS_AHEAD} days ahead` };
  }
  if (input.date === today.date && slotStartMinutes(input.slot) <= today.minutes) {
    return { field: 'deliveryTime', message: 'that time slot has already started: please choose a later one' };
  }
  if (input.fulfilment === 'delivery' && weekdayOf(input.date) === 0) {
    return { field: 'deliveryDate', message: 'we deliver Monday to Saturday: choose another day or pick up in store' };
  }
  if (input.fulfilment === 'delivery' && input.date === today.date && today.minutes >= rules.sameDayCutoffMinutes) {
    return {
      field: 'deliveryDate',
      message: `same-day deliveries close at ${clock(rules.sameDayCutoffMinutes)}: choose tomorrow or later, or pick up in store`,
    };
  }
  const noticeMinutes = Math.max(rules.leadTimeMinutes, (rules.noticeHours ?? 0) * 60);
  if (aucklandInstant(input.date, slotStartMinutes(input.slot)) - now.getTime() < noticeMinutes * 60_000) {
    return {
      field: 'deliveryTime',
      message: `we need ${noticeText(noticeMinutes)} to prepare your order: please choose a later time`,
    };
  }
  return null;
}

/** 840 → "2 PM", 870 → "2:30 PM", as the site writes times. */
function clock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = ((h + 11) % 12) + 1;
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 240 → "4 hours", 2880 → "48 hours' notice"-style wording: whole hours when possible. */
function noticeText(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minutes`;
}
