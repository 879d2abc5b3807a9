import { useMutation } from '@tanstack/react-query';
import { myDataFileName, type StoreAccountExport } from '@/contracts/account-data';
import { apiRequest } from '@/web/lib/api-client';
import { saveFile } from '@/web/lib/save-file';

/**
 * Everything the shop holds about the signed-in customer (GET /api/auth/user/export, bearer
 * token), saved as a JSON file. A plain link cannot carry the token, so the page fetches it.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest<StoreAccountExport>('GET', '/api/auth/user/export', { auth: true });
      const name = myDataFileName();
      saveFile(name, new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
      return { name, orders: data.orders.length };
    },
  });
}
