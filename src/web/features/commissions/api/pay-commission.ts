/**
 * Paying a deposit or balance: the server makes (or gives back) the one intent for it, the card
 * goes to the gateway, then the shop is asked to settle it (the webhook would too, on its own).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionPaymentReply, StoreCommission } from '@/contracts/commissions';
import type { TestCardReply } from '@/contracts/checkout';
import { apiRequest } from '@/web/lib/api-client';
import { commissionKeys } from './commission-keys';

export type PaymentKind = 'deposit' | 'balance';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export const openCommissionPayment = (id: string, kind: PaymentKind) =>
  apiRequest<CommissionPaymentReply>('POST', `/api/commissions/${encodeURIComponent(id)}/pay/${kind}`, {
    auth: true,
  });

async function payWithTestCard(id: string, kind: PaymentKind, card: CardDetails): Promise<StoreCommission> {
  const intent = await openCommissionPayment(id, kind);
  const answer = await apiRequest<TestCardReply>(
    'POST',
    `/api/commissions/test-payments/${encodeURIComponent(intent.paymentIntentId)}/confirm`,
    { body: { clientSecret: intent.clientSecret, card } },
  );
  if (answer.error) throw new Error(answer.error.message);
  return apiRequest<StoreCommission>('POST', `/api/commissions/${encodeURIComponent(id)}/confirm-payment`, {
    auth: true,
    body: { paymentIntentId: intent.paymentIntentId },
  });
}

export function usePayCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, card }: { id: string; kind: PaymentKind; card: CardDetails }) =>
      payWithTestCard(id, kind, card),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all() }),
  });
}
