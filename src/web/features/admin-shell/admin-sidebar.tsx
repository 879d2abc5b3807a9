import {
  ArrowLeft,
  Building2,
  Cake,
  ChefHat,
  CalendarClock,
  Gift,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  Package,
  Receipt,
  ShoppingBag,
  Star,
  Users,
} from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '@/web/lib/cn';
import { setBrowsingShop } from '@/web/lib/shop-visit';
import { type AdminIdentity, initialOf } from '@/web/lib/admin/admin-identity';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

export interface AdminNavLink {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Shows the unread messages count beside it. */
  unread?: boolean;
  /** Only owners see it (decision 0195): staff run the day but change nothing about the shop. */
  ownerOnly?: boolean;
}

/**
 * The sidebar of admin spec section 2, with Messages (issue [8 of 11]) and, first, the Today board
 * the counter works from (issue 22, decision 0163).
 */
export const ADMIN_LINKS: AdminNavLink[] = [
  { to: '/admin/today', label: 'Today', icon: CalendarClock },
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBag },
  // Custom cakes: requests to quote, deposits and balances (issue 25).
  { to: '/admin/commissions', label: 'Commissions', icon: Cake },
  { to: '/admin/products', label: 'Products', icon: Package, ownerOnly: true },
  { to: '/admin/customers', label: 'Customers', icon: Users },
  { to: '/admin/loyalty', label: 'Loyalty Program', icon: Gift, ownerOnly: true },
  { to: '/admin/messages', label: 'Messages', icon: Mail, unread: true },
  // Customers' reviews wait here for approval before the shop shows them (issue 26).
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
];
export const SETTINGS_LINKS: AdminNavLink[] = [
  { to: '/admin/business', label: 'Business Details', icon: Building2, ownerOnly: true },
  { to: '/admin/capacity', label: 'Kitchen Capacity', icon: ChefHat, ownerOnly: true },
  // Issue 26: sales and GST by date of supply, for the GST return.
  { to: '/admin/gst-report', label: 'GST Report', icon: Receipt, ownerOnly: true },
];

/** The links this member of staff may follow: all of them for an owner, the day's work for staff. */
export const linksFor = (links: readonly AdminNavLink[], role: AdminIdentity['role']) =>
  links.filter((link) => role === 'owner' || !link.ownerOnly);

/**
 * `full`: the wide sidebar (desktop, and the phone's menu sheet). `responsive`: a compact rail of
 * icons with short labels on a tablet (768–1023 px) that becomes the wide sidebar from 1024 px.
 */
export type SidebarMode = 'full' | 'responsive';

const by = (mode: SidebarMode, full: string, responsive: string) => (mode === 'full' ? full : responsive);

function Avatar({ admin, className }: { admin: AdminIdentity; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-11 shrink-0 place-items-center overflow-hidden rounded-full bg-saffron-400 font-display text-lg font-semibold text-cocoa-950',
        className,
      )}
    >
      {admin.picture ? <img src={admin.picture} alt="" className="size-full object-cover" /> : initialOf(admin)}
    </span>
  );
}

function NavItem({
  link,
  mode,
  unread,
  onNavigate,
}: {
  link: AdminNavLink;
  mode: SidebarMode;
  unread: number;
  onNavigate?: () => void;
}) {
  const Icon = link.icon;
  const count = link.unread && unread > 0 ? unread : 0;
  return (
    <li>
      <NavLink
        to={link.to}
        end={link.end}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            'relative flex rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            TOUCH_HEIGHT,
            by(
              mode,
              'items-center gap-3 px-3 py-2 text-small',
              'flex-col items-center gap-1 px-1 py-2 text-center text-[0.6875rem] leading-tight lg:flex-row lg:gap-3 lg:px-3 lg:py-2 lg:text-left lg:text-small',
            ),
            isActive ? 'bg-saffron-100 text-cocoa-950' : 'text-cocoa-700 hover:bg-cream-100 hover:text-cocoa-900',
          )
        }
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span>{link.label}</span>
        {count ? (
          <span
            className={cn(
              'grid min-w-5 place-items-center rounded-full bg-rose-600 px-1.5 text-[0.6875rem] leading-5 font-bold text-white',
              by(mode, 'ml-auto', 'absolute top-1 right-2 lg:static lg:ml-auto'),
            )}
          >
            {count > 99 ? '99+' : count}
            <span className="sr-only"> unread</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

/**
 * The portal's navigation, the admin's avatar, name and e-mail, Back to Shop and Log Out. Back to
 * Shop marks this tab as browsing the shop, so the home page does not send the admin straight back
 * here (docs/decisions/0042).
 */
export function AdminSidebar({
  admin,
  mode,
  unread,
  onLogout,
  onNavigate,
}: {
  admin: AdminIdentity;
  mode: SidebarMode;
  unread: number;
  onLogout: () => void;
  onNavigate?: () => void;
}) {
  const groupHeading = cn(
    'font-semibold tracking-[0.14em] text-cocoa-500 uppercase',
    by(mode, 'px-3 text-eyebrow', 'text-center text-[0.625rem] lg:px-3 lg:text-left lg:text-eyebrow'),
  );
  const adminLinks = linksFor(ADMIN_LINKS, admin.role);
  const settingsLinks = linksFor(SETTINGS_LINKS, admin.role);
  const footerButton = cn(
    'flex cursor-pointer items-center rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
    TOUCH_HEIGHT,
    by(
      mode,
      'gap-3 px-3 py-2 text-small',
      'flex-col gap-1 px-1 py-2 text-[0.6875rem] lg:flex-row lg:gap-3 lg:px-3 lg:py-2 lg:text-small',
    ),
  );
  return (
    <div className="flex flex-1 flex-col gap-4">
      <nav aria-labelledby={`admin-nav-heading-${mode}`} className="flex flex-col gap-5">
        <div>
          <h2 id={`admin-nav-heading-${mode}`} className={cn(groupHeading, 'mb-2')}>
            Admin
          </h2>
          <ul className="flex flex-col gap-1">
            {adminLinks.map((link) => (
              <NavItem key={link.to} link={link} mode={mode} unread={unread} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
        {settingsLinks.length > 0 ? (
          <div>
            <h3 className={cn(groupHeading, 'mb-2')}>Settings</h3>
            <ul className="flex flex-col gap-1">
              {settingsLinks.map((link) => (
                <NavItem key={link.to} link={link} mode={mode} unread={unread} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        ) : null}
      </nav>

      <div className="mt-auto flex flex-col gap-0.5 border-t border-border pt-3">
        <div
          className={cn('mb-2 flex items-center gap-3', by(mode, 'px-1', 'justify-center lg:justify-start lg:px-1'))}
          title={mode === 'responsive' ? [admin.name, admin.email].filter(Boolean).join('\n') : undefined}
        >
          <Avatar admin={admin} />
          <div className={cn('min-w-0', by(mode, '', 'sr-only lg:not-sr-only'))}>
            <p className="truncate leading-snug font-semibold text-cocoa-900">{admin.name}</p>
            {admin.email ? <p className="truncate text-caption text-muted-foreground">{admin.email}</p> : null}
          </div>
        </div>
        <Link
          to="/"
          onClick={() => {
            setBrowsingShop(true);
            onNavigate?.();
          }}
          className={cn(footerButton, 'text-cocoa-700 hover:bg-cream-100 hover:text-cocoa-900')}
        >
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0" /> Back to Shop
        </Link>
        <button
          type="button"
          onClick={onLogout}
          className={cn(footerButton, 'text-rose-800 hover:bg-rose-50 hover:text-rose-900')}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" /> Log Out
        </button>
      </div>
    </div>
  );
}
