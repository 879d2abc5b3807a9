import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import type { PublicConfig } from '@/contracts/ssr';
import { LazyToaster } from '@/web/components/ui/lazy-toaster';
import { startAuth } from '@/web/lib/auth/auth-store';
import { PublicConfigContext } from '@/web/lib/public-config';
import { useFocusOnNavigation } from '@/web/lib/navigation-focus';
import { useScrollOnNavigation } from '@/web/lib/scroll';
import { routes } from './routes';

/**
 * What a change of page does (never the first load): scroll to the top or the named section, and
 * move the focus to the new page's heading.
 */
function NavigationEffects() {
  const location = useLocation();
  useScrollOnNavigation(location);
  useFocusOnNavigation(location);
  return null;
}

/** After hydration: starts sign-in, then marks the document (browser tests wait for this). */
function AfterHydration({ oidc, publicUrl }: { oidc: PublicConfig['oidc']; publicUrl: string }) {
  useEffect(() => {
    startAuth(oidc, publicUrl);
    document.documentElement.dataset.hydrated = 'true';
  }, [oidc, publicUrl]);
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
        <AfterHydration oidc={publicConfig.oidc} publicUrl={publicConfig.publicUrl} />
        <NavigationEffects />
        <AppRoutes />
        <LazyToaster />
      </QueryClientProvider>
    </PublicConfigContext>
  );
}
