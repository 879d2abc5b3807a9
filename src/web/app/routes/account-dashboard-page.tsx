import { AccountDashboardScreen } from '@/web/features/account/account-dashboard-screen';
import { useMyOrders } from '@/web/features/orders/api/get-orders';
import { RecentOrderList } from '@/web/features/orders/components/recent-order-list';
import { countPlacedThisMonth } from '@/web/features/orders/order-format';
import { StoreCreditCard } from '@/web/features/store-credit/components/store-credit-card';

/**
 * /account: the account feature's dashboard, with the customer's orders from the orders feature and
 * their store credit from the store-credit feature.
 */
export function AccountDashboardPage() {
  const orders = useMyOrders();
  return (
    <AccountDashboardScreen
      orders={orders}
      placedThisMonth={countPlacedThisMonth(orders.data ?? [])}
      renderRecentOrders={(recent) => <RecentOrderList orders={recent} />}
      storeCredit={<StoreCreditCard />}
    />
  );
}
