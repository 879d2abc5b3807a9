import { useMemo, useState } from 'react';
import { Users } from 'lucide-react';
import type { AdminCustomer } from '@/contracts/admin-customers';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState, LoadError, LoadingState } from '@/web/components/ui/query-states';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { flattenCustomerPages, useAdminCustomers } from './api/get-customers';
import { CustomerDetailsDialog } from './components/customer-details-dialog';
import { CustomerFilters } from './components/customer-filters';
import { CustomerOrdersDialog } from './components/customer-orders-dialog';
import { CustomersTable } from './components/customers-table';
import { DEFAULT_CUSTOMER_FILTERS, type CustomerFilters as Filters } from './customer-list';

/** How long the search box waits after the last key before asking the server. */
const SEARCH_PAUSE_MS = 250;

const TITLE = 'Customer Management';

/**
 * /admin/customers: the customer list with filters, details and order history (admin spec
 * section 2). The server searches, filters, sorts and pages (decision 0223): the screen holds the
 * pages it has read, so it stays quick however many customers and orders the shop has.
 */
export default function CustomersPage() {
  const [filters, setFilters] = useState<Filters>(DEFAULT_CUSTOMER_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_PAUSE_MS);
  const customers = useAdminCustomers({ ...filters, search });
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [ordersOf, setOrdersOf] = useState<AdminCustomer | null>(null);

  const {
    customers: shown,
    matching,
    all,
  } = useMemo(() => flattenCustomerPages(customers.data?.pages), [customers.data]);
  const details = detailsId ? (shown.find((c) => c.id === detailsId) ?? null) : null;

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
              Showing {matching} of {all} customers
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="px-0! pb-0!">
          {customers.isPending ? (
            <LoadingState label="Loading customers..." />
          ) : customers.isError ? (
            <LoadError
              className="px-6"
              message="Could not load the customers."
              onRetry={() => void customers.refetch()}
            />
          ) : all === 0 ? (
            <EmptyState icon={Users} title="No customers yet">
              Customers appear here when they create an account.
            </EmptyState>
          ) : shown.length === 0 ? (
            <p className="px-6 py-12 text-center text-muted-foreground">No customers match your current filters.</p>
          ) : (
            <CustomersTable customers={shown} onView={(customer) => setDetailsId(customer.id)} />
          )}
          {customers.hasNextPage ? (
            <div className="flex flex-col items-center gap-3 border-t border-border px-6 py-6 text-center">
              <p className="text-muted-foreground" data-testid="customers-loaded">
                {shown.length} of the {matching} shown.
              </p>
              <Button
                variant="outline"
                onClick={() => void customers.fetchNextPage()}
                loading={customers.isFetchingNextPage}
                disabled={customers.isFetchingNextPage}
              >
                {customers.isFetchingNextPage ? 'Loading...' : 'Show more customers'}
              </Button>
              {customers.isFetchNextPageError ? (
                <p role="alert" className="text-destructive">
                  More customers could not be loaded. Please try again.
                </p>
              ) : null}
            </div>
          ) : null}
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
