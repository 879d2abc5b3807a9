/**
 * Tables in code. Columns are snake_case in SQL (drizzle `casing`), camelCase here.
 * Money is integer cents everywhere (`*Cents`); the API turns it into the spec's "12.50" strings.
 */
import { sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../domain/cart';
import type { Allergen, DietaryTag } from '../../domain/allergens';
import {
  DEFAULT_LEAD_TIME_MINUTES,
  DEFAULT_SAME_DAY_CUTOFF_MINUTES,
  DEFAULT_SLOT_CAPACITY,
  type FulfilmentMethod,
} from '../../domain/delivery';
import type { HolidayHours, HolidayHoursKey } from '../../domain/calendar';
import type { KitchenCapacity } from '../../domain/kitchen-capacity';
import type { DeliveryFees } from '../../domain/delivery-fees';
import { NEW_ORDER_STATUS } from '../../domain/order-status';
import { DEFAULT_STAFF_REFUND_LIMIT_CENTS } from '../../domain/staff-refunds';
import { DEFAULT_CHANGES_LOCK_HOURS } from '../../domain/order-changes';
import { REVIEW_STATUSES } from '../../domain/reviews';
import {
  COMMISSION_EFFORT_MINUTES,
  COMMISSION_STATES,
  type CommissionTerms,
  type Instalment,
  type QuoteLine,
  type RefundTier,
} from '../../domain/commissions';
import { VARIANT_SIZES } from '../../domain/variant-sizes';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  icon: text(),
  description: text(),
  showOnHomePage: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    fullDescription: text(),
    priceCents: integer().notNull(),
    originalPriceCents: integer(),
    // The category's slug, as the spec's product payloads carry it; renaming a slug follows.
    category: text()
      .notNull()
      .references(() => categories.slug, { onUpdate: 'cascade', onDelete: 'restrict' }),
    image: text().notNull(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bestseller: boolean().notNull().default(false),
    seasonal: boolean().notNull().default(false),
    inStock: boolean().notNull().default(true),
    /** Set instead of deleting a product that orders or checkouts refer to: hidden everywhere, history intact. */
    archivedAt: timestamp({ withTimezone: true }),
    featured: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    /** Declared allergens (domain/allergens.ts) and dietary tags; public, shown as a notice. */
    allergens: text()
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietary: text()
      .array()
      .$type<DietaryTag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Allergens by required name (issue 26): "may be present" apart from what it contains, and the
     * ingredient list the counter's allergen card prints. */
    mayContain: text()
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ingredients: text().notNull().default(''),
    /** Hours of notice the kitchen needs beyond the shop's lead time (custom and tiered cakes: 48). */
    noticeHours: integer().notNull().default(0),
    /** Kitchen minutes per unit (issue 23); a variant may set its own. Defaults by category: decision 0176. */
    effortMinutes: integer().notNull().default(0),
    /**
     * Issue 23 (decisions 0179, 0180): units the kitchen makes per fulfilment day (null: no limit),
     * counted live from orders and holds, so nothing restocks; and a pre-order window (all three
     * set, or none): orderable only between the two instants and only for the listed dates.
     */
    dailyBatch: integer(),
    preorderOpensAt: timestamp({ withTimezone: true }),
    preorderClosesAt: timestamp({ withTimezone: true }),
    preorderDates: date().array(),
    adminNotes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured}`),
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_effort_not_negative', sql`${t.effortMinutes} >= 0`),
    check('products_daily_batch_non_negative', sql`${t.dailyBatch} >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text({ enum: VARIANT_SIZES }).notNull(),
    priceCents: integer().notNull(),
    serves: text(),
    available: boolean().notNull().default(true),
    /** Kitchen minutes per unit of this size; null means the product's. */
    effortMinutes: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_variants_product_size_uq').on(t.productId, t.size),
    check('product_variants_effort_not_negative', sql`${t.effortMinutes} >= 0`),
    check('product_variants_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/** A person as the identity provider knows them, keyed by (issuer, subject), plus their profile. */
export const users = pgTable(
  'users',
  {
    id: id(),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text(),
    emailVerified: boolean().notNull().default(false),
    name: text(),
    firstName: text(),
    lastName: text(),
    phone: text(),
    addressLine1: text(),
    addressLine2: text(),
    suburb: text(),
    city: text(),
    state: text(),
    postalCode: text(),
    country: text().notNull().default('New Zealand'),
    profileImageUrl: text(),
    /**
     * Staff (an admin by the token's roles or ADMIN_EMAILS) as of their latest call: staff are not
     * listed as customers. The token decides on every call; this only remembers it for the lists.
     */
    isStaff: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_issuer_subject_uq').on(t.issuer, t.subject), index('users_email_idx').on(t.email)],
);

/**
 * A customer's totals as the admin's customer list shows them (issue 27, decision 0214): orders
 * that count (not cancelled) and what they spent (paid minus refunded), kept by
 * `applyCustomerTotals` in the transaction of every order write, so the list reads one row per
 * customer instead of every order. No row means no orders; the row goes with the account.
 */
export const customerTotals = pgTable(
  'customer_totals',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderCount: integer().notNull().default(0),
    spentCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  // The dashboard's top customers read the first few rows of this order (decision 0224).
  (t) => [index('customer_totals_spent_idx').on(t.spentCents.desc(), t.orderCount.desc())],
);

/**
 * The shop's orders per Auckland day of placing and status, with their totals (issue 27, decision
 * 0224): the dashboard's all-time counts, takings, status overview and 30-day chart read these
 * rows (a few per day) instead of every order. Kept by `applyShopTotals` in the transaction of
 * every order write, beside the customer totals; Clear All Orders empties it.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    day: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    orderCount: integer().notNull().default(0),
    totalCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** One line of a session's cart. It records what was chosen; the price is computed when read. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    sessionId: uuid().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    size: text().notNull(),
    quantity: integer().notNull(),
    // Added through the featured special offer (20% off), recorded by the server, never the client.
    featured: boolean().notNull().default(false),
    customization: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Adding the same product and size twice merges into one line (an upsert on this key).
    uniqueIndex('cart_items_line_uq').on(t.sessionId, t.productId, t.size, t.featured),
    index('cart_items_session_idx').on(t.sessionId),
    check(
      'cart_items_quantity_range',
      sql`${t.quantity} between ${sql.raw(String(MIN_LINE_QUANTITY))} and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: integer().notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid(),
    /** One of ORDER_STATUSES (src/domain/order-status.ts). */
    status: text().notNull().default(NEW_ORDER_STATUS),
    fulfilment: text({ enum: ['delivery', 'pickup'] })
      .notNull()
      .default('delivery'),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    /** The delivery fee charged (issue 26, decision 0210): in the total and its GST; 0 for pickup. */
    deliveryFeeCents: integer().notNull().default(0),
    gstCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    pointsEarned: integer().notNull().default(0),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    deliveryPhone: text(),
    deliveryAddress: text(),
    deliverySuburb: text(),
    deliveryCity: text(),
    deliveryPostalCode: text(),
    specialInstructions: text(),
    deliveryDate: date(),
    deliveryTime: text(),
    stripePaymentIntentId: text().notNull(),
    checkoutId: uuid(),
    rewardId: uuid(),
    /** Set when staff cancel the order (its payment refunded); status is then 'cancelled'. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    refundedCents: integer().notNull().default(0),
    /**
     * What store credit paid of the total (decision 0202), copied from its checkout: refunds give
     * this share back as credit, the rest to the card (decision 0220).
     */
    storeCreditCents: integer().notNull().default(0),
    /** The kitchen minutes the order takes in its slot and day (issue 23), fixed when it was made. */
    effortMinutes: integer().notNull().default(0),
    /**
     * Set when the customer deleted their account while this order was still to come: its name
     * and contact details stay for fulfilment until it is delivered or cancelled, then the
     * account module's sweep removes them and clears this (docs/decisions/0104).
     */
    anonymiseWhenClosed: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Exactly one order per payment intent: a second fulfilment can never create another.
    uniqueIndex('orders_payment_intent_uq').on(t.stripePaymentIntentId),
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_session_idx').on(t.sessionId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_delivery_slot_idx').on(t.deliveryDate, t.deliveryTime),
    // The sweep's few waiting orders, found without reading the rest.
    index('orders_anonymise_when_closed_idx')
      .on(t.status)
      .where(sql`${t.anonymiseWhenClosed}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    productImage: text(),
    size: text(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    lineTotalCents: integer().notNull(),
    /** The message on the cake board, as the customer wrote it (plain text). */
    customization: text(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** One line of a partial refund by lines (decision 0200), as it was when refunded. */
export interface RefundedLine {
  itemId: string;
  productName: string;
  size: string | null;
  quantity: number;
  amountCents: number;
}

/**
 * Partial refunds by staff (issue 24, decision 0200): one row per refund, reserved ('pending')
 * under the order's row lock before the gateway is asked, then 'refunded'; a refusal deletes the
 * row. `orders.refunded_cents` is Σ amount of the refunded rows (plus a whole-order cancel's rest).
 * The idempotency key (one per opened dialog) makes a double click or a retry the same refund.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'refunded'] })
      .notNull()
      .default('pending'),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    /** The lines refunded, or null for a refund of an amount. */
    lines: jsonb().$type<RefundedLine[]>(),
    idempotencyKey: text().notNull(),
    /** Points this refund took back of what the order earned (taken from the balance or owed). */
    pointsReversed: integer().notNull().default(0),
    /**
     * The part of the amount given back as store credit, not to the card: the order's credit share
     * of it (decision 0220), fixed when the refund is reserved so the gateway is asked for the rest.
     */
    creditCents: integer().notNull().default(0),
    createdByUserId: uuid(),
    createdByEmail: text(),
    createdAt: createdAt(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_order_key_uq').on(t.orderId, t.idempotencyKey),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalPoints: integer().notNull().default(0),
    totalSpentCents: integer().notNull().default(0),
    /**
     * Points a refunded order earned that were already spent and could not be taken back
     * (decision 0108): the next points the account receives repay them first. Σ ledger `owed`.
     */
    pointsOwed: integer().notNull().default(0),
    memberSince: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('loyalty_accounts_points_non_negative', sql`${t.totalPoints} >= 0`),
    check('loyalty_accounts_owed_non_negative', sql`${t.pointsOwed} >= 0`),
  ],
);

export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
    pointsCost: integer().notNull(),
    discountType: text({ enum: ['percentage', 'fixed_amount'] }).notNull(),
    // Percent for 'percentage' and dollars for 'fixed_amount', both kept in hundredths.
    discountValueHundredths: integer().notNull(),
    minimumSpendCents: integer().notNull().default(0),
    maxUses: integer(),
    currentUses: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    // Set when an admin deletes a reward that was ever redeemed: hidden, kept for history.
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('loyalty_rewards_cost_positive', sql`${t.pointsCost} >= 1`),
    check('loyalty_rewards_uses_within_max', sql`${t.maxUses} is null or ${t.currentUses} <= ${t.maxUses}`),
  ],
);

/**
 * A reward taken by a customer: 'available' is a voucher redeemed on /loyalty, held for a later
 * checkout; 'reserved' at checkout, then 'committed' with the order or 'released'. 'voided': an
 * unused voucher taken back because the order whose points bought it was refunded (decision 0108).
 */
export const loyaltyRedemptions = pgTable(
  'loyalty_redemptions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: uuid()
      .notNull()
      .references(() => loyaltyRewards.id, { onDelete: 'restrict' }),
    status: text({ enum: ['available', 'reserved', 'committed', 'released', 'voided'] }).notNull(),
    /**
     * Where the points were spent: 'loyalty' (a voucher bought on /loyalty; released, it becomes
     * available again) or 'checkout' (reserved for a checkout; released, the points come back).
     */
    source: text({ enum: ['loyalty', 'checkout'] })
      .notNull()
      .default('loyalty'),
    /** The checkout that holds or used it. */
    checkoutId: uuid(),
    points: integer().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('loyalty_redemptions_user_idx').on(t.userId)],
);

/** The points ledger: the account balance always equals the sum of a user's entries. */
export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    points: integer().notNull(),
    description: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    redemptionId: uuid().references(() => loyaltyRedemptions.id, { onDelete: 'set null' }),
    /** How this row changes the points owed (decision 0108): + on a refund's shortfall, − when repaid. */
    owed: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_transactions_user_idx').on(t.userId, t.createdAt),
    // Points for an order are credited once (and reversed once); a partial refund's reversal is
    // one row per refund, so that type is left out (decision 0200).
    uniqueIndex('loyalty_transactions_order_type_uq')
      .on(t.orderId, t.type)
      .where(sql`${t.type} <> 'partially_reversed'`),
  ],
);

export interface OpeningHoursDay {
  open: string;
  close: string;
  closed: boolean;
}
export type OpeningHours = Record<
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday',
  OpeningHoursDay
>;

/** The shop's one row of business details (id is always 1). */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer().primaryKey().default(1),
    businessName: text(),
    deliveryInfo: text(),
    addressLine1: text(),
    addressLine2: text(),
    suburb: text(),
    city: text(),
    postalCode: text(),
    phone: text(),
    email: text(),
    minimumOrderCents: integer().notNull().default(2500),
    openingHours: jsonb().$type<OpeningHours>(),
    pricesIncludeGst: boolean().notNull().default(false),
    slotCapacity: integer().notNull().default(DEFAULT_SLOT_CAPACITY),
    /** Kitchen minutes per slot and per day, by weekday and for holidays (issue 23); null: from slotCapacity (decision 0177). */
    kitchenCapacity: jsonb().$type<KitchenCapacity>(),
    /** Where deliveries go: whole regions, or only these suburbs of them when any are listed. */
    deliveryRegions: text()
      .array()
      .notNull()
      .default(sql`'{Auckland}'::text[]`),
    deliverySuburbs: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A slot is offered only when it starts at least this long from now (preparation time). */
    leadTimeMinutes: integer().notNull().default(DEFAULT_LEAD_TIME_MINUTES),
    /** Same-day deliveries are taken only before this time of day, Auckland time (minutes past midnight). */
    sameDayCutoffMinutes: integer().notNull().default(DEFAULT_SAME_DAY_CUTOFF_MINUTES),
    /** Weekly delivery hours, the shape of openingHours; null means the spec's five slots, Monday to Saturday. */
    deliveryHours: jsonb().$type<OpeningHours>(),
    /**
     * Only the holidays whose hours staff changed (decision 0154): the others follow the built-in
     * defaults, so a corrected default reaches every shop that never touched that holiday.
     */
    holidayHours: jsonb()
      .$type<Partial<Record<HolidayHoursKey, HolidayHours>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Staff who are not owners refund up to this on their own; more needs an owner (decision 0195). */
    staffRefundLimitCents: integer().notNull().default(DEFAULT_STAFF_REFUND_LIMIT_CENTS),
    /** Customers change or cancel an order until this many hours before its slot starts (issue 24, decision 0197). */
    changesLockHours: integer().notNull().default(DEFAULT_CHANGES_LOCK_HOURS),
    /**
     * GST (issue 26, decision 0188): a registered shop adds or includes GST and issues tax invoices
     * under its GST number (digits only, checked); an unregistered one adds and shows no GST.
     */
    gstRegistered: boolean().notNull().default(true),
    gstNumber: text(),
    /** Delivery fees by zone with a free-over threshold (issue 26, decision 0210); null: no fee anywhere. */
    deliveryFees: jsonb().$type<DeliveryFees>(),
    /** Custom cakes' deposit, quote validity, balance days and refund schedule (decision 0218); null: the defaults. */
    commissionTerms: jsonb().$type<CommissionTerms>(),
    /**
     * "Pause new orders" (issue 23, decision 0182): paused while `ordersPausedAt` is set and
     * `ordersPauseUntil` (if any) has not passed; the message is what customers read.
     */
    ordersPausedAt: timestamp({ withTimezone: true }),
    ordersPauseMessage: text(),
    ordersPauseUntil: timestamp({ withTimezone: true }),
    /** Minutes added to the lead time on `pushBackDate` only (an Auckland day): it lapses by date (decision 0183). */
    pushBackMinutes: integer().notNull().default(0),
    pushBackDate: date(),
    updatedAt: updatedAt(),
  },
  (t) => [check('business_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Days staff close the shop (issue 22): both ends included, with the reason customers read. Rows
 * stay after they end (orders and refunds of those days were judged by them); reads ask for those
 * ending today or later.
 */
export const closures = pgTable(
  'closures',
  {
    id: id(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('closures_end_not_before_start', sql`${t.endDate} >= ${t.startDate}`),
    index('closures_end_date_idx').on(t.endDate),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text(),
    message: text().notNull(),
    source: text({ enum: ['contact', 'home'] }).notNull(),
    /** When staff marked the message handled; null while it waits in the admin's Messages. */
    handledAt: timestamp({ withTimezone: true }),
    handledBy: uuid(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Every admin write leaves one entry. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid(),
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb(),
    requestId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // Every request with a token asks whether its person deleted their account since it was issued.
    index('audit_log_account_deletions_idx')
      .on(t.entityId, t.createdAt)
      .where(sql`${t.action} = 'account.delete'`),
  ],
);

/** Who moved an order to which status, and when (shown in the admin's Order Details). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text(),
    toStatus: text().notNull(),
    changedByUserId: uuid(),
    changedByEmail: text(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Keys the server issued for uploads; only these may become product images. */
export const uploadedObjects = pgTable('uploaded_objects', {
  id: id(),
  key: text().notNull().unique(),
  contentType: text().notNull(),
  sizeBytes: integer(),
  status: text({ enum: ['issued', 'registered'] })
    .notNull()
    .default('issued'),
  createdBy: uuid(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Accounts of the built-in sign-in server (unused when an external OpenID provider is configured). */
export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    failedSignIns: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('identity_accounts_email_uq').on(sql`lower(${t.email})`)],
);

/** One-time links for e-mail confirmation and password reset; only a hash of the token is kept. */
export const identityTokens = pgTable(
  'identity_tokens',
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('identity_tokens_account_idx').on(t.accountId)],
);

/** oidc-provider's storage (sessions, grants, codes, refresh tokens), shared by every server copy. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    kind: text().notNull(),
    id: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Secrets the server makes on first start and every copy shares (signing keys, cookie keys). */
export const appSecrets = pgTable('app_secrets', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: createdAt(),
});

/** E-mails waiting to be sent: written in the same transaction as the event, sent after the request. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    // One e-mail per event: a second enqueue of the same key is ignored.
    dedupeKey: text().notNull().unique(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

export const CHECKOUT_STATUSES = ['open', 'superseded', 'fulfilled', 'refunding', 'refunded'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * A checkout: the priced snapshot of a cart, the delivery or pickup details and the payment intent
 * for exactly its amount. The order is made from this snapshot, never from the live cart.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    // Null once the account is deleted: a checkout may hold money, so it outlives its account
    // (its payment, if it lands, is refunded as `account_deleted`), never cascades away with it.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    cartSessionId: uuid().notNull(),
    // open → fulfilled, or → refunding → refunded when a paid snapshot cannot become an order;
    // superseded when the cart changed: its snapshot is never rewritten, a new checkout is made.
    status: text({ enum: CHECKOUT_STATUSES }).notNull().default('open'),
    cartVersion: text().notNull(),
    lines: jsonb().$type<CheckoutLine[]>().notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    /** The delivery fee priced for the address known when the payment was prepared (decision 0210). */
    deliveryFeeCents: integer().notNull().default(0),
    gstCents: integer().notNull(),
    totalCents: integer().notNull(),
    pointsToEarn: integer().notNull(),
    pricesIncludeGst: boolean().notNull(),
    /** Whether GST was charged at all: false while the shop is not GST-registered (issue 26). */
    gstRegistered: boolean().notNull().default(true),
    rewardId: uuid(),
    redemptionId: uuid(),
    paymentGateway: text().notNull(),
    paymentIntentId: text(),
    details: jsonb().$type<CheckoutDetails>(),
    orderId: uuid(),
    /** Why a paid checkout was refunded instead of becoming an order (`slot_full`, …). */
    refundReason: text(),
    /** When the reward reserved for this checkout was given back (changed choice, abandoned, refunded). */
    rewardReleasedAt: timestamp({ withTimezone: true }),
    /**
     * Store credit this checkout spends before the card (decision 0202), taken from the balance
     * with the insert; the card is charged `totalCents - storeCreditCents` (nothing when it covers all).
     */
    storeCreditCents: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkouts_payment_intent_uq').on(t.paymentIntentId),
    // The recovery sweep looks for paid checkouts that never settled.
    index('checkouts_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('open', 'superseded', 'refunding')`),
    // One open checkout per person and cart: a second create-payment-intent updates it.
    uniqueIndex('checkouts_open_uq')
      .on(t.userId, t.cartSessionId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A customer's store credit (decision 0202): the balance, kept in the same transaction as every
 * ledger row and never below zero, so two checkouts cannot spend the same credit.
 */
export const storeCreditAccounts = pgTable(
  'store_credit_accounts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('store_credit_accounts_balance_not_negative', sql`${t.balanceCents} >= 0`)],
);

/**
 * The store credit ledger: signed rows whose sum is the account's balance. 'granted' by staff
 * resolving a complaint on an order, 'spent' by a checkout, 'returned' to it when that checkout's
 * payment is cancelled, refunded or its order cancelled. Credit never expires.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['granted', 'spent', 'returned'] }).notNull(),
    amountCents: integer().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    checkoutId: uuid(),
    /** The partial refund that gave back this part of a checkout's credit (decision 0220). */
    refundId: uuid(),
    /** The complaint's reason (granted) or why the credit came back (returned). */
    note: text(),
    /** Who gave it (granted): the member of staff's e-mail. */
    actorEmail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_credit_entries_user_idx').on(t.userId, t.createdAt),
    // A checkout spends credit once and gets the rest back at most once; each partial refund
    // gives back its share once (decision 0220).
    uniqueIndex('store_credit_entries_checkout_kind_uq')
      .on(t.checkoutId, t.kind)
      .where(sql`${t.refundId} is null`),
    uniqueIndex('store_credit_entries_refund_uq')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    // A complaint about an order is resolved with credit once (a double click gives it once).
    uniqueIndex('store_credit_entries_granted_order_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'granted'`),
    check(
      'store_credit_entries_sign',
      sql`(${t.kind} = 'spent' and ${t.amountCents} < 0) or (${t.kind} <> 'spent' and ${t.amountCents} > 0)`,
    ),
  ],
);

export interface CheckoutLine {
  cartItemId: string;
  productId: string;
  productName: string;
  productImage: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  featured: boolean;
  /** The message on the cake board (decision 0032); absent in snapshots made before it existed. */
  message?: string | null;
  /** Hours of notice the product needs (custom cakes: 48); absent in older snapshots, meaning none. */
  noticeHours?: number;
  /** Kitchen minutes per unit (issue 23); absent in older snapshots, meaning none. */
  effortMinutes?: number;
}

export interface CheckoutDetails {
  fulfilment: FulfilmentMethod;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  suburb: string;
  city: string;
  postalCode: string;
  specialInstructions: string;
  deliveryDate: string;
  deliveryTime: string;
}

/**
 * A place held in a delivery slot by an open checkout whose details are bound, so that open
 * checkouts cannot overbook the slot. It lapses with the checkout: it counts only while the
 * checkout is open and until `expiresAt`. Loyalty's reward reservations follow the same rule.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    checkoutId: uuid()
      .primaryKey()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    deliveryDate: date().notNull(),
    deliveryTime: text().notNull(),
    /** The kitchen minutes the held order would take (issue 23). */
    effortMinutes: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('slot_holds_slot_idx').on(t.deliveryDate, t.deliveryTime)],
);

