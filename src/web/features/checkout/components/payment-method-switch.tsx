import { AlertCircle } from 'lucide-react';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '@/web/components/ui/spinner';
import { type CheckoutPaymentProps, TestCardForm } from './test-card-form';

/** Stripe's Payment Element, only downloaded when the server's gateway is Stripe. */
const StripePaymentForm = lazy(() =>
  import('@/web/components/payment/stripe-payment-form').then((m) => ({ default: m.StripePaymentForm })),
);

/** The card form of the server's gateway: the embedded test gateway, or Stripe's Payment Element. */
export function PaymentMethod(props: CheckoutPaymentProps) {
  if (props.intent.gateway !== 'stripe') return <TestCardForm {...props} />;
  return (
    <PaymentFormBoundary>
      <Suspense fallback={<Spinner label="Loading the secure payment form..." />}>
        <StripePaymentForm {...props} />
      </Suspense>
    </PaymentFormBoundary>
  );
}

class PaymentFormBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The payment form could not load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-control border border-destructive/20 bg-destructive-muted p-4 text-small"
      >
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div>
          <p className="font-semibold text-cocoa-900">Card payments are unavailable right now</p>
          <p className="mt-1 text-cocoa-700">
            We couldn't load the secure payment form. Please try again later, or call us to place your order.
          </p>
        </div>
      </div>
    );
  }
}
