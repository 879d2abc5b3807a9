import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminBoard } from '@/contracts/admin-board';
import { adminKeys } from '@/web/lib/admin/admin-keys';
import { apiRequest, withQuery } from '@/web/lib/api-client';

/**
 * The board's key sits under the orders' key: a new order or a status change from the live stream
 * (the admin layout invalidates adminKeys.orders()) and a status set on any screen re-read it.
 */
export const boardKey = (date: string) => [...adminKeys.orders(), 'board', date] as const;

/** GET /api/admin/board?date=yyyy-MM-dd (no date: today in Auckland, the server decides). */
export function getBoard(date: string, signal?: AbortSignal): Promise<AdminBoard> {
  return apiRequest<AdminBoard>('GET', withQuery('/api/admin/board', { date: date || undefined }), {
    auth: true,
    signal,
  });
}

export function useBoard(date: string) {
  return useQuery({
    queryKey: boardKey(date),
    staleTime: 0,
    // Changing day keeps the last board on screen until the next one arrives: no flash of a spinner.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getBoard(date, signal),
  });
}
