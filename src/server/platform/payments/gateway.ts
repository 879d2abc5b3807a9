/**
 * The card payment provider behind one interface: the embedded test gateway (Stripe's test-mode
 * behaviour, in-process) or Stripe itself. Amounts are integer cents.
 */
import { AppError } from '../errors';

export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: IntentStatus;
  metadata: Record<string, string>;
  livemode: boolean;
}

export interface CreateIntentInput {
  amount: number;
  currency: 'nzd';
  metadata: Record<string, string>;
  /** The same key returns the same intent: a retried request never makes a second one. */
  idempotencyKey: string;
}

export interface PaymentGateway {
  readonly name: 'test' | 'stripe';
  /** What the browser needs to show the card form (Stripe's publishable key), never a secret. */
  readonly publishableKey: string | null;
  /** An intent's amount never changes: a changed cart gets a new checkout and a new intent. */
  createIntent(input: CreateIntentInput): Promise<PaymentIntentView>;
  retrieve(id: string): Promise<PaymentIntentView | null>;
  /** Cancels when the intent can still be cancelled; says whether it is cancelled now. */
  cancel(id: string): Promise<boolean>;
  /**
   * Refunds what is left of a succeeded intent (all of it when nothing was refunded before); a
   * second call refunds nothing more.
   */
  refund(id: string): Promise<void>;
  /**
   * Refunds part of a succeeded intent (decision 0200). The same key is the same refund, however
   * often it is sent; more than is left unrefunded is refused (throws), refunding nothing.
   */
  refundPart(id: string, amount: number, idempotencyKey: string): Promise<void>;
}

/** The provider did not answer in time or failed: nothing was created on our side. */
export class PaymentProviderUnavailable extends AppError {
  constructor(message = 'The payment provider is not answering right now. Please try again in a minute.') {
    super(502, 'payment_provider_unavailable', message);
  }
}
