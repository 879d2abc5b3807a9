import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useCart } from '@/web/features/cart/api/get-cart';
import { setCartDrawerOpen, useCartDrawerOpen } from '@/web/features/cart/cart-drawer-store';
import { categoriesQuery } from '@/web/features/catalog/api/get-categories';
import { businessSettingsQuery } from '@/web/lib/get-business-settings';
import type { Prefetch } from '../../route-types';
import { useQuickViewProduct } from '../../shop/quick-view-store';
import { AccountMenu } from './account-menu';
import { Footer } from './footer';
import { Header } from './header';
import { OrdersPausedBanner } from './orders-paused-banner';

// The drawer and the quick view (and the dialog library under them) load when first opened.
const CartDrawer = lazy(() =>
  import('@/web/features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
);
const QuickViewDialog = lazy(() => import('../../shop/quick-view-dialog'));

/** True from the first time `open` is true: the lazily loaded part then stays mounted. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Data every public page shows: categories (menu) and business details (banner, footer). */
export const prefetchStoreLayout: Prefetch = async ({ data, queryClient }) => {
  const [categories, settings] = await Promise.all([data.categories(), data.businessSettings()]);
  queryClient.setQueryData(categoriesQuery().queryKey, categories);
  queryClient.setQueryData(businessSettingsQuery().queryKey, settings);
};

/**
 * The header with the cart's count. The cart is read here, not in the layout: when it arrives
 * after hydration or changes, only the header renders again, not the layout with its footer
 * (the page under the outlet is skipped either way).
 */
function StoreHeader() {
  const { data: lines } = useCart();
  const cartCount = lines?.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return <Header cartCount={cartCount} onOpenCart={openCart} account={<AccountMenu />} />;
}

const openCart = () => setCartDrawerOpen(true);

export function StoreLayout() {
  const cartMounted = useOpenedOnce(useCartDrawerOpen());
  const quickViewMounted = useOpenedOnce(useQuickViewProduct() !== null);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <OrdersPausedBanner />
      <StoreHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        {cartMounted ? <CartDrawer /> : null}
        {quickViewMounted ? <QuickViewDialog /> : null}
      </Suspense>
    </div>
  );
}
