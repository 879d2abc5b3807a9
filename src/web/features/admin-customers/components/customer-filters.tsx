import { Field } from '@/web/components/ui/field';
import { FilterCard, FilterSearch } from '@/web/components/ui/filter-card';
import {
  CUSTOMER_SORT_FIELDS,
  CUSTOMER_TYPES,
  type CustomerFilters as Filters,
  type CustomerSortField,
  type CustomerType,
  type SortDirection,
} from '../customer-list';
import { NativeSelect } from '@/web/components/ui/native-select';

/** The filter card: search, customer type, sort field and direction (admin spec section 2). */
export function CustomerFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const set = <K extends keyof Filters>(key: K, next: Filters[K]) => onChange({ ...value, [key]: next });
  return (
    <FilterCard title="Filter Customers" gridClassName="xl:grid-cols-4">
      <FilterSearch placeholder="Search customers..." value={value.search} onChange={(next) => set('search', next)} />
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
        <NativeSelect value={value.sortBy} onChange={(event) => set('sortBy', event.target.value as CustomerSortField)}>
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
    </FilterCard>
  );
}
