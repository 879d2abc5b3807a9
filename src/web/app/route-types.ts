import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { SsrDataSource } from '@/contracts/ssr';

export interface PrefetchContext {
  params: Params;
  searchParams: URLSearchParams;
  data: SsrDataSource;
  queryClient: QueryClient;
}

/** Loads a public page's data on the server into the query cache; may set the HTTP status. */
export type Prefetch = (context: PrefetchContext) => Promise<{ status?: number } | void>;

export interface RouteHandle {
  prefetch?: Prefetch;
  /** Loads the page's own chunk ahead (the browser does so before hydrating). */
  preload?: () => Promise<unknown>;
  /**
   * Starts fetching chunks a browser-only page needs once it runs (the admin portal's guard, frame
   * and area), without holding hydration back for them.
   */
  warm?: () => void;
}
