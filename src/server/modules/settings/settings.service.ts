import { StoreBusinessSettings } from '../../../contracts/settings';
import { BUSINESS_FALLBACKS, CAFE_OPENING_HOURS } from '../../../domain/business';
import {
  DEFAULT_LEAD_TIME_MINUTES,
  DEFAULT_SAME_DAY_CUTOFF_MINUTES,
  DEFAULT_SLOT_CAPACITY,
} from '../../../domain/delivery';
import { DEFAULT_DELIVERY_AREA, type DeliveryArea } from '../../../domain/delivery-area';
import { formatMoneyString, parseMoney } from '../../../domain/money';
import type { Db } from '../../db/client';
import { TtlCache, toCachedBody, type CachedBody } from '../../platform/cache';
import { type BusinessSettingsRow, findBusinessSettings } from './settings.repository';

/** Every field filled: a missing or blank stored value falls back to the built-in one. */
export function toStoreSettings(row: BusinessSettingsRow | undefined): StoreBusinessSettings {
  const pick = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value : fallback);
  return {
    businessName: pick(row?.businessName, BUSINESS_FALLBACKS.businessName),
    deliveryInfo: pick(row?.deliveryInfo, BUSINESS_FALLBACKS.deliveryInfo),
    addressLine1: pick(row?.addressLine1, BUSINESS_FALLBACKS.addressLine1),
    addressLine2: row ? (row.addressLine2 ?? '') : BUSINESS_FALLBACKS.addressLine2,
    suburb: pick(row?.suburb, BUSINESS_FALLBACKS.suburb),
    city: pick(row?.city, BUSINESS_FALLBACKS.city),
    postalCode: pick(row?.postalCode, BUSINESS_FALLBACKS.postalCode),
    phone: pick(row?.phone, BUSINESS_FALLBACKS.phone),
    email: pick(row?.email, BUSINESS_FALLBACKS.email),
    minimumOrder: row ? formatMoneyString(row.minimumOrderCents) : BUSINESS_FALLBACKS.minimumOrder,
    openingHours: row?.openingHours ?? CAFE_OPENING_HOURS,
    pricesIncludeGst: row?.pricesIncludeGst ?? false,
    deliveryArea: {
      regions: row?.deliveryRegions ?? [...DEFAULT_DELIVERY_AREA.regions],
      suburbs: row?.deliverySuburbs ?? [...DEFAULT_DELIVERY_AREA.suburbs],
    },
    leadTimeMinutes: row?.leadTimeMinutes ?? DEFAULT_LEAD_TIME_MINUTES,
    sameDayCutoffMinutes: row?.sameDayCutoffMinutes ?? DEFAULT_SAME_DAY_CUTOFF_MINUTES,
  };
}

/** What the checkout needs of the settings, read fresh: a change by staff applies to the next payment. */
export interface CheckoutRules {
  pricesIncludeGst: boolean;
  slotCapacity: number;
  businessName: string;
  email: string;
  minimumOrderCents: number;
  deliveryArea: DeliveryArea;
  leadTimeMinutes: number;
  sameDayCutoffMinutes: number;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(db: Db, options: { cacheSeconds: number }) {
  const cache = new TtlCache<{ settings: StoreBusinessSettings; body: CachedBody }>(options.cacheSeconds * 1000, 1);
  const load = () =>
    cache.getOrLoad('settings', async () => {
      const settings = toStoreSettings(await findBusinessSettings(db));
      return { settings, body: toCachedBody(StoreBusinessSettings, settings) };
    });
  return {
    async get(): Promise<StoreBusinessSettings> {
      return (await load()).settings;
    },
    async body(): Promise<CachedBody> {
      return (await load()).body;
    },
    invalidate(): void {
      cache.clear();
    },
    async checkoutRules(): Promise<CheckoutRules> {
      const row = await findBusinessSettings(db);
      const settings = toStoreSettings(row);
      return {
        pricesIncludeGst: settings.pricesIncludeGst,
        slotCapacity: row?.slotCapacity ?? DEFAULT_SLOT_CAPACITY,
        businessName: settings.businessName,
        email: settings.email,
        minimumOrderCents: row?.minimumOrderCents ?? parseMoney(BUSINESS_FALLBACKS.minimumOrder),
        deliveryArea: settings.deliveryArea,
        leadTimeMinutes: settings.leadTimeMinutes,
        sameDayCutoffMinutes: settings.sameDayCutoffMinutes,
      };
    },
  };
}
