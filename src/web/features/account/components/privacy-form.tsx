import { Download, Mail, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast-store';
import { PreferenceSwitch, PreferencesCard, useLocalPreferences } from './notifications-form';

export const PRIVACY_PREFERENCES_KEY = 'privacyPreferences';

export interface PrivacyPreferences {
  shareData: boolean;
  analytics: boolean;
  cookies: boolean;
}

export const DEFAULT_PRIVACY_PREFERENCES: Readonly<PrivacyPreferences> = Object.freeze({
  shareData: false,
  analytics: true,
  cookies: true,
});

const PRIVACY_ROWS: { name: keyof PrivacyPreferences; label: string; description: string }[] = [
  {
    name: 'shareData',
    label: 'Share data with partners',
    description: 'Let trusted partners use your details to send you offers they think you will enjoy.',
  },
  {
    name: 'analytics',
    label: 'Usage analytics',
    description: 'Help us improve the shop with anonymous information about how it is used.',
  },
  {
    name: 'cookies',
    label: 'Preference cookies',
    description: 'Remember your choices, such as your region, between visits.',
  },
];

/** Privacy preferences (stored in this browser only), plus data download and account deletion. */
export function PrivacyForm() {
  const { values, set, save } = useLocalPreferences(
    PRIVACY_PREFERENCES_KEY,
    DEFAULT_PRIVACY_PREFERENCES,
    'Your privacy preferences have been saved.',
  );

  const onDownload = () => {
    toast({
      title: 'Request Received',
      description: "We've noted your request for a copy of your data. We'll email you when it's ready.",
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <PreferencesCard
        title="Privacy Settings"
        description="Control how your information is used. These choices are saved in this browser."
        onSave={save}
      >
        {PRIVACY_ROWS.map((row) => (
          <PreferenceSwitch
            key={row.name}
            label={row.label}
            description={row.description}
            checked={values[row.name]}
            onCheckedChange={(checked) => set(row.name, checked)}
          />
        ))}
      </PreferencesCard>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Your Data</h2>
          </CardTitle>
          <CardDescription>Get a copy of what we hold about you, or close your account.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={onDownload}>
            <Download aria-hidden="true" />
            Download my data
          </Button>
          <Dialog>
            <DialogTrigger asChild>
              <Button
                variant="outline"
                className="text-destructive hover:border-destructive/40 hover:bg-destructive-muted"
              >
                <Trash2 aria-hidden="true" />
                Delete account
              </Button>
            </DialogTrigger>
            <DialogContent size="md">
              <DialogHeader>
                <DialogTitle>Delete your account</DialogTitle>
                <DialogDescription>
                  To keep your order history and loyalty points safe, accounts are deleted by our team. Contact our
                  support team and we'll confirm it's you, then delete your account and personal data.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="ghost">Close</Button>
                </DialogClose>
                <Button asChild>
                  <Link to={paths.contact()}>
                    <Mail aria-hidden="true" />
                    Contact support
                  </Link>
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </CardContent>
      </Card>
    </div>
  );
}
