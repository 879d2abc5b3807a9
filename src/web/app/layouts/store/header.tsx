import { ShoppingBag, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useCategories } from '@/web/features/catalog/api/get-categories';
import { useBusinessSettings } from '@/web/lib/get-business-settings';
import { PORTAL_PATHS } from '@/web/lib/paths';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { DesktopNav } from './products-menu';
import { SearchBox } from './search-box';

interface HeaderProps {
  cartCount: number;
  onOpenCart: () => void;
  account: ReactNode;
}

export function Header({ cartCount, onOpenCart, account }: HeaderProps) {
  const { pathname } = useLocation();
  const { data: categories = [] } = useCategories();
  const { data: settings } = useBusinessSettings();
  const portal = PORTAL_PATHS.includes(pathname.replace(/\/$/, '') || '/');

  return (
    <header className="sticky top-0 z-40">
      <div className="bg-cocoa-900 text-cream-50">
        <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-caption font-medium">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-saffron-300" />
          {settings?.deliveryInfo}
        </p>
      </div>
      <div className="border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-18 max-w-7xl items-center gap-3 px-4 sm:px-6">
          {!portal ? <MobileMenu categories={categories} account={account} /> : null}
          <Logo name={settings?.businessName ?? ''} />
          {!portal ? (
            <>
              <div className="ml-6 flex-1">
                <DesktopNav categories={categories} />
              </div>
              <SearchBox className="hidden w-60 xl:block" />
            </>
          ) : (
            <div className="flex-1" />
          )}
          <div className="flex items-center gap-1.5">
            {!portal ? (
              <Button
                variant="ghost"
                size="icon"
                onClick={onOpenCart}
                aria-label={`Open cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
                className="relative"
              >
                <ShoppingBag aria-hidden="true" />
                <span
                  data-testid="cart-count"
                  className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-[0.7rem] leading-5 font-bold text-white"
                >
                  {cartCount}
                </span>
              </Button>
            ) : null}
            <div className="hidden lg:block">{account}</div>
          </div>
        </div>
      </div>
    </header>
  );
}
