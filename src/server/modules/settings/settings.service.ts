import type { Actor } from '../../platform/auth/actor';
import type { z } from 'zod';
import { type Kitchen, kitchenOf } from '../../../domain/kitchen-capacity';
import {
  type AdminBusinessSettings,
  AdminSaveBusinessSettings,
  StoreBusinessSettings,
} from '../../../contracts/settings';
import {
  BUSINESS_FALLBACKS,
  CAFE_OPENING_HOURS,
  type DayHours,
  type OpeningHoursMap,
  WEEKDAYS,
} from '../../../domain/business';
import { DEFAULT_DELIVERY_HOURS, holidayHoursWith, shopCalendar, type ShopCalendar } from '../../../domain/calendar';
import {
  aucklandNow,
  DEFAULT_LEAD_TIME_MINUTES,
  DEFAULT_SAME_DAY_CUTOFF_MINUTES,
  DEFAULT_SLOT_CAPACITY,
} from '../../../domain/delivery';
import { DEFAULT_DELIVERY_AREA, type DeliveryArea } from '../../../domain/delivery-area';
import { type DeliveryFees, NO_DELIVERY_FEES } from '../../../domain/delivery-fees';
import { toStoreDeliveryFees } from '../../../contracts/delivery-fees';
import { findRegion, foldPlaceName } from '../../../domain/nz-regions';
import { formatMoneyString, parseMoney } from '../../../domain/money';
import { DEFAULT_STAFF_REFUND_LIMIT_CENTS } from '../../../domain/staff-refunds';
import { DEFAULT_CHANGES_LOCK_HOURS } from '../../../domain/order-changes';
import { formatIrdNumber, irdDigits } from '../../../domain/ird-number';
import { type ActivePause, activePause, pushBackToday } from '../../../domain/orders-pause';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { TtlCache, toCachedBody, type CachedBody } from '../../platform/cache';
import { BadRequest, type FieldErrors } from '../../platform/errors';
import { notifyOnCommit, SETTINGS_CHANGED_CHANNEL } from '../../platform/events/notify';
import type { ClosureRow } from './closures.repository';
import { changedHolidayHours, knownHolidayHours } from './holiday-hours-store';
import {
  type BusinessSettingsRow,
  findBusinessSettings,
  findSettingsAndClosures,
  saveBusinessSettings,
} from './settings.repository';

/**
 * Every field filled: a missing or blank stored value falls back to the built-in one. `closures`
 * are the ones the caller read (those ending today or later).
 */
export function toStoreSettings(
  row: BusinessSettingsRow | undefined,
  closures: readonly ClosureRow[] = [],
  now = new Date(),
): StoreBusinessSettings {
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
    gstRegistered: row?.gstRegistered ?? true,
    gstNumber: row?.gstNumber ? formatIrdNumber(row.gstNumber) : '',
    deliveryArea: {
      regions: row?.deliveryRegions ?? [...DEFAULT_DELIVERY_AREA.regions],
      suburbs: row?.deliverySuburbs ?? [...DEFAULT_DELIVERY_AREA.suburbs],
    },
    leadTimeMinutes: row?.leadTimeMinutes ?? DEFAULT_LEAD_TIME_MINUTES,
    sameDayCutoffMinutes: row?.sameDayCutoffMinutes ?? DEFAULT_SAME_DAY_CUTOFF_MINUTES,
    deliveryHours: row?.deliveryHours ?? DEFAULT_DELIVERY_HOURS,
    holidayHours: holidayHoursWith(knownHolidayHours(row?.holidayHours)),
    closures: closures.map(({ startDate, endDate, reason }) => ({ startDate, endDate, reason })),
    ordersPause: ordersPauseOf(row, now),
    changesLockHours: row?.changesLockHours ?? DEFAULT_CHANGES_LOCK_HOURS,
    deliveryFees: toStoreDeliveryFees(row?.deliveryFees ?? NO_DELIVERY_FEES),
  };
}

/** The pause of new orders in force at `now` (issue 23), from the settings row. */
export const ordersPauseOf = (row: BusinessSettingsRow | undefined, now = new Date()): ActivePause | null =>
  activePause(
    row && { pausedAt: row.ordersPausedAt, message: row.ordersPauseMessage, until: row.ordersPauseUntil },
    now,
  );

/** Today's push back on the lead time (issue 23): zero once its Auckland day is over. */
export const pushBackOf = (row: BusinessSettingsRow | undefined, now = new Date()): number =>
  pushBackToday(row && { minutes: row.pushBackMinutes, date: row.pushBackDate }, now);

