import { useMemo, useState } from 'react';
import { Users } from 'lucide-react';
import type { AdminCustomer } from '@/contracts/admin-customers';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useAdminCustomers } from './api/get-customers';
import { CustomerDetailsDialog } from './components/customer-details-dialog';
import { CustomerFilters } from './components/customer-filters';
import { CustomerOrdersDialog } from './components/customer-orders-dialog';
import { CustomersTable } from './components/customers-table';
import { DEFAULT_CUSTOMER_FILTERS, filterCustomers, type CustomerFilters as Filters } from './customer-list';

const TITLE = 'Customer Management';

/** /admin/customers: the customer list with filters, details and order history (admin spec section 2). */
export default function CustomersPage() {
  const customers = useAdminCustomers();
  const [filters, setFilters] = useState<Filters>(DEFAULT_CUSTOMER_FILTERS);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [ordersOf, setOrdersOf] = useState<AdminCustomer | null>(null);

  const all = useMemo(() => customers.data ?? [], [customers.data]);
  const shown = useMemo(() => filterCustomers(all, filters), [all, filters]);
  const details = detailsId ? (all.find((c) => c.id === detailsId) ?? null) : null;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <title>{`${TITLE} | Admin`}</title>
      <header>
        <h1 className="text-h1 text-cocoa-900">{TITLE}</h1>
        <p className="mt-1 text-muted-foreground">View your customers, their orders and what they spend</p>
      </header>

      <CustomerFilters value={filters} onChange={setFilters} />

      <Card>
        <CardHeader className="flex flex-col gap-1 pb-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <CardTitle asChild className="text-h4">
              <h2>Customers</h2>
            </CardTitle>
            <CardDescription>Biggest spenders first unless you sort otherwise</CardDescription>
          </div>
          {customers.data ? (
            <p className="text-small text-cocoa-700" aria-live="polite">
              Showing {shown.length} of {all.length} customers
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="px-0! pb-0!">
          {customers.isPending ? (
            <div className="grid place-items-center py-16">
              <Spinner label="Loading customers..." />
            </div>
          ) : customers.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
              <p className="text-destructive">Could not load the customers.</p>
              <Button variant="outline" onClick={() => void customers.refetch()}>
                Try again
              </Button>
            </div>
          ) : all.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
              <Users aria-hidden="true" className="size-10 text-cocoa-400" />
              <p className="text-h4 font-semibold text-cocoa-900">No customers yet</p>
              <p className="text-muted-foreground">Customers appear here when they create an account.</p>
            </div>
          ) : shown.length === 0 ? (
            <p className="px-6 py-12 text-center text-muted-foreground">No customers match your current filters.</p>
          ) : (
            <CustomersTable customers={shown} onView={(customer) => setDetailsId(customer.id)} />
          )}
        </CardContent>
      </Card>

      <CustomerDetailsDialog
        customer={details}
        onClose={() => setDetailsId(null)}
        onViewOrders={(customer) => {
          setDetailsId(null);
          setOrdersOf(customer);
        }}
      />
      <CustomerOrdersDialog customer={ordersOf} onClose={() => setOrdersOf(null)} />
    </div>
  );
}
