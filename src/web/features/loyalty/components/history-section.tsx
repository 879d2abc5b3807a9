import { Gift, History, Sparkles } from 'lucide-react';
import type { StoreLoyaltyTransaction } from '@/contracts/loyalty';
import { formatLoyaltyDate, signedPoints } from '../loyalty-format';

export function HistorySection({ transactions }: { transactions: StoreLoyaltyTransaction[] }) {
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <h2 id="history-heading" className="text-h3 text-cocoa-900">
        Points history
      </h2>
      {transactions.length ? (
        <ol className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-white">
          {transactions.map((tx) => (
            <li key={tx.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <span
                aria-hidden="true"
                className={`grid size-8 shrink-0 place-items-center rounded-full ${
                  tx.points >= 0 ? 'bg-pistachio-100 text-pistachio-800' : 'bg-rose-100 text-rose-800'
                }`}
              >
                {tx.points >= 0 ? <Sparkles className="size-4" /> : <Gift className="size-4" />}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-small font-semibold break-words text-cocoa-900">{tx.description}</p>
                <p className="text-caption text-muted-foreground">
                  <time dateTime={tx.createdAt}>{formatLoyaltyDate(tx.createdAt)}</time>
                </p>
              </div>
              <span className={`font-semibold tabular-nums ${tx.points >= 0 ? 'text-pistachio-800' : 'text-rose-800'}`}>
                {signedPoints(tx.points)}
                <span className="sr-only"> points</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl border border-border bg-cream-50 px-5 py-6 text-cocoa-700">
          <History aria-hidden="true" className="size-4 text-cocoa-500" />
          No transaction history yet.
        </p>
      )}
    </section>
  );
}
