import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import type { PublicConfig } from '@/contracts/ssr';
import { Toaster } from '@/web/components/ui/toaster';
import { startAuth } from '@/web/lib/auth/auth-store';
import { PublicConfigContext } from '@/web/lib/public-config';
import { routes } from './routes';

/** The page scrolls to the top on every location change (storefront section 2). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/** After hydration: starts sign-in, then marks the document (browser tests wait for this). */
function AfterHydration({ oidc }: { oidc: PublicConfig['oidc'] }) {
  useEffect(() => {
    startAuth(oidc);
    document.documentElement.dataset.hydrated = 'true';
  }, [oidc]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

/** The app inside a router (StaticRouter on the server, BrowserRouter in the browser). */
export function App({ queryClient, publicConfig }: { queryClient: QueryClient; publicConfig: PublicConfig }) {
  return (
    <PublicConfigContext value={publicConfig}>
    <QueryClientProvider client={queryClient}>
      <AfterHydration oidc={publicConfig.oidc} />
      <ScrollToTop />
      <AppRoutes />
      <Toaster />
    </QueryClientProvider>
    </PublicConfigContext>
  );
}
