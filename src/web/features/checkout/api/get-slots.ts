import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StoreSlot } from '@/contracts/checkout';
import { type FulfilmentMethod, isCalendarDate } from '@/domain/delivery';
import { apiGet, withQuery } from '@/web/lib/api-client';

export type Slot = z.infer<typeof StoreSlot>;
export const slotKeys = {
  all: ['/api/checkout/slots'] as const,
  day: (date: string, fulfilment: FulfilmentMethod, sessionId: string) =>
    ['/api/checkout/slots', date, fulfilment, sessionId] as const,
};

/**
 * GET /api/checkout/slots: the five slots of a day, each available or not (with the reason). With
 * the cart's session, slots also keep its products' notice (custom cakes need 48 hours).
 */
export function getSlots(
  date: string,
  fulfilment: FulfilmentMethod,
  sessionId: string,
  signal?: AbortSignal,
): Promise<Slot[]> {
  return apiGet<Slot[]>(withQuery('/api/checkout/slots', { date, fulfilment, sessionId }), { signal });
}

/** The slots of a day. Slots fill up and start as time passes, so answers are kept for a minute only. */
export function useSlots(date: string, fulfilment: FulfilmentMethod, sessionId: string) {
  return useQuery({
    queryKey: slotKeys.day(date, fulfilment, sessionId),
    queryFn: ({ signal }) => getSlots(date, fulfilment, sessionId, signal),
    enabled: isCalendarDate(date),
    staleTime: 60_000,
  });
}
