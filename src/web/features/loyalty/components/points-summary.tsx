import { CalendarHeart, Sparkles, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StoreLoyaltyAccount } from '@/contracts/loyalty';
import { formatCurrency, parseMoney } from '@/domain/money';
import { formatLoyaltyDate } from '../loyalty-format';

export function PointsSummary({ account }: { account: StoreLoyaltyAccount }) {
  return (
    <section aria-label="Your points" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-saffron-500 to-saffron-700 p-5 text-cream-50 shadow-md col-span-2 sm:col-span-1">
        <Sparkles aria-hidden="true" className="absolute -top-2 -right-2 size-20 text-white/15" />
        <p className="text-small font-semibold text-cream-50/90">Points balance</p>
        <p className="mt-1 font-display text-[2.75rem] leading-none tabular-nums" data-testid="points-balance">
          {account.totalPoints}
        </p>
        <p className="mt-2 text-caption text-cream-50/90">points to spend</p>
      </div>
      <Stat
        icon={<Wallet className="size-4" />}
        label="Total spent"
        value={formatCurrency(parseMoney(account.totalSpent))}
      />
      <Stat
        icon={<CalendarHeart className="size-4" />}
        label="Member since"
        value={formatLoyaltyDate(account.memberSince)}
      />
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col justify-between gap-3 rounded-2xl border border-border bg-white p-4 sm:p-5">
      <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-cream-100 text-cocoa-700">
        {icon}
      </span>
      <div>
        <p className="text-small text-muted-foreground">{label}</p>
        <p className="font-display text-h4 text-cocoa-900 tabular-nums sm:text-h3">{value}</p>
      </div>
    </div>
  );
}
