import { useQuery } from '@tanstack/react-query';
import type { StoreSlot } from '@/contracts/checkout';
import { type FulfilmentMethod, isCalendarDate } from '@/domain/delivery';
import { apiGet, withQuery } from '@/web/lib/api-client';

/**
 * GET /api/checkout/slots for a day the customer may move an order to (issue 24). The server
 * checks the move itself by a new order's rules; this only greys what is plainly closed or full.
 */
export function getMoveSlots(date: string, fulfilment: FulfilmentMethod, signal?: AbortSignal): Promise<StoreSlot[]> {
  return apiGet<StoreSlot[]>(withQuery('/api/checkout/slots', { date, fulfilment }), { signal });
}

export function useMoveSlots(date: string, fulfilment: FulfilmentMethod) {
  return useQuery({
    queryKey: ['/api/checkout/slots', date, fulfilment, 'move'] as const,
    queryFn: ({ signal }) => getMoveSlots(date, fulfilment, signal),
    enabled: isCalendarDate(date),
    staleTime: 30_000,
  });
}
