import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StoreSlot } from '@/contracts/checkout';
import { apiGet, withQuery } from '@/web/lib/api-client';

export type Slot = z.infer<typeof StoreSlot>;
export type Fulfilment = 'delivery' | 'pickup';

export const slotKeys = {
  all: ['/api/checkout/slots'] as const,
  day: (date: string, fulfilment: Fulfilment) => ['/api/checkout/slots', date, fulfilment] as const,
};

/** GET /api/checkout/slots: the five slots of a day, each available or not (with the reason). */
export function getSlots(date: string, fulfilment: Fulfilment, signal?: AbortSignal): Promise<Slot[]> {
  return apiGet<Slot[]>(withQuery('/api/checkout/slots', { date, fulfilment }), { signal });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The slots of a day. Slots fill up and start as time passes, so answers are kept for a minute only. */
export function useSlots(date: string, fulfilment: Fulfilment) {
  return useQuery({
    queryKey: slotKeys.day(date, fulfilment),
    queryFn: ({ signal }) => getSlots(date, fulfilment, signal),
    enabled: DATE.test(date),
    staleTime: 60_000,
  });
}
