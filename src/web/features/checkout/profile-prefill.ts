import type { StoreUserProfile } from '@/contracts/auth';
import { findRegion, isKnownSuburb } from '@/domain/nz-regions';
import type { DeliveryDetails } from './delivery-details';

/** What the saved profile offers the checkout form (name = first + last; state → region and city). */
export function fromProfile(profile: StoreUserProfile): Partial<DeliveryDetails> {
  const region = findRegion(profile.state)?.name ?? findRegion(profile.city)?.name ?? '';
  const found: Partial<DeliveryDetails> = {
    fullName: [profile.firstName, profile.lastName]
      .filter((part) => part && part.trim())
      .join(' ')
      .trim(),
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    address: [profile.addressLine1, profile.addressLine2].filter((part) => part && part.trim()).join(', '),
    city: region,
    suburb: region && isKnownSuburb(region, profile.suburb) ? (profile.suburb ?? '') : '',
    postalCode: profile.postalCode ?? '',
  };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Partial<DeliveryDetails>;
}
