import { useMutation, useQuery } from '@tanstack/react-query';
import type { StoreTaxInvoice } from '@/contracts/tax-invoices';
import { apiRequest } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';
import { fetchFile, saveFile } from '@/web/lib/save-file';

const invoiceUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/tax-invoice`;

/** GET /api/orders/{orderId}/tax-invoice: under '/api/orders', so a refund or payment refreshes it too. */
export function useTaxInvoice(orderId: string) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: ['/api/orders', 'tax-invoice', orderId, user?.sub ?? ''],
    enabled: status === 'authenticated',
    queryFn: ({ signal }) => apiRequest<StoreTaxInvoice>('GET', invoiceUrl(orderId), { auth: true, signal }),
  });
}

/** The server's file name from Content-Disposition, else one made here. */
function fileName(response: Response, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** The PDF, fetched with the bearer token (a plain link cannot carry it) and saved. */
export function useDownloadTaxInvoice(orderId: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await fetchFile(`${invoiceUrl(orderId)}.pdf`);
      const name = fileName(response, `tax-invoice-${orderId.slice(-8)}.pdf`);
      saveFile(name, await response.blob());
      return name;
    },
  });
}
