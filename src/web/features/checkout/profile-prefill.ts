import type { StoreUserProfile } from '@/contracts/auth';
import type { FeePlace } from '@/domain/delivery-fees';
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

/**
 * What the cart drawer's "Delivering to" choice gives the form (issue 26): pickup, or a delivery to
 * the chosen region and suburb, so the fee the drawer showed is the one the form shows.
 */
export function fromDrawerPlace(place: FeePlace | null): Partial<DeliveryDetails> {
  if (!place) return {};
  if (place.fulfilment === 'pickup') return { fulfilment: 'pickup' };
  const region = findRegion(place.city)?.name ?? '';
  if (!region) return { fulfilment: 'delivery' };
  return { fulfilment: 'delivery', city: region, suburb: isKnownSuburb(region, place.suburb) ? place.suburb : '' };
}

/**
 * The saved profile's part once the drawer chose a place: the profile's address only where it is
 * in that same region and suburb (an address elsewhere would not be where this order goes); name,
 * e-mail and phone always.
 */
export function profileBesideDrawer(
  profile: Partial<DeliveryDetails>,
  drawer: Partial<DeliveryDetails>,
): Partial<DeliveryDetails> {
  if (!drawer.city) return profile;
  const samePlace = profile.city === drawer.city && (!drawer.suburb || profile.suburb === drawer.suburb);
  if (samePlace) return { ...profile, city: drawer.city, suburb: drawer.suburb || profile.suburb || '' };
  const { address: _address, city: _city, suburb: _suburb, postalCode: _postalCode, ...person } = profile;
  return person;
}
