import {
  Component,
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AlertCircle, CalendarClock, CircleCheck, CreditCard, LockKeyhole, MapPin, ShoppingBag } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { StoreDeliveryAddress, StorePaymentIntentReply } from '@/contracts/checkout';
import { formatCurrency, parseMoney } from '@/domain/money';
import { findRegion, isKnownSuburb } from '@/domain/nz-regions';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useProfile } from '@/web/features/account/api/get-profile';
import { useCart, useCartSessionId } from '@/web/features/cart/api/get-cart';
import { cartKeys } from '@/web/features/cart/api/keys';
import { useConfirmOrder } from '@/web/features/checkout/api/confirm-order';
import { usePaymentIntent } from '@/web/features/checkout/api/create-payment-intent';
import { orderKeys } from '@/web/features/orders/api/get-orders';
import { slotKeys } from '@/web/features/checkout/api/get-slots';
import { useSaveCheckoutDetails } from '@/web/features/checkout/api/save-details';
import { DeliveryForm, deliveryFieldId } from '@/web/features/checkout/components/delivery-form';
import { MinimumOrderNotice } from './minimum-order-notice';
import { OrderSummary } from '@/web/features/checkout/components/order-summary';
import type { PaymentMethodFormProps, PaymentMethodHandle } from '@/web/features/checkout/components/payment-method';
import { ReassuranceCards } from '@/web/features/checkout/components/reassurance-cards';
import { SchedulePicker } from '@/web/features/checkout/components/schedule-picker';
import { TestCardForm } from '@/web/features/checkout/components/test-card-form';
import { loyaltyKeys } from '@/web/features/loyalty/api/loyalty-keys';
import { CheckoutRewardsCard, type RewardChoice } from '@/web/features/loyalty/components/checkout-rewards-card';
import {
  type DeliveryDetails,
  type DeliveryErrors,
  type DeliveryField,
  emptyDeliveryDetails,
  deliveryErrorsFromServer,
  deliveryProblems,
  firstErrorField,
  missingFields,
  missingMessage,
  toDeliveryAddress,
} from '@/web/features/checkout/delivery-details';
import { ApiRequestError } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast-store';
import { SignInRequired } from '../../auth/sign-in-required';

const TITLE = 'Checkout – Saffron & Sugar';

/** Stripe's Payment Element, only downloaded when the server's gateway is Stripe. */
const StripePaymentForm = lazy(() =>
  import('@/web/features/checkout/components/stripe-payment-form').then((m) => ({ default: m.StripePaymentForm })),
);

