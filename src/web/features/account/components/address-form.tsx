import { useState } from 'react';
import type { StoreUserProfile } from '@/contracts/auth';
import { findRegion } from '@/domain/nz-regions';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { useAuth } from '@/web/lib/auth/use-auth';
import { profileIdentity, readOnlyClasses } from './profile-form';
import { ProfileFormCard } from './profile-form-card';
import { RegionSuburbPicker } from '@/web/components/region-suburb-picker';

export interface AddressFormProps {
  /** The loaded server profile; its name and phone are sent back with the address. */
  profile: StoreUserProfile;
}

/** The saved region: `state`, or failing that a `city` that names a region; shown by name. */
function initialRegion(profile: StoreUserProfile): string {
  return findRegion(profile.state)?.name ?? findRegion(profile.city)?.name ?? profile.state ?? '';
}

/** Delivery address: street, line 2, region and suburb, postal code; country fixed to New Zealand. */
export function AddressForm({ profile }: AddressFormProps) {
  const { user } = useAuth();
  const [addressLine1, setAddressLine1] = useState(profile.addressLine1 ?? '');
  const [addressLine2, setAddressLine2] = useState(profile.addressLine2 ?? '');
  const [place, setPlace] = useState(() => ({ region: initialRegion(profile), suburb: profile.suburb ?? '' }));
  const [postalCode, setPostalCode] = useState(profile.postalCode ?? '');

  return (
    <ProfileFormCard
      title="Delivery Address"
      description="Where we bring your order. We use it to fill in checkout for you."
      words={{
        savedTitle: 'Address Updated',
        savedDescription: 'Your delivery address has been saved successfully.',
        what: 'address',
      }}
      values={() => {
        const identity = profileIdentity(profile, user);
        return {
          addressLine1: addressLine1.trim(),
          addressLine2: addressLine2.trim(),
          suburb: place.suburb,
          // The region is stored as the state, and the city is set to the region's name.
          city: place.region,
          state: place.region,
          postalCode: postalCode.trim(),
          firstName: identity.firstName,
          lastName: identity.lastName,
          phone: identity.phone,
        };
      }}
    >
      <Field label="Street address" className="sm:col-span-2">
        <Input
          name="addressLine1"
          autoComplete="address-line1"
          placeholder="123 Queen Street"
          value={addressLine1}
          onChange={(e) => setAddressLine1(e.target.value)}
        />
      </Field>
      <Field label="Address line 2" hint="Apartment, unit, floor or building (optional)." className="sm:col-span-2">
        <Input
          name="addressLine2"
          autoComplete="address-line2"
          value={addressLine2}
          onChange={(e) => setAddressLine2(e.target.value)}
        />
      </Field>
      <RegionSuburbPicker region={place.region} suburb={place.suburb} onChange={setPlace} className="sm:col-span-2" />
      <Field label="Postal code">
        <Input
          name="postalCode"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
          placeholder="1010"
          value={postalCode}
          onChange={(e) => setPostalCode(e.target.value)}
        />
      </Field>
      <Field label="Country" hint="We deliver within New Zealand.">
        <Input name="country" value="New Zealand" readOnly className={readOnlyClasses} />
      </Field>
    </ProfileFormCard>
  );
}
