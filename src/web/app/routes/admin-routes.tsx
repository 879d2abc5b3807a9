import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { browserOnly, handle } from './route-kit';

// Every admin module is in a chunk of its own, reached only through these lazy imports: nothing of
// the portal is in the storefront's first load or any storefront chunk (budget F2). The guard's and
// the frame's chunks take their files' names, admin-entry and admin-app, which the journeys look for.
// Each area's import is kept beside its component, so a page opened at its address fetches the
// guard, the frame and the area at once (`warm`) instead of one after another behind the sign-in check.
function area<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  // A chunk that fails to arrive ahead is fetched again, and reported, when the page renders.
  return { Page: lazy(load), warm: () => void load().catch(() => {}) };
}

const entry = area(() => import('./admin/admin-entry'));
const frame = () => void import('@/web/features/admin-shell/admin-app').catch(() => {});
const dashboard = area(() => import('./admin/dashboard-route'));
const board = area(() => import('./admin/board-route'));
const orders = area(() => import('@/web/features/admin-orders/orders-page'));
const commissions = area(() => import('@/web/features/admin-commissions/commissions-page'));
const customers = area(() => import('@/web/features/admin-customers/customers-page'));
const messages = area(() => import('@/web/features/admin-messages/messages-page'));
const reviews = area(() => import('@/web/features/admin-reviews/reviews-page'));
const business = area(() => import('./admin/business-route'));
const products = area(() => import('@/web/features/admin-catalog/products-page'));
const capacity = area(() => import('@/web/features/admin-capacity/capacity-page'));
const allergenCard = area(() => import('@/web/features/admin-catalog/allergen-card-page'));
const loyalty = area(() => import('@/web/features/admin-loyalty/loyalty-admin-page'));
const gstReport = area(() => import('@/web/features/admin-gst-report/gst-report-page'));
const notFound = area(() => import('@/web/features/admin-shell/admin-not-found'));
// Staff who reach an owner's page by its address are told so (decision 0195).
const ownerOnly = area(() => import('@/web/features/admin-shell/owner-only'));
const { Page: OwnerOnly } = ownerOnly;

/** An area's page and the fetch of its chunk. */
interface Area {
  Page: ComponentType;
  warm(): void;
}

/** An area of the portal at `path`, its chunk fetched ahead when the page opens at its address. */
function areaRoute(path: string | undefined, { Page, warm }: Area, owners = false): RouteObject {
  const element = owners ? (
    <OwnerOnly>
      <Page />
    </OwnerOnly>
  ) : (
    <Page />
  );
  const warmAll = () => {
    if (owners) ownerOnly.warm();
    warm();
  };
  return { ...(path === undefined ? { index: true } : { path }), element, handle: handle({ warm: warmAll }) };
}

/**
 * The staff portal's part of the route table: the guard and the portal's frame at /admin (browser
 * only), each area a child route rendered in the frame's outlet.
 */
export const adminRoute: RouteObject = {
  path: '/admin',
  element: browserOnly(() => <entry.Page />),
  handle: handle({
    warm: () => {
      entry.warm();
      frame();
    },
  }),
  children: [
    areaRoute(undefined, dashboard),
    // The Today board: first in the sidebar; /admin stays the spec's dashboard (decision 0163).
    areaRoute('today', board),
    areaRoute('orders', orders),
    areaRoute('commissions', commissions),
    areaRoute('customers', customers),
    areaRoute('messages', messages),
    areaRoute('reviews', reviews),
    areaRoute('business', business, true),
    areaRoute('capacity', capacity, true),
    areaRoute('gst-report', gstReport, true),
    areaRoute('products', products, true),
    // The counter's allergen card for one product (issue 26), printed from the browser.
    areaRoute('products/:id/allergen-card', allergenCard, true),
    areaRoute('loyalty', loyalty, true),
    areaRoute('*', notFound),
  ],
};
