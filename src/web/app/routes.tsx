import { lazy, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { prefetchStoreLayout, StoreLayout } from './layouts/store/store-layout';
import type { RouteHandle } from './route-types';
import { adminRoute } from './routes/admin-routes';
import { prefetchCategory } from './routes/category-prefetch';
import { HomePage, prefetchHome } from './routes/home-page';
import { infoPageRoutes } from './routes/info-pages';
import { NotFoundPage } from './routes/not-found-page';
import { prefetchProduct, prefetchProductById } from './routes/product-prefetch';
import { browserOnly, handle, lazyPage } from './routes/route-kit';

// Browser-only pieces, each rendered inside `browserOnly`'s Suspense: not in the first load (F1).
const RequireSignIn = lazy(() => import('./auth/sign-in-required').then((m) => ({ default: m.RequireSignIn })));
const PortalLayout = lazy(() => import('./layouts/portal/portal-layout').then((m) => ({ default: m.PortalLayout })));
const AuthCallbackPage = lazy(() =>
  import('./routes/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
);
const AccountSettingsPage = lazy(() =>
  import('./routes/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
);
const AccountDashboardPage = lazy(() =>
  import('./routes/account-dashboard-page').then((m) => ({ default: m.AccountDashboardPage })),
);
const CheckoutPage = lazy(() => import('./routes/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const CheckoutSuccessPage = lazy(() =>
  import('./routes/checkout-success-page').then((m) => ({ default: m.CheckoutSuccessPage })),
);
const OrdersPage = lazy(() => import('./routes/orders-page').then((m) => ({ default: m.OrdersPage })));
const TaxInvoicePage = lazy(() => import('./routes/tax-invoice-page').then((m) => ({ default: m.TaxInvoicePage })));
const CommissionRequestScreen = lazy(() =>
  import('@/web/features/commissions/request-screen').then((m) => ({ default: m.CommissionRequestScreen })),
);
const MyCommissionsScreen = lazy(() =>
  import('@/web/features/commissions/my-commissions-screen').then((m) => ({ default: m.MyCommissionsScreen })),
);
const LoyaltyPage = lazy(() => import('./routes/loyalty-page').then((m) => ({ default: m.LoyaltyPage })));

// The product and category pages are rendered on the server too; their chunks load ahead of
// hydration like the information pages', and otherwise when a visitor first goes to one.
const ProductPage = lazyPage(() => import('./routes/product-page').then((m) => m.ProductPage));
const ProductByIdPage = lazyPage(() => import('./routes/product-page').then((m) => m.ProductByIdPage));
const CategoryPage = lazyPage(() => import('./routes/category-page').then((m) => m.CategoryPage));

/** A customer portal page: browser-only, with the sidebar once signed in, and the log-in card otherwise. */
const portal = (message: string, page: () => ReactNode): ReactNode =>
  browserOnly(() => (
    <PortalLayout>
      <RequireSignIn message={message}>{page()}</RequireSignIn>
    </PortalLayout>
  ));

/** The app's one route table: the storefront inside the store layout, and the staff portal at /admin. */
export const routes: RouteObject[] = [
  adminRoute,
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
      ...infoPageRoutes,
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
        path: 'orders/:orderId/tax-invoice',
        element: portal('Please log in to view your tax invoice', () => <TaxInvoicePage />),
      },
      {
        path: 'loyalty',
        element: portal('Please log in to view your loyalty rewards', () => <LoyaltyPage />),
      },
      {
        path: 'custom-orders/request',
        element: portal('Please log in to request a custom cake', () => <CommissionRequestScreen />),
      },
      {
        path: 'account/custom-cakes',
        element: portal('Please log in to view your custom cakes', () => <MyCommissionsScreen />),
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

/**
 * Loads the chunks of the pages that `pathname` shows, so they render without suspending, and
 * starts fetching those a browser-only page will ask for after hydration (not waited for).
 */
export function preloadRouteChunks(pathname: string): Promise<unknown> {
  const handles = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
  for (const h of handles) h?.warm?.();
  return Promise.all(handles.map((h) => h?.preload?.()));
}
