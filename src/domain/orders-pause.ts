/**
 * "Pause new orders" and "push back" (issue 23): pure rules, judged at a given instant, so every
 * server copy and the browser read the same stored facts the same way (decisions 0182, 0183).
 */
import { aucklandInstant, aucklandNow, SHOP_TIME_ZONE } from './delivery';

/** What customers read while orders are paused and staff left the message blank. */
export const DEFAULT_PAUSE_MESSAGE = "We're not taking new orders right now. Please check back soon.";

/** One short sentence or two: it is shown in a banner on every storefront page. */
export const PAUSE_MESSAGE_MAX_LENGTH = 200;

/** Twelve hours: more than a working day's worth of delay is a closure, not a push back. */
export const PUSH_BACK_MAX_MINUTES = 12 * 60;

/** The steps the push back control offers. */
export const PUSH_BACK_STEPS = [15, 30, 60] as const;

/** The stored pause: set when `pausedAt` is; `until` (an instant) ends it by itself. */
export interface StoredPause {
  pausedAt: Date | null;
  message: string | null;
  until: Date | null;
}

/** A pause in force: the message customers read and when it ends (null: until staff resume). */
export interface ActivePause {
  message: string;
  until: string | null;
}

/** The pause in force at `now`, or null: never paused, resumed, or its until-time has passed. */
export function activePause(stored: StoredPause | null | undefined, now: Date = new Date()): ActivePause | null {
  if (!stored?.pausedAt) return null;
  if (stored.until && stored.until.getTime() <= now.getTime()) return null;
  const message = stored.message?.trim() ? stored.message.trim() : DEFAULT_PAUSE_MESSAGE;
  return { message, until: stored.until ? stored.until.toISOString() : null };
}

/** The stored push back: minutes added to the lead time on one Auckland day. */
export interface StoredPushBack {
  minutes: number;
  date: string | null;
}

/** The minutes pushed back today in Auckland: zero from the midnight after the day they were set for. */
export function pushBackToday(stored: StoredPushBack | null | undefined, now: Date = new Date()): number {
  if (!stored?.date || stored.minutes <= 0) return 0;
  return stored.date === aucklandNow(now).date ? stored.minutes : 0;
}

// Tabs, line breaks and every other control character: the message is one line in a banner.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Why a pause message cannot be shown, or null. */
export function pauseMessageProblem(message: string): string | null {
  if (message.length > PAUSE_MESSAGE_MAX_LENGTH) {
    return `The message can be at most ${PAUSE_MESSAGE_MAX_LENGTH} characters`;
  }
  if (CONTROL_CHARACTERS.test(message)) return 'The message cannot contain line breaks or control characters';
  return null;
}

/** Why an until-time cannot end a pause, or null: it must be a real instant after `now`. */
export function pauseUntilProblem(until: Date, now: Date = new Date()): string | null {
  if (Number.isNaN(until.getTime())) return 'The until-time is not a valid date and time';
  if (until.getTime() <= now.getTime()) return 'The until-time must be in the future';
  return null;
}

/** Why a push back cannot be set, or null: whole minutes from 0 (none) to PUSH_BACK_MAX_MINUTES. */
export function pushBackProblem(minutes: number): string | null {
  if (!Number.isInteger(minutes)) return 'The push back must be a whole number of minutes';
  if (minutes < 0) return 'The push back cannot be negative';
  if (minutes > PUSH_BACK_MAX_MINUTES) return `The push back can be at most ${PUSH_BACK_MAX_MINUTES} minutes`;
  return null;
}

const timeFormat = new Intl.DateTimeFormat('en-NZ', { hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE });
const dayFormat = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** When a pause ends, in Auckland words: "until 2:00 pm" today, else "until Wed, 2 Dec, 9:00 am". */
export function formatPauseUntil(until: string, now: Date = new Date()): string {
  const instant = new Date(until);
  const time = timeFormat.format(instant);
  return aucklandNow(instant).date === aucklandNow(now).date
    ? `until ${time}`
    : `until ${dayFormat.format(instant)}, ${time}`;
}

/** A `datetime-local` value read as Auckland wall-clock time ("2026-12-01T14:00"), as an ISO instant; null if unreadable. */
export function aucklandLocalToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  return new Date(aucklandInstant(match[1]!, Number(match[2]) * 60 + Number(match[3]))).toISOString();
}

/** Minutes as the counter says them: "4 h 30 min", "45 min", "2 h". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
