import { useState } from 'react';
import type { StoreUserProfile } from '@/contracts/auth';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { useAuth, type AuthUser } from '@/web/lib/auth/use-auth';
import { ProfileFormCard } from './profile-form-card';

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
  const email = profile.email || user?.email || '';

  return (
    <ProfileFormCard
      title="Personal Information"
      description="Your name and how we can reach you about your orders."
      words={{
        savedTitle: 'Profile Updated',
        savedDescription: 'Your profile information has been saved successfully.',
        what: 'profile',
      }}
      values={() => ({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        phone: phone.trim(),
        addressLine1: profile.addressLine1 ?? '',
        addressLine2: profile.addressLine2 ?? '',
        suburb: profile.suburb ?? '',
        city: profile.city ?? '',
        state: profile.state ?? '',
        postalCode: profile.postalCode ?? '',
      })}
    >
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
      <Field label="Email" hint="Email cannot be changed here. Contact support if needed." className="sm:col-span-2">
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
    </ProfileFormCard>
  );
}
