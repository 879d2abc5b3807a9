import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { FilterCard, FilterSearch } from '@/web/components/ui/filter-card';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { addDays, aucklandNow } from '@/domain/delivery';
import { orderStatusLabel, STAFF_SETTABLE_STATUSES } from '@/domain/order-status';
import type { FulfilmentFilter } from '@/domain/order-list';
import { cn } from '@/web/lib/cn';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';
import {
  DATE_RANGES,
  DEFAULT_FILTERS,
  DUE_CHOICES,
  dueChoiceOf,
  FULFILMENT_FILTERS,
  SORT_FIELDS,
  SORT_ORDERS,
  type DateRange,
  type DueChoice,
  type OrderFilters,
  type SortField,
  type SortOrder,
} from '../order-list';

/** Every status an order can have, the spec's 'pending' and 'processing' included (the dashboard links to them). */
const STATUS_CHOICES = [...STAFF_SETTABLE_STATUSES, 'pending', 'processing', 'cancelled'] as const;

/** 'pending' and 'processing' have no label of their own: written as words. */
const statusChoiceLabel = (status: string) => {
  const label = orderStatusLabel(status);
  return label === status ? status.charAt(0).toUpperCase() + status.slice(1) : label;
};

/** The filters behind 'More filters' on a tablet or phone. */
const MORE_KEYS = ['status', 'range', 'sort', 'order'] as const;

/**
 * The 'Filter Orders' card (admin section 2, issue 22). The counter's everyday questions come
 * first: search (number, name, e-mail or phone), when orders are due, delivery or pickup. Status,
 * the created-date range and sorting sit behind 'More filters' below 1280 px, so that on a tablet
 * the orders themselves start on the first screen; on a wide screen every field shows.
 */
export function OrdersFilters({ value, onChange }: { value: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const [more, setMore] = useState(false);
  const set = <K extends keyof OrderFilters>(key: K, next: OrderFilters[K]) => onChange({ ...value, [key]: next });
  const choice = dueChoiceOf(value.due);
  const changed = MORE_KEYS.filter((key) => value[key] !== DEFAULT_FILTERS[key]).length;

  const chooseDue = (next: DueChoice) =>
    // 'On a date' starts at tomorrow in Auckland: the day the kitchen most often plans.
    set('due', next === 'date' ? addDays(aucklandNow().date, 1) : next);

  return (
    <FilterCard
      title="Filter Orders"
      className="print:hidden"
      gridClassName="grid-cols-2 sm:grid-cols-2 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:grid-cols-4"
    >
      <div className="col-span-2 md:col-span-1">
        <FilterSearch placeholder="Search orders..." value={value.search} onChange={(next) => set('search', next)} />
      </div>
      <Field label="Due">
        <NativeSelect value={choice} onChange={(event) => chooseDue(event.target.value as DueChoice)}>
          {DUE_CHOICES.map((due) => (
            <option key={due.value} value={due.value}>
              {due.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Fulfilment">
        <NativeSelect
          value={value.fulfilment}
          onChange={(event) => set('fulfilment', event.target.value as FulfilmentFilter)}
        >
          {FULFILMENT_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {choice === 'date' ? (
        <Field label="Due date" className="col-span-2 md:order-last md:col-span-1">
          <Input
            type="date"
            value={value.due}
            required
            onChange={(event) => event.target.value && set('due', event.target.value)}
          />
        </Field>
      ) : null}

      <div className="col-span-2 md:col-span-1 md:self-end xl:hidden">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className={cn('-ml-2 md:ml-0', TOUCH_HEIGHT, 'min-h-11')}
          aria-expanded={more}
          aria-controls="orders-more-filters"
          onClick={() => setMore((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {more ? 'Fewer filters' : changed ? `More filters (${changed} set)` : 'More filters'}
        </Button>
      </div>
      <div id="orders-more-filters" className={cn(more ? 'contents' : 'hidden xl:contents')}>
        <Field label="Status">
          <NativeSelect value={value.status} onChange={(event) => set('status', event.target.value)}>
            <option value="all">All Statuses</option>
            {STATUS_CHOICES.map((status) => (
              <option key={status} value={status}>
                {statusChoiceLabel(status)}
              </option>
            ))}
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
      </div>
    </FilterCard>
  );
}
