import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { browserOnly } from './route-kit';

// Every admin module is in a chunk of its own, reached only through these lazy imports: nothing of
// the portal is in the storefront's first load or any storefront chunk (budget F2). The guard's and
// the frame's chunks take their files' names, admin-entry and admin-app, which the journeys look for.
const AdminEntry = lazy(() => import('./admin/admin-entry'));
const DashboardPage = lazy(() => import('@/web/features/admin-dashboard/dashboard-page'));
const BoardPage = lazy(() => import('@/web/features/admin-board/board-page'));
const OrdersPage = lazy(() => import('@/web/features/admin-orders/orders-page'));
const CustomersPage = lazy(() => import('@/web/features/admin-customers/customers-page'));
const MessagesPage = lazy(() => import('@/web/features/admin-messages/messages-page'));
const BusinessPage = lazy(() => import('./admin/business-route'));
const ProductsPage = lazy(() => import('@/web/features/admin-catalog/products-page'));
const LoyaltyAdminPage = lazy(() => import('@/web/features/admin-loyalty/loyalty-admin-page'));
const AdminNotFound = lazy(() => import('@/web/features/admin-shell/admin-not-found'));

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
    { path: 'customers', element: <CustomersPage /> },
    { path: 'messages', element: <MessagesPage /> },
    { path: 'business', element: <BusinessPage /> },
    { path: 'products', element: <ProductsPage /> },
    { path: 'loyalty', element: <LoyaltyAdminPage /> },
    { path: '*', element: <AdminNotFound /> },
  ],
};