/**
 * /checkout, in the spec's load order: (1) an empty cart goes home; (2) 'Verifying your account...'
 * while sign-in loads; (3) a visitor who is not signed in is sent to log in; (4) the payment is
 * prepared ('Preparing your checkout...'), failing into a 'Checkout Error' card. Then the three
 * columns: order summary, delivery, payment.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const { status, login } = useAuth();
  const cart = useCart();
  const sessionId = useCartSessionId();
  const [placed, setPlaced] = useState(false);
  const [loginFailed, setLoginFailed] = useState(false);
  const loginStarted = useRef(false);

  const cartSettled = cart.isSuccess || cart.isError;
  const cartEmpty = cart.isSuccess && cart.data.length === 0;
  const signedOut = status === 'unauthenticated' || status === 'error';
  // The cart's lines as a short fingerprint: a changed cart (in the drawer) is priced again.
  const cartVersion = useMemo(
    () => (cart.data ?? []).map((line) => `${line.id}:${line.quantity}:${line.lineTotal}`).join('|'),
    [cart.data],
  );

  // (1) Nothing to pay for: back to the shop. Not once the order is placed and the cart emptied.
  useEffect(() => {
    if (cartEmpty && !placed) navigate(paths.home(), { replace: true });
  }, [cartEmpty, placed, navigate]);

  // (3) Not signed in: off to log in, coming back here.
  useEffect(() => {
    if (!signedOut || !cartSettled || cartEmpty || loginStarted.current) return;
    loginStarted.current = true;
    login(paths.checkout()).catch((error: unknown) => {
      console.warn('Login failed', error);
      setLoginFailed(true);
    });
  }, [signedOut, cartSettled, cartEmpty, login]);

  // (4) Prepare the payment, with the loyalty reward chosen on the page (its discount is in the amount).
  const [usingPoints, setUsingPoints] = useState(false);
  const [reward, setReward] = useState<RewardChoice | null>(null);
  const intent = usePaymentIntent({
    sessionId,
    cartVersion,
    reward,
    enabled: cartSettled && !cartEmpty && !placed,
  });
  const lastPrepared = useRef<StorePaymentIntentReply | undefined>(undefined);
  if (intent.data) lastPrepared.current = intent.data;
  useLoyaltyKeptInStep(intent.isPlaceholderData ? undefined : intent.data, intent.dataUpdatedAt);

  // A reward the server would not apply (spent in another tab, below its minimum spend, …): say
  // why and prepare the payment without it; the last priced order stays on screen meanwhile.
  const rewardRefused = intent.isError && reward !== null;
  useEffect(() => {
    if (!rewardRefused) return;
    const error = intent.error;
    toast({
      title: 'Reward Unavailable',
      description: error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : error.message,
      variant: 'destructive',
    });
    setReward(null);
  }, [rewardRefused, intent.error]);

  const onPlaced = useCallback(() => setPlaced(true), []);
  const rewards: RewardsState = { using: usingPoints, choice: reward, setUsing: setUsingPoints, setChoice: setReward };

  if (cartEmpty && !placed) return <Waiting label="Your cart is empty. Taking you back to the shop..." />;
  if (status === 'loading') return <Waiting label="Verifying your account..." />;
  if (signedOut) {
    if (loginFailed) return <SignInPrompt />;
    return <Waiting label={cartSettled ? 'Taking you to sign in...' : 'Verifying your account...'} />;
  }
  const prepared = intent.data ?? (rewardRefused ? lastPrepared.current : undefined);
  if (intent.isError && !prepared) {
    const error = intent.error;
    const message = error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : error.message;
    // Under the minimum order is not a failure to set up a payment: said as the cart drawer says it.
    if (error instanceof ApiRequestError && error.apiError?.code === 'BELOW_MINIMUM_ORDER') {
      return (
        <Centered>
          <MinimumOrderNotice serverMessage={message} />
        </Centered>
      );
    }
    return <CheckoutProblem title="Checkout Error" message={`Failed to initialize payment: ${message}`} />;
  }
  if (!prepared) return <Waiting label="Preparing your checkout..." />;
  if (!prepared.clientSecret) {
    return (
      <CheckoutProblem
        title="Unable to Initialize Payment"
        message="We couldn't set up your payment. Please try again."
      />
    );
  }
  return (
    <CheckoutReady
      intent={prepared}
      refreshing={intent.isFetching || rewardRefused}
      sessionId={sessionId!}
      rewards={rewards}
      onPlaced={onPlaced}
    />
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50vh] place-items-center px-4 py-16">
      <title>{TITLE}</title>
      <Spinner size="lg" label={label} className="flex-col text-center text-body" />
    </div>
  );
}

function SignInPrompt() {
  return <SignInRequired title="Login Required" message="Please log in to complete your checkout" />;
}

/** A page of one card, in the middle. */
function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-[50vh] place-items-center px-4 py-16">
      <title>{TITLE}</title>
      {children}
    </div>
  );
}

function CheckoutProblem({ title, message }: { title: string; message: string }) {
  return (
    <Centered>
      <Card role="alert" className="w-full max-w-md text-center">
        <CardHeader className="items-center pt-8">
          <span
            aria-hidden="true"
            className="mb-2 grid size-14 place-items-center rounded-full bg-destructive-muted text-destructive"
          >
            <AlertCircle className="size-6" />
          </span>
          <CardTitle asChild>
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription className="text-body">{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center pb-8">
          <Button asChild>
            <Link to={paths.home()}>Return to Shop</Link>
          </Button>
        </CardContent>
      </Card>
    </Centered>
  );
}

/**
 * Preparing the payment reserves a chosen reward's points (or voucher) and gives back the one it
 * replaces, so the loyalty queries (never stale on their own) are told after each answer:
 * - with a reward: marked stale but not re-read now, so /loyalty, opened next in this tab, shows
 *   the balance without the reserved points, while this page's card keeps the balance it priced
 *   the choice with ('200 points will be used: 250 left');
 * - without one, after one with a reward or as the visit's first answer (which may have given back
 *   a reward held by an earlier visit): re-read now, as the points are back.
 */
function useLoyaltyKeptInStep(reply: StorePaymentIntentReply | undefined, answeredAt: number) {
  const queryClient = useQueryClient();
  const lastHadReward = useRef<boolean | null>(null);
  const handled = useRef(0);
  useEffect(() => {
    // Once per answer: `answeredAt` changes with each one.
    if (!reply || answeredAt === 0 || answeredAt === handled.current) return;
    handled.current = answeredAt;
    const hasReward = reply.appliedDiscounts.length > 0;
    if (hasReward) void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all, refetchType: 'none' });
    else if (lastHadReward.current !== false) void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
    lastHadReward.current = hasReward;
  }, [reply, answeredAt, queryClient]);
}

