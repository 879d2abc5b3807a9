import { useQuery } from '@tanstack/react-query';
import type { StoreBusinessSettings } from '@/contracts/settings';
import { BUSINESS_FALLBACKS } from '@/domain/business';
import { apiGet } from '@/web/lib/api-client';

/** The same cache entry the store layout preloads for every public page. */
export const businessSettingsKey = ['/api/business-settings'] as const;

export interface BakeryContact {
  name: string;
  /** Street, suburb and "city postcode", empty parts left out. */
  addressLines: string[];
  phone: string;
  phoneHref: string;
  email: string;
}

const pick = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

export function toBakeryContact(data: StoreBusinessSettings | undefined): BakeryContact {
  const phone = pick(data?.phone, BUSINESS_FALLBACKS.phone);
  const city = pick(data?.city, BUSINESS_FALLBACKS.city);
  const postalCode = data ? data.postalCode : BUSINESS_FALLBACKS.postalCode;
  return {
    name: pick(data?.businessName, BUSINESS_FALLBACKS.businessName),
    addressLines: [
      pick(data?.addressLine1, BUSINESS_FALLBACKS.addressLine1),
      data ? data.addressLine2 : BUSINESS_FALLBACKS.addressLine2,
      data ? data.suburb : BUSINESS_FALLBACKS.suburb,
      [city, postalCode].filter(Boolean).join(' '),
    ].filter((line) => line.trim() !== ''),
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    email: pick(data?.email, BUSINESS_FALLBACKS.email),
  };
}

/** The bakery's name, address and contact details (GET /api/business-settings), with the built-in fallbacks. */
export function useBakeryContact(): BakeryContact {
  const { data } = useQuery({
    queryKey: businessSettingsKey,
    queryFn: () => apiGet<StoreBusinessSettings>('/api/business-settings'),
  });
  return toBakeryContact(data);
}
