import { Search } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ADMIN_SETTABLE_STATUSES } from '@/contracts/admin-orders';
import {
  DATE_RANGES,
  SORT_FIELDS,
  SORT_ORDERS,
  STATUS_LOOK,
  type DateRange,
  type OrderFilters,
  type SortField,
  type SortOrder,
} from '../order-list';
import { NativeSelect } from './native-select';

/** The 'Filter Orders' card: search, status, date range, sort field and direction (section 2). */
export function OrdersFilters({ value, onChange }: { value: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const set = <K extends keyof OrderFilters>(key: K, next: OrderFilters[K]) => onChange({ ...value, [key]: next });
  return (
    <Card className="print:hidden">
      <CardHeader className="pb-3">
        <CardTitle asChild className="text-h4">
          <h2>Filter Orders</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <Field label="Search" className="sm:col-span-2 xl:col-span-1">
          {(control) => (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-cocoa-500"
              />
              <Input
                {...control}
                type="search"
                placeholder="Search orders..."
                className="pl-10"
                value={value.search}
                onChange={(event) => set('search', event.target.value)}
              />
            </div>
          )}
        </Field>
        <Field label="Status">
          <NativeSelect value={value.status} onChange={(event) => set('status', event.target.value)}>
            <option value="all">All Statuses</option>
            {ADMIN_SETTABLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LOOK[status].label}
              </option>
            ))}
            <option value="cancelled">Cancelled</option>
          </NativeSelect>
        </Field>
        <Field label="Date range">
          <NativeSelect value={value.range} onChange={(event) => set('range', event.target.value as DateRange)}>
            {DATE_RANGES.map((range) => (
              <option key={range.value} value={range.value}>
                {range.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Sort by">
          <NativeSelect value={value.sort} onChange={(event) => set('sort', event.target.value as SortField)}>
            {SORT_FIELDS.map((field) => (
              <option key={field.value} value={field.value}>
                {field.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Sort order">
          <NativeSelect value={value.order} onChange={(event) => set('order', event.target.value as SortOrder)}>
            {SORT_ORDERS.map((order) => (
              <option key={order.value} value={order.value}>
                {order.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </CardContent>
    </Card>
  );
}
