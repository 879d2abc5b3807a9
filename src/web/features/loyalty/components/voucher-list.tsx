import { Ticket } from 'lucide-react';
import type { StoreLoyaltyAccount } from '@/contracts/loyalty';
import { discountLabel, formatLoyaltyDate, minimumSpendLabel } from '../loyalty-format';

export function VoucherList({ vouchers }: { vouchers: StoreLoyaltyAccount['vouchers'] }) {
  return (
    <section aria-labelledby="vouchers-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="vouchers-heading" className="text-h3 text-cocoa-900">
          Your vouchers
        </h2>
        <p className="text-small text-muted-foreground">Redeemed and waiting for you: choose one at checkout.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {vouchers.map((v) => {
          const minimum = minimumSpendLabel(v);
          return (
            <li
              key={v.id}
              className="flex gap-3 rounded-2xl border-2 border-dashed border-pistachio-300 bg-pistachio-50 p-4"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-pistachio-100 text-pistachio-800"
              >
                <Ticket className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-cocoa-900">{v.name}</p>
                <p className="text-small text-pistachio-900">{discountLabel(v)}</p>
                <p className="text-caption text-muted-foreground">
                  {[minimum, `Redeemed ${formatLoyaltyDate(v.redeemedAt)}`].filter(Boolean).join(' · ')}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
