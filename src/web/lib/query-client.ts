import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { toast } from './toast-store';

/** What the storefront says when the shop refused a call because it was saturated (decision 0215). */
export const BUSY_FALLBACK = 'The shop is busy, try again in a moment.';

/**
 * A refused call was already sent again by the API client (api-client.ts); still refused, the
 * person is told to try again in a moment, whichever screen asked.
 */
function announceBusy(error: Error): void {
  if (!(error instanceof ApiRequestError) || !error.busy) return;
  toast({ title: error.serverMessage ?? BUSY_FALLBACK, variant: 'destructive' });
}

/**
 * The spec's data-fetching rules: no retries, no refetch on focus, no polling, never stale. In the
 * browser (`announceBusy`), a busy shop's refusal is told in a toast; never on the server, whose
 * toast store would be shared by every request.
 */
export function createQueryClient(options: { announceBusy?: boolean } = {}): QueryClient {
  const onError = options.announceBusy ? announceBusy : undefined;
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
