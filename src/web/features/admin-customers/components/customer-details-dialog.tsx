import { Copy, History } from 'lucide-react';
import type { AdminCustomer } from '@/contracts/admin-customers';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { toast } from '@/web/lib/toast-store';
import { formatDollars } from '@/domain/money';
import { averageOrderValue, displayName, formatDay, isLoyal } from '../customer-list';
import { CustomerAvatar } from './customer-avatar';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-caption font-semibold tracking-wide text-cocoa-600 uppercase">{label}</dt>
      <dd className="break-words text-cocoa-900">{children}</dd>
    </div>
  );
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No clipboard API (plain http on a counter tablet) or no permission: the copy command below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/** A customer's profile and statistics, with View Order History and Copy Email (admin spec section 2). */
export function CustomerDetailsDialog({
  customer,
  onClose,
  onViewOrders,
}: {
  customer: AdminCustomer | null;
  onClose: () => void;
  onViewOrders: (customer: AdminCustomer) => void;
}) {
  const copyEmail = async (email: string) => {
    try {
      await copyText(email);
      toast({ title: 'Email Copied', description: `${email} is on the clipboard` });
    } catch {
      toast({ title: 'Copy Failed', description: 'Could not copy the e-mail address', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={customer !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="xl">
        {customer ? (
          <>
            <DialogHeader>
              <div className="flex items-center gap-3">
                <CustomerAvatar customer={customer} className="size-12" />
                <div className="min-w-0">
                  <DialogTitle className="break-words">{displayName(customer)}</DialogTitle>
                  <DialogDescription>Customer details</DialogDescription>
                </div>
              </div>
            </DialogHeader>

            <section aria-labelledby="customer-profile" className="rounded-xl border border-border bg-cream-50/60 p-4">
              <h3 id="customer-profile" className="mb-3 font-semibold text-cocoa-900">
                Profile
              </h3>
              <dl className="grid gap-3 sm:grid-cols-2">
                <Fact label="Customer ID">
                  <span className="font-mono text-small">{customer.id}</span>
                </Fact>
                <Fact label="Email">{customer.email ?? 'Not provided'}</Fact>
                <Fact label="First name">{customer.firstName?.trim() || 'Not provided'}</Fact>
                <Fact label="Last name">{customer.lastName?.trim() || 'Not provided'}</Fact>
                <Fact label="Joined">{formatDay(customer.createdAt)}</Fact>
                <Fact label="Last updated">{formatDay(customer.updatedAt)}</Fact>
              </dl>
            </section>

            <section aria-labelledby="customer-stats" className="rounded-xl border border-border p-4">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 id="customer-stats" className="font-semibold text-cocoa-900">
                  Order Statistics
                </h3>
                <Badge variant={isLoyal(customer) ? 'success' : 'secondary'}>
                  {isLoyal(customer) ? 'Loyal Customer' : 'Regular Customer'}
                </Badge>
              </div>
              <dl className="grid grid-cols-3 gap-3">
                <Fact label="Total orders">
                  <span className="text-h4 font-semibold tabular-nums">{customer.orderCount}</span>
                </Fact>
                <Fact label="Total spent">
                  <span className="text-h4 font-semibold tabular-nums">{formatDollars(customer.totalSpent)}</span>
                </Fact>
                <Fact label="Average order">
                  <span className="text-h4 font-semibold tabular-nums">
                    {formatDollars(averageOrderValue(customer))}
                  </span>
                </Fact>
              </dl>
            </section>

            <div className="flex flex-col gap-3 sm:flex-row">
              <Button className="sm:flex-1" onClick={() => onViewOrders(customer)}>
                <History aria-hidden="true" />
                View Order History
              </Button>
              {customer.email ? (
                <Button className="sm:flex-1" variant="outline" onClick={() => void copyEmail(customer.email!)}>
                  <Copy aria-hidden="true" />
                  Copy Email
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
