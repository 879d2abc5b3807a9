import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@/web/components/ui/spinner';

/**
 * A settings card's read: a spinner while it loads, the card's own words when it could not load,
 * else what the card shows from the data.
 */
export function CardQuery<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        {failed}
      </p>
    );
  }
  return children(query.data);
}
