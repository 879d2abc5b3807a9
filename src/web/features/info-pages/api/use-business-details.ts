import { useQuery } from '@tanstack/react-query';
import type { StoreBusinessSettings } from '@/contracts/settings';
import { BUSINESS_FALLBACKS, CAFE_OPENING_HOURS, type OpeningHoursMap } from '@/domain/business';
import { apiGet } from '@/web/lib/api-client';
import { telHref } from '@/web/lib/business-format';

/** The same cache entry the store layout preloads on the server for every public page. */
export const businessSettingsKey = ['/api/business-settings'] as const;

export interface BusinessDetails {
  name: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  /** Street, suburb and "city postcode", each a line, empty parts left out. */
  addressLines: string[];
  /** The address on one line, comma separated. */
  address: string;
  /** A Google Maps search for the address (opens in the visitor's maps service). */
  mapsUrl: string;
  openingHours: OpeningHoursMap;
}

const pick = (value: string | undefined, fallback: string) => (value && value.trim() ? value : fallback);

export function toBusinessDetails(data: StoreBusinessSettings | undefined): BusinessDetails {
  const phone = pick(data?.phone, BUSINESS_FALLBACKS.phone);
  const email = pick(data?.email, BUSINESS_FALLBACKS.email);
  const city = pick(data?.city, BUSINESS_FALLBACKS.city);
  const postalCode = data ? data.postalCode : BUSINESS_FALLBACKS.postalCode;
  const addressLines = [
    pick(data?.addressLine1, BUSINESS_FALLBACKS.addressLine1),
    data ? data.addressLine2 : BUSINESS_FALLBACKS.addressLine2,
    data ? data.suburb : BUSINESS_FALLBACKS.suburb,
    [city, postalCode].filter(Boolean).join(' '),
  ].filter((line) => line.trim() !== '');
  const address = addressLines.join(', ');
  return {
    name: pick(data?.businessName, BUSINESS_FALLBACKS.businessName),
    phone,
    phoneHref: telHref(phone),
    email,
    emailHref: `mailto:${email}`,
    addressLines,
    address,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    openingHours: data?.openingHours ?? CAFE_OPENING_HOURS,
  };
}

/**
 * Business name, address, phone, e-mail and hours, with the built-in fallbacks. The server
 * preloads the settings on every public page, so the real values are there on first render.
 */
export function useBusinessDetails(): BusinessDetails {
  const { data } = useQuery({
    queryKey: businessSettingsKey,
    queryFn: () => apiGet<StoreBusinessSettings>('/api/business-settings'),
  });
  return toBusinessDetails(data);
}
