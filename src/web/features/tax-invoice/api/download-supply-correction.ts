import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '@/web/lib/save-file';

/**
 * GET /api/orders/{orderId}/supply-corrections/{number}.pdf: one refund's supply correction
 * (decision 0219), fetched with the bearer token (a plain link cannot carry it) and saved.
 */
export function useDownloadSupplyCorrection(orderId: string, number: number) {
  return useMutation({
    mutationFn: async () => {
      const response = await fetchFile(`/api/orders/${encodeURIComponent(orderId)}/supply-corrections/${number}.pdf`);
      const name = `supply-correction-${number}.pdf`;
      saveFile(name, await response.blob());
      return name;
    },
  });
}
