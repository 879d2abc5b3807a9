/**
 * Custom cakes (issue 25): the customer's request, the commission as the customer and staff see
 * it, staff's quote and question, and the payment and cancellation answers. Money is the spec's
 * numeric strings ("12.50").
 */
import { z } from 'zod';
import { CAKE_SIZES, COMMISSION_STATES, MAX_INSTALMENTS, MAX_REFERENCE_PHOTOS } from '../domain/commissions';
import { DELIVERY_SLOTS, isCalendarDate } from '../domain/delivery';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from './admin-catalog';
import { MoneyString } from './common';

export const COMMISSION_OCCASIONS = ['Wedding', 'Birthday', 'Corporate', 'Special event', 'Other'] as const;

const CalendarDate = z.string().refine(isCalendarDate, 'must be a date like 2026-12-24');
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);
/** A photo as the shop stored it from the presigned upload (decision 0052): its served path. */
export const CommissionPhotoPath = z
  .string()
  .regex(/^\/objects\/products\/[0-9a-f-]{36}\.webp$/, 'must be a photo uploaded here');

export const StoreCommissionRequest = z
  .object({
    dateNeeded: CalendarDate,
    slot: z.enum(DELIVERY_SLOTS, { error: 'Choose a collection time' }),
    occasion: z.enum(COMMISSION_OCCASIONS, { error: 'Choose an occasion' }),
    size: z.union(
      CAKE_SIZES.map((size) => z.literal(size)),
      { error: 'Choose a size of 4, 6, 8, 10 or 12 inches' },
    ),
    servings: z.number().int().min(1, 'At least one serving').max(300, 'At most 300 servings').nullish(),
    flavours: text('Flavours', 300),
    designNotes: text('Design notes', 2000),
    message: z.string().trim().max(60, 'The message must be at most 60 characters').nullish(),
    photos: z.array(CommissionPhotoPath).max(MAX_REFERENCE_PHOTOS, 'Up to 3 reference photos').default([]),
    budget: MoneyString.nullish(),
    phone: z.string().trim().max(40).nullish(),
  })
  .strict();
export type StoreCommissionRequest = z.input<typeof StoreCommissionRequest>;

export const CommissionQuoteLine = z.object({
  kind: z.enum(['base', 'design', 'decoration']),
  label: text('Label', 80),
  // Signed on purpose: a negative line is refused by the quote's rules with its field named.
  // eslint-disable-next-line security/detect-unsafe-regex -- bounded repeats, no nested ambiguity: linear time
  amount: z.string().regex(/^-?\d{1,6}(\.\d{1,2})?$/, 'must be an amount like 12.50'),
});

export const CommissionInstalment = z.object({
  number: z.number().int(),
  amount: MoneyString,
  dueDate: z.string(),
  paid: z.boolean(),
});

export const CommissionRefundTier = z.object({ when: z.string(), keep: MoneyString, keepPercent: z.number() });

export const CommissionQuote = z.object({
  version: z.number().int(),
  lines: z.array(CommissionQuoteLine),
  rush: MoneyString,
  total: MoneyString,
  deposit: MoneyString,
  balance: MoneyString,
  balanceDueDate: z.string(),
  validUntil: z.string(),
  note: z.string().nullable(),
  /** The cancellation schedule for this price, shown before paying. */
  refundSchedule: z.array(CommissionRefundTier),
  /** How the balance is paid (decision 0217): one instalment, or up to three over $200. */
  instalments: z.array(CommissionInstalment),
});

export const CommissionMessage = z.object({
  author: z.enum(['customer', 'staff']),
  body: z.string(),
  createdAt: z.string(),
});

export const CommissionStage = z.enum([...COMMISSION_STATES, 'awaiting_balance', 'expired']);

export const StoreCommission = z.object({
  id: z.string(),
  reference: z.string(),
  state: z.enum(COMMISSION_STATES),
  stage: CommissionStage,
  dateNeeded: z.string(),
  slot: z.string(),
  occasion: z.string(),
  size: z.number(),
  servings: z.number().nullable(),
  flavours: z.string(),
  designNotes: z.string(),
  message: z.string().nullable(),
  budget: MoneyString.nullable(),
  photos: z.array(z.string()),
  quote: CommissionQuote.nullable(),
  paid: MoneyString,
  refunded: MoneyString,
  orderId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(['customer', 'staff']).nullable(),
  /** The balance's payment the customer may make now (the next instalment), or null. */
  nextPayment: z
    .object({ number: z.number().int(), of: z.number().int(), amount: MoneyString, dueDate: z.string() })
    .nullable(),
  /** What cancelling now would refund (null once there is nothing to cancel). */
  refundIfCancelledNow: MoneyString.nullable(),
  messages: z.array(CommissionMessage),
  createdAt: z.string(),
});
export type StoreCommission = z.infer<typeof StoreCommission>;

export const AdminCommission = StoreCommission.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type AdminCommission = z.infer<typeof AdminCommission>;

export const AdminCommissionQuote = z
  .object({
    lines: z.array(CommissionQuoteLine).min(1, 'Add the base price').max(12),
    note: z.string().trim().max(1000).nullish(),
    depositPercent: z.number().int().min(10, 'At least 10%').max(100, 'At most 100%').optional(),
    validityDays: z.number().int().min(1).max(14).optional(),
    balanceDaysBefore: z.number().int().min(0).max(60).optional(),
    /** Over $200 the balance may be paid in up to 3 instalments (decision 0217); 1 by default. */
    instalments: z
      .number({ error: 'instalments must be a number' })
      .int('instalments must be a whole number')
      .min(1, 'at least 1 instalment')
      .max(MAX_INSTALMENTS, `at most ${MAX_INSTALMENTS} instalments`)
      .optional(),
    /** The quote version staff saw: a second admin quoting at once gets 409 instead of overwriting. */
    expectedVersion: z.number().int().min(0),
  })
  .strict();
export type AdminCommissionQuote = z.input<typeof AdminCommissionQuote>;

export const CommissionMessageBody = z.object({ body: text('Message', 2000) }).strict();
export const CommissionCancel = z.object({ reason: z.string().trim().max(500).nullish() }).strict();

/** What the browser needs to take the card for a deposit or balance (one intent per payment). */
export const CommissionPaymentReply = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: MoneyString,
  gateway: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type CommissionPaymentReply = z.infer<typeof CommissionPaymentReply>;

export const CommissionConfirmPayment = z.object({ paymentIntentId: z.string().min(1).max(200) }).strict();

export const CommissionCancelReply = z.object({ commission: StoreCommission, refund: MoneyString });

export const CommissionPhotoUpload = z
  .object({
    contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: 'Please select an image file' }),
    size: z.number().int().min(1, 'The file is empty').max(MAX_UPLOAD_BYTES, 'Image must be less than 10MB'),
  })
  .strict();
export const CommissionPhotoRegister = z.object({ imageURL: z.string().trim().min(1).max(2048) }).strict();
export const CommissionPhotoResult = z.object({ objectPath: z.string() });

/** What the live bus carries of a new request (issue 25): enough for a push, no personal data. */
export const CommissionRequestedEvent = z.object({
  id: z.uuid(),
  reference: z.string(),
  dateNeeded: z.string(),
});
export type CommissionRequestedEvent = z.infer<typeof CommissionRequestedEvent>;
