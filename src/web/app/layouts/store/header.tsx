import { bannerText } from '@/domain/delivery-fees';
import { useDeliveryFees } from '@/web/lib/delivery-fees';
import { Search, ShoppingBag, Truck, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
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
  // Below 1280 px the search field folds into a button that opens it under the bar.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchPanelId = useId();
  const closeSearch = (returnFocus: boolean) => {
    setSearchOpen(false);
    if (returnFocus) searchToggle.current?.focus();
  };
  const escapeSearch = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeSearch(true);
  };

  // The banner's free-delivery promise follows the shop's fees when it charges any (issue 26).
  const fees = useDeliveryFees();

  // From 1024 px the banner and the bar stick together. On a phone only the bar sticks: the
  // wrapper is `display: contents` there, so the bar sticks to the page, not to the wrapper.
  return (
    <div className="contents lg:sticky lg:top-0 lg:z-40 lg:block">
      <div className="bg-cocoa-900 text-cream-50">
        <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-caption font-medium">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-saffron-300" />
          {settings ? bannerText(settings.deliveryInfo, fees) : null}
        </p>
      </div>
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80 lg:static">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:h-18">
          {!portal ? <MobileMenu categories={categories} account={account} /> : null}
          <Logo name={settings?.businessName ?? ''} />
          {!portal ? (
            <>
              <div className="flex-1 lg:ml-4 xl:ml-6">
                <DesktopNav categories={categories} />
              </div>
              <SearchBox className="hidden w-60 xl:block" />
              <Button
                ref={searchToggle}
                variant="ghost"
                size="icon"
                className="xl:hidden"
                aria-label="Search"
                aria-expanded={searchOpen}
                aria-controls={searchPanelId}
                onClick={() => setSearchOpen((open) => !open)}
              >
                {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
              </Button>
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
        {!portal && searchOpen ? (
          <div id={searchPanelId} className="border-t border-border xl:hidden" onKeyDown={escapeSearch}>
            <div className="mx-auto max-w-3xl px-4 py-3 sm:px-6">
              <SearchBox autoFocus onSearched={() => closeSearch(false)} />
            </div>
          </div>
        ) : null}
      </header>
    </div>
  );
}
