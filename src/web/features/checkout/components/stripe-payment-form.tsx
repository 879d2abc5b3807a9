import type { PaymentMethodFormProps } from './payment-method';

/**
 * The Stripe implementation of the payment form, used when the server answers `gateway: 'stripe'`.
 *
 * NOT AVAILABLE IN THIS BUILD: @stripe/stripe-js and @stripe/react-stripe-js are not installed.
 * Once they are, this file becomes (loaded lazily, like now):
 *
 *   const stripePromise = loadStripe(intent.publishableKey!)            // once per key
 *   <Elements stripe={stripePromise} options={{ clientSecret: intent.clientSecret, appearance }}>
 *     <PaymentElement options={{ layout: 'tabs' }} onReady={() => onReadyChange?.(true)} />
 *   </Elements>
 *   handle.validate = () => true                                         // Stripe validates in confirmPayment
 *   handle.confirm = async () => {
 *     const { error: submitError } = await elements.submit();
 *     if (submitError) return { status: 'invalid' };
 *     const { error, paymentIntent } = await stripe.confirmPayment({
 *       elements,
 *       redirect: 'if_required',
 *       confirmParams: { return_url: `${window.location.origin}/checkout/success` },
 *     });
 *     if (error) return error.type === 'validation_error' ? { status: 'invalid' } : { status: 'failed', message: error.message ?? 'Your payment was not completed.' };
 *     if (paymentIntent?.status === 'succeeded') return { status: 'succeeded' };
 *     throw new Error(`Unexpected payment status ${paymentIntent?.status}`);
 *   }
 *
 * Until then it throws, and the checkout page shows a calm "card payments unavailable" notice.
 */
export function StripePaymentForm(_props: PaymentMethodFormProps): never {
  throw new Error('Stripe is not installed in this build');
}
