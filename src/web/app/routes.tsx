import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '@/web/components/ui/spinner';
import { ClientOnly } from './client-only';
import { prefetchStoreLayout, StoreLayout } from './layouts/store/store-layout';
import { CategoryPage, prefetchCategory } from './pages/category-page';
import { HomePage, prefetchHome } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { prefetchProduct, ProductPage } from './pages/product-page';
import type { RouteHandle } from './route-types';

const AdminApp = lazy(() => import('@/web/features/admin/admin-app'));

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

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: browserOnly(() => <AdminApp />),
  },
  {
    element: <StoreLayout />,
    handle: handle({ prefetch: prefetchStoreLayout }),
    children: [
      { index: true, element: <HomePage />, handle: handle({ prefetch: prefetchHome }) },
      { path: 'product/details/:slug', element: <ProductPage />, handle: handle({ prefetch: prefetchProduct }) },
      { path: 'product/:id', element: <PlaceholderPage title="Product" /> },
      { path: 'category/:slug', element: <CategoryPage />, handle: handle({ prefetch: prefetchCategory }) },
      { path: 'our-story', element: <PlaceholderPage title="Our Story" /> },
      { path: 'contact', element: <PlaceholderPage title="Contact Us" /> },
      { path: 'delivery-info', element: <PlaceholderPage title="Delivery Information" /> },
      { path: 'custom-orders', element: <PlaceholderPage title="Custom Orders" /> },
      { path: 'faq', element: <PlaceholderPage title="Frequently Asked Questions" /> },
      { path: 'returns', element: <PlaceholderPage title="Returns & Refunds" /> },
      { path: 'loyalty-program', element: <PlaceholderPage title="Loyalty Program" /> },
      { path: 'checkout', element: browserOnly(() => <PlaceholderPage title="Checkout" />) },
      { path: 'checkout/success', element: browserOnly(() => <PlaceholderPage title="Order Confirmed!" />) },
      { path: 'orders', element: browserOnly(() => <PlaceholderPage title="My Orders" />) },
      { path: 'loyalty', element: browserOnly(() => <PlaceholderPage title="Loyalty Program" />) },
      { path: 'account', element: browserOnly(() => <PlaceholderPage title="Dashboard" />) },
      { path: 'account/settings', element: browserOnly(() => <PlaceholderPage title="Account Settings" />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
