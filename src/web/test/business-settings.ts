import type { StoreBusinessSettings } from '@/contracts/settings';
import { BUSINESS_FALLBACKS, CAFE_OPENING_HOURS } from '@/domain/business';

/** GET /api/business-settings as a freshly set-up shop answers it (the domain's fallbacks). */
export function businessSettings(fields: Partial<StoreBusinessSettings> = {}): StoreBusinessSettings {
  return {
    ...BUSINESS_FALLBACKS,
    openingHours: CAFE_OPENING_HOURS,
    pricesIncludeGst: false,
    deliveryArea: { regions: ['Auckland'], suburbs: [] },
    leadTimeMinutes: 240,
    sameDayCutoffMinutes: 840,
    ...fields,
  };
}
