import { ArrowLeft, Download } from 'lucide-react';
import { Link } from 'react-router';
import type { StoreTaxInvoice, TaxDocument } from '@/contracts/tax-invoices';
import { formatScheduleDate } from '@/domain/dates';
import { formatCurrency, parseMoney } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useDownloadSupplyCorrection } from './api/download-supply-correction';
import { useDownloadTaxInvoice, useTaxInvoice } from './api/get-tax-invoice';

const money = (value: string) => formatCurrency(parseMoney(value));

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-small">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium text-cocoa-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One refund's supply correction (decision 0219), with its own PDF. */
function Correction({
  orderId,
  correction,
  original,
}: {
  orderId: string;
  correction: TaxDocument;
  original: TaxDocument | null;
}) {
  const download = useDownloadSupplyCorrection(orderId, correction.number);
  const headingId = `supply-correction-${correction.number}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-cream-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-h4 text-cocoa-900">
          Supply correction {correction.number}
        </h2>
        <Button
          variant="outline"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          className="min-h-11"
          aria-label={`Download supply correction ${correction.number} as PDF`}
        >
          {download.isPending ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
          PDF
        </Button>
      </div>
      {download.isError ? (
        <p role="alert" className="text-small text-destructive">
          The PDF could not be downloaded. Please try again.
        </p>
      ) : null}
      <dl className="mt-2">
        {original ? <Fact label="Corrects tax invoice" value={String(original.number)} /> : null}
        <Fact label="Date of refund" value={formatScheduleDate(correction.dateOfSupply)} />
        <Fact label="Refunded" value={money(correction.total)} />
        <Fact label="GST refunded" value={money(correction.gst)} />
      </dl>
    </section>
  );
}

function Invoice({ invoice }: { invoice: StoreTaxInvoice }) {
  const download = useDownloadTaxInvoice(invoice.orderId);
  const title = invoice.invoice ? 'Tax invoice' : 'Receipt';
  const excluding = parseMoney(invoice.total) - parseMoney(invoice.gst);
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-h2 text-cocoa-900">{title}</h1>
            <p className="text-small text-muted-foreground">
              Order #{invoice.orderNumber}
              {invoice.invoice ? ` · Invoice number ${invoice.invoice.number}` : ''}
            </p>
          </div>
          <Button
            onClick={() => download.mutate()}
            disabled={download.isPending}
            className="min-h-11"
            data-testid="download-tax-invoice"
          >
            {download.isPending ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
            Download PDF
          </Button>
        </div>
        {download.isError ? (
          <p role="alert" className="text-small text-destructive">
            The PDF could not be downloaded. Please try again.
          </p>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="text-small">
            <h2 className="font-sans text-small font-semibold text-cocoa-900">{invoice.supplier.name}</h2>
            <p className="text-cocoa-700">{invoice.supplier.address}</p>
            {invoice.registered && invoice.supplier.gstNumber ? (
              <p className="text-cocoa-700" data-testid="tax-invoice-gst-number">
                GST number {invoice.supplier.gstNumber}
              </p>
            ) : null}
          </div>
          <dl className="text-small">
            <Fact label="Date of supply" value={formatScheduleDate(invoice.dateOfSupply)} />
            {invoice.recipient ? <Fact label="Recipient" value={invoice.recipient.name} /> : null}
            {invoice.recipient ? <Fact label="Address" value={invoice.recipient.address} /> : null}
          </dl>
        </div>

        <div className="border-t border-border pt-4">
          <h2 className="sr-only">Description</h2>
          <ul className="flex flex-col gap-2">
            {invoice.lines.map((line, index) => (
              <li key={`${line.description}-${index}`} className="flex justify-between gap-4 text-small">
                <span className="text-cocoa-800">
                  {line.quantity} × {line.description}
                </span>
                <span className="font-medium text-cocoa-900 tabular-nums">{money(line.lineTotal)}</span>
              </li>
            ))}
            {invoice.discount !== '0.00' ? (
              <li className="flex justify-between gap-4 text-small text-pistachio-700">
                <span>Reward discount</span>
                <span className="tabular-nums">-{money(invoice.discount)}</span>
              </li>
            ) : null}
          </ul>
        </div>

        <dl className="border-t border-border pt-4">
          <Fact label="Total" value={money(invoice.total)} testId="tax-invoice-total" />
          {invoice.registered && invoice.gst !== '0.00' ? (
            <>
              <Fact label="GST included (15%)" value={money(invoice.gst)} testId="tax-invoice-gst" />
              <Fact label="Total excluding GST" value={formatCurrency(excluding)} />
            </>
          ) : null}
        </dl>

        {(invoice.corrections ?? (invoice.correction ? [invoice.correction] : [])).map((correction) => (
          <Correction
            key={correction.number}
            orderId={invoice.orderId}
            correction={correction}
            original={invoice.invoice}
          />
        ))}
        <p className="text-caption text-muted-foreground" data-testid="tax-invoice-statement">
          {invoice.statement}
        </p>
      </CardContent>
    </Card>
  );
}

/** /orders/{orderId}/tax-invoice: the order's tax invoice (or receipt), to read and to download. */
export function TaxInvoiceScreen({ orderId }: { orderId: string }) {
  const query = useTaxInvoice(orderId);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Tax invoice – Saffron & Sugar</title>
      <Link to="/orders" className="inline-flex min-h-11 items-center gap-2 text-small font-semibold text-saffron-800">
        <ArrowLeft aria-hidden="true" className="size-4" /> My Orders
      </Link>
      {query.data ? (
        <Invoice invoice={query.data} />
      ) : query.isError ? (
        <p role="alert" className="text-cocoa-800">
          We could not find that order.
        </p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
