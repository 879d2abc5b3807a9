import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminGstReport } from '@/contracts/tax-invoices';
import { formatLongDay } from '@/domain/dates';
import { aucklandNow } from '@/domain/delivery';
import { formatCurrency } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { apiGet, withQuery } from '@/web/lib/api-client';

/** "-12.50" → "-$12.50": the report's amounts may be negative (refunds). */
const money = (value: string) => formatCurrency(Math.round(Number(value) * 100));

/** The first day of this month (Auckland) to today: the period most GST returns start from. */
function thisMonth(): { from: string; to: string } {
  const today = aucklandNow().date;
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function useGstReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['/api/admin/gst-report', range.from, range.to],
    queryFn: ({ signal }) => apiGet<AdminGstReport>(withQuery('/api/admin/gst-report', range), { auth: true, signal }),
    staleTime: 0,
  });
}

function Total({ label, total, gst, testId }: { label: string; total: string; gst: string; testId: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 pt-5" data-testid={testId}>
        <h2 className="text-small font-semibold text-cocoa-700">{label}</h2>
        <p className="font-display text-h3 text-cocoa-950 tabular-nums">{money(total)}</p>
        <p className="text-small text-muted-foreground tabular-nums">GST {money(gst)}</p>
      </CardContent>
    </Card>
  );
}

/** /admin/gst-report: sales and GST by date of supply, less refunds, for a date range (issue 26). */
export default function GstReportPage() {
  const [draft, setDraft] = useState(thisMonth);
  const [range, setRange] = useState(draft);
  const report = useGstReport(range);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const data = report.data;
  return (
    <div className="flex flex-col gap-6">
      <title>GST Report – Admin – Saffron &amp; Sugar</title>
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-h1 font-semibold tracking-tight text-cocoa-900">GST Report</h1>
        <p className="text-muted-foreground">
          Sales by date of supply (the day paid) and refunds by the day refunded, GST included.
        </p>
      </header>

      <form onSubmit={submit} className="flex flex-wrap items-end gap-4" aria-label="Report period">
        <Field label="From">
          <Input
            type="date"
            name="from"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </Field>
        <Field label="To">
          <Input
            type="date"
            name="to"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </Field>
        <Button type="submit" className="min-h-11">
          Show report
        </Button>
      </form>

      {report.isError ? (
        <p role="alert" className="text-destructive">
          {report.error instanceof Error ? report.error.message : 'The report could not be loaded'}
        </p>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          {!data.registered ? (
            <p className="rounded-xl bg-saffron-50 px-3 py-2 text-small text-cocoa-800">
              The shop is not registered for GST: no GST was charged.
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <Total
              label={`Sales (${data.sales.count})`}
              total={data.sales.total}
              gst={data.sales.gst}
              testId="gst-sales"
            />
            <Total
              label={`Refunds (${data.refunds.count})`}
              total={`-${data.refunds.total}`}
              gst={`-${data.refunds.gst}`}
              testId="gst-refunds"
            />
            <Total label="Net" total={data.net.total} gst={data.net.gst} testId="gst-net" />
          </div>
          <Card>
            <CardContent className="overflow-x-auto pt-5">
              {data.rows.length ? (
                <table className="w-full min-w-[32rem] text-small">
                  <caption className="sr-only">
                    Orders from {formatLongDay(data.from)} to {formatLongDay(data.to)}
                  </caption>
                  <thead>
                    <tr className="border-b border-border text-left text-muted-foreground">
                      <th className="py-2 font-medium">Date</th>
                      <th className="py-2 font-medium">Order</th>
                      <th className="py-2 font-medium">Customer</th>
                      <th className="py-2 text-right font-medium">Total</th>
                      <th className="py-2 text-right font-medium">GST</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row) => (
                      <tr key={`${row.kind}-${row.orderId}`} className="border-b border-border/60">
                        <td className="py-2 tabular-nums">{row.date}</td>
                        <td className="py-2">
                          #{row.orderNumber}
                          {row.kind === 'refund' ? ' (refund)' : ''}
                        </td>
                        <td className="py-2">{row.customerName}</td>
                        <td className="py-2 text-right tabular-nums">{money(row.total)}</td>
                        <td className="py-2 text-right tabular-nums">{money(row.gst)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="text-muted-foreground">No sales or refunds in this period.</p>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
