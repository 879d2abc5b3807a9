import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/web/lib/cn';

export const SCROLL_THRESHOLD_PX = 400;

/**
 * Fixed bottom-right, below the toasts' layer (they live bottom-left). Not rendered on the server,
 * nor until a scroll check in the browser finds the page scrolled past the threshold.
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const check = () => setVisible(window.scrollY > SCROLL_THRESHOLD_PX);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);

  if (!visible) return null;

  const scrollToTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
  };

  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label="Scroll to top"
      className={cn(
        'fixed right-4 bottom-4 z-40 grid size-12 cursor-pointer place-items-center rounded-full bg-card text-cocoa-900 shadow-lifted ring-1 ring-cocoa-900/10 sm:right-6 sm:bottom-6',
        'animate-pop-in transition-[background-color,color,translate] duration-200 hover:-translate-y-0.5 hover:bg-cream-100 hover:text-saffron-800 active:translate-y-0',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
