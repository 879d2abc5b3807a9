import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '@/web/components/ui/spinner';
import { ClientOnly } from './client-only';
import { prefetchStoreLayout, StoreLayout } from './layouts/store/store-layout';
import { CategoryPage, prefetchCategory } from './pages/category-page';
import { HomePage, prefetchHome } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { prefetchProduct, prefetchProductById, ProductByIdPage, ProductPage } from './pages/product-page';
import type { RouteHandle } from './route-types';

const AdminApp = lazy(() => import('@/web/features/admin/admin-app'));

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

const publicLazy = (page: ReactNode): ReactNode => <Suspense fallback={pageFallback}>{page}</Suspense>;

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
      { path: 'product/:id', element: <ProductByIdPage />, handle: handle({ prefetch: prefetchProductById }) },
      { path: 'category/:slug', element: <CategoryPage />, handle: handle({ prefetch: prefetchCategory }) },
      { path: 'our-story', element: publicLazy(<OurStoryPage />) },
      { path: 'contact', element: publicLazy(<ContactPage />) },
      { path: 'delivery-info', element: publicLazy(<DeliveryInfoPage />) },
      { path: 'custom-orders', element: publicLazy(<CustomOrdersPage />) },
      { path: 'faq', element: publicLazy(<FaqPage />) },
      { path: 'returns', element: publicLazy(<ReturnsPage />) },
      { path: 'loyalty-program', element: publicLazy(<LoyaltyProgramPage />) },
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
