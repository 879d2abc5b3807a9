import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, withQuery } from '@/web/lib/api-client';
import { getAccessToken } from '@/web/lib/auth/auth-store';
import { orderSearchNeedle } from '@/domain/order-search';
import type { OrderFilters } from '../order-list';

/** The file name the server proposes in Content-Disposition, else a dated default. */
function fileName(response: Response): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `orders-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /api/admin/orders/export.csv with the screen's filters. A plain link cannot carry the bearer
 * token, so the file is fetched (with the token, as the API client sends it) and saved through an
 * object URL.
 */
export async function downloadOrdersCsv(filters: OrderFilters): Promise<string> {
  const url = withQuery('/api/admin/orders/export.csv', {
    status: filters.status,
    range: filters.range,
    search: orderSearchNeedle(filters.search),
    sort: filters.sort,
    order: filters.order,
  });
  const token = await getAccessToken();
  const response = await fetch(url, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText);
  const blob = await response.blob();
  const name = fileName(response);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

export function useExportOrdersCsv() {
  return useMutation({ mutationFn: downloadOrdersCsv });
}
