import { useMutation } from '@tanstack/react-query';
import { myDataFileName, type StoreAccountExport } from '@/contracts/account-data';
import { apiRequest } from '@/web/lib/api-client';

/** Hands the browser a file to save, as a link with `download` would. */
function saveFile(name: string, contents: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Everything the shop holds about the signed-in customer (GET /api/auth/user/export, bearer
 * token), saved as a JSON file. A plain link cannot carry the token, so the page fetches it.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest<StoreAccountExport>('GET', '/api/auth/user/export', { auth: true });
      const name = myDataFileName();
      saveFile(name, `${JSON.stringify(data, null, 2)}\n`);
      return { name, orders: data.orders.length };
    },
  });
}
