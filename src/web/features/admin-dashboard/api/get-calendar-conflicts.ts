import { useQuery } from '@tanstack/react-query';
import type { AdminCalendarConflict, AdminCalendarConflicts } from '@/contracts/calendar';
import { apiRequest } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/admin/admin-keys';

/**
 * GET /api/admin/calendar/conflicts: orders placed for a day that staff closed afterwards (issue
 * 22), which the shop must deal with by hand; they are never cancelled silently.
 */
export type CalendarConflict = AdminCalendarConflict;

export async function getCalendarConflicts(signal?: AbortSignal): Promise<CalendarConflict[]> {
  // Typed, not parsed: the server checks every answer against its contract, and zod's 90 KB
  // stays off the dashboard's first screen (its Lighthouse TBT).
  const answer = await apiRequest<AdminCalendarConflicts>('GET', '/api/admin/calendar/conflicts', {
    auth: true,
    signal,
  });
  return answer.orders;
}

/** Under the analytics key: whatever refreshes the dashboard (a new order, a status change) refreshes this too. */
export function useCalendarConflicts() {
  return useQuery({
    queryKey: [...adminKeys.analytics(), 'calendar-conflicts'],
    queryFn: ({ signal }) => getCalendarConflicts(signal),
  });
}
