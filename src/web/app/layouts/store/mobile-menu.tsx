import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { StoreCategory } from '@/contracts/catalog';
import { Button } from '@/web/components/ui/button';

// The panel (and the dialog library under it) loads on the first tap, not with the page.
const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet'));

/** The phone menu button; the panel holds the same links as the desktop nav, plus search and login. */
export function MobileMenu({ categories, account }: { categories: StoreCategory[]; account: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet categories={categories} account={account} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