/** Payment provider events already handled (webhooks may arrive more than once). */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});

/** The embedded test gateway's payment intents (Stripe test-mode behaviour, no real money). */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text().primaryKey(),
    clientSecret: text().notNull(),
    idempotencyKey: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    metadata: jsonb().$type<Record<string, string>>().notNull(),
    lastError: text(),
    cardLast4: text(),
    amountRefunded: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('test_payment_intents_idempotency_uq').on(t.idempotencyKey)],
);

/**
 * Each refund the embedded test gateway made, as Stripe keeps refund objects: a partial refund's
 * idempotency key makes a retried request the same refund (decision 0200).
 */
export const testPaymentRefunds = pgTable(
  'test_payment_refunds',
  {
    id: id(),
    intentId: text()
      .notNull()
      .references(() => testPaymentIntents.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    idempotencyKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_payment_refunds_idempotency_uq').on(t.idempotencyKey)],
);

/**
 * Tax invoices and supply corrections (issue 26, decision 0189): one numbered document per order
 * and kind, numbered from one shop-wide sequence without gaps. What the document says (supplier,
 * GST number, amounts) is kept as issued, so a later change of settings never rewrites it.
 */
export const TAX_DOCUMENT_KINDS = ['invoice', 'correction'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    number: integer().notNull(),
    kind: text({ enum: TAX_DOCUMENT_KINDS }).notNull(),
    // Kept when staff clear the orders: issued documents are tax records (numbers stay gap-free).
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    supplierName: text().notNull(),
    gstNumber: text().notNull(),
    /**
     * The partial refund a correction is for (decision 0219): each refund has its own. Null for the
     * invoice, and for the correction of what a cancel refunded (the rest of the order).
     */
    refundId: uuid().references(() => orderRefunds.id, { onDelete: 'set null' }),
    /** The order's payment (an invoice) or its refund (a correction). */
    suppliedAt: timestamp({ withTimezone: true }).notNull(),
    /** GST-inclusive; a correction's amounts are what was taken back (positive). */
    totalCents: integer().notNull(),
    gstCents: integer().notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_uq').on(t.number),
    // One invoice per order and one correction for a cancel's rest; one correction per partial refund.
    uniqueIndex('tax_documents_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`${t.refundId} is null`),
    uniqueIndex('tax_documents_refund_uq')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
  ],
);

/** The last tax document number given out: one row, taken under its row lock (decision 0189). */
export const taxDocumentSequence = pgTable(
  'tax_document_sequence',
  {
    id: integer().primaryKey().default(1),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [check('tax_document_sequence_single_row', sql`${t.id} = 1`)],
);

/**
 * Customers' reviews (issue 26, decision 0185): one per product and customer, from a delivered or
 * collected order; shown, and counted in a product's rating, only once staff approve it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivered or collected order that made the customer eligible (the "Verified purchase"). */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    rating: integer().notNull(),
    body: text(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('pending'),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    moderatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_uq').on(t.productId, t.userId),
    // The catalogue's one grouped query and the product page's list read only approved rows.
    index('product_reviews_approved_idx')
      .on(t.productId)
      .where(sql`${t.status} = 'approved'`),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * What a customer wants to hear about (Settings → Notifications, issue 24): the spec's four
 * switches and the text-message opt-in. No row: the spec's defaults (orderUpdates and weeklyDeals
 * on, the rest off, no texts).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderUpdates: boolean().notNull().default(true),
  marketing: boolean().notNull().default(false),
  weeklyDeals: boolean().notNull().default(true),
  newProducts: boolean().notNull().default(false),
  /** Text messages on "ready to collect" and "out for delivery", to the profile's phone number. */
  smsOrderUpdates: boolean().notNull().default(false),
  updatedAt: updatedAt(),
});

/** Text messages waiting to be sent: written with the status change, sent (and retried) after it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    // One text per event: a second enqueue of the same key is ignored.
    dedupeKey: text().notNull().unique(),
    toNumber: text().notNull(),
    body: text().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** The provider's id of the sent message (Twilio's SM…), for tracing a complaint. */
    providerId: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

/** A staff browser's Web Push subscription (issue 24): new orders and customer changes reach it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; unique: subscribing again updates the row. */
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Live events already pushed: every server copy hears every event, and the copy whose insert wins
 * sends it, so a phone buzzes once per order however many copies run.
 */
export const pushedEvents = pgTable('pushed_events', {
  eventKey: text().primaryKey(),
  createdAt: createdAt(),
});

/**
 * Custom cakes (issue 25, decision 0206): a customer's request, staff's quote, its question thread
 * and its payments. The commission's row is the lock every money decision about it takes.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: id(),
    // Kept when the account goes: a commission may hold money (as checkouts do).
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** One of COMMISSION_STATES (src/domain/commissions.ts). */
    state: text({ enum: COMMISSION_STATES }).notNull().default('requested'),
    dateNeeded: date().notNull(),
    slot: text().notNull(),
    occasion: text().notNull(),
    size: integer().notNull(),
    servings: integer(),
    flavours: text().notNull(),
    designNotes: text().notNull(),
    message: text(),
    budgetCents: integer(),
    /** Served photo paths (`/objects/products/<id>.webp`), at most three. */
    photos: jsonb().$type<string[]>().notNull().default([]),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text(),
    /** Bumped by every quote: a payment names the version it paid for. */
    quoteVersion: integer().notNull().default(0),
    quoteLines: jsonb().$type<QuoteLine[]>(),
    quoteNote: text(),
    rushCents: integer().notNull().default(0),
    totalCents: integer().notNull().default(0),
    depositCents: integer().notNull().default(0),
    balanceCents: integer().notNull().default(0),
    /** When the next payment of the balance is due (the next instalment's date under a plan). */
    balanceDueDate: date(),
    /** The balance's instalments (decision 0217): one, or up to three over $200; null on quotes made before plans. */
    instalments: jsonb().$type<Instalment[]>(),
    /** The refund schedule the quote showed, applied to its cancellation (decision 0218); null: the default. */
    refundSchedule: jsonb().$type<RefundTier[]>(),
    quoteValidUntil: timestamp({ withTimezone: true }),
    /** What succeeded payments applied to it add up to, and what went back of them. */
    paidCents: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text({ enum: ['customer', 'staff'] }),
    cancelReason: text(),
    balanceRequestedAt: timestamp({ withTimezone: true }),
    /** The kitchen minutes it holds on its date while quoted (within validity) or confirmed (issue 23). */
    effortMinutes: integer().notNull().default(COMMISSION_EFFORT_MINUTES),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commissions_user_idx').on(t.userId, t.createdAt),
    index('commissions_state_idx').on(t.state, t.dateNeeded),
    check('commissions_refund_le_paid', sql`${t.refundedCents} between 0 and ${t.paidCents}`),
  ],
);