/** The calendar every slot rule reads, from the settings as the storefront gets them. */
export function calendarOf(settings: StoreBusinessSettings): ShopCalendar {
  return shopCalendar(settings);
}

/** A week checked by weeklyHoursErrors (all seven days), stored Monday first as openingHours is. */
const weekInOrder = (hours: Record<string, DayHours>): OpeningHoursMap =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day]!])) as OpeningHoursMap;

/** Today in Auckland: closures ending before it can no longer close a day anyone can choose (decision 0156). */
const shopToday = () => aucklandNow().date;

/** What the checkout needs of the settings, read fresh: a change by staff applies to the next payment. */
export interface CheckoutRules {
  pricesIncludeGst: boolean;
  /** Not registered: no GST is added or shown (issue 26). */
  gstRegistered: boolean;
  /** Digits, or null when staff have entered none. */
  gstNumber: string | null;
  slotCapacity: number;
  /** Kitchen minutes per slot and day, and how an order is charged (issue 23). */
  kitchen: Kitchen;
  businessName: string;
  email: string;
  minimumOrderCents: number;
  deliveryArea: DeliveryArea;
  leadTimeMinutes: number;
  sameDayCutoffMinutes: number;
  /** Opening, delivery and holiday hours and the closures ending today or later. */
  calendar: ShopCalendar;
  /** New orders paused (issue 23): checkout refuses new orders with 409 `ORDERS_PAUSED`. */
  ordersPause: ActivePause | null;
  /** Minutes added to `leadTimeMinutes` for new orders today (issue 23); not for payments in flight. */
  pushBackMinutes: number;
  /** Customers change an order until this many hours before its slot (decision 0197). */
  changesLockHours: number;
  /** Delivery fees by zone (issue 26): what the next payment is priced with. */
  deliveryFees: DeliveryFees;
}

/** The checkout's rules from the settings row and the closures ending today or later; `now` decides the pause and push back. */
export function checkoutRulesOf(
  row: BusinessSettingsRow | undefined,
  closures: readonly ClosureRow[],
  now = new Date(),
): CheckoutRules {
  const settings = toStoreSettings(row, closures, now);
  return {
    pricesIncludeGst: settings.pricesIncludeGst,
    gstRegistered: row?.gstRegistered ?? true,
    gstNumber: row?.gstNumber ?? null,
    slotCapacity: row?.slotCapacity ?? DEFAULT_SLOT_CAPACITY,
    kitchen: kitchenOf(row?.kitchenCapacity, row?.slotCapacity ?? DEFAULT_SLOT_CAPACITY),
    businessName: settings.businessName,
    email: settings.email,
    minimumOrderCents: row?.minimumOrderCents ?? parseMoney(BUSINESS_FALLBACKS.minimumOrder),
    deliveryArea: settings.deliveryArea,
    leadTimeMinutes: settings.leadTimeMinutes,
    sameDayCutoffMinutes: settings.sameDayCutoffMinutes,
    calendar: calendarOf(settings),
    ordersPause: settings.ordersPause ?? null,
    pushBackMinutes: pushBackOf(row, now),
    changesLockHours: settings.changesLockHours ?? DEFAULT_CHANGES_LOCK_HOURS,
    deliveryFees: row?.deliveryFees ?? NO_DELIVERY_FEES,
  };
}

/** Everything staff edit: the public details plus the shop's own rules (slot capacity). */
export function toAdminSettings(row: BusinessSettingsRow | undefined): AdminBusinessSettings {
  // Closures have their own admin endpoints.
  const {
    deliveryArea,
    closures: _closures,
    ordersPause: _pause,
    deliveryFees: _fees,
    ...store
  } = toStoreSettings(row);
  return {
    ...store,
    deliveryRegions: [...deliveryArea.regions],
    deliverySuburbs: [...deliveryArea.suburbs],
    slotCapacity: row?.slotCapacity ?? DEFAULT_SLOT_CAPACITY,
    staffRefundLimit: formatMoneyString(row?.staffRefundLimitCents ?? DEFAULT_STAFF_REFUND_LIMIT_CENTS),
  };
}

/** Zod's issues keyed by their full path (`openingHours.monday.close`; list items by the list's name). */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.filter((part) => typeof part === 'string').join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Checks a settings form on the server: the contract's formats, then the region and suburb names
 * against the place list (stored by their proper names). Throws 400 with every bad field.
 */
