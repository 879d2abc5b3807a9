import { Search } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import {
  CUSTOMER_SORT_FIELDS,
  CUSTOMER_TYPES,
  type CustomerFilters as Filters,
  type CustomerSortField,
  type CustomerType,
  type SortDirection,
} from '../customer-list';
import { NativeSelect } from './native-select';

/** The filter card: search, customer type, sort field and direction (admin spec section 2). */
export function CustomerFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const set = <K extends keyof Filters>(key: K, next: Filters[K]) => onChange({ ...value, [key]: next });
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle asChild className="text-h4">
          <h2>Filter Customers</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
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
                placeholder="Search customers..."
                className="pl-10"
                value={value.search}
                onChange={(event) => set('search', event.target.value)}
              />
            </div>
          )}
        </Field>
        <Field label="Customer type">
          <NativeSelect value={value.type} onChange={(event) => set('type', event.target.value as CustomerType)}>
            {CUSTOMER_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Sort by">
          <NativeSelect
            value={value.sortBy}
            onChange={(event) => set('sortBy', event.target.value as CustomerSortField)}
          >
            {CUSTOMER_SORT_FIELDS.map((field) => (
              <option key={field.value} value={field.value}>
                {field.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Direction">
          <NativeSelect
            value={value.direction}
            onChange={(event) => set('direction', event.target.value as SortDirection)}
          >
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </NativeSelect>
        </Field>
      </CardContent>
    </Card>
  );
}
