import type { z } from 'zod';
import type { CommissionQuote } from '@/contracts/commissions';
import { formatScheduleDate } from '@/domain/dates';
import { formatDollars } from '@/domain/money';

/** The quote's priced lines, the deposit and balance, and the cancellation schedule in dollars, shown before paying. */
export function QuoteDetails({ quote }: { quote: z.infer<typeof CommissionQuote> }) {
  return (
    <section aria-label="Your quote" className="grid gap-6 md:grid-cols-2">
      <div className="rounded-xl border bg-card p-4">
        <h3 className="font-sans text-base font-semibold text-cocoa-900">Quote</h3>
        <table className="mt-3 w-full text-small">
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={index} className="border-b border-cream-200 last:border-0">
                <td className="py-1.5 pr-3 text-cocoa-700">{line.label}</td>
                <td className="py-1.5 text-right tabular-nums">{formatDollars(line.amount)}</td>
              </tr>
            ))}
            {quote.rush !== '0.00' ? (
              <tr>
                <td className="py-1.5 pr-3 text-rose-800">Rush (under 5 days, +30%)</td>
                <td className="py-1.5 text-right tabular-nums text-rose-800">{formatDollars(quote.rush)}</td>
              </tr>
            ) : null}
          </tbody>
          <tfoot className="font-semibold text-cocoa-900">
            <tr className="border-t-2 border-cocoa-200">
              <td className="pt-2">Total</td>
              <td className="pt-2 text-right tabular-nums">{formatDollars(quote.total)}</td>
            </tr>
            <tr>
              <td className="text-saffron-800">Deposit to confirm</td>
              <td className="text-right tabular-nums text-saffron-800">{formatDollars(quote.deposit)}</td>
            </tr>
            {quote.instalments.length > 1 ? (
              // A payment plan (decision 0217): the balance in instalments, each paid on its own.
              quote.instalments.map((instalment) => (
                <tr key={instalment.number} className="font-normal text-cocoa-700">
                  <td>
                    Instalment {instalment.number} of {quote.instalments.length} due{' '}
                    {formatScheduleDate(instalment.dueDate)}
                    {instalment.paid ? ' (paid)' : ''}
                  </td>
                  <td className="text-right tabular-nums">{formatDollars(instalment.amount)}</td>
                </tr>
              ))
            ) : (
              <tr className="font-normal text-cocoa-700">
                <td>Balance due {formatScheduleDate(quote.balanceDueDate)}</td>
                <td className="text-right tabular-nums">{formatDollars(quote.balance)}</td>
              </tr>
            )}
          </tfoot>
        </table>
        {quote.note ? <p className="mt-3 text-small text-cocoa-700 italic">“{quote.note}”</p> : null}
        <p className="mt-3 text-xs text-muted-foreground">
          Valid until {new Date(quote.validUntil).toLocaleString('en-NZ', { dateStyle: 'medium', timeStyle: 'short' })}
        </p>
      </div>
      <div className="rounded-xl border bg-card p-4">
        <h3 className="font-sans text-base font-semibold text-cocoa-900">If you need to cancel</h3>
        <p className="mt-1 text-xs text-muted-foreground">
          We keep only what our work so far costs us; everything else you paid comes back to your card.
        </p>
        <table className="mt-3 w-full text-small">
          <thead className="sr-only">
            <tr>
              <th>When you cancel</th>
              <th>We keep</th>
            </tr>
          </thead>
          <tbody>
            {quote.refundSchedule.map((tier) => (
              <tr key={tier.when} className="border-b border-cream-200 last:border-0">
                <td className="py-1.5 pr-3 text-cocoa-700">{tier.when} the date</td>
                <td className="py-1.5 text-right tabular-nums">
                  {tier.keepPercent === 0 ? 'Full refund' : `We keep ${formatDollars(tier.keep)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-xs text-muted-foreground">If we have to cancel, you get back everything you paid.</p>
      </div>
    </section>
  );
}
