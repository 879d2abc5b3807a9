import { Package } from 'lucide-react';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';

export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  loading = false,
  tone = 'default',
}: {
  icon: typeof Package;
  label: string;
  value: string;
  hint?: string;
  loading?: boolean;
  tone?: 'default' | 'gold';
}) {
  return (
    <Card
      className={cn('gap-3 p-5', tone === 'gold' && 'border-saffron-200 bg-gradient-to-br from-saffron-50 to-card')}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-small font-semibold text-cocoa-700">{label}</span>
        <span
          aria-hidden="true"
          className={cn(
            'grid size-8 place-items-center rounded-full',
            tone === 'gold' ? 'bg-saffron-400 text-cocoa-950' : 'bg-cream-100 text-saffron-800',
          )}
        >
          <Icon className="size-4" />
        </span>
      </div>
      {loading ? (
        <Skeleton className="h-9 w-20" />
      ) : (
        <p className="flex items-baseline gap-1.5">
          <span className="font-display text-h2 text-cocoa-950 tabular-nums">{value}</span>
          {hint ? <span className="text-caption text-muted-foreground">{hint}</span> : null}
        </p>
      )}
    </Card>
  );
}
