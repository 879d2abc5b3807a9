/**
 * Delivery fees by zone (issue 26, decision 0210): owners set them; the storefront reads them in
 * the settings answer (the drawer, the banner, the delivery page) and the checkout in the rules it
 * reads fresh, so a change applies to the next payment prepared. A save is audited and clears the
 * settings cache on every server copy, as a settings save does.
 */
import type { z } from 'zod';
import { type AdminDeliveryFees, AdminSaveDeliveryFees, toStoreDeliveryFees } from '../../../contracts/delivery-fees';
import { DEFAULT_DELIVERY_AREA, type DeliveryArea } from '../../../domain/delivery-area';
import { type DeliveryFees, type DeliveryFeeZone, NO_DELIVERY_FEES } from '../../../domain/delivery-fees';
import { parseMoney } from '../../../domain/money';
import { findRegion, foldPlaceName } from '../../../domain/nz-regions';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit';
import { BadRequest, type FieldErrors } from '../../platform/errors';
import { notifyOnCommit, SETTINGS_CHANGED_CHANNEL } from '../../platform/events/notify';
import { saveDeliveryFees } from './delivery-fees.repository';
import { type BusinessSettingsRow, findBusinessSettings } from './settings.repository';
import type { SettingsService } from './settings.service';

export type DeliveryFeesService = ReturnType<typeof createDeliveryFeesService>;

const toAdmin = (row: BusinessSettingsRow | undefined): AdminDeliveryFees => ({
  charging: Boolean(row?.deliveryFees),
  ...toStoreDeliveryFees(row?.deliveryFees ?? NO_DELIVERY_FEES),
});

const areaOf = (row: BusinessSettingsRow | undefined): DeliveryArea => ({
  regions: row?.deliveryRegions ?? [...DEFAULT_DELIVERY_AREA.regions],
  suburbs: row?.deliverySuburbs ?? [...DEFAULT_DELIVERY_AREA.suburbs],
});

function refuse(fields: FieldErrors): never {
  const names = Object.keys(fields);
  throw new BadRequest(
    `Please check ${names.length === 1 ? 'this field' : 'these fields'}: ${names.join(', ')}`,
    'VALIDATION_FAILED',
    fields,
  );
}

/** Zod's issues keyed by their path (`zones.0.fee`). */
function fieldsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return fields;
}

/**
 * The form checked: formats by the contract, then every zone a place of the delivery area (a fee
 * for a place the bakery does not deliver to could never be charged), named by the list's spelling,
 * each place once. Null when the owner switched fees off.
 */
export function parseDeliveryFeesForm(input: unknown, area: DeliveryArea): DeliveryFees | null {
  const parsed = AdminSaveDeliveryFees.safeParse(input);
  if (!parsed.success) refuse(fieldsOf(parsed.error));
  const form = parsed.data;
  if (!form.charging) return null;
  const fields: FieldErrors = {};
  const zones: DeliveryFeeZone[] = [];
  const areaRegions = area.regions.map((name) => findRegion(name)?.code);
  form.zones.forEach((zone, index) => {
    const region = findRegion(zone.region);
    if (!region || !areaRegions.includes(region.code)) {
      fields[`zones.${index}.region`] = `${zone.region.slice(0, 100)} is not a region of the delivery area`;
      return;
    }
    let suburb: string | null = null;
    if (zone.suburb) {
      suburb = region.suburbs.find((s) => foldPlaceName(s) === foldPlaceName(zone.suburb!)) ?? null;
      const delivered =
        suburb && (!area.suburbs.length || area.suburbs.some((s) => foldPlaceName(s) === foldPlaceName(suburb!)));
      if (!delivered) {
        fields[`zones.${index}.suburb`] = `${zone.suburb.slice(0, 100)} is not a suburb of the delivery area`;
        return;
      }
    }
    if (zones.some((z) => z.region === region.name && z.suburb === suburb)) {
      fields[`zones.${index}.suburb`] = `${suburb ?? region.name} has a fee already`;
      return;
    }
    zones.push({ region: region.name, suburb, feeCents: parseMoney(zone.fee) });
  });
  if (Object.keys(fields).length) refuse(fields);
  return {
    baseFeeCents: parseMoney(form.baseFee),
    freeOverCents: form.freeOver === null ? null : parseMoney(form.freeOver),
    zones,
  };
}

export function createDeliveryFeesService(db: Db, settings: Pick<SettingsService, 'invalidate'>) {
  return {
    /** GET /api/admin/delivery-fees, read fresh. */
    async get(): Promise<AdminDeliveryFees> {
      return toAdmin(await findBusinessSettings(db));
    },
    /** PUT /api/admin/delivery-fees: checked, stored and audited in one transaction. */
    async save(input: unknown, actor: Actor): Promise<AdminDeliveryFees> {
      const row = await db.transaction(async (tx) => {
        const before = await findBusinessSettings(tx);
        const fees = parseDeliveryFeesForm(input, areaOf(before));
        const saved = await saveDeliveryFees(tx, fees);
        await recordAudit(tx, actor, {
          action: 'settings.delivery_fees',
          entity: 'business_settings',
          entityId: '1',
          details: { before: before?.deliveryFees ?? null, after: fees },
        });
        // Every server copy drops its cached settings when this commits (cache-invalidation.ts).
        await notifyOnCommit(tx, SETTINGS_CHANGED_CHANNEL, {});
        return saved;
      });
      settings.invalidate();
      return toAdmin(row);
    },
  };
}
