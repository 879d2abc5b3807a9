/** Checkout and order shapes (storefront sections 3 and 7). Money as the spec's strings. */
import { z } from 'zod';
import { CALENDAR_DATE_PATTERN } from '../domain/delivery';
import { findRegion, isKnownSuburb } from '../domain/nz-regions';
import { CartSessionId, MoneyString, Uuid } from './common';

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), 'must be a single line');

/** True for a `YYYY-MM-DD` that is on the calendar (no 31 February, no month 13, no year 0). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date like 2026-12-24 that exists; checked here so no query ever runs with an impossible one. */
export const calendarDate = (message: string) =>
  z.string().regex(CALENDAR_DATE_PATTERN, message).refine(isCalendarDate, message);

export const StoreCreatePaymentIntent = z.object({
  sessionId: CartSessionId,
  /**
   * A loyalty reward to spend points on now, or (`voucherId`) a voucher bought on /loyalty: one
   * per order; its discount is part of the amount charged, its points reserved with the intent.
   */
  rewardId: Uuid.nullable().optional(),
  voucherId: Uuid.nullable().optional(),
  /**
   * Where the order goes, as far as the form knows (issue 26): the delivery fee for it is in the
   * amount. Left out: no fee yet; the details bound later must cost the fee priced (else 409).
   */
  delivery: z
    .object({
      fulfilment: z.enum(['delivery', 'pickup']),
      city: line(80).default(''),
      suburb: line(80).default(''),
    })
    .nullable()
    .optional(),
});
export type StoreCreatePaymentIntent = z.input<typeof StoreCreatePaymentIntent>;

/** The delivery (or pickup) details of the checkout form (storefront section 3). */
export const StoreDeliveryAddress = z
  .object({
    fulfilment: z.enum(['delivery', 'pickup']).default('delivery'),
    fullName: line(100).pipe(z.string().min(1, 'fullName is required')),
    email: line(254).pipe(z.email('email must be a valid e-mail address')),
    phone: line(40).pipe(z.string().regex(/^[+()\d\s-]{5,40}$/, 'phone must be a phone number')),
    address: line(200).default(''),
    city: line(80).default(''),
    suburb: line(80).default(''),
    postalCode: line(4).default(''),
    specialInstructions: z.string().trim().max(1000, 'specialInstructions must be at most 1000 characters').default(''),
    deliveryDate: calendarDate('deliveryDate must be a date like 2026-12-24'),
    deliveryTime: z.string().max(20),
  })
  .superRefine((value, ctx) => {
    if (value.fulfilment !== 'delivery') return;
    if (!value.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'address is required for delivery' });
    if (!/^\d{4}$/.test(value.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'postalCode must be 4 digits' });
    }
    const region = findRegion(value.city);
    if (!region) ctx.addIssue({ code: 'custom', path: ['city'], message: 'city must be a New Zealand region' });
    else if (value.suburb && !isKnownSuburb(region, value.suburb)) {
      ctx.addIssue({ code: 'custom', path: ['suburb'], message: `suburb is not in ${region.name}` });
    }
  });
export type StoreDeliveryAddress = z.input<typeof StoreDeliveryAddress>;

export const StoreCheckoutDetails = z.object({
  sessionId: CartSessionId,
  paymentIntentId: z.string().min(1).max(100),
  deliveryAddress: StoreDeliveryAddress,
});
export type StoreCheckoutDetails = z.input<typeof StoreCheckoutDetails>;

/** POST /api/confirm-order: the same details as saved before the payment. */
export const StoreConfirmOrder = StoreCheckoutDetails;
export type StoreConfirmOrder = StoreCheckoutDetails;

export const StoreCheckoutLine = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  unitPrice: MoneyString,
  lineTotal: MoneyString,
  featured: z.boolean(),
});

