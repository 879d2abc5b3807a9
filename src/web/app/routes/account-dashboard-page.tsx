import { AccountDashboardScreen } from '@/web/features/account/account-dashboard-screen';
import { useMyOrders } from '@/web/features/orders/api/get-orders';
import { RecentOrderList } from '@/web/features/orders/components/recent-order-list';
import { countPlacedThisMonth } from '@/web/features/orders/order-format';

/** /account: the account feature's dashboard, with the customer's orders from the orders feature. */
export function AccountDashboardPage() {
  const orders = useMyOrders();
  return (
    <AccountDashboardScreen
      orders={orders}
      placedThisMonth={countPlacedThisMonth(orders.data ?? [])}
      renderRecentOrders={(recent) => <RecentOrderList orders={recent} />}
    />
  );
}
