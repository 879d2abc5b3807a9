import { ArrowLeft, LayoutDashboard, LogOut, Package, Settings, Star } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth/use-auth';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { initialOf } from '../store/account-initial';

const LINKS = [
  { to: paths.account(), label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: paths.orders(), label: 'Order History', icon: Package, end: true },
  { to: paths.loyalty(), label: 'Loyalty Program', icon: Star, end: true },
  { to: paths.accountSettings(), label: 'Settings', icon: Settings, end: true },
];

/** The customer portal sidebar of account pages and checkout. */
export function PortalSidebar({ className }: { className?: string }) {
  const { user, logout } = useAuth();
  const name = user?.name || 'Customer';
  return (
    <aside
      aria-label="Your account"
      className={cn(
        'rounded-card border border-border bg-card p-5 shadow-soft lg:sticky lg:top-28 lg:self-start',
        className,
      )}
    >
      {/* Name and e-mail wrap rather than being cut off in the narrow column. */}
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-saffron-400 font-display text-xl font-semibold text-cocoa-950">
          {initialOf(user?.name, user?.email)}
        </span>
        <div className="min-w-0">
          <p className="leading-snug font-semibold [overflow-wrap:anywhere] text-cocoa-900">{name}</p>
          <p className="text-caption break-words text-muted-foreground">
            {/* A line may break after the @ rather than mid-word. */}
            {user?.email?.split('@').map((part, index) => (
              <span key={index}>
                {index ? (
                  <>
                    @<wbr />
                  </>
                ) : null}
                {part}
              </span>
            ))}
          </p>
        </div>
      </div>
      <nav aria-label="Account" className="mt-5">
        <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
          {LINKS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2.5 rounded-xl px-3 py-2.5 text-small font-semibold transition-colors',
                    isActive ? 'bg-saffron-100 text-cocoa-950' : 'text-cocoa-700 hover:bg-cream-100',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" /> {label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to={paths.home()}
              className="flex items-center gap-2.5 rounded-xl px-3 py-2.5 text-small font-semibold text-cocoa-700 hover:bg-cream-100"
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> Back to Shop
            </NavLink>
          </li>
        </ul>
      </nav>
      <Button variant="outline" size="sm" className="mt-5 w-full" onClick={() => void logout()}>
        <LogOut aria-hidden="true" /> Logout
      </Button>
      <p className="mt-5 border-t border-border pt-4 text-center text-caption text-muted-foreground">
        Baked with love in Auckland 🧁
      </p>
    </aside>
  );
}
