import { useId, useState, type FormEvent } from 'react';
import { CircleAlert, Save } from 'lucide-react';
import type { StoreUserProfile } from '@/contracts/auth';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiRequestError } from '@/web/lib/api-client';
import { useAuth, type AuthUser } from '@/web/lib/auth/use-auth';
import { toast } from '@/web/lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';

type IdentityUser = Pick<AuthUser, 'name' | 'email'> | null | undefined;

export interface ProfileIdentity {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Name, e-mail and phone to show: the server profile's, with first name, last name and e-mail
 * falling back to the identity provider's (its full name split at the first space).
 */
export function profileIdentity(profile: StoreUserProfile, user: IdentityUser): ProfileIdentity {
  const [first = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return {
    firstName: profile.firstName || first,
    lastName: profile.lastName || rest.join(' '),
    email: profile.email || user?.email || '',
    phone: profile.phone ?? '',
  };
}

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  addressLine1: 'Street address',
  addressLine2: 'Address line 2',
  suburb: 'Suburb',
  city: 'City',
  state: 'Region',
  postalCode: 'Postal code',
};

/** A field error for people: `postalCode`, 'postalCode must be 4 digits' → 'Postal code must be 4 digits'. */
function friendlyIssue(field: string, message: string): string {
  const label = FIELD_LABELS[field] ?? field;
  return message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : `${label}: ${message}`;
}

/** What a 400 answer says was wrong, field by field (`ApiError.fields`), else its message; null for other failures. */
export function validationMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const issues = Object.entries(error.fields).map(([field, message]) => friendlyIssue(field, message));
  return issues.length ? issues.join('. ') : (error.serverMessage ?? null);
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-control border border-destructive/20 bg-destructive-muted px-4 py-3 text-small font-medium text-destructive"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export const readOnlyClasses = 'bg-cream-100 text-cocoa-700 hover:border-input focus-visible:border-input';

export interface ProfileFormProps {
  /** The loaded server profile; its address fields are sent back unchanged. */
  profile: StoreUserProfile;
}

/** First name, last name, read-only e-mail and phone. */
export function ProfileForm({ profile }: ProfileFormProps) {
  const { user } = useAuth();
  const [initial] = useState(() => profileIdentity(profile, user));
  const [firstName, setFirstName] = useState(initial.firstName);
  const [lastName, setLastName] = useState(initial.lastName);
  const [phone, setPhone] = useState(initial.phone);
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const email = profile.email || user?.email || '';
  const titleId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setServerError(null);
    update.mutate(
      {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        phone: phone.trim(),
        addressLine1: profile.addressLine1 ?? '',
        addressLine2: profile.addressLine2 ?? '',
        suburb: profile.suburb ?? '',
        city: profile.city ?? '',
        state: profile.state ?? '',
        postalCode: profile.postalCode ?? '',
      },
      {
        onSuccess: () => {
          toast({
            title: 'Profile Updated',
            description: 'Your profile information has been saved successfully.',
            variant: 'success',
          });
        },
        onError: (error) => {
          console.warn('Failed to update profile', error);
          setServerError(validationMessage(error));
          toast({ title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="contents">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>Personal Information</h2>
          </CardTitle>
          <CardDescription>Your name and how we can reach you about your orders.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label="First name">
            <Input
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
          </Field>
          <Field label="Last name">
            <Input
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </Field>
          <Field
            label="Email"
            hint="Email cannot be changed here. Contact support if needed."
            className="sm:col-span-2"
          >
            <Input type="email" name="email" value={email} readOnly className={readOnlyClasses} />
          </Field>
          <Field label="Phone" className="sm:col-span-2">
            <Input
              type="tel"
              name="phone"
              autoComplete="tel"
              placeholder="+64 21 123 4567"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </Field>
          {serverError ? (
            <div className="sm:col-span-2">
              <FormAlert message={serverError} />
            </div>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? null : <Save aria-hidden="true" />}
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
