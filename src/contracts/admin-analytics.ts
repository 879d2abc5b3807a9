/**
 * GET /api/admin/analytics: the dashboard's figures (admin spec sections 2, 4, 9), computed on the
 * server in a few aggregate queries. Days are Auckland calendar days. Counts take every order;
 * money leaves cancelled orders out (their payment was refunded) (docs/decisions/0040).
 */
import { z } from 'zod';
import { MoneyString } from './common';

/** One Auckland calendar day of the 30-day series (days without orders included, as zeros). */
export const AdminAnalyticsDay = z.object({
  /** yyyy-MM-dd, Auckland. */
  date: z.string(),
  orders: z.number().int(),
  /** Takings of the day's orders that were not cancelled. */
  revenue: MoneyString,
});
export type AdminAnalyticsDay = z.infer<typeof AdminAnalyticsDay>;

export const AdminAnalyticsStatusCount = z.object({ status: z.string(), count: z.number().int() });

export const AdminAnalyticsRecentOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.string(),
  totalAmount: MoneyString,
  createdAt: z.string(),
});
export type AdminAnalyticsRecentOrder = z.infer<typeof AdminAnalyticsRecentOrder>;

/** A customer account by what it spent (orders not cancelled). */
export const AdminAnalyticsCustomer = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  orderCount: z.number().int(),
  totalSpent: MoneyString,
});
export type AdminAnalyticsCustomer = z.infer<typeof AdminAnalyticsCustomer>;

export const ATTENTION_KINDS = [
  'due-today',
  'due-tomorrow',
  'unread-messages',
  'high-pending-orders',
  'no-orders-today',
] as const;

/**
 * One line of 'Attention Needed': the orders due today and tomorrow that wait (issue 22), unread
 * messages, and the spec's 'High pending orders' (more than 5 pending) and 'No orders today'
 * (admin spec section 9). `href` opens the screen that deals with it.
 */
export const AdminAttentionItem = z.object({
  kind: z.enum(ATTENTION_KINDS),
  title: z.string(),
  message: z.string(),
  href: z.string().nullable(),
});
export type AdminAttentionItem = z.infer<typeof AdminAttentionItem>;

/** Orders due on one Auckland day (delivery or pickup), cancelled ones left out. */
export const AdminDueCount = z.object({
  date: z.string(),
  orders: z.number().int(),
  /** Still 'Order Confirmed': nobody has started on them. */
  notStarted: z.number().int(),
});
export type AdminDueCount = z.infer<typeof AdminDueCount>;

/** More than this many pending orders raises 'High pending orders'. */
export const HIGH_PENDING_THRESHOLD = 5;

export const AdminAnalytics = z.object({
  /** When the figures were read. */
  generatedAt: z.string(),
  /** Auckland's date today (yyyy-MM-dd): the last day of `daily`. */
  today: z.string(),
  /** Every order, whatever its status (the orders list's total). */
  totalOrders: z.number().int(),
  /** Sum of the totals of orders that were not cancelled. */
  totalRevenue: MoneyString,
  /** totalRevenue / orders not cancelled; "0.00" when there are none. */
  averageOrderValue: MoneyString,
  /** Customer accounts. */
  totalCustomers: z.number().int(),
  todayOrders: z.number().int(),
  todayRevenue: MoneyString,
  yesterdayOrders: z.number().int(),
  yesterdayRevenue: MoneyString,
  /**
   * Today against yesterday in percent, one decimal: (today − yesterday) / yesterday × 100; 100 when
   * yesterday had none and today has some; 0 when both are 0.
   */
  orderGrowth: z.number(),
  revenueGrowth: z.number(),
  /** The last 7 Auckland days, today included. */
  weekOrders: z.number().int(),
  weekRevenue: MoneyString,
  pendingOrders: z.number().int(),
  processingOrders: z.number().int(),
  deliveredOrders: z.number().int(),
  cancelledOrders: z.number().int(),
  /** Every status that occurs, plus the four staff set (zero when none), most frequent first. */
  ordersByStatus: z.array(AdminAnalyticsStatusCount),
  /** The 5 newest orders. */
  recentOrders: z.array(AdminAnalyticsRecentOrder),
  /** The 5 customers who spent most. */
  topCustomers: z.array(AdminAnalyticsCustomer),
  /** Orders due today and tomorrow (Auckland) with how many are not started yet (issue 22). */
  dueToday: AdminDueCount,
  dueTomorrow: AdminDueCount,
  /** Contact messages nobody has marked handled. */
  unreadMessages: z.number().int(),
  attention: z.array(AdminAttentionItem),
  /** 30 Auckland days, oldest first, ending today. */
  daily: z.array(AdminAnalyticsDay),
});
export type AdminAnalytics = z.infer<typeof AdminAnalytics>;
