import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import type { PublicConfig } from '@/contracts/ssr';
import { Toaster } from '@/web/components/ui/toaster';
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

/** Marks the document once React has hydrated it (browser tests wait for this). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
      <HydrationMarker />
      <ScrollToTop />
      <AppRoutes />
      <Toaster />
    </QueryClientProvider>
    </PublicConfigContext>
  );
}
