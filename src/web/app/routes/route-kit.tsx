import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { Spinner } from '@/web/components/ui/spinner';
import { ClientOnly } from '../client-only';
import type { RouteHandle } from '../route-types';

export const pageFallback = (
  <div className="grid min-h-[50vh] place-items-center">
    <Spinner label="Loading…" />
  </div>
);

/**
 * A server-rendered page in its own chunk that can be loaded ahead. The browser loads the current
 * page's chunk before it hydrates (`preloadRouteChunks`): otherwise hydration stops at the page's
 * Suspense boundary and leaves its server HTML, forms included, without React until the chunk
 * arrives, so what a visitor types there first is lost.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    // Chosen once per mount, so a page first shown through <Lazy> is never swapped (and remounted).
    const [Component] = useState<ComponentType | null>(() => loaded);
    // A loaded page renders without a Suspense boundary: React's server renderer sends a large
    // completed boundary apart from the HTML around it, revealed by inline scripts that the
    // Content Security Policy blocks. The server and the browser both load the page before rendering.
    if (Component) return <Component />;
    return (
      <Suspense fallback={pageFallback}>
        <Lazy />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}

/** Account, checkout and admin pages render only in the browser, from their own chunks. */
export const browserOnly = (render: () => ReactNode): ReactNode => (
  <ClientOnly fallback={pageFallback}>{() => <Suspense fallback={pageFallback}>{render()}</Suspense>}</ClientOnly>
);

export const handle = (h: RouteHandle) => h;
