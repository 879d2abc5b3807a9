import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';

/**
 * A settings card's refused save: the server's reasons go to their fields, and its message (or
 * what went wrong on the way) to a toast, since a reason may name no field on the screen.
 */
export function showSaveRefusal(error: Error, showFieldErrors: (fields: Record<string, string>) => void) {
  showFieldErrors(error instanceof ApiRequestError ? error.fields : {});
  toast({
    title: 'Error',
    description: error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : String(error),
    variant: 'destructive',
  });
}
