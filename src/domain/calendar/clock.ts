/** Times of day for the calendar: "HH:MM" settings, "9:00-11:00" slots, minutes past midnight. */

/** "08:30" → 510; NaN when it is not a time. */
export function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN;
}

/** A slot's start and end in minutes ("9:00-11:00" → 540, 660), or null when it is not a slot. */
export function slotSpan(slot: string): { start: number; end: number } | null {
  const [from = '', to = '', extra] = slot.split('-');
  const [start, end] = [minutesOf(from.trim()), minutesOf(to.trim())];
  if (extra !== undefined || Number.isNaN(start) || Number.isNaN(end) || end <= start) return null;
  return { start, end };
}

/** 780 → "1 PM", 570 → "9:30 AM", as the site writes times ("orders after 2 PM"). */
export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const hour12 = ((h + 11) % 12) + 1;
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}
