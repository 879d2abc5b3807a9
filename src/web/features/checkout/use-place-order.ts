import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StoreUserProfile } from '@/contracts/auth';
import type { StoreCartLine } from '@/contracts/cart';
import type { StoreDeliveryAddress, StorePaymentIntentReply } from '@/contracts/checkout';
import { formatCurrency, parseMoney } from '@/domain/money';
import { ApiRequestError } from '@/web/lib/api-client';
import { businessSettingsKeys } from '@/web/lib/get-business-settings';
import { useAuth } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast-store';
import { useConfirmOrder } from './api/confirm-order';
import { usePaymentIntent, type UsePaymentIntentOptions } from './api/create-payment-intent';
import { slotKeys } from './api/get-slots';
import { useSaveCheckoutDetails } from './api/save-details';
import type { PaymentMethodHandle } from '@/web/components/payment/payment-method';
import {
  type DeliveryDetails,
  type DeliveryErrors,
  type DeliveryField,
  deliveryErrorsFromServer,
  deliveryProblems,
  emptyDeliveryDetails,
  firstErrorField,
  missingFields,
  missingMessage,
  toDeliveryAddress,
} from './delivery-details';
import { focusField } from './focus-field';
import { feePlaceOf, sameFeePlace } from './fee-place';
import { chargesDelivery, type FeePlace } from '@/domain/delivery-fees';
import { useDeliveryFees } from '@/web/lib/delivery-fees';
import { fromDrawerPlace, fromProfile, profileBesideDrawer } from './profile-prefill';
import { rememberedDeliveryPlace } from '@/web/lib/delivery-place';
import { useLoyaltyKeptInStep } from './use-loyalty-kept-in-step';

/** A loyalty reward or voucher chosen on the page: its discount is in the prepared amount. */
export type ChosenReward = NonNullable<UsePaymentIntentOptions['reward']>;

/**
 * The caches of other features that checkout makes stale, named by the app (features do not
 * import each other): the cart and orders once an order is placed, loyalty after every price.
 */
export interface CheckoutStaleKeys {
  cart: QueryKey;
  orders: QueryKey;
  loyalty: QueryKey;
}

export interface PlaceOrderInputs {
  cart: { isSuccess: boolean; isError: boolean; data: StoreCartLine[] | undefined };
  sessionId: string | null;
  /** The signed-in person's saved profile, once loaded: it fills in what has not been typed. */
  profile: StoreUserProfile | undefined;
  staleKeys: CheckoutStaleKeys;
}

/** The Loyalty Rewards card's toggle and choice, kept by the flow because they shape the payment. */
export interface RewardsState<Choice extends ChosenReward> {
  using: boolean;
  choice: Choice | null;
  setUsing(using: boolean): void;
  setChoice(choice: Choice | null): void;
}

/** Everything the ready checkout form shows and does. */
export interface PlaceOrderForm<Choice extends ChosenReward> {
  intent: StorePaymentIntentReply;
  /** False while the shop charges delivery fees and the form names no region yet (issue 26). */
  deliveryPriced: boolean;
  /** The cart or reward changed and the payment is being prepared again: paying waits for it. */
  refreshing: boolean;
  sessionId: string;
  rewards: RewardsState<Choice>;
  details: DeliveryDetails;
  errors: DeliveryErrors;
  change(patch: Partial<DeliveryDetails>): void;
  processing: boolean;
  /** The payment went through but its order is not confirmed yet: a retry only confirms the order. */
  alreadyPaid: boolean;
  /** The fields are locked while paying and once paid. */
  locked: boolean;
  /** The payment form is ready and the price is current: Complete Payment can be pressed. */
  payable: boolean;
  /** Store credit pays the whole order: no card is asked for (decision 0202). */
  paidByCredit: boolean;
  total: string;
  payment: RefObject<PaymentMethodHandle | null>;
  setPaymentReady(ready: boolean): void;
  submit(event: FormEvent<HTMLFormElement>): void;
}

