import type { ReactNode } from 'react';
import { useAuth } from '@/web/lib/auth/use-auth';
import { PortalSidebar } from './portal-sidebar';

/**
 * Account pages and checkout: the customer portal sidebar beside the page, once signed in. The
 * page comes first in the document, so on a phone (one column) it is not pushed below the
 * sidebar, and a screen reader meets the page first; from 1024 px the sidebar sits on the left.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status !== 'authenticated') return children;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">{children}</div>
      <PortalSidebar className="lg:col-start-1 lg:row-start-1" />
    </div>
  );
}