export function parseSettingsForm(input: unknown): z.output<typeof AdminSaveBusinessSettings> {
  const parsed = AdminSaveBusinessSettings.safeParse(input);
  const fields: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (parsed.success) {
    const value = parsed.data;
    const regions = value.deliveryRegions.map((name) => findRegion(name));
    const unknownRegion = value.deliveryRegions.find((_, i) => !regions[i]);
    if (unknownRegion !== undefined) fields.deliveryRegions = `unknown region: ${unknownRegion.slice(0, 100)}`;
    const known = regions.filter((r) => r !== undefined);
    const suburbs: string[] = [];
    for (const suburb of value.deliverySuburbs) {
      const match = known.flatMap((region) => region.suburbs).find((s) => foldPlaceName(s) === foldPlaceName(suburb));
      if (!match) {
        fields.deliverySuburbs ??= `${suburb.slice(0, 100)} is not a suburb of the chosen regions`;
      } else if (!suburbs.includes(match)) {
        suburbs.push(match);
      }
    }
    if (!Object.keys(fields).length) {
      return {
        ...value,
        deliveryRegions: [...new Set(known.map((r) => r.name))],
        deliverySuburbs: suburbs,
      };
    }
  }
  const names = Object.keys(fields);
  throw new BadRequest(
    `Please check ${names.length === 1 ? 'this field' : 'these fields'}: ${names.join(', ')}`,
    'VALIDATION_FAILED',
    fields,
  );
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(db: Db, options: { cacheSeconds: number }) {
  // `kitchen` rides along for staff's read-often screens (board, production sheet); it is not in the
  // storefront's body, so it is refreshed on every load rather than compared by etag.
  // `row` and `closures` ride along too, for the slot picker's rules (`cachedCheckoutRules`).
  type Entry = {
    settings: StoreBusinessSettings;
    body: CachedBody;
    kitchen: Kitchen;
    row: BusinessSettingsRow | undefined;
    closures: ClosureRow[];
  };
  const cache = new TtlCache<Entry>(options.cacheSeconds * 1000, 1);
  let latest: Entry | null = null;
  let keptRules: { row: Entry['row']; closures: ClosureRow[]; minute: number; rules: CheckoutRules } | null = null;
  // The row and the closures side by side: one round trip's wait on PostgreSQL, not two.
  // The row and the closures still to come, in one statement.
  const readFresh = () => findSettingsAndClosures(db, shopToday());
  // A reload that finds the same settings keeps the same entry, so pages rendered from it stay
  // valid (as the catalogue's snapshot does). Keyed by the day, so the closures that ended
  // yesterday leave the answer at midnight (Auckland).
  const load = () => {
    // A pause whose until-time has passed ends by itself: the next read loads the settings afresh.
    const until = latest?.settings.ordersPause?.until;
    if (until && Date.parse(until) <= Date.now()) cache.clear();
    return cache.getOrLoad(`settings:${shopToday()}`, async () => {
      const { row, closures } = await readFresh();
      const settings = toStoreSettings(row, closures);
      const body = toCachedBody(StoreBusinessSettings, settings);
      const kitchen = kitchenOf(row?.kitchenCapacity, row?.slotCapacity ?? DEFAULT_SLOT_CAPACITY);
      if (latest?.body.etag !== body.etag) latest = { settings, body, kitchen, row, closures };
      else Object.assign(latest, { kitchen, row, closures });
      return latest;
    });
  };
  return {
    async get(): Promise<StoreBusinessSettings> {
      return (await load()).settings;
    },
    async body(): Promise<CachedBody> {
      return (await load()).body;
    },
    /** The cached settings entry: a new object whenever the settings change (see the catalogue's). */
    version(): Promise<object> {
      return load();
    },
    invalidate(): void {
      cache.clear();
    },
    /** GET /api/admin/business-settings: read fresh, never from the storefront's cache. */
    async adminGet(): Promise<AdminBusinessSettings> {
      return toAdminSettings(await findBusinessSettings(db));
    },
    /**
     * PUT /api/admin/business-settings: validates, stores, audits (one transaction), then clears
     * this copy's cache so the storefront shows the new values at once (decision record 0050).
     */
    async adminSave(input: unknown, actor: Actor): Promise<AdminBusinessSettings> {
      const form = parseSettingsForm(input);
      const row = await db.transaction(async (tx) => {
        const before = await findBusinessSettings(tx);
        const saved = await saveBusinessSettings(tx, {
          businessName: form.businessName,
          phone: form.phone,
          email: form.email,
          addressLine1: form.addressLine1,
          addressLine2: form.addressLine2 || null,
          suburb: form.suburb || null,
          city: form.city,
          postalCode: form.postalCode || null,
          deliveryInfo: form.deliveryInfo || null,
          minimumOrderCents: parseMoney(form.minimumOrder),
          openingHours: form.openingHours,
          pricesIncludeGst: form.pricesIncludeGst,
          ...(form.gstRegistered === undefined ? {} : { gstRegistered: form.gstRegistered }),
          ...(form.gstNumber === undefined ? {} : { gstNumber: irdDigits(form.gstNumber) }),
          deliveryRegions: form.deliveryRegions,
          deliverySuburbs: form.deliverySuburbs,
          sameDayCutoffMinutes: form.sameDayCutoffMinutes,
          leadTimeMinutes: form.leadTimeMinutes,
          slotCapacity: form.slotCapacity,
          ...(form.staffRefundLimit !== undefined ? { staffRefundLimitCents: parseMoney(form.staffRefundLimit) } : {}),
          ...(form.changesLockHours !== undefined ? { changesLockHours: form.changesLockHours } : {}),
          // Left out of the form: what is stored stays (decision 0155).
          ...(form.deliveryHours ? { deliveryHours: weekInOrder(form.deliveryHours) } : {}),
          ...(form.holidayHours
            ? { holidayHours: changedHolidayHours(knownHolidayHours(before?.holidayHours), form.holidayHours) }
            : {}),
        });
        const previous = toAdminSettings(before);
        const after = toAdminSettings(saved);
        const changed = (Object.keys(after) as (keyof AdminBusinessSettings)[]).filter(
          (key) => JSON.stringify(previous[key]) !== JSON.stringify(after[key]),
        );
        await recordAudit(tx, actor, {
          action: 'settings.update',
          entity: 'business_settings',
          entityId: '1',
          details: { changed },
        });
        // Every server copy drops its cached settings when this commits (cache-invalidation.ts).
        await notifyOnCommit(tx, SETTINGS_CHANGED_CHANNEL, {});
        return saved;
      });
      cache.clear();
      return toAdminSettings(row);
    },
    /** How much staff who are not owners may refund on their own, read fresh (decision 0195). */
    async staffRefundLimitCents(): Promise<number> {
      return (await findBusinessSettings(db))?.staffRefundLimitCents ?? DEFAULT_STAFF_REFUND_LIMIT_CENTS;
    },
    /** The shop's own inbox for notices (contact messages); null when staff have set none. */
    async shopInbox(): Promise<string | null> {
      const email = (await findBusinessSettings(db))?.email?.trim();
      return email ? email : null;
    },
    /**
     * The calendar from the storefront's cached settings, which every copy clears when staff change
     * the hours or closures: for screens read often (the Today board), at no query per request.
     */
    async cachedCalendar(): Promise<ShopCalendar> {
      return calendarOf((await load()).settings);
    },
    /** The kitchen's minutes from the same cache (cleared when staff save them): no query per request. */
    async cachedKitchen(): Promise<Kitchen> {
      return (await load()).kitchen;
    },
    /** The calendar read fresh (not from the storefront's cache): for staff's views of it. */
    async calendar(): Promise<ShopCalendar> {
      const { row, closures } = await readFresh();
      return calendarOf(toStoreSettings(row, closures));
    },
    /** Read fresh: every checkout step asks. */
    async checkoutRules(): Promise<CheckoutRules> {
      const { row, closures } = await readFresh();
      return checkoutRulesOf(row, closures);
    },
    /**
     * The same rules from the storefront's cache, which every copy clears when staff save settings,
     * closures, capacity or a pause: for the slot picker, at no query per request. Binding and
     * fulfilling a checkout read them fresh (`checkoutRules`).
     */
    async cachedCheckoutRules(): Promise<CheckoutRules> {
      const { row, closures } = await load();
      // The same object for the minute while the row and closures stay (the slot answer keys its
      // per-minute verdicts on it, slot-verdicts.ts); the rules' time parts (today's push back, a
      // pause) change on a day or a reload, never within a minute of the same row.
      const minute = Math.floor(Date.now() / 60_000);
      const kept = keptRules;
      if (kept && kept.row === row && kept.closures === closures && kept.minute === minute) return kept.rules;
      const rules = checkoutRulesOf(row, closures);
      keptRules = { row, closures, minute, rules };
      return rules;
    },
  };
}
