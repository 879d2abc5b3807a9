import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { RotateCcw, Save } from 'lucide-react';
import type { StoreUserProfile } from '@/contracts/auth';
import { NOTIFICATION_DEFAULTS, type StoreUpdateNotificationPreferences } from '@/contracts/notifications';
import { smsNumber } from '@/domain/phone';
import { Spinner } from '@/web/components/ui/spinner';
import { Switch } from 'radix-ui';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast-store';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import { validationMessage } from './profile-form-card';

/** The stored preferences over the defaults, keeping only known keys with boolean values. */
export function readStoredPreferences<T extends object>(key: string, defaults: Readonly<T>): T {
  const result = { ...defaults };
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      for (const name of Object.keys(defaults) as (keyof T & string)[]) {
        const value = (parsed as Record<string, unknown>)[name];
        if (typeof value === 'boolean') (result as Record<string, unknown>)[name] = value;
      }
    }
  } catch (error) {
    console.warn(`Could not read ${key}`, error);
  }
  return result;
}

/**
 * Preferences kept in this browser's local storage. Starts from the defaults and reads the
 * stored values after mounting (never during render); `save` writes them and reports success.
 */
/** Preferences kept in this browser's storage; `save` stores them and tells the customer how it went. */
export function useLocalPreferences<T extends object>(key: string, defaults: Readonly<T>, savedMessage: string) {
  const [values, setValues] = useState<T>(() => ({ ...defaults }));
  useEffect(() => {
    setValues(readStoredPreferences(key, defaults));
  }, [key, defaults]);
  const set = <K extends keyof T>(name: K, value: T[K]) => setValues((prev) => ({ ...prev, [name]: value }));
  const save = () => {
    try {
      window.localStorage.setItem(key, JSON.stringify(values));
      toast({ title: 'Preferences Updated', description: savedMessage, variant: 'success' });
    } catch (error) {
      console.warn(`Could not save ${key}`, error);
      toast({
        title: 'Error',
        description: "Your browser didn't let us save your preferences. Please try again.",
        variant: 'destructive',
      });
    }
  };
  return { values, set, save };
}

export interface PreferenceSwitchProps {
  label: string;
  description: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
}

/** One preference: label and description on the left, an accessible switch on the right. */
export function PreferenceSwitch({ label, description, checked, onCheckedChange, disabled }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} id={`${id}-label`} className="cursor-pointer font-semibold text-cocoa-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-small text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent',
          'transition-colors duration-200 data-[state=checked]:bg-saffron-600 data-[state=unchecked]:bg-cocoa-300',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
      >
        <Switch.Thumb
          className={cn(
            'pointer-events-none block size-6 rounded-full bg-white shadow-soft ring-0',
            'transition-transform duration-200 data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0',
          )}
        />
      </Switch.Root>
    </div>
  );
}

export interface PreferencesCardProps {
  title: string;
  description: string;
  children: ReactNode;
  onSave(): void;
  /** The save is on its way: the button shows it and takes no second press. */
  saving?: boolean;
}