/** What the checkout screen shows, in the spec's load order. */
export type CheckoutView<Choice extends ChosenReward> =
  | { phase: 'waiting'; label: string }
  | { phase: 'sign-in' }
  | { phase: 'below-minimum'; message: string }
  | { phase: 'problem'; title: string; message: string }
  | { phase: 'paused'; message: string; checking: boolean; checkAgain(): void }
  | { phase: 'ready'; form: PlaceOrderForm<Choice> };

/** Staff paused new orders (issue 23): the server's 409 carries their message. */
const pausedMessageOf = (error: Error | null): string | null =>
  error instanceof ApiRequestError && error.apiError?.code === 'ORDERS_PAUSED' ? error.apiError.message : null;

const serverSentence = (error: Error) =>
  error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : error.message;

/**
 * The checkout's state machine: (1) an empty cart goes home; (2) 'Verifying your account...' while
 * sign-in loads; (3) a visitor who is not signed in is sent to log in; (4) the payment is prepared
 * ('Preparing your checkout...'), failing into a 'Checkout Error' card; then the form, whose submit
 * saves the details, takes the card and confirms the order, in that order, one payment at a time.
 */
export function usePlaceOrder<Choice extends ChosenReward>({
  cart,
  sessionId,
  profile,
  staleKeys,
}: PlaceOrderInputs): CheckoutView<Choice> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status, user, login } = useAuth();
  const saveDetails = useSaveCheckoutDetails();
  const confirmOrder = useConfirmOrder();
  const [placed, setPlaced] = useState(false);
  // The pause met when binding the details (the payment was prepared before staff paused).
  const [pausedAtBinding, setPausedAtBinding] = useState<string | null>(null);
  const [loginFailed, setLoginFailed] = useState(false);
  const loginStarted = useRef(false);

  const cartSettled = cart.isSuccess || cart.isError;
  const cartEmpty = cart.isSuccess && cart.data?.length === 0;
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
  const [reward, setReward] = useState<Choice | null>(null);
  // Delivery fees (issue 26): while the shop charges any, the payment is priced for the place the
  // form names, and again whenever it changes; a free shop never prepares it twice for that.
  const charging = chargesDelivery(useDeliveryFees());
  const [feePlace, setFeePlace] = useState<FeePlace | null>(null);
  const intent = usePaymentIntent({
    sessionId,
    cartVersion,
    reward,
    delivery: charging ? feePlace : null,
    enabled: cartSettled && !cartEmpty && !placed,
  });
  const lastPrepared = useRef<StorePaymentIntentReply | undefined>(undefined);
  if (intent.data) lastPrepared.current = intent.data;
  useLoyaltyKeptInStep(intent.isPlaceholderData ? undefined : intent.data, intent.dataUpdatedAt, staleKeys.loyalty);

  // A reward the server would not apply (spent in another tab, below its minimum spend, …): say
  // why and prepare the payment without it; the last priced order stays on screen meanwhile.
  const rewardRefused = intent.isError && reward !== null;
  useEffect(() => {
    if (!rewardRefused) return;
    toast({ title: 'Reward Unavailable', description: serverSentence(intent.error), variant: 'destructive' });
    setReward(null);
  }, [rewardRefused, intent.error]);

  const prepared = intent.data ?? (rewardRefused ? lastPrepared.current : undefined);
  const view = loadView(
    { cartEmpty, placed, status, signedOut, loginFailed, cartSettled },
    prepared,
    intent.isError ? intent.error : null,
  );
  const formShown = view === null;

  // The form starts when the payment is prepared, with the signed-in person's name and e-mail.
  const firstDetails = useRef<DeliveryDetails | null>(null);
  // It starts on the place the cart drawer was told, if any (issue 26).
  const drawerPlace = useRef<Partial<DeliveryDetails> | null>(null);
  if (formShown && !firstDetails.current) {
    drawerPlace.current = fromDrawerPlace(rememberedDeliveryPlace());
    firstDetails.current = {
      ...emptyDeliveryDetails(),
      ...drawerPlace.current,
      fullName: user?.name ?? '',
      email: user?.email ?? '',
    };
  }
  const [typedDetails, setTypedDetails] = useState<DeliveryDetails | null>(null);
  const details = typedDetails ?? firstDetails.current ?? emptyDeliveryDetails();
  const setDetails = useCallback((update: (current: DeliveryDetails) => DeliveryDetails) => {
    setTypedDetails((current) => update(current ?? firstDetails.current!));
  }, []);
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
    if (!formShown || !profile || prefilled.current) return;
    prefilled.current = true;
    const found = profileBesideDrawer(fromProfile(profile), drawerPlace.current ?? {});
    setDetails((current) => {
      const next = { ...current };
      for (const [key, value] of Object.entries(found) as [DeliveryField, string][]) {
        if (!touched.current.has(key)) next[key] = value;
      }
      // Region and suburb travel together.
      if (touched.current.has('city')) next.suburb = current.suburb;
      return next;
    });
  }, [formShown, profile, setDetails]);

  const change = useCallback(
    (patch: Partial<DeliveryDetails>) => {
      for (const key of Object.keys(patch)) touched.current.add(key);
      setDetails((current) => ({ ...current, ...patch }));
      setErrors((current) => {
        const keys = Object.keys(patch);
        if (!keys.some((key) => key in current) && !('fulfilment' in patch)) return current;
        if ('fulfilment' in patch) return {};
        return Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key)));
      });
    },
    [setDetails],
  );

  const nextPlace = feePlaceOf(details);
  useEffect(() => {
    setFeePlace((current) => (sameFeePlace(current, nextPlace) ? current : nextPlace));
  }, [nextPlace]);

  // Paused by staff (issue 23): their message instead of the form, whether preparing the payment or
  // binding the details met it; "Check again" prepares the payment afresh.
  const pausedMessage = pausedAtBinding ?? pausedMessageOf(intent.isError ? intent.error : null);
  if (pausedMessage && (!view || view.phase === 'problem')) {
    return {
      phase: 'paused',
      message: pausedMessage,
      checking: intent.isFetching,
      checkAgain: () => {
        setPausedAtBinding(null);
        void intent.refetch();
        void queryClient.invalidateQueries({ queryKey: businessSettingsKeys.all });
      },
    };
  }
  if (view) return view;
  const ready = prepared!;
  const refreshing = intent.isFetching || rewardRefused;
  const alreadyPaid = paid?.intentId === ready.paymentIntentId ? paid : null;
  // Store credit covering the whole order needs no card form (decision 0202).
  const paidByCredit = ready.amountDue === '0.00';
  const payable = (paidByCredit || paymentReady) && !refreshing;

  /** Says what is missing or wrong in the form, focusing the first field to fix; true when it can be sent. */
  const checkDetails = (): boolean => {
    const missing = missingFields(details);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field, missingMessage(field)])));
      toast({
        title: 'Delivery Address Required',
        description: 'Please fill in all delivery address fields.',
        variant: 'destructive',
      });
      focusField(missing[0]!);
      return false;
    }
    // The server's own rules (StoreDeliveryAddress), told the way its refusal would be.
    const problems = deliveryProblems(details);
    const first = firstErrorField(problems);
    if (first) {
      setErrors(problems);
      toast({ title: 'Payment Failed', description: problems[first], variant: 'destructive' });
      focusField(first);
      return false;
    }
    return true;
  };

  /** The server refused the details (400/409): its field sentences go on the fields. */
  const showRefusedDetails = (error: ApiRequestError) => {
    const fields = { ...error.fields };
    // A closed day (issue 22) is told by the date field even when the server names no field.
    const closed = error.apiError?.code === 'SHOP_CLOSED' ? error.serverMessage : undefined;
    if (closed && !fields.deliveryDate && !fields.deliveryTime) fields.deliveryDate = closed;
    const problems = deliveryErrorsFromServer(fields);
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
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing happens until the payment form is ready, and only one payment at a time.
    if (!payable || busy.current) return;
    const handle = paidByCredit ? null : payment.current;
    if (!handle && !paidByCredit) return;
    if (!alreadyPaid && (!checkDetails() || (handle && !handle.validate()))) return;

    busy.current = true;
    setProcessing(true);
    const deliveryAddress = alreadyPaid?.address ?? toDeliveryAddress(details);
    const body = { sessionId: sessionId!, paymentIntentId: ready.paymentIntentId, deliveryAddress };
    try {
      if (!alreadyPaid) {
        // 1. The details are bound to the checkout before any card is charged.
        try {
          await saveDetails.mutateAsync(body);
        } catch (error) {
          const paused = pausedMessageOf(error instanceof Error ? error : null);
          if (paused) {
            setPausedAtBinding(paused);
            void queryClient.invalidateQueries({ queryKey: businessSettingsKeys.all });
            return;
          }
          if (error instanceof ApiRequestError && error.apiError?.code === 'DELIVERY_FEE_CHANGED') {
            // The fee for this address is not the one in the total (the owner changed it): price again.
            toast({ title: 'Delivery Fee Changed', description: error.apiError.message, variant: 'destructive' });
            void queryClient.invalidateQueries({ queryKey: businessSettingsKeys.all });
            void intent.refetch();
            return;
          }
          if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409)) {
            showRefusedDetails(error);
            return;
          }
          throw error;
        }

        // 2. The card, with the provider (and its approval step when the bank asks for one);
        //    none when store credit pays it all.
        if (handle) {
          const result = await handle.confirm();
          if (result.status === 'invalid') return;
          if (result.status === 'failed') {
            toast({ title: 'Payment Failed', description: result.message, variant: 'destructive' });
            return;
          }
        }
        setPaid({ intentId: ready.paymentIntentId, address: deliveryAddress });
      }

      // 3. The order, then fresh orders, loyalty and cart, and the confirmation page.
      const order = await confirmOrder.mutateAsync(body);
      setPlaced(true);
      void queryClient.invalidateQueries({ queryKey: staleKeys.cart });
      void queryClient.invalidateQueries({ queryKey: staleKeys.orders });
      void queryClient.invalidateQueries({ queryKey: staleKeys.loyalty });
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
        void queryClient.invalidateQueries({ queryKey: staleKeys.cart });
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

  return {
    phase: 'ready',
    form: {
      intent: ready,
      deliveryPriced: !charging || (feePlace !== null && !refreshing),
      refreshing,
      sessionId: sessionId!,
      rewards: { using: usingPoints, choice: reward, setUsing: setUsingPoints, setChoice: setReward },
      details,
      errors,
      change,
      processing,
      alreadyPaid: alreadyPaid !== null,
      locked: processing || alreadyPaid !== null,
      payable,
      paidByCredit,
      total: formatCurrency(parseMoney(ready.amountDue ?? ready.total)),
      payment,
      setPaymentReady,
      submit: (event) => void submit(event),
    },
  };
}

