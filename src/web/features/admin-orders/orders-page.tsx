import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CalendarClock, ClipboardList, Download, PackageOpen } from 'lucide-react';
import type { AdminOrder } from '@/contracts/admin-orders';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { toast } from '@/web/lib/toast-store';
import { flattenOrderPages, useAdminOrder, useAdminOrders } from './api/get-admin-orders';
import { useExportOrdersCsv } from './api/export-orders-csv';
import { useIsOwner } from '@/web/lib/admin/admin-identity';
import { ClearAllOrders } from './components/clear-all-orders';
import { OrderDetailsDialog } from './components/order-details-dialog';
import { OrdersFilters } from './components/orders-filters';
import { OrdersTable } from './components/orders-table';
import { ProductionView } from './components/production-view';
import { applyOrderFilters, defaultProductionDate, filtersFromParams, type OrderFilters } from './order-list';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

const TITLE = 'Order Management';

/** /admin/orders: the orders list (admin spec section 2) and the kitchen's production sheet (?view=production). */
export default function OrdersPage() {
  const isOwner = useIsOwner();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view = params.get('view') === 'production' ? 'production' : 'orders';
  const orders = useAdminOrders();
  // The first filters may come from the address (the dashboard links to what is due tomorrow).
  const [filters, setFilters] = useState<OrderFilters>(() => filtersFromParams(params));
  const [openId, setOpenId] = useState<string | null>(null);
  const details = useAdminOrder(openId);
  const exportCsv = useExportOrdersCsv();

  // The orders loaded so far (newest first) and how many the shop really has (X-Total-Count).
  const { orders: all, total } = useMemo(() => flattenOrderPages(orders.data?.pages), [orders.data]);
  const shown = useMemo(() => applyOrderFilters(all, filters), [all, filters]);
  const open: AdminOrder | null = openId ? (all.find((o) => o.id === openId) ?? details.data ?? null) : null;
  const productionDate = params.get('date') ?? (orders.data ? defaultProductionDate(all) : '');

  const setView = (next: string) =>
    // The Today board is a screen of its own (/admin/today), reached from here as a tab too.
    next === 'today'
      ? navigate('/admin/today')
      : setParams(
          (current) => {
            const copy = new URLSearchParams(current);
            if (next === 'production') copy.set('view', 'production');
            else {
              copy.delete('view');
              copy.delete('date');
            }
            return copy;
          },
          { replace: true },
        );
  const setProductionDate = (date: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('view', 'production');
        copy.set('date', date);
        return copy;
      },
      { replace: true },
    );

  // The production sheet's address always names the day it shows, also the day chosen for it
  // (the next with orders), so it can be shared or reloaded, and choosing that same day again
  // (no change event) still leaves it in the address.
  const shownDate = view === 'production' && !params.get('date') ? productionDate : '';
  useEffect(() => {
    if (shownDate) setProductionDate(shownDate);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setProductionDate is remade each render; the date decides
  }, [shownDate]);

  const download = () =>
    exportCsv.mutate(filters, {
      onError: () => toast({ title: 'Export Failed', description: 'Failed to export orders', variant: 'destructive' }),
    });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <title>{`${TITLE} | Admin`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between print:hidden">
        <div>
          <h1 className="text-h1 text-cocoa-900">{TITLE}</h1>
          <p className="mt-1 text-muted-foreground">Manage customer orders and delivery status</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={download} loading={exportCsv.isPending} disabled={orders.isPending}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </header>

      <Tabs value={view} onValueChange={setView}>
        <TabsList aria-label="Orders views" className="print:hidden">
          <TabsTrigger value="today" className={TOUCH_HEIGHT}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Today
          </TabsTrigger>
          <TabsTrigger value="orders" className={TOUCH_HEIGHT}>
            <ClipboardList aria-hidden="true" className="size-4" />
            Orders
          </TabsTrigger>
          <TabsTrigger value="production" className={TOUCH_HEIGHT}>
            <PackageOpen aria-hidden="true" className="size-4" />
            Production
          </TabsTrigger>
        </TabsList>

        <TabsContent value="orders" className="flex flex-col gap-6">
          <OrdersFilters value={filters} onChange={setFilters} />
          <Card>
            <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2 border-b border-border">
              <CardTitle asChild className="text-h4">
                <h2>Customer Orders</h2>
              </CardTitle>
              {orders.data ? (
                <CardDescription role="status">
                  Showing {shown.length} of {total} orders
                </CardDescription>
              ) : null}
            </CardHeader>
            {orders.isPending ? (
              <CardContent className="grid min-h-40 place-items-center pt-6">
                <Spinner label="Loading orders..." />
              </CardContent>
            ) : orders.isError && !orders.data ? (
              <CardContent className="pt-6">
                <p role="alert" className="text-destructive">
                  The orders could not be loaded. {orders.error.message}
                </p>
              </CardContent>
            ) : all.length === 0 ? (
              <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
                <PackageOpen aria-hidden="true" className="size-10 text-cocoa-300" />
                <p className="font-display text-h4 text-cocoa-900">No orders yet</p>
                <p className="text-muted-foreground">Orders will appear here when customers make purchases.</p>
              </CardContent>
            ) : shown.length === 0 ? (
              <CardContent className="py-12 text-center text-muted-foreground">
                No orders match your current filters.
              </CardContent>
            ) : (
              <OrdersTable orders={shown} onView={(order) => setOpenId(order.id)} />
            )}
            {orders.data && all.length < total ? (
              <CardContent className="flex flex-col items-center gap-3 border-t border-border py-6 text-center">
                <p className="text-muted-foreground" data-testid="orders-loaded">
                  The newest {all.length} of {total} orders are loaded; filters and search look at these.
                </p>
                <Button
                  variant="outline"
                  onClick={() => void orders.fetchNextPage()}
                  loading={orders.isFetchingNextPage}
                  disabled={!orders.hasNextPage || orders.isFetchingNextPage}
                >
                  {orders.isFetchingNextPage ? 'Loading...' : 'Load older orders'}
                </Button>
                {orders.isFetchNextPageError ? (
                  <p role="alert" className="text-destructive">
                    The older orders could not be loaded. Please try again.
                  </p>
                ) : null}
              </CardContent>
            ) : null}
          </Card>
          {/* At the foot of the list, away from the everyday actions: it deletes every order. Owners only. */}
          {isOwner ? <ClearAllOrders count={total} /> : null}
        </TabsContent>

        <TabsContent value="production">
          {view === 'production' ? <ProductionView date={productionDate} onDateChange={setProductionDate} /> : null}
        </TabsContent>
      </Tabs>

      <OrderDetailsDialog
        order={open}
        details={details.data?.id === openId ? details.data : undefined}
        historyLoading={details.isFetching}
        historyError={details.isError}
        onOpenChange={(isOpen) => !isOpen && setOpenId(null)}
      />
    </div>
  );
}
