import { Loader2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/**
 * The button under a paged grid (home and category pages) that fetches the next page. Disabled
 * with a spinner while that page loads, so a second press cannot ask for the same page twice.
 */
export function LoadMoreProducts({ onLoadMore, loading }: { onLoadMore: () => void; loading: boolean }) {
  return (
    <div className="mt-10 text-center">
      <Button variant="outline" size="lg" onClick={onLoadMore} disabled={loading}>
        {loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        Load More Products
      </Button>
    </div>
  );
}
