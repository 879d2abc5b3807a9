import type { StorePaymentIntentReply } from '@/contracts/checkout';
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { CreditCard, FlaskConical, Landmark, LockKeyhole, ShieldCheck } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { formatCurrency, parseMoney } from '@/domain/money';
import { luhnValid, TEST_CARDS } from '@/domain/test-cards';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { authenticateTestPayment, confirmTestCard, type TestPaymentAnswer } from '../api/test-card';
import { PaymentDeclined } from '@/web/components/payment/payment-declined';
import type { PaymentMethodFormProps, PaymentResult } from '@/web/components/payment/payment-method';

const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** "4242424242424242" → "4242 4242 4242 4242" */
export const formatCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1231" → "12 / 31"; a first digit above 1 is a month on its own ("4" → "04"). */
function formatExpiry(raw: string): string {
  let digits = onlyDigits(raw, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

type CardField = 'number' | 'expiry' | 'cvc' | 'name';
/** The fields that make the card: changing one is trying another card; the name on it is not. */
const CARD_IDENTITY: readonly CardField[] = ['number', 'expiry', 'cvc'];
type CardErrors = Partial<Record<CardField, string>>;

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The problems of the card fields, worded as Stripe words them. */
export function cardProblems(values: CardValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = values.number.replace(/\D/g, '');
  if (digits.length < 13) errors.number = 'Your card number is incomplete.';
  else if (!luhnValid(digits)) errors.number = 'Your card number is invalid.';

  const expiry = values.expiry.replace(/\D/g, '');
  if (expiry.length < 4) {
    errors.expiry = "Your card's expiration date is incomplete.";
  } else {
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2));
    if (month < 1 || month > 12) errors.expiry = "Your card's expiration month is invalid.";
    else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
      errors.expiry = "Your card's expiration date is in the past.";
    }
  }

  if (values.cvc.length < 3) errors.cvc = "Your card's security code is incomplete.";
  if (!values.name.trim()) errors.name = 'Please enter the name on your card.';
  return errors;
}

const FIELD_ORDER: CardField[] = ['number', 'expiry', 'cvc', 'name'];

/**
 * The embedded test gateway's card form, laid out like Stripe's Payment Element ('tabs' layout):
 * card number, expiry, CVC and name; checked locally (Luhn, dates) before anything is sent. A card
 * that asks for approval opens a window like a bank's 3-D Secure page.
 */
/** Checkout's card form shows the order's total, so it takes checkout's whole intent reply. */
export type CheckoutPaymentProps = PaymentMethodFormProps & { intent: StorePaymentIntentReply };

