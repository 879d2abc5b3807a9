import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { Field } from './field';
import { Input } from './input';

/**
 * A list's filter card ('Filter Orders', 'Filter Customers'): a heading and a grid of fields.
 * `gridClassName` sets the columns on wide screens (full class names, so Tailwind finds them).
 */
export function FilterCard({
  title,
  className,
  gridClassName,
  children,
}: {
  title: string;
  className?: string;
  gridClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <CardTitle asChild className="text-h4">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={cn('grid gap-4 sm:grid-cols-2', gridClassName)}>{children}</CardContent>
    </Card>
  );
}

/** The filter card's 'Search' field, with its magnifier, as wide as two fields on a tablet. */
export function FilterSearch({
  placeholder,
  value,
  onChange,
}: {
  placeholder: string;
  value: string;
  onChange: (next: string) => void;
}) {
  return (
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
            placeholder={placeholder}
            className="pl-10"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}
