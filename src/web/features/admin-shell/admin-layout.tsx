import { Bell, BellOff, Menu } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AdminOrderEvent } from '@/contracts/admin-orders';
import { formatLongDay } from '@/domain/dates';
import { aucklandNow } from '@/domain/delivery';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet';
import { useAuth } from '@/web/lib/auth/use-auth';
import { cn } from '@/web/lib/cn';
import { setBrowsingShop } from '@/web/lib/shop-visit';
import { toast } from '@/web/lib/toast-store';
import { type LiveStatus, useAdminOrderEvents } from '@/web/lib/admin/live/use-order-events';
import { type AdminIdentity, AdminIdentityContext } from '@/web/lib/admin/admin-identity';
import { AdminSidebar } from './admin-sidebar';
import { playChime, useOrderChime } from './chime';
import { useUnreadMessages } from './use-unread-messages';
import { TOUCH_SIZE } from '@/web/lib/touch-target';

function LiveIndicator({ status }: { status: LiveStatus }) {
  const live = status === 'live';
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-caption font-semibold',
        live
          ? 'border-pistachio-200 bg-pistachio-50 text-pistachio-900'
          : 'border-saffron-200 bg-saffron-50 text-saffron-900',
      )}
      title={live ? 'New orders appear on their own' : 'Reconnecting to the live order feed'}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', live ? 'animate-pulse bg-pistachio-600' : 'bg-saffron-600')}
      />
      {live ? 'Live' : status === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
    </span>
  );
}

function ChimeToggle() {
  const { enabled, setEnabled } = useOrderChime();
  const Icon = enabled ? Bell : BellOff;
  return (
    <button
      type="button"
      aria-pressed={enabled}
      onClick={() => setEnabled(!enabled)}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-caption font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
        TOUCH_SIZE,
        enabled
          ? 'border-saffron-300 bg-saffron-100 text-cocoa-950'
          : 'border-cocoa-200 bg-card text-cocoa-700 hover:bg-cream-100',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span>
        <span className="sr-only sm:not-sr-only">Order chime</span>
        <span className="sr-only"> for new orders</span>
      </span>
    </button>
  );
}

/**
 * The admin portal's frame (admin spec section 2, Layout): the sidebar beside the page from 768 px
 * (a compact rail on a tablet, the full sidebar from 1024 px), a menu sheet on a phone, and a
 * header with the live feed's state and the counter tablet's chime. New orders arrive here once
 * for every page (the live stream) and refresh the orders and dashboard queries.
 */
export function AdminLayout({ admin, children }: { admin: AdminIdentity; children: ReactNode }) {
  const { logout } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const unread = useUnreadMessages();
  const { enabled: chime } = useOrderChime();

  // Entering the portal ends "browsing the shop": the home page redirects again (decision 0042).
  useEffect(() => setBrowsingShop(false), []);

  const onOrder = useCallback(
    (event: AdminOrderEvent) => {
      toast({ title: 'New order', description: `Order #${event.orderNumber} has just been placed.` });
      if (chime) playChime();
    },
    [chime],
  );
  const { status } = useAdminOrderEvents(onOrder);

  const sidebar = (mode: 'full' | 'responsive', onNavigate?: () => void) => (
    <AdminSidebar
      admin={admin}
      mode={mode}
      unread={unread.isSuccess ? unread.data : 0}
      onLogout={() => void logout()}
      onNavigate={onNavigate}
    />
  );

  return (
    <AdminIdentityContext value={admin}>
      <div className="min-h-dvh bg-cream-50 md:grid md:grid-cols-[6rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-card focus:px-4 focus:py-2 focus:shadow-warm"
        >
          Skip to content
        </a>
        <aside
          aria-label="Admin portal"
          className="sticky top-0 hidden h-dvh flex-col overflow-y-auto border-r border-border bg-card px-2 py-5 md:flex lg:px-4"
        >
          <Link
            to="/admin"
            className="mb-4 flex flex-col items-center gap-1 text-center lg:flex-row lg:gap-3 lg:px-2 lg:text-left"
          >
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-2xl bg-cocoa-900 font-display text-lg text-saffron-300"
            >
              S&amp;S
            </span>
            <span className="font-display text-[0.75rem] leading-tight font-semibold text-cocoa-900 lg:text-h4">
              Saffron &amp; Sugar
            </span>
          </Link>
          {sidebar('responsive')}
        </aside>

        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-cream-50/90 px-4 backdrop-blur sm:px-6 lg:px-8">
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label="Open admin menu"
              className="-ml-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-cocoa-800 hover:bg-cream-200/70 md:hidden"
            >
              <Menu aria-hidden="true" className="size-5" />
            </button>
            <p className="font-display font-semibold text-cocoa-900 md:hidden">Saffron &amp; Sugar</p>
            <p className="hidden text-small text-muted-foreground md:block">{formatLongDay(aucklandNow().date)}</p>
            <div className="ml-auto flex items-center gap-2">
              <LiveIndicator status={status} />
              <ChimeToggle />
            </div>
          </header>
          <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
            {children}
          </main>
        </div>
      </div>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="left" className="w-[18rem]!">
          <SheetTitle className="sr-only">Admin menu</SheetTitle>
          <SheetDescription className="sr-only">The admin portal&apos;s pages and your account.</SheetDescription>
          <p className="font-display text-h4 font-semibold text-cocoa-900">Saffron &amp; Sugar</p>
          {sidebar('full', () => setMenuOpen(false))}
        </SheetContent>
      </Sheet>
    </AdminIdentityContext>
  );
}
