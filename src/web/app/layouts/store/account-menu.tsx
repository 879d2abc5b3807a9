import { LayoutDashboard, LogOut, Package, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useProfile } from '@/web/features/account/api/get-profile';
import { useAuth } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';

export function initialOf(name: string | null | undefined, email: string | null | undefined): string {
  return (name?.trim() || email || 'C').charAt(0).toUpperCase();
}

/** Login button, or the avatar menu with the account links (Dashboard for admins only). */
export function AccountMenu() {
  const { status, user, login, logout } = useAuth();
  const { data: profile } = useProfile();
  if (status !== 'authenticated' || !user) {
    return (
      <Button variant="outline" size="sm" onClick={() => void login()} disabled={status === 'loading'}>
        Login
      </Button>
    );
  }
  const name = user.name ?? 'Customer';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={`Account menu for ${name}`}
          className="grid size-10 cursor-pointer place-items-center rounded-full bg-saffron-400 font-display text-lg font-semibold text-cocoa-950 shadow-soft transition-shadow hover:shadow-glow"
        >
          {user.picture ? <img src={user.picture} alt="" className="size-10 rounded-full object-cover" /> : initialOf(user.name, user.email)}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold text-cocoa-900">{name}</span>
          <span className="block truncate text-caption font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.orders()}>
            <Package aria-hidden="true" /> My Orders
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.loyalty()}>
            <Star aria-hidden="true" /> Loyalty Program
          </Link>
        </DropdownMenuItem>
        {profile?.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin()}>
              <LayoutDashboard aria-hidden="true" /> Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
