import { Field } from '@/web/components/ui/field';
import { FilterCard, FilterSearch } from '@/web/components/ui/filter-card';
import { ADMIN_SETTABLE_STATUSES } from '@/contracts/admin-orders';
import { orderStatusLabel } from '@/domain/order-status';
import {
  DATE_RANGES,
  SORT_FIELDS,
  SORT_ORDERS,
  type DateRange,
  type OrderFilters,
  type SortField,
  type SortOrder,
} from '../order-list';
import { NativeSelect } from '@/web/components/ui/native-select';

/** The 'Filter Orders' card: search, status, date range, sort field and direction (section 2). */
export function OrdersFilters({ value, onChange }: { value: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const set = <K extends keyof OrderFilters>(key: K, next: OrderFilters[K]) => onChange({ ...value, [key]: next });
  return (
    <FilterCard title="Filter Orders" className="print:hidden" gridClassName="xl:grid-cols-5">
      <FilterSearch placeholder="Search orders..." value={value.search} onChange={(next) => set('search', next)} />
      <Field label="Status">
        <NativeSelect value={value.status} onChange={(event) => set('status', event.target.value)}>
          <option value="all">All Statuses</option>
          {ADMIN_SETTABLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabel(status)}
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
    </FilterCard>
  );
}
