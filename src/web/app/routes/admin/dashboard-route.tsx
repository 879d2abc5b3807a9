/** /admin: the dashboard, with the "Pause new orders" panel (issue 23) under the welcome. */
import DashboardPage from '@/web/features/admin-dashboard/dashboard-page';
import { OrdersPausePanel } from '@/web/features/admin-orders-pause/orders-pause-panel';

export default function DashboardRoute() {
  return <DashboardPage ordersPause={<OrdersPausePanel />} />;
}
