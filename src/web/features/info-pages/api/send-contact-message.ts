import { useMutation } from '@tanstack/react-query';
import type { StoreContactMessage, StoreContactReply } from '@/contracts/contact';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/contact: the contact page's message form. The reply carries a `message`. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: StoreContactMessage) => apiRequest<StoreContactReply>('POST', '/api/contact', { body }),
  });
}
