import { LayoutDashboard, LogOut, Package, Star } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useProfile } from '@/web/features/account/api/get-profile';
import type { AuthUser } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';
import { initialOf } from './account-initial';

/** The signed-in avatar menu: name, e-mail, My Orders, Loyalty Program, Dashboard (admins only), Log out. */
export default function AccountDropdown({ user, logout }: { user: AuthUser; logout: () => Promise<void> }) {
  const { data: profile } = useProfile();
  const name = user.name ?? 'Customer';
  return (
    // Not modal: a menu hides nothing else from screen readers (aria-hidden over focusable content).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={`Account menu for ${name}`}
          className="grid size-10 cursor-pointer place-items-center rounded-full bg-saffron-400 font-display text-lg font-semibold text-cocoa-950 shadow-soft transition-shadow hover:shadow-glow"
        >
          {user.picture ? (
            <img src={user.picture} alt="" className="size-10 rounded-full object-cover" />
          ) : (
            initialOf(user.name, user.email)
          )}
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
