import type { KitchenMinutesUse } from '@/contracts/kitchen-capacity';
import { cn } from '@/web/lib/cn';

/** How full a slot or day is: calm, nearly full (over 80 %) or full, so the colour reads at a glance. */
export function kitchenLoad(use: Pick<KitchenMinutesUse, 'capacity' | 'used'>): 'ok' | 'high' | 'full' {
  if (use.used >= use.capacity) return 'full';
  return use.used > use.capacity * 0.8 ? 'high' : 'ok';
}

const BAR = { ok: 'bg-pistachio-600', high: 'bg-amber-500', full: 'bg-red-600' } as const;
const TEXT = { ok: 'text-muted-foreground', high: 'text-amber-800', full: 'text-red-700' } as const;

/**
 * "240 of 300 kitchen min" with a small bar (issue 23), for a slot heading on the Today board and
 * the production sheet. The words carry the meaning; the colour only repeats it.
 */
export function KitchenMinutesMeter({
  use,
  label,
  className,
}: {
  use: Pick<KitchenMinutesUse, 'capacity' | 'used'>;
  /** What the minutes belong to, for screen readers ("9:00 am - 11:00 am", "the day"). */
  label: string;
  className?: string;
}) {
  const load = kitchenLoad(use);
  const percent = use.capacity > 0 ? Math.min(100, Math.round((use.used / use.capacity) * 100)) : 100;
  const text = `${use.used} of ${use.capacity} kitchen min`;
  return (
    <span className={cn('inline-flex items-center gap-2 font-sans text-small font-normal', className)}>
      <span
        role="meter"
        aria-label={`Kitchen minutes used, ${label}`}
        aria-valuemin={0}
        aria-valuemax={use.capacity}
        aria-valuenow={Math.min(use.used, use.capacity)}
        aria-valuetext={load === 'full' ? `${text}, full` : text}
        data-load={load}
        className="h-1.5 w-14 shrink-0 overflow-hidden rounded-full bg-cocoa-100 print:border print:border-black"
      >
        <span className={cn('block h-full rounded-full', BAR[load])} style={{ width: `${percent}%` }} />
      </span>
      <span className={cn('tabular-nums whitespace-nowrap', TEXT[load])}>
        {text}
        {load === 'full' ? ' · full' : ''}
      </span>
    </span>
  );
}
