import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { Spinner } from '@/web/components/ui/spinner';
import { ClientOnly } from './client-only';
import { prefetchStoreLayout, StoreLayout } from './layouts/store/store-layout';
import { prefetchCategory } from './pages/category-prefetch';
import { HomePage, prefetchHome } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { prefetchProduct, prefetchProductById } from './pages/product-prefetch';
import type { RouteHandle } from './route-types';

// Browser-only pieces, each rendered inside `browserOnly`'s Suspense: not in the first load (F1).
const RequireSignIn = lazy(() => import('./auth/sign-in-required').then((m) => ({ default: m.RequireSignIn })));
const PortalLayout = lazy(() => import('./layouts/portal/portal-layout').then((m) => ({ default: m.PortalLayout })));
const AuthCallbackPage = lazy(() =>
  import('./pages/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
);
const AdminEntry = lazy(() => import('./pages/admin/admin-entry'));
const AccountSettingsPage = lazy(() =>
  import('./pages/account/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
);
const AccountDashboardPage = lazy(() =>
  import('./pages/account/account-dashboard-page').then((m) => ({ default: m.AccountDashboardPage })),
);
const CheckoutPage = lazy(() => import('./pages/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const CheckoutSuccessPage = lazy(() =>
  import('./pages/checkout/checkout-success-page').then((m) => ({ default: m.CheckoutSuccessPage })),
);
const OrdersPage = lazy(() => import('./pages/orders/orders-page').then((m) => ({ default: m.OrdersPage })));
const LoyaltyPage = lazy(() => import('./pages/loyalty/loyalty-page').then((m) => ({ default: m.LoyaltyPage })));

/**
 * A server-rendered page in its own chunk that can be loaded ahead. The browser loads the current
 * page's chunk before it hydrates (`preloadRouteChunks`): otherwise hydration stops at the page's
 * Suspense boundary and leaves its server HTML, forms included, without React until the chunk
 * arrives, so what a visitor types there first is lost.
 */
function lazyPage(load: () => Promise<ComponentType>) {
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

// The information pages are mostly words: each is its own chunk, rendered on the server.
const OurStoryPage = lazyPage(() => import('@/web/features/info-pages/our-story-page').then((m) => m.OurStoryPage));
const ContactPage = lazyPage(() => import('@/web/features/info-pages/contact-page').then((m) => m.ContactPage));
const DeliveryInfoPage = lazyPage(() =>
  import('@/web/features/info-pages/delivery-info-page').then((m) => m.DeliveryInfoPage),
);
const CustomOrdersPage = lazyPage(() =>
  import('@/web/features/info-pages/custom-orders-page').then((m) => m.CustomOrdersPage),
);
const FaqPage = lazyPage(() => import('@/web/features/info-pages/faq-page').then((m) => m.FaqPage));
const LoyaltyProgramPage = lazyPage(() =>
  import('@/web/features/info-pages/loyalty-program-page').then((m) => m.LoyaltyProgramPage),
);
const ReturnsPage = lazyPage(() => import('@/web/features/info-pages/returns-page').then((m) => m.ReturnsPage));

// The product and category pages are rendered on the server too; their chunks load ahead of
// hydration like the information pages', and otherwise when a visitor first goes to one.
const ProductPage = lazyPage(() => import('./pages/product-page').then((m) => m.ProductPage));
const ProductByIdPage = lazyPage(() => import('./pages/product-page').then((m) => m.ProductByIdPage));
const CategoryPage = lazyPage(() => import('./pages/category-page').then((m) => m.CategoryPage));

const pageFallback = (
  <div className="grid min-h-[50vh] place-items-center">
    <Spinner label="Loading…" />
  </div>
);

/** Account, checkout and admin pages render only in the browser, from their own chunks. */
const browserOnly = (render: () => ReactNode): ReactNode => (
  <ClientOnly fallback={pageFallback}>{() => <Suspense fallback={pageFallback}>{render()}</Suspense>}</ClientOnly>
);

const handle = (h: RouteHandle) => h;

/** A customer portal page: browser-only, with the sidebar once signed in, and the log-in card otherwise. */
const portal = (message: string, page: () => ReactNode): ReactNode =>
  browserOnly(() => (
    <PortalLayout>
      <RequireSignIn message={message}>{page()}</RequireSignIn>
    </PortalLayout>
  ));

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: browserOnly(() => <AdminEntry />),
  },
  {
    element: <StoreLayout />,
    handle: handle({ prefetch: prefetchStoreLayout }),
    children: [
      { index: true, element: <HomePage />, handle: handle({ prefetch: prefetchHome }) },
      {
        path: 'product/details/:slug',
        element: <ProductPage />,
        handle: handle({ prefetch: prefetchProduct, preload: ProductPage.preload }),
      },
      {
        path: 'product/:id',
        element: <ProductByIdPage />,
        handle: handle({ prefetch: prefetchProductById, preload: ProductByIdPage.preload }),
      },
      {
        path: 'category/:slug',
        element: <CategoryPage />,
        handle: handle({ prefetch: prefetchCategory, preload: CategoryPage.preload }),
      },
      { path: 'our-story', element: <OurStoryPage />, handle: handle({ preload: OurStoryPage.preload }) },
      { path: 'contact', element: <ContactPage />, handle: handle({ preload: ContactPage.preload }) },
      {
        path: 'delivery-info',
        element: <DeliveryInfoPage />,
        handle: handle({ preload: DeliveryInfoPage.preload }),
      },
      {
        path: 'custom-orders',
        element: <CustomOrdersPage />,
        handle: handle({ preload: CustomOrdersPage.preload }),
      },
      { path: 'faq', element: <FaqPage />, handle: handle({ preload: FaqPage.preload }) },
      { path: 'returns', element: <ReturnsPage />, handle: handle({ preload: ReturnsPage.preload }) },
      {
        path: 'loyalty-program',
        element: <LoyaltyProgramPage />,
        handle: handle({ preload: LoyaltyProgramPage.preload }),
      },
      // Checkout handles its own sign-in states (the spec's load order); the sidebar shows once signed in.
      {
        path: 'checkout',
        element: browserOnly(() => (
          <PortalLayout>
            <CheckoutPage />
          </PortalLayout>
        )),
      },
      // Open to guests; the sidebar shows only when signed in.
      {
        path: 'checkout/success',
        element: browserOnly(() => (
          <PortalLayout>
            <CheckoutSuccessPage />
          </PortalLayout>
        )),
      },
      { path: 'orders', element: portal('Please log in to view your order history', () => <OrdersPage />) },
      {
        path: 'loyalty',
        element: portal('Please log in to view your loyalty rewards', () => <LoyaltyPage />),
      },
      { path: 'account', element: portal('Please log in to view your dashboard', () => <AccountDashboardPage />) },
      {
        path: 'account/settings',
        element: browserOnly(() => (
          <PortalLayout>
            <AccountSettingsPage />
          </PortalLayout>
        )),
      },
      { path: 'auth/callback', element: browserOnly(() => <AuthCallbackPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the chunks of the pages that `pathname` shows, so they render without suspending. */
export function preloadRouteChunks(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
}
