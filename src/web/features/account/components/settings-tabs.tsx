import { type ReactNode, useState } from 'react';
import { Bell, MapPin, RotateCcw, ShieldCheck, UserRound } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useProfile } from '../api/get-profile';
import { AddressForm } from './address-form';
import { NotificationsForm } from './notifications-form';
import { PrivacyForm } from './privacy-form';
import { ProfileForm } from './profile-form';

const TABS = [
  { value: 'profile', label: 'Profile', icon: UserRound },
  { value: 'address', label: 'Address', icon: MapPin },
  { value: 'notifications', label: 'Notifications', icon: Bell },
  { value: 'privacy', label: 'Privacy', icon: ShieldCheck },
] as const;
type TabValue = (typeof TABS)[number]['value'];

export function SettingsTabs() {
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
        {profilePanel((p) => (
          <NotificationsForm profile={p} onAddPhone={() => setTab('profile')} />
        ))}
      </TabsContent>
      <TabsContent value="privacy" forceMount hidden={tab !== 'privacy'}>
        <PrivacyForm />
      </TabsContent>
    </Tabs>
  );
}
