import { useSearchParams } from 'react-router';
import { OrdersScreen } from '@/web/features/orders/orders-screen';

/** /orders, with ?session= naming a cart session whose orders are merged in. */
export function OrdersPage() {
  const [params] = useSearchParams();
  return <OrdersScreen session={params.get('session')} />;
}
