import { apiRequest } from '@/web/lib/api-client';

/**
 * The embedded test gateway's card calls, made the way Stripe.js calls Stripe: with the intent's
 * client secret, no sign-in needed. The delivery details must have been saved first (else 409).
 */
export interface TestCard {
  /** Digits, spaces allowed. */
  number: string;
  expMonth: number;
  /** Four digits, e.g. 2031. */
  expYear: number;
  cvc: string;
  name: string;
}

export type TestPaymentStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | (string & {});

export interface TestPaymentAnswer {
  status: TestPaymentStatus;
  error: { code: string; message: string } | null;
}

const intentPath = (paymentIntentId: string, action: 'confirm' | 'authenticate') =>
  `/api/test-payments/${encodeURIComponent(paymentIntentId)}/${action}`;

/** POST /api/test-payments/{id}/confirm */
export function confirmTestCard(
  paymentIntentId: string,
  body: { clientSecret: string; card: TestCard },
): Promise<TestPaymentAnswer> {
  return apiRequest<TestPaymentAnswer>('POST', intentPath(paymentIntentId, 'confirm'), { body });
}

/** POST /api/test-payments/{id}/authenticate: the answer of the bank's approval window (card 4000 0025 0000 3155). */
export function authenticateTestPayment(
  paymentIntentId: string,
  body: { clientSecret: string; approve: boolean },
): Promise<TestPaymentAnswer> {
  return apiRequest<TestPaymentAnswer>('POST', intentPath(paymentIntentId, 'authenticate'), { body });
}