export function TestCardForm({ intent, ref, onReadyChange, disabled = false }: CheckoutPaymentProps) {
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [approval, setApproval] = useState<{ answer: (approve: boolean) => void } | null>(null);
  /** The provider's refusal of the last attempt, shown by the card number until the card changes. */
  const [declined, setDeclined] = useState<string | null>(null);
  const declinedId = `${useId()}-declined`;
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;

  useEffect(() => {
    onReadyChange?.(true);
    return () => onReadyChange?.(false);
  }, [onReadyChange]);

  const validate = () => {
    const problems = cardProblems(valuesRef.current);
    setErrors(problems);
    const first = FIELD_ORDER.find((field) => problems[field]);
    if (first) inputs.current[first]?.focus();
    return !first;
  };

  const askForApproval = () =>
    new Promise<boolean>((resolve) => {
      setApproval({
        answer: (approve) => {
          setApproval(null);
          resolve(approve);
        },
      });
    });

  const toResult = (answer: TestPaymentAnswer): PaymentResult => {
    if (answer.status === 'succeeded') return { status: 'succeeded' };
    if (answer.status === 'requires_payment_method') {
      return { status: 'failed', message: answer.error?.message ?? 'Your card was declined.' };
    }
    throw new Error(`Unexpected payment status: ${answer.status}`);
  };

  useImperativeHandle(ref, () => ({
    validate,
    async confirm() {
      if (!validate()) return { status: 'invalid' };
      setDeclined(null);
      const current = valuesRef.current;
      const expiry = current.expiry.replace(/\D/g, '');
      const answer = await confirmTestCard(intent.paymentIntentId, {
        clientSecret: intent.clientSecret,
        card: {
          number: current.number.replace(/\D/g, ''),
          expMonth: Number(expiry.slice(0, 2)),
          expYear: 2000 + Number(expiry.slice(2)),
          cvc: current.cvc,
          name: current.name.trim(),
        },
      });
      const result =
        answer.status === 'requires_action'
          ? toResult(
              await authenticateTestPayment(intent.paymentIntentId, {
                clientSecret: intent.clientSecret,
                approve: await askForApproval(),
              }),
            )
          : toResult(answer);
      if (result.status === 'failed') setDeclined(result.message);
      return result;
    },
  }));

  const update = (field: CardField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
    if (CARD_IDENTITY.includes(field)) setDeclined(null);
  };

  const inputRef = (field: CardField) => (el: HTMLInputElement | null) => {
    inputs.current[field] = el;
  };

  const digits = values.number.replace(/\D/g, '');
  const amount = formatCurrency(parseMoney(intent.total));

  return (
    <div className="flex flex-col gap-5">
      <Tabs.Root defaultValue="card" className="flex min-w-0 flex-col gap-4">
        <Tabs.List aria-label="Payment method" className="grid grid-cols-2 gap-3">
          <Tabs.Trigger
            value="card"
            className={cn(
              'flex cursor-pointer flex-col items-start gap-1.5 rounded-control border border-cocoa-200 bg-card px-3.5 py-3 text-left text-sm font-semibold text-cocoa-700',
              'transition-[border-color,box-shadow,color] duration-200 hover:border-cocoa-300',
              'data-[state=active]:border-saffron-500 data-[state=active]:text-saffron-800',
              'data-[state=active]:shadow-[0_0_0_1px_var(--color-saffron-500),0_1px_3px_rgb(65_42_30/0.08)]',
            )}
          >
            <CreditCard aria-hidden="true" className="size-5" />
            Card
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="card">
          <fieldset disabled={disabled} className="grid min-w-0 grid-cols-2 gap-x-3 gap-y-4">
            <legend className="sr-only">Card details</legend>
            <Field label="Card number" error={errors.number} className="col-span-2">
              {(control) => (
                <div className="relative">
                  <Input
                    {...control}
                    aria-describedby={
                      [control['aria-describedby'], declined ? declinedId : undefined].filter(Boolean).join(' ') ||
                      undefined
                    }
                    aria-invalid={control['aria-invalid'] ?? (declined ? true : undefined)}
                    ref={inputRef('number')}
                    name="cardnumber"
                    autoComplete="cc-number"
                    inputMode="numeric"
                    placeholder="1234 1234 1234 1234"
                    value={values.number}
                    onChange={(e) => update('number', formatCardNumber(onlyDigits(e.target.value, 19)))}
                    className="pr-12 tracking-wide tabular-nums"
                  />
                  <CreditCard
                    aria-hidden="true"
                    className={cn(
                      'pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2',
                      digits.startsWith('4') ? 'text-saffron-700' : 'text-cocoa-400',
                    )}
                  />
                </div>
              )}
            </Field>
            {declined ? (
              <div className="col-span-2">
                <PaymentDeclined id={declinedId} message={declined} />
              </div>
            ) : null}
            <Field label="Expiry" error={errors.expiry}>
              <Input
                ref={inputRef('expiry')}
                name="cc-exp"
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM / YY"
                value={values.expiry}
                onChange={(e) => update('expiry', formatExpiry(e.target.value))}
                className="tabular-nums"
              />
            </Field>
            <Field label="CVC" error={errors.cvc}>
              <Input
                ref={inputRef('cvc')}
                name="cvc"
                autoComplete="cc-csc"
                inputMode="numeric"
                placeholder="CVC"
                value={values.cvc}
                onChange={(e) => update('cvc', onlyDigits(e.target.value, 4))}
                className="tabular-nums"
              />
            </Field>
            <Field label="Name on card" error={errors.name} className="col-span-2">
              <Input
                ref={inputRef('name')}
                name="ccname"
                autoComplete="cc-name"
                placeholder="Full name as shown on card"
                value={values.name}
                onChange={(e) => update('name', e.target.value)}
              />
            </Field>
          </fieldset>
        </Tabs.Content>
      </Tabs.Root>

      <TestCardHint
        disabled={disabled}
        onPick={(number) => {
          update('number', number);
          inputs.current.number?.focus();
        }}
      />

      <ApprovalDialog
        open={approval !== null}
        amount={amount}
        last4={digits.slice(-4)}
        onAnswer={(approve) => approval?.answer(approve)}
      />
    </div>
  );
}

