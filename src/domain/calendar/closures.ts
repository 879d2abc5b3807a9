/**
 * Closures staff add: a run of days (both ends included) with the reason customers read, such as
 * "Closed for our summer break, back 8 January". A closure beats every other rule that day.
 */
export interface Closure {
  /** First closed day, yyyy-MM-dd. */
  startDate: string;
  /** Last closed day, yyyy-MM-dd (the same as startDate for one day). */
  endDate: string;
  /** Shown to customers as it is written. */
  reason: string;
}

/** The closure covering a date, or null. When closures overlap, the one that starts first speaks. */
export function closureOn(date: string, closures: readonly Closure[]): Closure | null {
  let found: Closure | null = null;
  for (const closure of closures) {
    if (closure.startDate <= date && date <= closure.endDate && (!found || closure.startDate < found.startDate)) {
      found = closure;
    }
  }
  return found;
}
