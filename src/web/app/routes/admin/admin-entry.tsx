import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useProfile } from '@/web/features/account/api/get-profile';
import { useAuth } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';

const AdminApp = lazy(() => import('@/web/features/admin-shell/admin-app'));

function GuardCard({
  icon,
  title,
  message,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <main className="grid min-h-dvh place-items-center bg-cream-100 px-4">
      <title>{`${title} – Saffron & Sugar`}</title>
      <div className="w-full max-w-md rounded-card border border-border bg-card p-8 text-center shadow-warm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-saffron-100 text-saffron-800">
          {icon}
        </span>
        <h1 className="mt-5 text-h2">{title}</h1>
        <p className="mt-3 text-muted-foreground">{message}</p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          {children}
          <Button asChild variant="outline">
            <Link to={paths.home()}>Back to Shop</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

const checking = (
  <main className="grid min-h-dvh place-items-center">
    <title>Admin – Saffron &amp; Sugar</title>
    <Spinner label="Checking admin permissions..." />
  </main>
);

/**
 * The admin area's guard (admin spec section 2). The server decides who is an admin (`isAdmin`
 * from GET /api/auth/user) and refuses every /api/admin call to anyone else; this only decides
 * what to show. Once allowed, the portal's frame renders the matched admin area in its outlet.
 */
export default function AdminEntry() {
  const { status, login, user } = useAuth();
  const profile = useProfile();
  if (status === 'loading' || (status === 'authenticated' && profile.isPending)) return checking;
  if (status !== 'authenticated') {
    return (
      <GuardCard
        icon={<ShieldCheck aria-hidden="true" />}
        title="Admin Access Required"
        message="Please log in with an admin account to manage the shop."
      >
        <Button onClick={() => void login('/admin')}>Log In</Button>
      </GuardCard>
    );
  }
  if (!profile.data?.isAdmin) {
    return (
      <GuardCard
        icon={<ShieldAlert aria-hidden="true" />}
        title="Access Denied"
        message="You don't have admin permissions to access this portal"
      />
    );
  }
  const me = profile.data;
  // The layout shows who is signed in: the profile's name as they set it, else the sign-in's.
  const admin = {
    name: [me.firstName, me.lastName].filter(Boolean).join(' ').trim() || me.name || user?.name || 'Admin',
    email: me.email ?? user?.email ?? null,
    picture: me.profileImageUrl ?? user?.picture ?? null,
    role: me.role === 'owner' ? ('owner' as const) : ('staff' as const),
  };
  return (
    <Suspense fallback={checking}>
      <AdminApp admin={admin} />
    </Suspense>
  );
}
