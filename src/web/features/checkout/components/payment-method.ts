import type { ComponentType, Ref } from 'react';
import type { StorePaymentIntentReply } from '@/contracts/checkout';

/**
 * The card part of checkout, behind one small interface so the page does not care which provider
 * takes the card: the embedded test gateway (`TestCardForm`) or Stripe's Payment Element
 * (`StripePaymentForm`).
 */
export type PaymentResult =
  /** The provider says the money is taken: confirm the order. */
  | { status: 'succeeded' }
  /** The provider refused the card (declined, not approved…): show its message, keep the cart. */
  | { status: 'failed'; message: string }
  /** The form itself is not complete or not valid: it shows what to fix; nothing was sent. */
  | { status: 'invalid' };

export interface PaymentMethodHandle {
  /** Checks the card fields locally (showing any problem and focusing it); true when they can be sent. */
  validate(): boolean;
  /**
   * Confirms the payment with the provider, including any approval step (3-D Secure), without
   * leaving the page. Throws on anything unexpected (network, server error).
   */
  confirm(): Promise<PaymentResult>;
}

export interface PaymentMethodFormProps {
  intent: StorePaymentIntentReply;
  /** The page's handle on the form. */
  ref?: Ref<PaymentMethodHandle>;
  /** Whether the form can be confirmed now (e.g. Stripe.js has loaded). */
  onReadyChange?(ready: boolean): void;
  /** While a payment is being processed the fields are locked. */
  disabled?: boolean;
}

export type PaymentMethodForm = ComponentType<PaymentMethodFormProps>;
