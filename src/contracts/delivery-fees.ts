/** Delivery fees by zone (issue 26, decision 0210), as the storefront reads them and owners save them. */
import { z } from 'zod';
import type { DeliveryFees } from '../domain/delivery-fees';
import { formatMoneyString } from '../domain/money';
import { MoneyString } from './common';

/** In GET /api/business-settings: every fee the shop charges, so no fee is first seen at payment. */
export const StoreDeliveryFees = z.object({
  /** Anywhere in the delivery area no zone names. */
  baseFee: MoneyString,
  /** From this cart subtotal up delivery is free; null: never free. */
  freeOver: MoneyString.nullable(),
  zones: z.array(z.object({ region: z.string(), suburb: z.string().nullable(), fee: MoneyString })),
});
export type StoreDeliveryFees = z.infer<typeof StoreDeliveryFees>;

/** GET /api/admin/delivery-fees: the fees, and whether the owner ever set any (null row: no fee). */
export const AdminDeliveryFees = StoreDeliveryFees.extend({ charging: z.boolean() });
export type AdminDeliveryFees = z.infer<typeof AdminDeliveryFees>;

const MAX_FEE = 1000;

/** A fee like 8.50: never below zero (a negative fee would pay the customer to order). */
const fee = (field: string) =>
  z
    .string({ error: `${field} must be an amount like 8.50` })
    .trim()
    .refine((v) => !v.startsWith('-'), `${field} cannot be below zero`)
    // eslint-disable-next-line security/detect-unsafe-regex -- bounded repeats, no nested ambiguity: linear time
    .regex(/^\d{1,4}(\.\d{1,2})?$/, `${field} must be an amount like 8.50`)
    .refine((v) => Number(v) <= MAX_FEE, `${field} must be at most ${MAX_FEE}.00`);

/**
 * PUT /api/admin/delivery-fees. `charging` false stores no fees at all (free delivery everywhere in
 * the area). Zone places are checked against the place list and the delivery area by the service.
 */
export const AdminSaveDeliveryFees = z
  .object({
    charging: z.boolean({ error: 'charging must be true or false' }),
    baseFee: fee('baseFee'),
    freeOver: fee('freeOver').nullable(),
    zones: z
      .array(
        z
          .object({
            region: z.string().trim().min(1, 'region is required').max(100),
            suburb: z.string().trim().max(100).nullable(),
            fee: fee('fee'),
          })
          .strict(),
      )
      .max(200, 'at most 200 zones'),
  })
  .strict();
export type AdminSaveDeliveryFees = z.input<typeof AdminSaveDeliveryFees>;

export const toStoreDeliveryFees = (fees: DeliveryFees): StoreDeliveryFees => ({
  baseFee: formatMoneyString(fees.baseFeeCents),
  freeOver: fees.freeOverCents === null ? null : formatMoneyString(fees.freeOverCents),
  zones: fees.zones.map((zone) => ({
    region: zone.region,
    suburb: zone.suburb,
    fee: formatMoneyString(zone.feeCents),
  })),
});