/** The question thread on a commission: staff ask, the customer answers (each also e-mailed). */
export const commissionMessages = pgTable(
  'commission_messages',
  {
    id: id(),
    commissionId: uuid()
      .notNull()
      .references(() => commissions.id, { onDelete: 'cascade' }),
    author: text({ enum: ['customer', 'staff'] }).notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('commission_messages_commission_idx').on(t.commissionId, t.createdAt)],
);

/**
 * A payment intent made for a commission's deposit or balance. Once its intent succeeded it is
 * `applied` to the commission or refunded in full (`refundCents` = `amountCents`); a cancellation
 * sets `refundCents` to the schedule's amount. `refundedAt` is set once the gateway did it.
 */
export const commissionPayments = pgTable(
  'commission_payments',
  {
    id: id(),
    commissionId: uuid()
      .notNull()
      .references(() => commissions.id, { onDelete: 'restrict' }),
    kind: text({ enum: ['deposit', 'balance'] }).notNull(),
    quoteVersion: integer().notNull(),
    /** Which instalment of the balance it pays (decision 0217); 1 for a deposit and a single balance. */
    instalment: integer().notNull().default(1),
    intentId: text().notNull(),
    amountCents: integer().notNull(),
    succeeded: boolean().notNull().default(false),
    applied: boolean().notNull().default(false),
    refundCents: integer().notNull().default(0),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_payments_intent_uq').on(t.intentId),
    // One deposit and one payment of each instalment ever count for a commission: a second is refunded.
    uniqueIndex('commission_payments_applied_uq')
      .on(t.commissionId, t.kind, t.instalment)
      .where(sql`${t.applied}`),
    check('commission_payments_refund_range', sql`${t.refundCents} between 0 and ${t.amountCents}`),
  ],
);
