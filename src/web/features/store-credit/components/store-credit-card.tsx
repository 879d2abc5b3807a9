import { WalletCards } from 'lucide-react';
import type { StoreCreditEntry } from '@/contracts/store-credit';
import { formatPlacedAt } from '@/domain/dates';
import { formatCurrency, parseMoney } from '@/domain/money';
import { STORE_CREDIT_PERCENT } from '@/domain/store-credit';
import { cn } from '@/web/lib/cn';
import { useStoreCredit } from '../api/get-store-credit';

/** The latest rows shown under the balance. */
const ENTRIES_SHOWN = 5;

function entryLabel(entry: StoreCreditEntry): string {
  if (entry.kind === 'granted')
    return entry.orderNumber ? `Credit for order #${entry.orderNumber}` : 'Credit from the shop';
  if (entry.kind === 'spent') return 'Spent at checkout';
  return entry.orderNumber ? `Returned from order #${entry.orderNumber}` : 'Returned to you';
}

/**
 * The customer's store credit on /account and /loyalty (decision 0202): the balance, what it is,
 * and the latest rows. Nothing is shown to a customer who never had any.
 */
export function StoreCreditCard({ className }: { className?: string }) {
  const credit = useStoreCredit();
  if (!credit.data || credit.data.entries.length === 0) return null;
  const { balance, entries } = credit.data;
  return (
    <section
      aria-labelledby="store-credit-title"
      className={cn('flex flex-col gap-4 rounded-2xl border border-pistachio-200 bg-white p-5', className)}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="store-credit-title" className="font-display text-h4 text-cocoa-900">
            Store Credit
          </h2>
          <p className="mt-0.5 text-caption text-muted-foreground">
            Worth {STORE_CREDIT_PERCENT}% and never expires. Used at checkout before your card.
          </p>
        </div>
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-pistachio-50 text-pistachio-700"
        >
          <WalletCards className="size-5" />
        </span>
      </div>
      <p className="flex items-baseline gap-2">
        <span
          className="font-display text-[2.25rem] leading-none text-cocoa-950 tabular-nums"
          data-testid="store-credit-balance"
        >
          {formatCurrency(parseMoney(balance))}
        </span>
        <span className="text-small text-muted-foreground">to spend</span>
      </p>
      <ul aria-label="Store credit history" className="flex flex-col divide-y divide-border text-small">
        {entries.slice(0, ENTRIES_SHOWN).map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="font-semibold text-cocoa-900">{entryLabel(entry)}</p>
              <p className="text-caption break-words text-muted-foreground">
                {formatPlacedAt(entry.createdAt)}
                {entry.kind === 'granted' && entry.note ? ` · ${entry.note}` : ''}
              </p>
            </div>
            <span
              className={cn(
                'shrink-0 font-semibold tabular-nums',
                entry.kind === 'spent' ? 'text-cocoa-800' : 'text-pistachio-700',
              )}
            >
              {entry.kind === 'spent' ? '-' : '+'}
              {formatCurrency(parseMoney(entry.amount))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
