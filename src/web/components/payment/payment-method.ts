import type { ComponentType, Ref } from 'react';

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

/** What a card form needs of a payment intent: checkout's, or a custom cake's deposit or balance. */
export interface PaymentIntentForForm {
  clientSecret: string;
  paymentIntentId: string;
  gateway: 'test' | 'stripe';
  publishableKey: string | null;
}

export interface PaymentMethodFormProps {
  intent: PaymentIntentForForm;
  /** Where Stripe comes back to after a redirecting approval (checkout's success page by default). */
  returnPath?: string;
  /** The page's handle on the form. */
  ref?: Ref<PaymentMethodHandle>;
  /** Whether the form can be confirmed now (e.g. Stripe.js has loaded). */
  onReadyChange?(ready: boolean): void;
  /** While a payment is being processed the fields are locked. */
  disabled?: boolean;
}

export type PaymentMethodForm = ComponentType<PaymentMethodFormProps>;
