import type { ReactNode } from 'react';
import { useAuth } from '@/web/lib/auth/use-auth';
import { PortalSidebar } from './portal-sidebar';

/** Account pages and checkout: the customer portal sidebar beside the page, once signed in. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status !== 'authenticated') return children;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[17rem_1fr]">
      <PortalSidebar />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
