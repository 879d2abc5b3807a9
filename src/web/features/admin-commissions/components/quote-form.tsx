import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { AdminCommission } from '@/contracts/commissions';
import {
  BASE_PRICE_RANGE,
  type CakeSize,
  DECORATION_RANGE,
  MAX_INSTALMENTS,
  MIN_DESIGN_FEE,
  PAYMENT_PLAN_OVER,
  priceQuote,
  type QuoteLineKind,
} from '@/domain/commissions';
import { aucklandNow } from '@/domain/delivery';
import { formatCurrency, formatMoneyString } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useAdminCommissionTerms } from '@/web/lib/admin/commission-terms';
import { useQuoteCommission } from '../api/quote-commission';

interface Line {
  kind: QuoteLineKind;
  label: string;
  amount: string;
}

const cents = (amount: string) => {
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

/** Staff's quote: priced lines inside the spec's ranges, the rush and deposit worked out as they type. */
export function QuoteForm({ commission: c }: { commission: AdminCommission }) {
  const size = c.size as CakeSize;
  const range = BASE_PRICE_RANGE[size];
  const [lines, setLines] = useState<Line[]>(
    c.quote?.lines ?? [{ kind: 'base', label: `${c.size} inch base`, amount: formatMoneyString(range.min) }],
  );
  const [note, setNote] = useState(c.quote?.note ?? '');
  // Empty: the owners' deposit from Business Settings (decision 0218), which the server applies.
  const [depositPercent, setDepositPercent] = useState('');
  const [instalments, setInstalments] = useState(c.quote?.instalments.length ?? 1);
  const [error, setError] = useState<string | null>(null);
  const quote = useQuoteCommission();
  const terms = useAdminCommissionTerms();
  const shopDeposit = terms.data?.depositPercent ?? 50;

  const priced = priceQuote({
    size,
    lines: lines.map((l) => ({ ...l, amountCents: cents(l.amount) })),
    dateNeeded: c.dateNeeded,
    today: aucklandNow().date,
    depositPercent: Number(depositPercent) || shopDeposit,
  });
  // Payment plans are for quotes over $200 (decision 0217).
  const planAllowed = priced.totalCents > PAYMENT_PLAN_OVER;
  const parts = planAllowed ? instalments : 1;

  const update = (index: number, change: Partial<Line>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await quote.mutateAsync({
        id: c.id,
        quote: {
          lines: lines.map((l) => ({ ...l, amount: l.amount.trim() })),
          note: note || null,
          ...(Number(depositPercent) ? { depositPercent: Number(depositPercent) } : {}),
          instalments: parts,
          expectedVersion: c.quote?.version ?? 0,
        },
      });
      toast({ title: 'Quote sent', description: `${c.customerName} has it by e-mail`, variant: 'success' });
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? (caught.serverMessage ?? caught.message) : 'The quote was not sent');
    }
  }

  const hint: Record<QuoteLineKind, string> = {
    base: `${formatCurrency(range.min)} – ${formatCurrency(range.max)}`,
    design: `from ${formatCurrency(MIN_DESIGN_FEE)}`,
    decoration: `${formatCurrency(DECORATION_RANGE.min)} – ${formatCurrency(DECORATION_RANGE.max)}`,
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label="Quote">
      <ul className="flex flex-col gap-3">
        {lines.map((line, index) => (
          <li key={index} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_7rem_auto]">
            <label className="col-span-2 flex flex-col gap-1 text-small sm:col-span-1">
              <span className="font-medium text-cocoa-900">
                {line.kind === 'base' ? 'Base price' : line.kind === 'design' ? 'Design fee' : 'Decoration'}{' '}
                <span className="font-normal text-muted-foreground">({hint[line.kind]})</span>
              </span>
              <Input
                value={line.label}
                onChange={(e) => update(index, { label: e.target.value })}
                aria-label={`Line ${index + 1} label`}
              />
            </label>
            <Input
              inputMode="decimal"
              value={line.amount}
              onChange={(e) => update(index, { amount: e.target.value })}
              aria-label={`Line ${index + 1} amount`}
            />
            {line.kind === 'base' ? (
              <span className="size-11" />
            ) : (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove line ${index + 1}`}
                onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {!lines.some((l) => l.kind === 'design') ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setLines((l) => [...l, { kind: 'design', label: 'Design fee', amount: '25.00' }])}
          >
            <Plus aria-hidden="true" /> Design fee
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setLines((l) => [...l, { kind: 'decoration', label: 'Premium decoration', amount: '15.00' }])}
        >
          <Plus aria-hidden="true" /> Decoration
        </Button>
      </div>
      <label className="flex flex-col gap-1 text-small">
        <span className="font-medium text-cocoa-900">Note to the customer</span>
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <label className="grid w-fit grid-cols-[auto_6rem] items-center gap-3 text-small">
        <span className="font-medium whitespace-nowrap text-cocoa-900">Deposit %</span>
        <Input
          className="text-right"
          inputMode="numeric"
          value={depositPercent}
          placeholder={String(shopDeposit)}
          onChange={(e) => setDepositPercent(e.target.value)}
        />
      </label>
      {planAllowed ? (
        <label className="grid w-fit grid-cols-[auto_10rem] items-center gap-3 text-small">
          <span className="font-medium whitespace-nowrap text-cocoa-900">Balance paid in</span>
          <select
            className="h-11 rounded-md border border-input bg-background px-3"
            value={parts}
            onChange={(e) => setInstalments(Number(e.target.value))}
          >
            {Array.from({ length: MAX_INSTALMENTS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? 'One payment' : `${n} instalments`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <dl className="grid grid-cols-2 gap-1 rounded-xl bg-cream-100 p-3 text-small">
        {priced.rushCents ? (
          <>
            <dt className="text-rose-800">Rush +30%</dt>
            <dd className="text-right tabular-nums text-rose-800">{formatCurrency(priced.rushCents)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatCurrency(priced.totalCents)}</dd>
        <dt>Deposit</dt>
        <dd className="text-right tabular-nums">{formatCurrency(priced.depositCents)}</dd>
        <dt>{parts > 1 ? `Balance in ${parts} instalments` : 'Balance'}</dt>
        <dd className="text-right tabular-nums">{formatCurrency(priced.balanceCents)}</dd>
      </dl>
      {error ? (
        <p role="alert" className="text-small text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={quote.isPending}>
        {c.quote ? 'Send new quote' : 'Send quote'}
      </Button>
    </form>
  );
}
