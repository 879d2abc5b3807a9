import { useState } from 'react';
import { Mail, Phone } from 'lucide-react';
import type { AdminCommission } from '@/contracts/commissions';
import { formatScheduleDate } from '@/domain/dates';
import { formatDollars } from '@/domain/money';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiRequestError } from '@/web/lib/api-client';
import { COMMISSION_STAGE_BADGES, COMMISSION_STAGE_LABELS } from '@/web/lib/commission-stage';
import { toast } from '@/web/lib/toast-store';
import { useAskAboutCommission } from '../api/ask-about-commission';
import { useStaffCancelCommission } from '../api/cancel-commission';
import { QuoteForm } from './quote-form';

/** One commission for staff: the request, the customer, the thread, the quote form and cancelling. */
export function CommissionDetail({ commission: c }: { commission: AdminCommission }) {
  const [question, setQuestion] = useState('');
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const ask = useAskAboutCommission();
  const cancel = useStaffCancelCommission();
  const quotable = c.state === 'requested' || c.state === 'quoted';
  const open = c.state !== 'ordered' && c.state !== 'cancelled';

  return (
    <article
      aria-labelledby={`detail-${c.id}`}
      className="flex flex-col gap-6 rounded-2xl border bg-card p-5 shadow-soft"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`detail-${c.id}`} className="text-h3 text-cocoa-900">
            {c.size} inch {c.occasion.toLowerCase()} · #{c.reference}
          </h2>
          <p className="mt-1 text-small text-muted-foreground">
            {formatScheduleDate(c.dateNeeded)}, {c.slot.replace('-', ' – ')}
            {c.servings ? ` · ${c.servings} servings` : ''}
            {c.budget ? ` · budget ${formatDollars(c.budget)}` : ''}
          </p>
        </div>
        <Badge variant={COMMISSION_STAGE_BADGES[c.stage]}>{COMMISSION_STAGE_LABELS[c.stage]}</Badge>
      </header>

      <section className="flex flex-wrap gap-x-6 gap-y-1 text-small text-cocoa-800" aria-label="Customer">
        <span className="font-semibold">{c.customerName}</span>
        <a className="inline-flex items-center gap-1 text-saffron-800 underline" href={`mailto:${c.customerEmail}`}>
          <Mail className="size-4" aria-hidden="true" />
          {c.customerEmail}
        </a>
        {c.customerPhone ? (
          <a className="inline-flex items-center gap-1 text-saffron-800 underline" href={`tel:${c.customerPhone}`}>
            <Phone className="size-4" aria-hidden="true" />
            {c.customerPhone}
          </a>
        ) : null}
      </section>

      <dl className="grid gap-3 text-small">
        <div>
          <dt className="font-medium text-cocoa-900">Flavours</dt>
          <dd className="text-cocoa-700">{c.flavours}</dd>
        </div>
        <div>
          <dt className="font-medium text-cocoa-900">Design notes</dt>
          <dd className="whitespace-pre-line text-cocoa-700">{c.designNotes}</dd>
        </div>
        {c.message ? (
          <div>
            <dt className="font-medium text-cocoa-900">Message on the cake</dt>
            <dd className="text-cocoa-700">“{c.message}”</dd>
          </div>
        ) : null}
      </dl>
      {c.photos.length ? (
        <ul className="flex flex-wrap gap-3" aria-label="Reference photos">
          {c.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer">
                <img
                  src={photo}
                  alt={`Reference photo ${index + 1}`}
                  className="size-28 rounded-lg border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      <p className="text-small text-cocoa-800">
        Paid {formatDollars(c.paid)}
        {c.refunded !== '0.00' ? ` · refunded ${formatDollars(c.refunded)}` : ''}
        {c.quote ? ` · quote ${formatDollars(c.quote.total)} (v${c.quote.version})` : ''}
        {c.cancelReason ? ` · cancelled: ${c.cancelReason}` : ''}
      </p>

      {c.messages.length ? (
        <section aria-label="Thread" className="flex flex-col gap-2">
          {c.messages.map((m) => (
            <p
              key={m.createdAt + m.body}
              className={
                m.author === 'customer'
                  ? 'max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-cream-100 px-4 py-2 text-small'
                  : 'max-w-[85%] self-end rounded-2xl rounded-br-sm bg-saffron-100 px-4 py-2 text-small'
              }
            >
              <span className="sr-only">{m.author === 'customer' ? 'Customer: ' : 'Bakery: '}</span>
              {m.body}
            </p>
          ))}
        </section>
      ) : null}

      {open ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!question.trim()) return;
            ask.mutate({ id: c.id, body: question.trim() }, { onSuccess: () => setQuestion('') });
          }}
        >
          <label htmlFor={`ask-${c.id}`} className="text-small font-medium text-cocoa-900">
            Ask the customer
          </label>
          <Textarea id={`ask-${c.id}`} rows={2} value={question} onChange={(e) => setQuestion(e.target.value)} />
          <Button type="submit" variant="secondary" className="self-start" loading={ask.isPending}>
            Send question
          </Button>
        </form>
      ) : null}

      {quotable ? (
        <section aria-label="Quote" className="rounded-xl border border-saffron-200 bg-saffron-50/50 p-4">
          <h3 className="mb-3 font-sans text-base font-semibold text-cocoa-900">{c.quote ? 'Quote again' : 'Quote'}</h3>
          <QuoteForm key={c.quote?.version ?? 0} commission={c} />
        </section>
      ) : null}

      {open ? (
        cancelling ? (
          <div className="flex flex-col gap-2 rounded-xl border border-destructive/30 bg-destructive/5 p-4">
            <p className="text-small">
              Cancelling refunds everything paid ({formatDollars(c.paid)}) and frees the kitchen time.
            </p>
            <Input
              placeholder="Reason (sent to the customer)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-label="Reason"
            />
            <div className="flex gap-2">
              <Button
                variant="destructive"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(
                    { id: c.id, reason },
                    {
                      onSuccess: ({ refund }) =>
                        toast({
                          title: 'Commission cancelled',
                          description: `Refunded ${formatDollars(refund)}`,
                          variant: 'success',
                        }),
                      onError: (error) =>
                        toast({
                          title: 'Not cancelled',
                          description: error instanceof ApiRequestError ? error.serverMessage : 'Please try again',
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                Cancel and refund
              </Button>
              <Button variant="ghost" onClick={() => setCancelling(false)}>
                Keep
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setCancelling(true)}>
            Cancel commission
          </Button>
        )
      ) : null}
    </article>
  );
}
