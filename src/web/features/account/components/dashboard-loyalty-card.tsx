import type { ReactNode } from 'react';
import { ArrowRight, Check, Star } from 'lucide-react';
import { Link } from 'react-router';
import { formatCurrency } from '@/domain/money';
import { PLATINUM_SPEND_CENTS } from '@/domain/loyalty';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';

const PERKS = ['Free delivery on all orders', '10% off birthday cakes', 'Exclusive seasonal specials'];

export function DashboardLoyaltyCard({ spentCents, loading }: { spentCents: number; loading: boolean }) {
  const percent = Math.min(100, Math.round((spentCents / PLATINUM_SPEND_CENTS) * 100));
  const remaining = Math.max(0, PLATINUM_SPEND_CENTS - spentCents);
  let progressText: ReactNode;
  if (loading) progressText = 'Working out your progress…';
  else if (remaining === 0) progressText = "You've reached the Platinum spend. Thank you for being a regular!";
  else
    progressText = (
      <>
        Spend <strong className="font-semibold text-cocoa-900">{formatCurrency(remaining)}</strong> more to reach
        Platinum.
      </>
    );

  return (
    <Card className="border-saffron-200">
      <CardHeader className="gap-3">
        <div className="flex items-center justify-between gap-3">
          <CardTitle asChild className="text-h4">
            <h2>Loyalty Rewards</h2>
          </CardTitle>
          <span className="inline-flex items-center gap-1 rounded-full bg-saffron-400 px-2.5 py-0.5 text-xs font-semibold text-cocoa-950">
            <Star aria-hidden="true" className="size-3.5 fill-current" /> Gold
          </span>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between text-small">
            <span id="platinum-progress-label" className="font-semibold text-cocoa-800">
              Progress to Platinum
            </span>
            <span className="text-cocoa-700 tabular-nums">
              {formatCurrency(Math.min(spentCents, PLATINUM_SPEND_CENTS))} / {formatCurrency(PLATINUM_SPEND_CENTS)}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="platinum-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={loading ? undefined : percent}
            aria-valuetext={loading ? undefined : `${percent}% of the way to Platinum`}
            className="h-2.5 overflow-hidden rounded-full bg-cream-200"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-saffron-400 to-saffron-600 transition-[width] duration-700 ease-out"
              style={{ width: `${loading ? 0 : percent}%` }}
            />
          </div>
          <p className="text-caption text-muted-foreground">{progressText}</p>
        </div>
        <div>
          <p className="text-small font-semibold text-cocoa-800">Your perks</p>
          <ul className="mt-2 flex flex-col gap-2">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-center gap-2.5 text-small text-cocoa-700">
                <span
                  aria-hidden="true"
                  className="grid size-5 shrink-0 place-items-center rounded-full bg-pistachio-100 text-pistachio-700"
                >
                  <Check className="size-3" strokeWidth={3} />
                </span>
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to={paths.loyalty()}>
            View Loyalty Program <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
