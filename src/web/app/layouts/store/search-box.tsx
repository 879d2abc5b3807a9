import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/web/lib/cn';

/**
 * Submits a product search to the home grid (`/?search=...#products`); text that is blank after
 * trimming is ignored.
 */
export function SearchBox({
  className,
  onSearched,
  autoFocus,
}: {
  className?: string;
  onSearched?: () => void;
  /** For a field the visitor just asked for (the header's search button). */
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = new FormData(event.currentTarget).get('search');
    const term = typeof input === 'string' ? input.trim() : '';
    if (!term) return;
    navigate(`/?search=${encodeURIComponent(term)}#products`);
    onSearched?.();
  };
  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search desserts
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-cocoa-500"
      />
      <input
        id={id}
        name="search"
        type="search"
        placeholder="Search cakes & sweets…"
        maxLength={100}
        autoFocus={autoFocus}
        className="h-10 w-full rounded-full border border-cocoa-200 bg-card pr-4 pl-10 text-small text-foreground placeholder:text-cocoa-400 focus-visible:border-saffron-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-300"
      />
    </form>
  );
}
