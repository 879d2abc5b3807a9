import { Eye } from 'lucide-react';
import type { AdminCustomer } from '@/contracts/admin-customers';
import { Button } from '@/web/components/ui/button';
import { formatDollars } from '@/domain/money';
import { displayName, formatDay } from '../customer-list';
import { CustomerAvatar } from './customer-avatar';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

/**
 * The customers table; on a tablet or phone it scrolls sideways inside its card, with a shadow at
 * the edge that has more (scroll-cue-x). The scroller is
 * `relative` so that what is placed absolutely inside (the screen-reader-only "Actions" header)
 * stays within it: otherwise it widened the whole page and the page scrolled sideways (issue 20).
 */
export function CustomersTable({
  customers,
  onView,
}: {
  customers: readonly AdminCustomer[];
  onView: (customer: AdminCustomer) => void;
}) {
  return (
    <div
      className="scroll-cue-x relative overflow-x-auto [contain:inline-size]"
      tabIndex={0}
      role="region"
      aria-label="Customers, scrolls sideways"
    >
      <table className="w-full min-w-[760px] border-collapse text-left text-small">
        <thead>
          <tr className="border-b border-border bg-cream-100/70 text-caption tracking-wide text-cocoa-700 uppercase">
            <th scope="col" className="px-4 py-3 font-semibold">
              Customer
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Orders
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Total Spent
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Joined
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => {
            const name = displayName(customer);
            return (
              <tr
                key={customer.id}
                data-customer-id={customer.id}
                className="border-b border-border/70 align-middle transition-colors last:border-b-0 hover:bg-cream-50"
              >
                <th scope="row" className="px-4 py-3 font-medium text-cocoa-900">
                  <span className="flex min-w-0 items-center gap-3">
                    <CustomerAvatar customer={customer} />
                    <span className="max-w-56 truncate">{name}</span>
                  </span>
                </th>
                <td className="max-w-64 truncate px-4 py-3 text-cocoa-700">{customer.email ?? '—'}</td>
                <td className="px-4 py-3 text-right text-cocoa-900 tabular-nums">{customer.orderCount}</td>
                <td className="px-4 py-3 text-right font-semibold text-cocoa-900 tabular-nums">
                  {formatDollars(customer.totalSpent)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-cocoa-700">{formatDay(customer.createdAt)}</td>
                <td className="px-4 py-3 text-right">
                  <Button
                    variant="outline"
                    size="sm"
                    className={TOUCH_HEIGHT}
                    onClick={() => onView(customer)}
                    aria-label={`View details of ${name}`}
                  >
                    <Eye aria-hidden="true" />
                    View Details
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
