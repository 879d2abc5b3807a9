import { Building2, Package, ShoppingBag, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDay } from '@/domain/dates';
import { aucklandNow } from '@/domain/delivery';
import { useIsOwner } from '@/web/lib/admin/admin-identity';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';

const QUICK_LINKS = [
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBag },
  { to: '/admin/products', label: 'Products', icon: Package, ownerOnly: true },
  { to: '/admin/customers', label: 'Customers', icon: Users },
  { to: '/admin/business', label: 'Business Details', icon: Building2, ownerOnly: true },
];

/** Good morning / afternoon / evening, by the hour in Auckland. */
export function greeting(minutesPastMidnight: number): string {
  if (minutesPastMidnight < 12 * 60) return 'Good morning';
  if (minutesPastMidnight < 17 * 60) return 'Good afternoon';
  return 'Good evening';
}

/** The welcome banner with the admin's name, today's date in Auckland and the quick links. */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  const now = aucklandNow();
  const isOwner = useIsOwner();
  // Staff do not see the owner's pages (decision 0195).
  const links = QUICK_LINKS.filter((link) => isOwner || !link.ownerOnly);
  return (
    <section
      aria-labelledby="welcome-heading"
      className="relative overflow-hidden rounded-card bg-cocoa-900 px-6 py-7 text-cream-50 shadow-warm sm:px-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-saffron-400/25 blur-2xl"
      />
      <p className="text-eyebrow font-semibold text-saffron-300 uppercase">{formatLongDay(now.date)}</p>
      <h2 id="welcome-heading" className="mt-2 font-display text-h2 font-semibold text-cream-50">
        {greeting(now.minutes)}, {firstName}
      </h2>
      <p className="mt-2 max-w-xl text-cream-200">
        Here is how Saffron &amp; Sugar is doing. New orders appear here as they come in.
      </p>
      <nav aria-label="Quick links" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className={`inline-flex items-center gap-2 rounded-full bg-cream-50/10 px-4 py-2 ${TOUCH_HEIGHT} text-small font-semibold text-cream-50 ring-1 ring-cream-50/20 transition-colors hover:bg-cream-50/20 focus-visible:outline-2 focus-visible:outline-saffron-300`}
              >
                <Icon aria-hidden="true" className="size-4" /> {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