export const StorePaymentIntentReply = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  gateway: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
  /** The reward discount in dollars, and the discounts that make it up. */
  discount: z.number(),
  appliedDiscounts: z.array(z.object({ name: z.string(), type: z.string(), amount: z.number() })),
  subtotal: MoneyString,
  /** The delivery fee in the total (issue 26): for the place named when preparing; "0.00" for none. */
  deliveryFee: MoneyString.optional(),
  gst: MoneyString,
  total: MoneyString,
  /**
   * Store credit spent before the card, and what the card is charged: the total less the credit
   * ("0.00" when credit pays it all and no card is asked for). Decision 0202.
   */
  storeCredit: MoneyString.optional(),
  amountDue: MoneyString.optional(),
  pricesIncludeGst: z.boolean(),
  /** False while the shop is not GST-registered: no GST was added and none is shown (issue 26). */
  gstRegistered: z.boolean().optional(),
  pointsToEarn: z.number().int(),
  lines: z.array(StoreCheckoutLine),
});
export type StorePaymentIntentReply = z.infer<typeof StorePaymentIntentReply>;

export const StoreOrderItem = z.object({
  /**
   * The product, for the customer's "Review" action on /orders; null once the product was
   * deleted. Optional: the staff views built from other queries (production sheet) leave it out.
   */
  productId: z.string().nullable().optional(),
  productName: z.string(),
  productImage: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  price: MoneyString,
  /** The message on the cake board (decision 0032), or null. */
  message: z.string().nullable(),
  /** The line, for the customer's edit of its cake message (issue 24); absent from staff's other views. */
  id: z.string().optional(),
});

export type StoreOrderItem = z.infer<typeof StoreOrderItem>;

export const StoreOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  status: z.string(),
  fulfilment: z.enum(['delivery', 'pickup']),
  totalAmount: MoneyString,
  subtotal: MoneyString,
  discount: MoneyString,
  /** The delivery fee charged (issue 26); absent from answers made before it existed: none. */
  deliveryFee: MoneyString.optional(),
  gst: MoneyString,
  pointsEarned: z.number().int(),
  createdAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  deliveryAddress: z.string().nullable(),
  deliverySuburb: z.string().nullable(),
  deliveryCity: z.string().nullable(),
  deliveryPostalCode: z.string().nullable(),
  deliveryPhone: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  deliveryTime: z.string().nullable(),
  items: z.array(StoreOrderItem),
  /**
   * Until when the customer may move, edit or cancel the order online (issue 24, decision 0197);
   * null once they no longer can. Sent on the customer's order lists only.
   */
  changesUntil: z.string().nullable().optional(),
  /**
   * Staff's partial refunds of the order (issue 24, decision 0200): how much, when and why. Absent
   * where an answer does not carry them (the confirmation, the staff views).
   */
  refunds: z
    .array(
      z.object({
        amount: MoneyString,
        reason: z.string(),
        refundedAt: z.string(),
        /** The part of the amount given back as store credit (decision 0220); absent: none. */
        storeCredit: MoneyString.optional(),
      }),
    )
    .optional(),
  /** What store credit paid of the total (decision 0202); absent when it paid nothing. */
  storeCreditPaid: MoneyString.optional(),
});
export type StoreOrder = z.infer<typeof StoreOrder>;

export const StoreSlotsQuery = z.object({
  date: calendarDate('date must be a real date like 2026-12-24'),
  fulfilment: z.enum(['delivery', 'pickup']).default('delivery'),
  /** With the cart's session, slots also respect its products' notice (custom cakes: 48 hours). */
  sessionId: CartSessionId.optional(),
});
export const StoreSlot = z.object({
  time: z.string(),
  available: z.boolean(),
  reason: z.string().nullable(),
  /**
   * Orders of this cart's size the kitchen still has minutes for (issue 23); null when unlimited or
   * closed. Absent from answers made before it existed: read as null.
   */
  left: z.number().int().nullable().default(null),
});
export type StoreSlot = z.infer<typeof StoreSlot>;

/** POST /api/checkout/details answers that the details are bound (and the slot held). */
export const StoreSaveDetailsReply = z.object({ saved: z.literal(true) });

/** The embedded test gateway's card endpoints, called by the checkout's test card form. */
export const TestCardConfirm = z.object({
  clientSecret: z.string().min(10).max(200),
  card: z.object({
    number: z.string().regex(/^[\d\s]{12,23}$/, 'card number must be 12 to 19 digits'),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
    name: z.string().trim().min(1).max(100),
  }),
});
export const TestCardAuthenticate = z.object({ clientSecret: z.string().min(10).max(200), approve: z.boolean() });
export const TestCardReply = z.object({
  status: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type TestCardReply = z.infer<typeof TestCardReply>;
