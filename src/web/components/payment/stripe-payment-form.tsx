import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useId, useImperativeHandle, useState } from 'react';
import { PaymentDeclined } from './payment-declined';
import type { PaymentMethodFormProps, PaymentResult } from './payment-method';

/**
 * Stripe's Payment Element (tabs layout), used when the server answers `gateway: 'stripe'`. It is
 * loaded lazily, so shops on the test gateway never download Stripe.js. The payment is confirmed
 * without leaving the page when the card allows it; 3-D Secure shows in Stripe's own window.
 */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

const APPEARANCE = {
  theme: 'stripe' as const,
  variables: {
    colorPrimary: '#c46806',
    colorText: '#2f1d14',
    borderRadius: '12px',
    fontFamily: 'system-ui, sans-serif',
  },
};

function StripeFields({ ref, onReadyChange, disabled, returnPath = '/checkout/success' }: PaymentMethodFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  // The refusal stays under Stripe's fields until the customer changes them (its frame cannot
  // point at our message, so the message is an alert of its own).
  const [declined, setDeclined] = useState<string | null>(null);
  const declinedId = `${useId()}-declined`;

  useImperativeHandle(
    ref,
    () => ({
      // Stripe checks its own fields when the payment is confirmed.
      validate: () => Boolean(stripe && elements),
      async confirm(): Promise<PaymentResult> {
        if (!stripe || !elements) return { status: 'invalid' };
        const { error: submitError } = await elements.submit();
        if (submitError) return { status: 'invalid' };
        setDeclined(null);
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        });
        if (error) {
          if (error.type === 'validation_error') return { status: 'invalid' };
          const message = error.message ?? 'Your payment was not completed.';
          setDeclined(message);
          return { status: 'failed', message };
        }
        if (paymentIntent?.status === 'succeeded') return { status: 'succeeded' };
        throw new Error(`Unexpected payment status: ${paymentIntent?.status ?? 'none'}`);
      },
    }),
    [stripe, elements, returnPath],
  );

  return (
    <div className="flex flex-col gap-4">
      <PaymentElement
        options={{ layout: 'tabs', readOnly: disabled }}
        onReady={() => onReadyChange?.(true)}
        onChange={() => setDeclined(null)}
      />
      {declined ? <PaymentDeclined id={declinedId} message={declined} /> : null}
    </div>
  );
}

export function StripePaymentForm(props: PaymentMethodFormProps) {
  const { intent } = props;
  if (!intent.publishableKey) throw new Error('Stripe needs a publishable key');
  return (
    <Elements
      stripe={stripeFor(intent.publishableKey)}
      options={{ clientSecret: intent.clientSecret, appearance: APPEARANCE }}
    >
      <StripeFields {...props} />
    </Elements>
  );
}