/** A card holding a list of switches and a save button. */
export function PreferencesCard({ title, description, children, onSave, saving = false }: PreferencesCardProps) {
  const titleId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Card>
      <form onSubmit={onSubmit} aria-labelledby={titleId} className="contents">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="divide-y divide-border">{children}</div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={saving}>
            {saving ? null : <Save aria-hidden="true" />}
            Save Preferences
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

const NOTIFICATION_ROWS: { name: keyof typeof NOTIFICATION_DEFAULTS; label: string; description: string }[] = [
  {
    name: 'orderUpdates',
    label: 'Order updates',
    description: 'Hear from us when your order is confirmed, baking and on its way.',
  },
  {
    name: 'marketing',
    label: 'Marketing emails',
    description: 'News, events and offers from Saffron & Sugar.',
  },
  {
    name: 'weeklyDeals',
    label: 'Weekly deals',
    description: "A weekly email with the week's specials.",
  },
  {
    name: 'newProducts',
    label: 'New products',
    description: 'Be the first to know about new cakes, sweets and seasonal treats.',
  },
];

const choicesOf = (saved: StoreUpdateNotificationPreferences): StoreUpdateNotificationPreferences => ({
  orderUpdates: saved.orderUpdates,
  marketing: saved.marketing,
  weeklyDeals: saved.weeklyDeals,
  newProducts: saved.newProducts,
  smsOrderUpdates: saved.smsOrderUpdates,
});

/** The text-message switch's words: where texts go, or how to make them possible. */
function TextsDescription({ phone, onAddPhone }: { phone: string | null; onAddPhone?: () => void }) {
  if (phone && smsNumber(phone)) {
    return (
      <>
        A text to <span className="font-semibold text-cocoa-900">{phone}</span> when your order is ready to collect or
        out for delivery.
      </>
    );
  }
  return (
    <>
      {phone ? `${phone} can't take texts. ` : ''}Add a mobile number in your profile to get a text when your order is
      ready to collect or out for delivery.{' '}
      {onAddPhone ? (
        <button
          type="button"
          onClick={onAddPhone}
          className="min-h-6 font-semibold text-saffron-800 underline underline-offset-2 hover:text-saffron-900"
        >
          Add a phone number
        </button>
      ) : null}
    </>
  );
}

export interface NotificationsFormProps {
  /** The profile the texts go to (its phone number). */
  profile: Pick<StoreUserProfile, 'phone'>;
  /** Opens the Profile tab, where the phone number is changed. */
  onAddPhone?: () => void;
}

/** Notification choices, kept on the server (issue 24): the spec's four switches and the texts opt-in. */
export function NotificationsForm({ profile, onAddPhone }: NotificationsFormProps) {
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [values, setValues] = useState<StoreUpdateNotificationPreferences>(() => ({ ...NOTIFICATION_DEFAULTS }));
  useEffect(() => {
    if (saved.data) setValues(choicesOf(saved.data));
  }, [saved.data]);
  const set = (name: keyof StoreUpdateNotificationPreferences, value: boolean) =>
    setValues((prev) => ({ ...prev, [name]: value }));
  const textable = smsNumber(profile.phone) !== null;

  if (saved.isError && !saved.data) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6">
          <p role="alert" className="font-semibold text-destructive">
            We couldn&apos;t load your notification preferences. Please try again.
          </p>
          <Button variant="outline" loading={saved.isFetching} onClick={() => void saved.refetch()}>
            {saved.isFetching ? null : <RotateCcw aria-hidden="true" />}
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!saved.data) {
    return (
      <Card>
        <CardContent className="grid min-h-48 place-items-center pt-6">
          <Spinner label="Loading your notification preferences..." />
        </CardContent>
      </Card>
    );
  }

  const onSave = () => {
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Preferences Updated',
          description: 'Your notification preferences have been saved.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: validationMessage(error) ?? 'Failed to update preferences. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <PreferencesCard
      title="Notifications"
      description="Choose what we email you about, and whether we text you about your order."
      onSave={onSave}
      saving={save.isPending}
    >
      {NOTIFICATION_ROWS.map((row) => (
        <PreferenceSwitch
          key={row.name}
          label={row.label}
          description={row.description}
          checked={values[row.name]}
          onCheckedChange={(checked) => set(row.name, checked)}
        />
      ))}
      <PreferenceSwitch
        label="Text messages"
        description={<TextsDescription phone={profile.phone} onAddPhone={onAddPhone} />}
        checked={values.smsOrderUpdates}
        // Off is always possible; on needs a number that takes texts.
        disabled={!textable && !values.smsOrderUpdates}
        onCheckedChange={(checked) => set('smsOrderUpdates', checked)}
      />
    </PreferencesCard>
  );
}
