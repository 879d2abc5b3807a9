import { useState } from 'react';
import { CalendarDays, MessageCircle } from 'lucide-react';
import type { StoreCommission } from '@/contracts/commissions';
import { formatScheduleDate } from '@/domain/dates';
import { formatDollars } from '@/domain/money';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Textarea } from '@/web/components/ui/textarea';
import { COMMISSION_STAGE_BADGES, COMMISSION_STAGE_LABELS } from '@/web/lib/commission-stage';
import { useCancelCommission } from '../api/cancel-commission';
import { useReplyToCommission } from '../api/reply-to-commission';
import { CommissionPayment } from './commission-payment';
import { QuoteDetails } from './quote-details';

/** One custom cake in the customer's account: what was asked, the quote and schedule, what to do next. */
export function CommissionCard({ commission: c }: { commission: StoreCommission }) {
  const [paying, setPaying] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [reply, setReply] = useState('');
  const cancel = useCancelCommission();
  const answer = useReplyToCommission();
  // The server says whether cancelling is still possible (an ordered cake until its date: decision 0218).
  const open = c.refundIfCancelledNow !== null;
  const talking = c.state !== 'ordered' && c.state !== 'cancelled';
  const payable = c.stage === 'quoted' ? ('deposit' as const) : c.nextPayment ? ('balance' as const) : null;
  const amount = payable === 'deposit' ? c.quote?.deposit : c.nextPayment?.amount;
  const plan = c.nextPayment && c.nextPayment.of > 1 ? c.nextPayment : null;

  return (
    <Card aria-labelledby={`commission-${c.id}`}>
      <CardContent className="flex flex-col gap-6 pt-6">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={`commission-${c.id}`} className="text-h3 text-cocoa-900">
              {c.size} inch {c.occasion.toLowerCase()} cake
            </h2>
            <p className="mt-1 flex items-center gap-2 text-small text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden="true" />
              {formatScheduleDate(c.dateNeeded)}, {c.slot.replace('-', ' – ')} · #{c.reference}
            </p>
          </div>
          <Badge variant={COMMISSION_STAGE_BADGES[c.stage]}>{COMMISSION_STAGE_LABELS[c.stage]}</Badge>
        </header>

        <dl className="grid gap-x-6 gap-y-2 text-small sm:grid-cols-2">
          <div>
            <dt className="font-medium text-cocoa-900">Flavours</dt>
            <dd className="text-cocoa-700">{c.flavours}</dd>
          </div>
          {c.message ? (
            <div>
              <dt className="font-medium text-cocoa-900">Message</dt>
              <dd className="text-cocoa-700">“{c.message}”</dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className="font-medium text-cocoa-900">Design</dt>
            <dd className="whitespace-pre-line text-cocoa-700">{c.designNotes}</dd>
          </div>
        </dl>
        {c.photos.length ? (
          <ul className="flex flex-wrap gap-3" aria-label="Reference photos">
            {c.photos.map((photo, index) => (
              <li key={photo}>
                <img
                  src={photo}
                  alt={`Reference photo ${index + 1}`}
                  className="size-20 rounded-lg border object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}

        {c.quote ? <QuoteDetails quote={c.quote} /> : null}
        {!c.quote && c.state === 'requested' ? (
          <p className="rounded-lg bg-saffron-50 p-3 text-small text-saffron-900">
            We are designing your quote and will e-mail you when it is ready.
          </p>
        ) : null}
        {c.stage === 'expired' ? (
          <p className="rounded-lg bg-cream-100 p-3 text-small text-cocoa-800">
            This quote has expired. Send us a message below and we will quote again.
          </p>
        ) : null}
        {c.state === 'cancelled' ? (
          <p className="rounded-lg bg-destructive/10 p-3 text-small text-destructive">
            Cancelled{c.cancelledBy === 'staff' ? ' by the bakery' : ''}. Refunded {formatDollars(c.refunded)} of{' '}
            {formatDollars(c.paid)} paid.
          </p>
        ) : null}
        {c.state === 'ordered' ? (
          <p className="rounded-lg bg-pistachio-50 p-3 text-small text-pistachio-900">
            Paid in full ({formatDollars(c.paid)}). Your cake is on our production sheet for its day.
          </p>
        ) : null}

        {c.messages.length ? (
          <section aria-label="Messages" className="flex flex-col gap-2">
            {c.messages.map((m) => (
              <p
                key={m.createdAt + m.body}
                className={
                  m.author === 'staff'
                    ? 'max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-cream-100 px-4 py-2 text-small text-cocoa-900'
                    : 'max-w-[85%] self-end rounded-2xl rounded-br-sm bg-saffron-100 px-4 py-2 text-small text-saffron-950'
                }
              >
                <span className="sr-only">{m.author === 'staff' ? 'The bakery: ' : 'You: '}</span>
                {m.body}
              </p>
            ))}
          </section>
        ) : null}

        {payable && amount && paying ? (
          <CommissionPayment id={c.id} kind={payable} amount={amount} onDone={() => setPaying(false)} />
        ) : null}

        {open ? (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap gap-3">
              {payable && amount && !paying ? (
                <Button
                  size="lg"
                  className="h-auto min-h-11 w-full whitespace-normal sm:w-auto"
                  onClick={() => setPaying(true)}
                >
                  {payable === 'deposit'
                    ? `Accept and pay deposit ${formatDollars(amount)}`
                    : plan
                      ? `Pay instalment ${plan.number} of ${plan.of} ${formatDollars(amount)}`
                      : `Pay balance ${formatDollars(amount)}`}
                </Button>
              ) : null}
              {!confirmCancel ? (
                <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={() => setConfirmCancel(true)}>
                  {c.state === 'ordered' ? 'Cancel cake' : 'Cancel request'}
                </Button>
              ) : null}
            </div>
            {confirmCancel ? (
              <div
                role="alertdialog"
                aria-label="Cancel this cake?"
                className="rounded-xl border border-destructive/30 bg-destructive/5 p-4"
              >
                <p className="text-small text-cocoa-900">
                  Cancelling now refunds <strong>{formatDollars(c.refundIfCancelledNow ?? '0')}</strong> of the{' '}
                  {formatDollars(c.paid)} you have paid, as the schedule says.
                </p>
                <div className="mt-3 flex flex-wrap gap-3">
                  <Button variant="destructive" loading={cancel.isPending} onClick={() => cancel.mutate(c.id)}>
                    Yes, cancel it
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
                    Keep my cake
                  </Button>
                </div>
              </div>
            ) : null}
            {talking ? (
              <form
                className="flex flex-col gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!reply.trim()) return;
                  answer.mutate({ id: c.id, body: reply.trim() }, { onSuccess: () => setReply('') });
                }}
              >
                <label htmlFor={`reply-${c.id}`} className="text-small font-medium text-cocoa-900">
                  Message the bakery
                </label>
                <Textarea id={`reply-${c.id}`} rows={2} value={reply} onChange={(e) => setReply(e.target.value)} />
                <Button type="submit" variant="secondary" className="self-start" loading={answer.isPending}>
                  <MessageCircle aria-hidden="true" />
                  Send
                </Button>
              </form>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
