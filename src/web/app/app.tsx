import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { Toaster } from '@/web/components/ui/toaster';
import { routes } from './routes';

/** The page scrolls to the top on every location change (storefront section 2). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

/** The app inside a router (StaticRouter on the server, BrowserRouter in the browser). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTop />
      <AppRoutes />
      <Toaster />
    </QueryClientProvider>
  );
}
