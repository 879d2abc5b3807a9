import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '@/web/components/ui/spinner';
import { ClientOnly } from './client-only';
import { prefetchStoreLayout, StoreLayout } from './layouts/store/store-layout';
import { CategoryPage, prefetchCategory } from './pages/category-page';
import { HomePage, prefetchHome } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { RequireSignIn } from './auth/sign-in-required';
import { PortalLayout } from './layouts/portal/portal-layout';
import { AuthCallbackPage } from './pages/auth-callback-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { prefetchProduct, prefetchProductById, ProductByIdPage, ProductPage } from './pages/product-page';
import type { RouteHandle } from './route-types';

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

// The information pages are mostly words: each is its own chunk, rendered on the server.
const OurStoryPage = lazy(() => import('@/web/features/info-pages/our-story-page').then((m) => ({ default: m.OurStoryPage })));
const ContactPage = lazy(() => import('@/web/features/info-pages/contact-page').then((m) => ({ default: m.ContactPage })));
const DeliveryInfoPage = lazy(() =>
  import('@/web/features/info-pages/delivery-info-page').then((m) => ({ default: m.DeliveryInfoPage })),
);
const CustomOrdersPage = lazy(() =>
  import('@/web/features/info-pages/custom-orders-page').then((m) => ({ default: m.CustomOrdersPage })),
);
const FaqPage = lazy(() => import('@/web/features/info-pages/faq-page').then((m) => ({ default: m.FaqPage })));
const LoyaltyProgramPage = lazy(() =>
  import('@/web/features/info-pages/loyalty-program-page').then((m) => ({ default: m.LoyaltyProgramPage })),
);
const ReturnsPage = lazy(() => import('@/web/features/info-pages/returns-page').then((m) => ({ default: m.ReturnsPage })));

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

const publicLazy = (page: ReactNode): ReactNode => <Suspense fallback={pageFallback}>{page}</Suspense>;

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
      { path: 'product/details/:slug', element: <ProductPage />, handle: handle({ prefetch: prefetchProduct }) },
      { path: 'product/:id', element: <ProductByIdPage />, handle: handle({ prefetch: prefetchProductById }) },
      { path: 'category/:slug', element: <CategoryPage />, handle: handle({ prefetch: prefetchCategory }) },
      { path: 'our-story', element: publicLazy(<OurStoryPage />) },
      { path: 'contact', element: publicLazy(<ContactPage />) },
      { path: 'delivery-info', element: publicLazy(<DeliveryInfoPage />) },
      { path: 'custom-orders', element: publicLazy(<CustomOrdersPage />) },
      { path: 'faq', element: publicLazy(<FaqPage />) },
      { path: 'returns', element: publicLazy(<ReturnsPage />) },
      { path: 'loyalty-program', element: publicLazy(<LoyaltyProgramPage />) },
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
      { path: 'loyalty', element: portal('Please log in to view your loyalty rewards', () => <PlaceholderPage title="Loyalty Program" />) },
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