function TestCardHint({ onPick, disabled }: { onPick(number: string): void; disabled: boolean }) {
  return (
    <div className="rounded-control border border-dashed border-saffron-300 bg-saffron-50/70 p-4">
      <p className="flex items-center gap-2 text-caption font-semibold text-saffron-900">
        <FlaskConical aria-hidden="true" className="size-4" />
        Test mode: no real money moves
      </p>
      <p className="mt-1 text-caption text-cocoa-600">Any future expiry date and any CVC will do.</p>
      <ul className="mt-3 grid gap-1.5" aria-label="Test cards">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="flex flex-wrap items-baseline justify-between gap-x-3 text-caption">
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(card.number)}
              className="cursor-pointer rounded-sm font-mono whitespace-nowrap text-cocoa-800 tabular-nums underline decoration-saffron-300 underline-offset-2 hover:text-saffron-900 hover:decoration-saffron-600 disabled:cursor-not-allowed"
              aria-label={`Use test card ${card.number} (${card.label})`}
            >
              {card.number}
            </button>
            <span className="text-right text-cocoa-600">{card.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The test bank's approval window, like a 3-D Secure page. Closing it counts as Cancel. */
function ApprovalDialog({
  open,
  amount,
  last4,
  onAnswer,
}: {
  open: boolean;
  amount: string;
  last4: string;
  onAnswer(approve: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onAnswer(false))}>
      <DialogContent
        size="sm"
        hideClose
        className="gap-0! overflow-hidden p-0! sm:p-0!"
        onInteractOutside={(e) => e.preventDefault()}
      >
        <div className="flex items-center justify-between gap-3 border-b border-border bg-cream-100 px-6 py-3.5">
          <span className="flex items-center gap-2 text-caption font-semibold text-cocoa-800">
            <Landmark aria-hidden="true" className="size-4 text-saffron-700" />
            Test Bank · Secure verification
          </span>
          <LockKeyhole aria-hidden="true" className="size-4 text-cocoa-500" />
        </div>
        <div className="flex flex-col gap-5 px-6 py-6">
          <DialogHeader className="items-center pr-0! text-center">
            <span className="grid size-12 place-items-center rounded-full bg-saffron-100 text-saffron-800">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <DialogTitle>Approve this payment?</DialogTitle>
            <DialogDescription>
              Your bank asks you to confirm this payment to Saffron &amp; Sugar
              {last4 ? ` with the card ending ${last4}` : ''}.
            </DialogDescription>
          </DialogHeader>
          <div className="rounded-control border border-border bg-cream-50 px-4 py-3 text-center">
            <p className="text-caption text-muted-foreground">Amount</p>
            <p className="font-display text-h2 text-cocoa-900 tabular-nums">{amount}</p>
            <p className="text-caption text-muted-foreground">NZD</p>
          </div>
          <DialogFooter className="pt-0 sm:justify-stretch [&>*]:sm:flex-1">
            <Button variant="outline" onClick={() => onAnswer(false)}>
              Cancel
            </Button>
            <Button onClick={() => onAnswer(true)}>Approve</Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
