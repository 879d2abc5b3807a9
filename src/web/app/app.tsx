import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import type { PublicConfig } from '@/contracts/ssr';
import { LazyToaster } from '@/web/components/ui/lazy-toaster';
import { startAuth } from '@/web/lib/auth/auth-store';
import { PublicConfigContext } from '@/web/lib/public-config';
import { keepsScroll } from '@/web/lib/scroll';
import { routes } from './routes';

/**
 * The page scrolls to the top on every location change (storefront section 2), or to the named
 * section when the address has one (a header search lands on #products). It jumps: the
 * stylesheet's smooth scrolling is for in-page links, not for arriving on a new page. A change
 * made in place (a filter chip, `KEEP_SCROLL`) leaves the position alone.
 */
function ScrollToTop() {
  const { pathname, search, hash, state } = useLocation();
  const stay = keepsScroll(state);
  useEffect(() => {
    if (stay) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, stay]);
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
        <ScrollToTop />
        <AppRoutes />
        <LazyToaster />
      </QueryClientProvider>
    </PublicConfigContext>
  );
}
