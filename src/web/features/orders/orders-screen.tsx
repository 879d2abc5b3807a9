import { RotateCcw, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { mergeOrders, useMyOrders, useSessionOrders } from './api/get-orders';
import { paths } from '@/web/lib/paths';
import { OrderCard, type OrderLineAction } from './components/order-card';
import { OrdersPageFrame, ORDERS_TITLE } from './components/orders-page-frame';

/**
 * /orders: the signed-in customer's orders, newest first (the portal route asks visitors to log
 * in). With a cart session, the orders placed from it are merged in, each order once.
 */
export function OrdersScreen({ session, lineAction }: { session: string | null; lineAction?: OrderLineAction }) {
  const mine = useMyOrders();
  const bySession = useSessionOrders(session);

  if (mine.isPending || bySession.isLoading) {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4">
        <title>{ORDERS_TITLE}</title>
        <Spinner size="lg" label="Loading your orders..." className="flex-col text-body" />
      </div>
    );
  }

  if (mine.isError) {
    return (
      <OrdersPageFrame>
        <Card role="alert" className="items-start">
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <p className="font-semibold text-destructive">We couldn't load your orders. Please try again.</p>
            <Button variant="outline" loading={mine.isFetching} onClick={() => void mine.refetch()}>
              {mine.isFetching ? null : <RotateCcw aria-hidden="true" />}
              Try again
            </Button>
          </CardContent>
        </Card>
      </OrdersPageFrame>
    );
  }

  const orders = mergeOrders(mine.data, bySession.data);

  if (orders.length === 0) {
    return (
      <OrdersPageFrame>
        <Card className="items-center px-6 py-14 text-center">
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-saffron-100 text-saffron-800"
          >
            <ShoppingBag className="size-7" />
          </span>
          <h2 className="mt-5 text-h3 text-cocoa-900">No Orders Yet</h2>
          <p className="mt-2 max-w-sm text-muted-foreground">
            When you place an order it will appear here, with its delivery details and progress.
          </p>
          <Button asChild className="mt-6">
            <Link to={paths.home()}>Start Shopping</Link>
          </Button>
        </Card>
      </OrdersPageFrame>
    );
  }

  return (
    <OrdersPageFrame count={orders.length}>
      <ol className="flex flex-col gap-6" aria-label="Your orders, newest first">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} lineAction={lineAction} />
          </li>
        ))}
      </ol>
    </OrdersPageFrame>
  );
}