/** The Loyalty Rewards card's toggle and choice, kept by the page because they shape the payment. */
interface RewardsState {
  using: boolean;
  choice: RewardChoice | null;
  setUsing(using: boolean): void;
  setChoice(choice: RewardChoice | null): void;
}

interface CheckoutReadyProps {
  intent: StorePaymentIntentReply;
  /** The cart or reward changed and the payment is being prepared again: paying waits for it. */
  refreshing: boolean;
  sessionId: string;
  rewards: RewardsState;
  onPlaced(): void;
}

type ProfileData = NonNullable<ReturnType<typeof useProfile>['data']>;

/** What the saved profile offers the checkout form (name = first + last; state → region and city). */
function fromProfile(profile: ProfileData): Partial<DeliveryDetails> {
  const region = findRegion(profile.state)?.name ?? findRegion(profile.city)?.name ?? '';
  const found: Partial<DeliveryDetails> = {
    fullName: [profile.firstName, profile.lastName]
      .filter((part) => part && part.trim())
      .join(' ')
      .trim(),
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    address: [profile.addressLine1, profile.addressLine2].filter((part) => part && part.trim()).join(', '),
    city: region,
    suburb: region && isKnownSuburb(region, profile.suburb) ? (profile.suburb ?? '') : '',
    postalCode: profile.postalCode ?? '',
  };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Partial<DeliveryDetails>;
}

function focusField(field: DeliveryField) {
  const element = document.getElementById(deliveryFieldId(field));
  if (!element) return;
  const target = element.matches('input, textarea, button')
    ? element
    : element.querySelector<HTMLElement>(
        'input:checked:not([disabled]), input:not([disabled]), button:not([disabled]), textarea',
      );
  target?.focus();
}

