import '@/web/admin.css';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/web/components/ui/spinner';
import type { AdminIdentity } from '@/web/lib/admin/admin-identity';
import { AdminLayout } from './admin-layout';

const loading = (
  <div className="grid min-h-[40vh] place-items-center">
    <Spinner label="Loading…" />
  </div>
);

/**
 * The staff portal's frame, loaded as its own chunk only under /admin (budget F2): the layout
 * (sidebar, live order stream) stays while each area's own chunk loads into the outlet.
 */
export default function AdminApp({ admin }: { admin: AdminIdentity }) {
  return (
    <AdminLayout admin={admin}>
      <Suspense fallback={loading}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}