interface LoadState {
  cartEmpty: boolean;
  placed: boolean;
  status: ReturnType<typeof useAuth>['status'];
  signedOut: boolean;
  loginFailed: boolean;
  cartSettled: boolean;
}

/** The screen before the form, in the spec's load order; null once the payment is prepared. */
function loadView(
  state: LoadState,
  prepared: StorePaymentIntentReply | undefined,
  error: Error | null,
): Exclude<CheckoutView<never>, { phase: 'ready' }> | null {
  if (state.cartEmpty && !state.placed) {
    return { phase: 'waiting', label: 'Your cart is empty. Taking you back to the shop...' };
  }
  if (state.status === 'loading') return { phase: 'waiting', label: 'Verifying your account...' };
  if (state.signedOut) {
    if (state.loginFailed) return { phase: 'sign-in' };
    return { phase: 'waiting', label: state.cartSettled ? 'Taking you to sign in...' : 'Verifying your account...' };
  }
  if (error && !prepared) {
    // Under the minimum order is not a failure to set up a payment: said as the cart drawer says it.
    if (error instanceof ApiRequestError && error.apiError?.code === 'BELOW_MINIMUM_ORDER') {
      return { phase: 'below-minimum', message: serverSentence(error) };
    }
    return {
      phase: 'problem',
      title: 'Checkout Error',
      message: `Failed to initialize payment: ${serverSentence(error)}`,
    };
  }
  if (!prepared) return { phase: 'waiting', label: 'Preparing your checkout...' };
  if (!prepared.clientSecret) {
    return {
      phase: 'problem',
      title: 'Unable to Initialize Payment',
      message: "We couldn't set up your payment. Please try again.",
    };
  }
  return null;
}
