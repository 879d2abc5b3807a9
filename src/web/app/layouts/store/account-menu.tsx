import { lazy, Suspense } from 'react';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth/use-auth';
import { initialOf } from './account-initial';

// Only signed-in visitors need the menu (and the dropdown library under it).
const AccountDropdown = lazy(() => import('./account-dropdown'));

/** Login button, or the avatar menu with the account links (Dashboard for admins only). */
export function AccountMenu() {
  const { status, user, login, logout } = useAuth();
  if (status !== 'authenticated' || !user) {
    return (
      <Button variant="outline" size="sm" onClick={() => void login()} disabled={status === 'loading'}>
        Login
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-full bg-saffron-400 font-display text-lg font-semibold text-cocoa-950"
        >
          {initialOf(user.name, user.email)}
        </span>
      }
    >
      <AccountDropdown user={user} logout={logout} />
    </Suspense>
  );
}
