import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import type { AdminIdentity } from './layout/admin-identity';
import { AdminLayout } from './layout/admin-layout';

const DashboardPage = lazy(() => import('./dashboard/dashboard-page'));
const OrdersPage = lazy(() => import('./orders/orders-page'));
const CustomersPage = lazy(() => import('./customers/customers-page'));
const MessagesPage = lazy(() => import('./messages/messages-page'));
const BusinessPage = lazy(() => import('./business/business-page'));
const ProductsPage = lazy(() => import('./products/products-page'));
const LoyaltyAdminPage = lazy(() => import('./loyalty/loyalty-admin-page'));

const loading = (
  <div className="grid min-h-[40vh] place-items-center">
    <Spinner label="Loading…" />
  </div>
);

/** /admin/anything-else: inside the portal, with the way back to the dashboard. */
function AdminNotFound() {
  return (
    <div className="mx-auto grid max-w-md place-items-center gap-4 py-16 text-center">
      <title>Page not found – Admin – Saffron &amp; Sugar</title>
      <h1 className="text-h2">Page not found</h1>
      <p className="text-muted-foreground">There is no admin page at this address.</p>
      <Link to="/admin" className={buttonVariants({ variant: 'outline' })}>
        Go to the Dashboard
      </Link>
    </div>
  );
}

/**
 * The staff portal, loaded as its own chunk only under /admin (budget F2); each page is its own
 * chunk too, inside the layout (sidebar, live order stream), which stays while pages load.
 */
export default function AdminApp({ admin }: { admin: AdminIdentity }) {
  return (
    <AdminLayout admin={admin}>
      <Suspense fallback={loading}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="business" element={<BusinessPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="loyalty" element={<LoyaltyAdminPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
