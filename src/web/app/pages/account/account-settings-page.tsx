import { type ReactNode, useState } from 'react';
import { ArrowLeft, Bell, LockKeyhole, MapPin, RotateCcw, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useProfile } from '@/web/features/account/api/get-profile';
import { AddressForm } from '@/web/features/account/components/address-form';
import { NotificationsForm } from '@/web/features/account/components/notifications-form';
import { PrivacyForm } from '@/web/features/account/components/privacy-form';
import { ProfileForm } from '@/web/features/account/components/profile-form';
import { useAuth } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast-store';

const TITLE = 'Account Settings – Saffron & Sugar';

const TABS = [
  { value: 'profile', label: 'Profile', icon: UserRound },
  { value: 'address', label: 'Address', icon: MapPin },
  { value: 'notifications', label: 'Notifications', icon: Bell },
  { value: 'privacy', label: 'Privacy', icon: ShieldCheck },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/**
 * /account/settings: profile, delivery address, notification and privacy preferences.
 * Renders the main column only; the portal layout around it provides the sidebar.
 */
export function AccountSettingsPage() {
  const { status } = useAuth();

  if (status === 'loading') {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4">
        <title>{TITLE}</title>
        <Spinner label="Loading your settings..." />
      </div>
    );
  }

  if (status !== 'authenticated') return <LoginRequired />;

  return (
    // The portal layout around the page already pads it; phones need every pixel for the four tabs.
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 lg:px-6 lg:py-2">
      <title>{TITLE}</title>
      <header className="flex flex-col gap-3">
        <Link
          to={paths.account()}
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-small font-semibold text-saffron-800 hover:text-saffron-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <div>
          <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Your account</p>
          <h1 className="mt-1 text-h1 text-cocoa-900">Account Settings</h1>
          <p className="mt-2 text-muted-foreground">Manage your profile, delivery address and preferences.</p>
        </div>
      </header>
      <SettingsTabs />
    </div>
  );
}

function SettingsTabs() {
  const [tab, setTab] = useState<TabValue>('profile');
  const profile = useProfile();

  const profilePanel = (render: (p: NonNullable<typeof profile.data>) => ReactNode) => {
    if (profile.data) return render(profile.data);
    if (profile.isError) {
      return (
        <Card>
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <p role="alert" className="font-semibold text-destructive">
              We couldn't load your profile. Please try again.
            </p>
            <Button variant="outline" loading={profile.isFetching} onClick={() => void profile.refetch()}>
              {profile.isFetching ? null : <RotateCcw aria-hidden="true" />}
              Try again
            </Button>
          </CardContent>
        </Card>
      );
    }
    return (
      <Card>
        <CardContent className="grid min-h-48 place-items-center pt-6">
          <Spinner label="Loading your profile..." />
        </CardContent>
      </Card>
    );
  };

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as TabValue)}>
      <TabsList aria-label="Settings sections" className="w-full sm:w-fit">
        {TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger
            key={value}
            value={value}
            className="flex-auto px-1.5! text-[0.8125rem] sm:flex-none sm:px-4! sm:text-sm"
          >
            <Icon aria-hidden="true" className="hidden size-4 sm:block" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Panels stay mounted (hidden when inactive) so unsaved edits survive switching tabs. */}
      <TabsContent value="profile" forceMount hidden={tab !== 'profile'}>
        {profilePanel((p) => (
          <ProfileForm profile={p} />
        ))}
      </TabsContent>
      <TabsContent value="address" forceMount hidden={tab !== 'address'}>
        {profilePanel((p) => (
          <AddressForm profile={p} />
        ))}
      </TabsContent>
      <TabsContent value="notifications" forceMount hidden={tab !== 'notifications'}>
        <NotificationsForm />
      </TabsContent>
      <TabsContent value="privacy" forceMount hidden={tab !== 'privacy'}>
        <PrivacyForm />
      </TabsContent>
    </Tabs>
  );
}

function LoginRequired() {
  const { status, login } = useAuth();

  const onLogin = () => {
    login(paths.accountSettings()).catch((error: unknown) => {
      console.warn('Login failed', error);
      toast({
        title: 'Login failed',
        description: 'We could not start signing in. Please try again.',
        variant: 'destructive',
      });
    });
  };

  return (
    <div className="grid min-h-[60vh] place-items-center px-4 py-16">
      <title>{TITLE}</title>
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center pt-8">
          <span
            aria-hidden="true"
            className="mb-2 grid size-14 place-items-center rounded-full bg-saffron-100 text-saffron-700"
          >
            <LockKeyhole className="size-6" />
          </span>
          <CardTitle asChild>
            <h1>Login Required</h1>
          </CardTitle>
          <CardDescription className="text-body">Please log in to access your settings</CardDescription>
          {status === 'error' ? (
            <p role="alert" className="text-small text-destructive">
              We couldn't confirm your sign-in. Please log in again.
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-3 pb-8 sm:flex-row sm:justify-center">
          <Button onClick={onLogin}>Log In</Button>
          <Button variant="outline" asChild>
            <Link to={paths.home()}>Back to Shop</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
