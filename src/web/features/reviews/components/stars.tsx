import { Star } from 'lucide-react';
import { cn } from '@/web/lib/cn';

/**
 * A rating as five stars, read out as "4 out of 5 stars"; `decorative` when the figure beside it
 * already says it (an average of 4.5 drawn as five stars must not be read as "5").
 */
export function Stars({ rating, className, decorative }: { rating: number; className?: string; decorative?: boolean }) {
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${rating} out of 5 stars` };
  return (
    <span {...label} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= rating ? 'fill-saffron-400 text-saffron-500' : 'fill-none text-cocoa-300')}
        />
      ))}
    </span>
  );
}
