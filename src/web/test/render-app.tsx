/**
 * The one way the web tests put a screen on the page: with the providers the app itself uses
 * (public configuration, the query client with the spec's rules, the router, the toaster), the
 * sign-in state played by the harness (fake-auth.ts) and the API answered by the fake API
 * (fake-api.ts), both checked against the contracts.
 *
 *   renderApp(<LoyaltyPage />, { route: '/loyalty', auth: customer, api: { 'GET /api/loyalty/:id': … } })
 *   renderApp('/checkout', …)    // the app's own route table at that address
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { lazy, type ReactElement, type ReactNode, Suspense, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useRoutes } from 'react-router';
import { afterEach } from 'vitest';
import type { PublicConfig } from '@/contracts/ssr';
import { LazyToaster } from '@/web/components/ui/lazy-toaster';
// Loaded with the harness, not inside the first test that toasts: the lazy toaster's chunk takes
// seconds to load on a busy machine, which a test's time limit should not pay.
import '@/web/components/ui/toaster';
import { PublicConfigContext } from '@/web/lib/public-config';
import { createQueryClient } from '@/web/lib/query-client';
import { api, type FakeRoutes } from './fake-api';
import { auth, type Identity } from './fake-auth';

export { api, type FakeRequest, type FakeRoutes } from './fake-api';
export { admin, auth, customer, type Identity, type SignedIn } from './fake-auth';

export const TEST_PUBLIC_CONFIG: PublicConfig = {
  publicUrl: 'http://shop.test',
  oidc: { authority: 'http://sign-in.test', clientId: 'shop', scope: 'openid profile email', resource: null },
};

export interface RenderAppOptions {
  /** The address the router starts at; `/` unless given. */
  route?: string;
  /** The route pattern the screen is mounted at (`/products/:slug`); any address when not given. */
  path?: string;
  /** Other screens by route pattern, for where the screen sends the visitor (`{ '/': <h1>Home</h1> }`). */
  otherRoutes?: Record<string, ReactNode>;
  /** Handlers added to this test's fake API (see fake-api.ts); `api.routes` holds them all. */
  api?: FakeRoutes;
  /** Who is signed in; left as it is (signed out at the start of each test) when not given. */
  auth?: Identity;
  /** A query client prepared by the test (cached data); a fresh one with the app's rules otherwise. */
  queryClient?: QueryClient;
  /**
   * Renders the app's toaster beside the screen. On by default for an address (the whole app, as
   * app.tsx mounts it), off by default for a screen rendered alone: a toast's text would sit on the
   * page twice (the screen's own message and the toast), so `getByText` finds both. Tests read the
   * toasts from the toast store (`getToasts()`); decision 0149.
   */
  toaster?: boolean;
}

export interface RenderedApp extends RenderResult {
  queryClient: QueryClient;
  /** The router's current address: pathname, query and hash. */
  location(): string;
}

let currentLocation = '';
const recordLocation = (address: string) => {
  currentLocation = address;
};

/** Tells the test where the router is (after each render, as the app's own effects see it). */
function LocationProbe() {
  const location = useLocation();
  const address = location.pathname + location.search + location.hash;
  useEffect(() => recordLocation(address), [address]);
  return null;
}

/** The app's route table, loaded only by the tests that render an address (it imports every page). */
const AppRoutes = lazy(() =>
  import('@/web/app/routes').then(({ routes }) => ({
    default: function AppRoutes() {
      return useRoutes(routes);
    },
  })),
);

/** The providers of src/web/app/app.tsx around `children`, without the app's sign-in start (the harness plays it). */
export function AppProviders({
  queryClient,
  route = '/',
  toaster = true,
  children,
}: {
  queryClient: QueryClient;
  route?: string;
  toaster?: boolean;
  children: ReactNode;
}) {
  return (
    <PublicConfigContext value={TEST_PUBLIC_CONFIG}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
        {toaster && <LazyToaster />}
      </QueryClientProvider>
    </PublicConfigContext>
  );
}

/** Renders `ui` (or, given an address, the app's own page there) inside the app's providers. */
export function renderApp(ui: ReactElement | string, options: RenderAppOptions = {}): RenderedApp {
  if (options.api) Object.assign(api.routes, options.api);
  if (options.auth) auth.as(options.auth);
  const queryClient = options.queryClient ?? createQueryClient();
  const route = typeof ui === 'string' ? ui : (options.route ?? '/');
  const others = Object.entries(options.otherRoutes ?? {});
  let screenUi: ReactNode;
  if (typeof ui === 'string') {
    screenUi = (
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    );
  } else if (options.path || others.length) {
    screenUi = (
      <Routes>
        <Route path={options.path ?? '*'} element={ui} />
        {others.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    );
  } else screenUi = ui;
  const result = render(
    <AppProviders queryClient={queryClient} route={route} toaster={options.toaster ?? typeof ui === 'string'}>
      {screenUi}
    </AppProviders>,
  );
  return { ...result, queryClient, location: () => currentLocation };
}

afterEach(() => {
  cleanup();
});
