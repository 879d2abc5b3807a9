import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/web/lib/cn';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/**
 * Five stars to choose a rating: real radio buttons (arrow keys move between them, a screen reader
 * says "4 stars, Very good"), each a 44 px target for a thumb.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-small font-semibold text-cocoa-900">Your rating</legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative grid size-11 cursor-pointer place-items-center rounded-full has-focus-visible:ring-2 has-focus-visible:ring-saffron-500"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}, ${WORDS[n]}`}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                n <= value ? 'fill-saffron-400 text-saffron-500' : 'fill-none text-cocoa-300',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-small text-cocoa-700" aria-hidden="true">
          {WORDS[value]}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-small text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
