/**
 * A customer's own changes to an order before the lock (issue 24, decision 0197): move it to
 * another date and slot, edit the cake messages, the delivery address and the instructions, or
 * cancel it. Nothing that changes the price (items, sizes) is offered.
 */
import { z } from 'zod';
import { CAKE_MESSAGE_MAX_LENGTH } from '../domain/cake-message';
import { findRegion, isKnownSuburb } from '../domain/nz-regions';
import { calendarDate } from './checkout';
import { Uuid } from './common';

const line = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), `${name} must be a single line`);

/** POST /api/orders/{id}/move: the new date and slot, checked as a new order's are. */
export const StoreMoveOrder = z
  .object({
    deliveryDate: calendarDate('deliveryDate must be a date like 2026-12-24'),
    deliveryTime: z.string({ error: 'deliveryTime is required' }).max(20, 'deliveryTime is not a slot'),
  })
  .strict();
export type StoreMoveOrder = z.input<typeof StoreMoveOrder>;

/** A delivery address as the checkout takes it: a New Zealand region, its suburb, four digits. */
export const StoreOrderAddress = z
  .object({
    address: line('address', 200).pipe(z.string().min(1, 'address is required for delivery')),
    suburb: line('suburb', 80).default(''),
    city: line('city', 80),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'postalCode must be 4 digits'),
  })
  .strict()
  .superRefine((value, ctx) => {
    const region = findRegion(value.city);
    if (!region) ctx.addIssue({ code: 'custom', path: ['city'], message: 'city must be a New Zealand region' });
    else if (value.suburb && !isKnownSuburb(region, value.suburb)) {
      ctx.addIssue({ code: 'custom', path: ['suburb'], message: `suburb is not in ${region.name}` });
    }
  });

/** PATCH /api/orders/{id}: any of the three; what is left out stays as it is. */
export const StoreEditOrder = z
  .object({
    address: StoreOrderAddress.optional(),
    specialInstructions: z
      .string({ error: 'specialInstructions must be text' })
      .trim()
      .max(1000, 'specialInstructions must be at most 1000 characters')
      .optional(),
    /** New cake messages for lines that carry one; the domain's rules check each. */
    messages: z
      .array(
        z
          .object({
            itemId: Uuid,
            message: z.string().max(CAKE_MESSAGE_MAX_LENGTH * 4, 'message is too long'),
          })
          .strict(),
      )
      .max(50, 'too many messages')
      .optional(),
  })
  .strict()
  .refine((v) => v.address !== undefined || v.specialInstructions !== undefined || v.messages !== undefined, {
    message: 'nothing to change: send address, specialInstructions or messages',
    path: ['body'],
  });
export type StoreEditOrder = z.input<typeof StoreEditOrder>;

/** POST /api/orders/{id}/cancel: an optional word on why, for the kitchen. */
export const StoreCancelOrder = z
  .object({
    reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
  })
  .strict();
export type StoreCancelOrder = z.input<typeof StoreCancelOrder>;
