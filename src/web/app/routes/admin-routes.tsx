import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { browserOnly } from './route-kit';

// Every admin module is in a chunk of its own, reached only through these lazy imports: nothing of
// the portal is in the storefront's first load or any storefront chunk (budget F2). The guard's and
// the frame's chunks take their files' names, admin-entry and admin-app, which the journeys look for.
const AdminEntry = lazy(() => import('./admin/admin-entry'));
const DashboardPage = lazy(() => import('./admin/dashboard-route'));
const BoardPage = lazy(() => import('./admin/board-route'));
const OrdersPage = lazy(() => import('@/web/features/admin-orders/orders-page'));
const CommissionsPage = lazy(() => import('@/web/features/admin-commissions/commissions-page'));
const CustomersPage = lazy(() => import('@/web/features/admin-customers/customers-page'));
const MessagesPage = lazy(() => import('@/web/features/admin-messages/messages-page'));
const ReviewsPage = lazy(() => import('@/web/features/admin-reviews/reviews-page'));
const BusinessPage = lazy(() => import('./admin/business-route'));
const ProductsPage = lazy(() => import('@/web/features/admin-catalog/products-page'));
const CapacityPage = lazy(() => import('@/web/features/admin-capacity/capacity-page'));
const AllergenCardPage = lazy(() => import('@/web/features/admin-catalog/allergen-card-page'));
const LoyaltyAdminPage = lazy(() => import('@/web/features/admin-loyalty/loyalty-admin-page'));
const GstReportPage = lazy(() => import('@/web/features/admin-gst-report/gst-report-page'));
const AdminNotFound = lazy(() => import('@/web/features/admin-shell/admin-not-found'));
// Staff who reach an owner's page by its address are told so (decision 0195).
const OwnerOnly = lazy(() => import('@/web/features/admin-shell/owner-only'));

/**
 * The staff portal's part of the route table: the guard and the portal's frame at /admin (browser
 * only), each area a child route rendered in the frame's outlet.
 */
export const adminRoute: RouteObject = {
  path: '/admin',
  element: browserOnly(() => <AdminEntry />),
  children: [
    { index: true, element: <DashboardPage /> },
    // The Today board: first in the sidebar; /admin stays the spec's dashboard (decision 0163).
    { path: 'today', element: <BoardPage /> },
    { path: 'orders', element: <OrdersPage /> },
    { path: 'commissions', element: <CommissionsPage /> },
    { path: 'customers', element: <CustomersPage /> },
    { path: 'messages', element: <MessagesPage /> },
    { path: 'reviews', element: <ReviewsPage /> },
    {
      path: 'business',
      element: (
        <OwnerOnly>
          <BusinessPage />
        </OwnerOnly>
      ),
    },
    {
      path: 'capacity',
      element: (
        <OwnerOnly>
          <CapacityPage />
        </OwnerOnly>
      ),
    },
    {
      path: 'gst-report',
      element: (
        <OwnerOnly>
          <GstReportPage />
        </OwnerOnly>
      ),
    },
    {
      path: 'products',
      element: (
        <OwnerOnly>
          <ProductsPage />
        </OwnerOnly>
      ),
    },
    // The counter's allergen card for one product (issue 26), printed from the browser.
    {
      path: 'products/:id/allergen-card',
      element: (
        <OwnerOnly>
          <AllergenCardPage />
        </OwnerOnly>
      ),
    },
    {
      path: 'loyalty',
      element: (
        <OwnerOnly>
          <LoyaltyAdminPage />
        </OwnerOnly>
      ),
    },
    { path: '*', element: <AdminNotFound /> },
  ],
};
