import { formatDollars } from '@/domain/money';
import { useState } from 'react';
import { Ban, FileText, History, ImageOff } from 'lucide-react';
import type { AdminOrder, AdminOrderDetails, AdminOrderStatusChange } from '@/contracts/admin-orders';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { formatScheduleDate, formatSlot } from '@/domain/dates';
import { formatOrderDate, orderIdLabel, statusLabel, totalItems } from '../order-list';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderRefundsSection } from './order-refunds-section';
import { StatusSelect } from './status-select';
import { StoreCreditAction } from './store-credit-action';

export interface OrderDetailsDialogProps {
  /** The row that was opened (shown at once); the details with history replace it when read. */
  order: AdminOrder | null;
  details?: AdminOrderDetails | undefined;
  historyLoading?: boolean;
  historyError?: boolean;
  onOpenChange: (open: boolean) => void;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-caption font-semibold text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-cocoa-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-sans text-small font-semibold tracking-wide text-cocoa-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function HistoryRow({ change }: { change: AdminOrderStatusChange }) {
  return (
    <li className="flex flex-col gap-0.5 border-l-2 border-saffron-300 pl-3">
      <span className="text-cocoa-900">
        {change.fromStatus ? statusLabel(change.fromStatus) : 'New order'} → {statusLabel(change.toStatus)}
      </span>
      <span className="text-caption text-muted-foreground">
        {change.changedByEmail ?? 'the shop'} · {formatOrderDate(change.createdAt)}
        {change.note ? ` · ${change.note}` : ''}
      </span>
    </li>
  );
}

function address(order: AdminOrder): string {
  if (order.fulfilment === 'pickup') return 'Pick up in store';
  const parts = [order.deliveryAddress, order.deliverySuburb, order.deliveryCity, order.deliveryPostalCode].filter(
    (part): part is string => Boolean(part && part.trim()),
  );
  return parts.length > 0 ? parts.join(', ') : 'N/A';
}

/** The 'Order Details' dialog (section 2) with the status history and the cancel-and-refund action. */
export function OrderDetailsDialog({
  order,
  details,
  historyLoading,
  historyError,
  onOpenChange,
}: OrderDetailsDialogProps) {
  const [cancelling, setCancelling] = useState(false);
  const shown: AdminOrder | AdminOrderDetails | null = details ?? order;
  const count = shown ? totalItems(shown) : null;
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      {/* On a phone a full-screen sheet that scrolls within the screen; a centred card from 640 px. The one
          column may shrink below its content's width, so the items table scrolls in its own region
          instead of pushing the notes and details out of the card. */}
      <DialogContent
        size="2xl"
        className={cn(
          'grid-cols-1 overflow-y-auto overscroll-contain sm:max-h-[85dvh]',
          'max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:p-5 max-sm:pb-8',
        )}
      >
        {shown ? (
          <>
            <DialogHeader>
              <DialogTitle>Order Details</DialogTitle>
              {/* The status is set here as in the order's row: only the statuses of its way of
                  fulfilment (decision 0153). Kept outside the description, which would read every option. */}
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <DialogDescription className="font-semibold text-cocoa-900">
                  Order {orderIdLabel(shown)}
                </DialogDescription>
                <StatusSelect order={shown} />
              </div>
            </DialogHeader>

            {shown.status === 'cancelled' ? (
              <div role="status" className="rounded-xl border border-red-200 bg-red-50 p-4 text-small text-red-900">
                <p className="font-semibold">
                  Cancelled{shown.cancelledAt ? ` ${formatOrderDate(shown.cancelledAt)}` : ''} · Refunded{' '}
                  {formatDollars(shown.refundedAmount)}
                </p>
                {shown.cancelReason ? <p className="mt-1">Reason: {shown.cancelReason}</p> : null}
              </div>
            ) : null}

            <dl className="grid gap-4 text-small sm:grid-cols-2">
              <Detail label="Order date">{formatOrderDate(shown.createdAt)}</Detail>
              <Detail label="Payment ID">
                <span className="font-mono text-caption">{shown.stripePaymentIntentId || 'N/A'}</span>
              </Detail>
            </dl>

            <Section title="Customer">
              <dl className="grid gap-4 text-small sm:grid-cols-2">
                <Detail label="Name">{shown.customerName || 'N/A'}</Detail>
                <Detail label="Email">{shown.customerEmail || 'N/A'}</Detail>
                <Detail label="Phone">{shown.deliveryPhone || 'N/A'}</Detail>
              </dl>
            </Section>

            <Section title={shown.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}>
              <dl className="grid gap-4 text-small sm:grid-cols-2">
                <Detail label={shown.fulfilment === 'pickup' ? 'Pickup date' : 'Delivery date'}>
                  {shown.deliveryDate ? formatScheduleDate(shown.deliveryDate) : 'N/A'}
                </Detail>
                <Detail label={shown.fulfilment === 'pickup' ? 'Pickup time' : 'Delivery time'}>
                  {shown.deliveryTime ? formatSlot(shown.deliveryTime) : 'N/A'}
                </Detail>
                <Detail label="Address">{address(shown)}</Detail>
              </dl>
            </Section>

            <Section title="Special Customer Notes">
              <p className="rounded-xl bg-cream-100 px-4 py-3 text-small whitespace-pre-wrap text-cocoa-800">
                {shown.specialInstructions?.trim() ? shown.specialInstructions : 'No special instructions provided'}
              </p>
            </Section>

            <Section title="Items">
              {shown.items && shown.items.length > 0 ? (
                <div
                  className="relative overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  tabIndex={0}
                  role="region"
                  aria-label="Items, scrolls sideways"
                >
                  <table className="w-full min-w-[480px] text-left text-small">
                    <thead>
                      <tr className="border-b border-border text-caption text-cocoa-700">
                        <th scope="col" className="py-2 pr-3 font-semibold">
                          Product
                        </th>
                        <th scope="col" className="px-3 py-2 font-semibold">
                          Size
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-semibold">
                          Quantity
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-semibold">
                          Unit Price
                        </th>
                        <th scope="col" className="py-2 pl-3 text-right font-semibold">
                          Total
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.items.map((item, index) => (
                        <tr key={`${item.productName}-${index}`} className="border-b border-border/60 align-top">
                          <td className="py-2.5 pr-3">
                            <div className="flex items-start gap-3">
                              {item.productImage ? (
                                <img
                                  src={item.productImage}
                                  alt=""
                                  width={40}
                                  height={40}
                                  loading="lazy"
                                  className="size-10 shrink-0 rounded-lg border border-border object-cover"
                                />
                              ) : (
                                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-cream-100 text-cocoa-400">
                                  <ImageOff aria-hidden="true" className="size-4" />
                                </span>
                              )}
                              <div className="min-w-0">
                                <span className="block font-medium text-cocoa-900">{item.productName}</span>
                                {item.message ? (
                                  <span className="mt-0.5 block text-caption text-cocoa-700 italic">
                                    Cake message: “{item.message}”
                                  </span>
                                ) : null}
                              </div>
                            </div>
                          </td>
                          <td className="px-3 py-2.5 text-cocoa-700">{item.size || 'Standard'}</td>
                          <td className="px-3 py-2.5 text-right tabular-nums">{item.quantity}</td>
                          <td className="px-3 py-2.5 text-right tabular-nums">{formatDollars(item.price)}</td>
                          <td className="py-2.5 pl-3 text-right font-semibold tabular-nums">
                            {formatDollars(Number(item.price) * item.quantity)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p className="text-small text-muted-foreground">Item details not available</p>
              )}
              <dl className="flex flex-wrap justify-between gap-4 rounded-xl bg-cream-100 px-4 py-3 text-small">
                <div>
                  <dt className="inline text-muted-foreground">Total items: </dt>
                  <dd className="inline font-semibold text-cocoa-900">{count ?? 'N/A'}</dd>
                </div>
                {shown.fulfilment === 'delivery' && shown.deliveryFee ? (
                  <div>
                    <dt className="inline text-muted-foreground">Delivery: </dt>
                    <dd className="inline font-semibold text-cocoa-900 tabular-nums">
                      {Number(shown.deliveryFee) > 0 ? formatDollars(shown.deliveryFee) : 'Free'}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt className="inline text-muted-foreground">Total Amount: </dt>
                  <dd className="inline font-display text-h4 text-cocoa-950 tabular-nums">
                    {formatDollars(shown.totalAmount)}
                  </dd>
                </div>
              </dl>
            </Section>

            <OrderRefundsSection order={shown} />

            <Section title="Status history">
              {details ? (
                details.history.length > 0 ? (
                  <ol className="flex flex-col gap-3 text-small" aria-label="Status history">
                    {details.history.map((change) => (
                      <HistoryRow key={change.id} change={change} />
                    ))}
                  </ol>
                ) : (
                  <p className="flex items-center gap-2 text-small text-muted-foreground">
                    <History aria-hidden="true" className="size-4" /> No status changes yet
                  </p>
                )
              ) : historyError ? (
                <p className="text-small text-destructive">The status history could not be loaded.</p>
              ) : historyLoading ? (
                <Spinner label="Loading history…" />
              ) : null}
            </Section>

            <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-4">
              {/* The order's tax invoice (or receipt), as its customer sees it, with its PDF (issue 26). */}
              <Button asChild variant="outline" className="max-sm:w-full">
                <a href={`/orders/${encodeURIComponent(shown.id)}/tax-invoice`} target="_blank" rel="noopener">
                  <FileText aria-hidden="true" />
                  Tax invoice
                </a>
              </Button>
              {shown.status !== 'cancelled' ? (
                <>
                  {/* Resolving a complaint with store credit (decision 0202): its own component. */}
                  <StoreCreditAction order={shown} />
                  <Button
                    variant="outline"
                    onClick={() => setCancelling(true)}
                    className="text-destructive max-sm:w-full"
                  >
                    <Ban aria-hidden="true" />
                    Cancel order
                  </Button>
                </>
              ) : null}
            </div>
            <CancelOrderDialog order={cancelling ? shown : null} onOpenChange={(open) => setCancelling(open)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
