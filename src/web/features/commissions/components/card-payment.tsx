import { useState, type FormEvent } from 'react';
import { LockKeyhole } from 'lucide-react';
import { formatDollars } from '@/domain/money';
import { luhnValid } from '@/domain/test-cards';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiRequestError } from '@/web/lib/api-client';
import { type PaymentKind, usePayCommission } from '../api/pay-commission';

/**
 * The card form for a deposit or balance on the embedded test gateway (4242 4242 4242 4242 pays).
 * The amount shown is the server's; the server charges only what the quote says.
 */
export function CardPayment({
  id,
  kind,
  amount,
  onDone,
}: {
  id: string;
  kind: PaymentKind;
  amount: string;
  onDone: () => void;
}) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const pay = usePayCommission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const digits = card.number.replace(/\D/g, '');
    const expiry = card.expiry.replace(/\D/g, '');
    if (digits.length < 13 || !luhnValid(digits)) return setError('Your card number is invalid.');
    if (expiry.length !== 4) return setError("Your card's expiration date is incomplete.");
    if (!/^\d{3,4}$/.test(card.cvc)) return setError("Your card's security code is incomplete.");
    if (!card.name.trim()) return setError('Please enter the name on your card.');
    try {
      await pay.mutateAsync({
        id,
        kind,
        card: {
          number: digits,
          expMonth: Number(expiry.slice(0, 2)),
          expYear: 2000 + Number(expiry.slice(2)),
          cvc: card.cvc,
          name: card.name.trim(),
        },
      });
      onDone();
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError ? (caught.serverMessage ?? caught.message) : (caught as Error).message,
      );
    }
  }

  const set = (field: keyof typeof card) => (e: { target: { value: string } }) =>
    setCard((c) => ({ ...c, [field]: e.target.value }));

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-xl border bg-cream-50 p-4 sm:grid-cols-2"
      aria-label={`Pay the ${kind}`}
    >
      <Field label="Card number" className="sm:col-span-2">
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card.number}
          onChange={set('number')}
        />
      </Field>
      <Field label="Expiry (MM/YY)">
        <Input
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12 / 34"
          value={card.expiry}
          onChange={set('expiry')}
        />
      </Field>
      <Field label="CVC">
        <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={card.cvc} onChange={set('cvc')} />
      </Field>
      <Field label="Name on card" className="sm:col-span-2">
        <Input autoComplete="cc-name" value={card.name} onChange={set('name')} />
      </Field>
      {error ? (
        <p role="alert" className="text-small text-destructive sm:col-span-2">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={pay.isPending} className="sm:col-span-2">
        <LockKeyhole aria-hidden="true" />
        Pay {formatDollars(amount)}
      </Button>
    </form>
  );
}