function CheckoutReady({ intent, refreshing, sessionId, rewards, onPlaced }: CheckoutReadyProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const profile = useProfile();
  const saveDetails = useSaveCheckoutDetails();
  const confirmOrder = useConfirmOrder();

  const [details, setDetails] = useState<DeliveryDetails>(() => ({
    ...emptyDeliveryDetails(),
    fullName: user?.name ?? '',
    email: user?.email ?? '',
  }));
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const [processing, setProcessing] = useState(false);
  const [paymentReady, setPaymentReady] = useState(false);
  /** A payment the provider took whose order is not confirmed yet: a retry only confirms the order. */
  const [paid, setPaid] = useState<{ intentId: string; address: StoreDeliveryAddress } | null>(null);
  const payment = useRef<PaymentMethodHandle>(null);
  const busy = useRef(false);
  const touched = useRef(new Set<string>());
  const prefilled = useRef(false);

  // Once the profile loads it fills in whatever the customer has not typed yet.
  useEffect(() => {
    if (!profile.data || prefilled.current) return;
    prefilled.current = true;
    const found = fromProfile(profile.data);
    setDetails((current) => {
      const next = { ...current };
      for (const [key, value] of Object.entries(found) as [DeliveryField, string][]) {
        if (!touched.current.has(key)) next[key] = value;
      }
      // Region and suburb travel together.
      if (touched.current.has('city')) next.suburb = current.suburb;
      return next;
    });
  }, [profile.data]);

  const change = useCallback((patch: Partial<DeliveryDetails>) => {
    for (const key of Object.keys(patch)) touched.current.add(key);
    setDetails((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const keys = Object.keys(patch);
      if (!keys.some((key) => key in current) && !('fulfilment' in patch)) return current;
      if ('fulfilment' in patch) return {};
      return Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key)));
    });
  }, []);

  const alreadyPaid = paid?.intentId === intent.paymentIntentId ? paid : null;
  const ready = paymentReady && !refreshing;
  const total = formatCurrency(parseMoney(intent.total));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing happens until the payment form is ready, and only one payment at a time.
    if (!ready || busy.current) return;
    const handle = payment.current;
    if (!handle) return;

    if (!alreadyPaid) {
      const missing = missingFields(details);
      if (missing.length) {
        setErrors(Object.fromEntries(missing.map((field) => [field, missingMessage(field)])));
        toast({
          title: 'Delivery Address Required',
          description: 'Please fill in all delivery address fields.',
          variant: 'destructive',
        });
        focusField(missing[0]!);
        return;
      }
      // The server's own rules (StoreDeliveryAddress), told the way its refusal would be.
      const problems = deliveryProblems(details);
      const first = firstErrorField(problems);
      if (first) {
        setErrors(problems);
        toast({ title: 'Payment Failed', description: problems[first], variant: 'destructive' });
        focusField(first);
        return;
      }
      if (!handle.validate()) return;
    }

    busy.current = true;
    setProcessing(true);
    const deliveryAddress = alreadyPaid?.address ?? toDeliveryAddress(details);
    const body = { sessionId, paymentIntentId: intent.paymentIntentId, deliveryAddress };
    try {
      if (!alreadyPaid) {
        // 1. The details are bound to the checkout before any card is charged.
        try {
          await saveDetails.mutateAsync(body);
        } catch (error) {
          if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409)) {
            const problems = deliveryErrorsFromServer(error.fields);
            const first = firstErrorField(problems);
            if (first) {
              setErrors(problems);
              if (problems.deliveryTime || problems.deliveryDate) {
                void queryClient.invalidateQueries({ queryKey: slotKeys.all });
              }
              focusField(first);
            }
            // The customer reads the field's sentence, not the field path the server names.
            toast({
              title: 'Payment Failed',
              description: first ? problems[first] : (error.serverMessage ?? error.message),
              variant: 'destructive',
            });
            return;
          }
          throw error;
        }

        // 2. The card, with the provider (and its approval step when the bank asks for one).
        const result = await handle.confirm();
        if (result.status === 'invalid') return;
        if (result.status === 'failed') {
          toast({ title: 'Payment Failed', description: result.message, variant: 'destructive' });
          return;
        }
        setPaid({ intentId: intent.paymentIntentId, address: deliveryAddress });
      }

      // 3. The order, then fresh orders, loyalty and cart, and the confirmation page.
      const order = await confirmOrder.mutateAsync(body);
      onPlaced();
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['/api/loyalty'] });
      toast({
        title: 'Payment Successful!',
        description: 'Your order has been confirmed. Thank you for your purchase!',
        variant: 'success',
      });
      navigate(`${paths.checkoutSuccess()}?order=${encodeURIComponent(order.id)}`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.apiError?.code === 'PAYMENT_REFUNDED') {
        // The slot filled up while the card was paid: the money went back; choose another time.
        setPaid(null);
        void queryClient.invalidateQueries({ queryKey: slotKeys.all });
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        toast({ title: 'Payment Refunded', description: error.apiError.message, variant: 'destructive' });
        return;
      }
      console.error('Payment error', error);
      toast({ title: 'Payment Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  };

  const locked = processing || alreadyPaid !== null;
  const pickup = details.fulfilment === 'pickup';

  return (
    <div className="flex w-full min-w-0 flex-col gap-8">
      <title>{TITLE}</title>
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-1.5 text-eyebrow font-semibold text-saffron-700 uppercase">
          <LockKeyhole aria-hidden="true" className="size-3.5" />
          Secure checkout
        </p>
        <h1 className="text-h1 text-cocoa-900">Checkout</h1>
        <p className="max-w-2xl text-muted-foreground">
          Check your order, tell us {pickup ? 'when you would like to collect it' : 'where and when to bring it'}, and
          pay securely. Nothing is charged until you press Complete Payment.
        </p>
      </header>

      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Checkout"
        aria-busy={processing || undefined}
        // Read in order at every width: the order, then steps 1, 2 and 3 one under another (never
        // side by side), then the four promises. From 1280 px the order and the promises take a
        // narrow column on the left and the steps a wide one beside them. On a phone the cards'
        // padding is narrower, so an e-mail address fits its field whole.
        className={[
          "grid items-start gap-6 [grid-template-areas:'summary'_'steps'_'promises']",
          "xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] xl:grid-rows-[auto_1fr] xl:[grid-template-areas:'summary_steps'_'promises_steps']",
        ].join(' ')}
      >
        <section aria-labelledby="checkout-summary-title" className="min-w-0 [grid-area:summary]">
          <Card>
            <SectionHeader icon={ShoppingBag} id="checkout-summary-title" title="Order Summary" />
            <CardContent className="max-sm:px-4 xl:px-5 xl:pb-5">
              <OrderSummary intent={intent} fulfilment={details.fulfilment} />
              {refreshing ? <Spinner size="sm" label="Updating your order..." className="mt-4" /> : null}
            </CardContent>
          </Card>
          <div className="mt-6">
            <CheckoutRewardsCard
              subtotalCents={parseMoney(intent.subtotal)}
              using={rewards.using}
              choice={rewards.choice}
              onUsingChange={rewards.setUsing}
              onChoiceChange={rewards.setChoice}
              disabled={locked}
            />
          </div>
        </section>

        <div className="flex min-w-0 flex-col gap-6 [grid-area:steps]">
          <section aria-label="Delivery" className="flex min-w-0 flex-col gap-6">
            <Card>
              <SectionHeader
                step={1}
                icon={MapPin}
                id="checkout-delivery-title"
                title="Delivery Address"
                description={
                  pickup
                    ? 'Who is collecting the order, and how we can reach you.'
                    : 'Where your treats are going, and how we can reach you.'
                }
              />
              <CardContent className="max-sm:px-4 xl:px-5 xl:pb-5">
                <DeliveryForm value={details} onChange={change} errors={errors} disabled={locked} />
              </CardContent>
            </Card>
            <Card>
              <SectionHeader
                step={2}
                icon={CalendarClock}
                id="checkout-schedule-title"
                // The spec's 'Delivery Schedule' for a delivery; a pickup is not delivered.
                title={pickup ? 'Pickup Schedule' : 'Delivery Schedule'}
                description={pickup ? 'Choose when to collect your order.' : 'Choose a day and a two-hour window.'}
              />
              <CardContent className="max-sm:px-4 xl:px-5 xl:pb-5">
                <SchedulePicker
                  fulfilment={details.fulfilment}
                  date={details.deliveryDate}
                  time={details.deliveryTime}
                  onChange={change}
                  errors={errors}
                  disabled={locked}
                  dateInputId={deliveryFieldId('deliveryDate')}
                  slotGroupId={deliveryFieldId('deliveryTime')}
                  sessionId={sessionId}
                />
              </CardContent>
            </Card>
          </section>

          <section aria-label="Payment" className="flex min-w-0 flex-col gap-6">
            <Card>
              <SectionHeader
                step={3}
                icon={CreditCard}
                id="checkout-payment-title"
                title="Payment Details"
                description="All transactions are secure and encrypted."
              />
              <CardContent className="flex flex-col gap-6 max-sm:px-4 xl:px-5 xl:pb-5">
                {alreadyPaid ? (
                  <p
                    role="status"
                    className="flex items-start gap-2.5 rounded-control bg-pistachio-50 px-3.5 py-3 text-small text-pistachio-900"
                  >
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pistachio-700" />
                    Your payment went through. Press Complete Payment again to finish placing your order.
                  </p>
                ) : null}
                <PaymentMethod intent={intent} ref={payment} onReadyChange={setPaymentReady} disabled={locked} />
                <div className="flex flex-col gap-3 border-t border-border pt-5">
                  <div className="flex items-baseline justify-between text-small">
                    <span className="font-semibold text-cocoa-800">Total to pay</span>
                    <span className="font-display text-h4 text-cocoa-950 tabular-nums">{total}</span>
                  </div>
                  <Button
                    type="submit"
                    size="lg"
                    className="h-auto! min-h-13 w-full px-4! py-3 text-center text-[0.9375rem]! leading-snug whitespace-normal!"
                    loading={processing}
                    disabled={!ready}
                    aria-describedby="checkout-pay-note"
                  >
                    {processing ? 'Processing...' : `Complete Payment - ${total}`}
                  </Button>
                  <p
                    id="checkout-pay-note"
                    className="flex items-start justify-center gap-1.5 text-center text-caption text-muted-foreground"
                  >
                    <LockKeyhole aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                    <span>Your card is charged {total} NZD once, when you press Complete Payment.</span>
                  </p>
                </div>
              </CardContent>
            </Card>
          </section>
        </div>

        <ReassuranceCards className="min-w-0 self-start [grid-area:promises] sm:grid-cols-4 xl:grid-cols-2" />
      </form>
    </div>
  );
}

function SectionHeader({
  step,
  icon: Icon,
  id,
  title,
  description,
}: {
  step?: number;
  icon: typeof MapPin;
  id: string;
  title: string;
  description?: string;
}) {
  return (
    <CardHeader className="max-sm:px-4 xl:px-5 xl:pt-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800"
        >
          <Icon className="size-4.5" />
        </span>
        <div className="min-w-0">
          {step ? (
            <p aria-hidden="true" className="text-eyebrow font-semibold text-cocoa-500 uppercase">
              Step {step} of 3
            </p>
          ) : null}
          <CardTitle asChild className="text-h4">
            <h2 id={id}>{title}</h2>
          </CardTitle>
        </div>
      </div>
      {description ? <CardDescription className="mt-1">{description}</CardDescription> : null}
    </CardHeader>
  );
}

/** The card form of the server's gateway: the embedded test gateway, or Stripe's Payment Element. */
function PaymentMethod(props: PaymentMethodFormProps) {
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
