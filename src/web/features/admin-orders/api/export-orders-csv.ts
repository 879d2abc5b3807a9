import { useMutation } from '@tanstack/react-query';
import { withQuery } from '@/web/lib/api-client';
import { fetchFile, saveFile } from '@/web/lib/save-file';
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
    fulfilment: filters.fulfilment,
    due: filters.due,
    search: orderSearchNeedle(filters.search),
    sort: filters.sort,
    order: filters.order,
  });
  const response = await fetchFile(url);
  const name = fileName(response);
  saveFile(name, await response.blob());
  return name;
}

export function useExportOrdersCsv() {
  return useMutation({ mutationFn: downloadOrdersCsv });
}
