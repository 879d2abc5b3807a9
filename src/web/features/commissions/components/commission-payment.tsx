import { lazy, Suspense, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import type { CommissionPaymentReply, StoreCommission } from '@/contracts/commissions';
import { formatDollars } from '@/domain/money';
import type { PaymentMethodHandle } from '@/web/components/payment/payment-method';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiRequestError, apiRequest } from '@/web/lib/api-client';
import { commissionKeys } from '../api/commission-keys';
import { openCommissionPayment, type PaymentKind } from '../api/pay-commission';
import { CardPayment } from './card-payment';

/** Stripe's Payment Element, the checkout's own, downloaded only when the shop runs on Stripe. */
const StripePaymentForm = lazy(() =>
  import('@/web/components/payment/stripe-payment-form').then((m) => ({ default: m.StripePaymentForm })),
);

interface Props {
  id: string;
  kind: PaymentKind;
  amount: string;
  onDone: () => void;
}

/**
 * A deposit or balance payment with the shop's gateway: the server opens (or gives back) the one
 * intent for it and says which gateway takes the card; Stripe's Payment Element when it is Stripe,
 * the embedded test gateway's card form otherwise. The amount is the server's.
 */
export function CommissionPayment(props: Props) {
  const intent = useQuery({
    // Not under the commissions' keys: re-reading the list must not open the payment again.
    queryKey: ['commission-payment', props.id, props.kind, props.amount],
    queryFn: () => openCommissionPayment(props.id, props.kind),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (intent.isPending) return <Spinner label="Preparing your payment..." />;
  if (intent.isError) {
    const error = intent.error;
    return (
      <p role="alert" className="text-small text-destructive">
        {error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : 'The payment could not start.'}
      </p>
    );
  }
  if (intent.data.gateway !== 'stripe') return <CardPayment {...props} />;
  return <StripeCommissionPayment {...props} intent={intent.data} />;
}

function StripeCommissionPayment({ id, kind, amount, onDone, intent }: Props & { intent: CommissionPaymentReply }) {
  const form = useRef<PaymentMethodHandle>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function pay() {
    if (!form.current?.validate()) return;
    setBusy(true);
    setError(null);
    try {
      const result = await form.current.confirm();
      if (result.status !== 'succeeded') return;
      // The same settlement the webhook runs; whichever comes first decides it once.
      await apiRequest<StoreCommission>('POST', `/api/commissions/${encodeURIComponent(id)}/confirm-payment`, {
        auth: true,
        body: { paymentIntentId: intent.paymentIntentId },
      });
      await queryClient.invalidateQueries({ queryKey: commissionKeys.all() });
      onDone();
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError ? (caught.serverMessage ?? caught.message) : (caught as Error).message,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label={`Pay the ${kind}`} className="flex flex-col gap-4 rounded-xl border bg-cream-50 p-4">
      <Suspense fallback={<Spinner label="Loading the secure payment form..." />}>
        <StripePaymentForm
          ref={form}
          intent={intent}
          returnPath="/account/custom-cakes"
          onReadyChange={setReady}
          disabled={busy}
        />
      </Suspense>
      {error ? (
        <p role="alert" className="text-small text-destructive">
          {error}
        </p>
      ) : null}
      <Button size="lg" loading={busy} disabled={!ready} onClick={() => void pay()}>
        <LockKeyhole aria-hidden="true" />
        Pay {formatDollars(amount)}
      </Button>
    </section>
  );
}
