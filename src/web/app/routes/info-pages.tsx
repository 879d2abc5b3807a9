import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './route-kit';

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

/** The information pages' routes, inside the store layout. */
export const infoPageRoutes: RouteObject[] = [
  { path: 'our-story', element: <OurStoryPage />, handle: handle({ preload: OurStoryPage.preload }) },
  { path: 'contact', element: <ContactPage />, handle: handle({ preload: ContactPage.preload }) },
  { path: 'delivery-info', element: <DeliveryInfoPage />, handle: handle({ preload: DeliveryInfoPage.preload }) },
  { path: 'custom-orders', element: <CustomOrdersPage />, handle: handle({ preload: CustomOrdersPage.preload }) },
  { path: 'faq', element: <FaqPage />, handle: handle({ preload: FaqPage.preload }) },
  { path: 'returns', element: <ReturnsPage />, handle: handle({ preload: ReturnsPage.preload }) },
  {
    path: 'loyalty-program',
    element: <LoyaltyProgramPage />,
    handle: handle({ preload: LoyaltyProgramPage.preload }),
  },
];
