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
import { NEW_ORDER_STATUS } from '../../domain/order-status';
import { VARIANT_SIZES } from '../../domain/variant-sizes';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
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
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
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
    /** Hours of notice the kitchen needs beyond the shop's lead time (custom and tiered cakes: 48). */
    noticeHours: integer().notNull().default(0),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_variants_product_size_uq').on(t.productId, t.size),
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
    // Points for an order are credited once.
    uniqueIndex('loyalty_transactions_order_type_uq').on(t.orderId, t.type),
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
    gstCents: integer().notNull(),
    totalCents: integer().notNull(),
    pointsToEarn: integer().notNull(),
    pricesIncludeGst: boolean().notNull(),
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
