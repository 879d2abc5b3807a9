/**
 * Daily batches and pre-order windows as the storefront shows them (issue 23): one request for
 * every limited product, shared by the product cards, the product page and the cart drawer.
 * Fetched in the browser only (it changes with every order, so it is never server-rendered or
 * cached with the catalogue), and kept fresh for a short while.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreAvailability, StoreProductAvailability } from '@/contracts/availability';
import { formatBatchDay } from '@/domain/daily-batch';
import { apiGet } from './api-client';

const AVAILABILITY_FRESH_MS = 15_000;

export const availabilityQuery = () =>
  queryOptions({
    queryKey: ['availability'],
    queryFn: () => apiGet<StoreAvailability>('/api/availability'),
    staleTime: AVAILABILITY_FRESH_MS,
    refetchOnWindowFocus: true,
  });

/** The product's batch and window, or undefined when it has neither (or before the answer). */
export function useProductAvailability(productId: string): StoreProductAvailability | undefined {
  const { data } = useQuery(availabilityQuery());
  return data?.products.find((p) => p.productId === productId);
}

/** "Sold out for Fri 20 Dec", with the next day that has some; null when the first day has some. */
export function soldOutText(a: StoreProductAvailability): { soldOut: string; next: string } | null {
  if (!a.soldOutOn) return null;
  return {
    soldOut: `Sold out for ${formatBatchDay(a.soldOutOn)}`,
    next: a.nextAvailable ? `Next available ${formatBatchDay(a.nextAvailable)}` : 'None left in the coming weeks',
  };
}

/** Few enough left that a customer should know: "Only 4 left for Fri 20 Dec". */
export const LOW_BATCH = 10;
export function fewLeftText(a: StoreProductAvailability): string | null {
  if (a.soldOutOn || a.unitsLeft === null || a.unitsLeft > LOW_BATCH || !a.firstDay) return null;
  return `Only ${a.unitsLeft} left for ${formatBatchDay(a.firstDay)}`;
}
