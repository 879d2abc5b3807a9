import type { AdminDeliveryFees } from '@/contracts/delivery-fees';
import type { AdminBusinessSettings, StoreBusinessSettings } from '@/contracts/settings';
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

const OPEN_DAY = { open: '08:00', close: '16:00', closed: false };

/**
 * GET /api/admin/business-settings of a shop open 8 to 4 but Sundays, delivering across Auckland;
 * without the delivery and holiday hours (optional: the form leaves them as stored) unless given.
 */
export function adminBusinessSettings(fields: Partial<AdminBusinessSettings> = {}): AdminBusinessSettings {
  return {
    businessName: 'Saffron & Sugar',
    deliveryInfo: 'We deliver across Auckland',
    addressLine1: '12 Ponsonby Road',
    addressLine2: '',
    suburb: 'Ponsonby',
    city: 'Auckland',
    postalCode: '1011',
    phone: '+64 9 123 4567',
    email: 'hello@saffron-sugar.example',
    minimumOrder: '25.00',
    openingHours: {
      monday: OPEN_DAY,
      tuesday: OPEN_DAY,
      wednesday: OPEN_DAY,
      thursday: OPEN_DAY,
      friday: OPEN_DAY,
      saturday: OPEN_DAY,
      sunday: { ...OPEN_DAY, closed: true },
    },
    pricesIncludeGst: true,
    deliveryRegions: ['Auckland'],
    deliverySuburbs: [],
    leadTimeMinutes: 120,
    sameDayCutoffMinutes: 600,
    slotCapacity: 6,
    ...fields,
  };
}

/** GET /api/admin/delivery-fees of a new shop: no delivery fee set (issue 26). */
export const NO_DELIVERY_FEES: AdminDeliveryFees = { charging: false, baseFee: '0.00', freeOver: null, zones: [] };
