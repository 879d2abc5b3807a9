import { Download, LogOut, Phone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { StoreAccountDeleted } from '@/contracts/account-data';
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
import { useAuth } from '@/web/lib/auth/use-auth';
import { useBusinessDetails } from '@/web/lib/get-business-settings';
import { toast } from '@/web/lib/toast-store';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';
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

/** Privacy preferences (stored in this browser only), plus the data download and account deletion. */
export function PrivacyForm() {
  const { values, set, save } = useLocalPreferences(
    PRIVACY_PREFERENCES_KEY,
    DEFAULT_PRIVACY_PREFERENCES,
    'Your privacy preferences have been saved.',
  );
  const download = useDownloadMyData();

  const onDownload = () => {
    download.mutate(undefined, {
      onSuccess: ({ name }) =>
        toast({
          title: 'Your data is downloading',
          description: `${name} holds your profile, address, orders and loyalty points.`,
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to download your data. Please try again.',
          variant: 'destructive',
        }),
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
          <CardDescription>
            Download a copy of what we hold about you (a JSON file), or delete your account.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="outline"
            onClick={download.isPending ? undefined : onDownload}
            aria-disabled={download.isPending || undefined}
            aria-busy={download.isPending || undefined}
          >
            <Download aria-hidden="true" />
            Download my data
          </Button>
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * "Delete account": says what goes at once and what stays until orders still to come are closed
 * (docs/decisions/0104), asks once more, deletes, then shows the
 * server's account of it and signs out (the dialog cannot be closed any other way by then: the
 * tab's token no longer works).
 */
function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<StoreAccountDeleted | null>(null);
  const remove = useDeleteAccount();
  const { logout } = useAuth();

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: setDone,
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete your account. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => setOpen(done ? true : next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:border-destructive/40 hover:bg-destructive-muted">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      {done ? (
        <DialogContent size="md" hideClose onEscapeKeyDown={(e) => e.preventDefault()}>
          <DialogHeader>
            <DialogTitle>Your account has been deleted</DialogTitle>
            <DialogDescription>{done.message}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button autoFocus onClick={() => void logout()}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : (
        <DialogContent size="md">
          <DialogHeader>
            <DialogTitle>Delete your account</DialogTitle>
            <DialogDescription>
              This deletes your profile, saved address, loyalty points and your sign-in at once, and cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2 text-small text-cocoa-700">
            <p>
              Orders still to come are still made and handed over: we keep your name, phone, e-mail and address on them
              until each is delivered, collected or cancelled, then remove them.
            </p>
            <p>We keep your orders for seven years, as tax law requires, with your name and address removed.</p>
            <CallUs />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={remove.isPending ? undefined : onDelete}
              aria-disabled={remove.isPending || undefined}
              aria-busy={remove.isPending || undefined}
            >
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** An order still to come can be changed by phone, before or after the deletion. */
function CallUs() {
  const bakery = useBusinessDetails();
  return (
    <p>
      To change or cancel an order still to come, call us
      {bakery?.phone ? (
        <>
          {' '}
          on{' '}
          <a href={bakery.phoneHref} className="inline-flex items-center gap-1 font-semibold text-cocoa-900">
            <Phone aria-hidden="true" className="size-3.5" />
            {bakery.phone}
          </a>
        </>
      ) : null}
      .
    </p>
  );
}
