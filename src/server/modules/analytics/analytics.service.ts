/**
 * The admin dashboard's figures (admin spec sections 2 and 9), read in one read-only snapshot so
 * that the cards, the chart and the lists agree with each other (docs/decisions/0040).
 */
import {
  type AdminAnalytics,
  type AdminAttentionItem,
  type AdminDueCount,
  HIGH_PENDING_THRESHOLD,
} from '../../../contracts/admin-analytics';
import { addDays, aucklandNow } from '../../../domain/delivery';
import { formatMoneyString } from '../../../domain/money';
import { ADMIN_SETTABLE_STATUSES } from '../../../contracts/admin-orders';
import type { Db } from '../../db/client';
import {
  countCustomers,
  countUnreadMessages,
  countsByStatus,
  dueOn,
  newestOrders,
  shopTotals,
  topSpenders,
  totalsPerDay,
} from './analytics.repository';

export const SERIES_DAYS = 30;
export const WEEK_DAYS = 7;
export const RECENT_ORDERS = 5;
export const TOP_CUSTOMERS = 5;

/**
 * Today against yesterday in percent (admin spec section 9): (today − yesterday) / yesterday × 100,
 * 100 when yesterday is 0 and today is above 0, 0 when both are 0; rounded to one decimal.
 */
export function growthPercent(today: number, yesterday: number): number {
  if (yesterday === 0) return today > 0 ? 100 : 0;
  return Math.round(((today - yesterday) / yesterday) * 1000) / 10;
}

/** revenue / orders in whole cents (half up); 0 when there are no orders. */
export function averageCents(revenueCents: number, orderCount: number): number {
  return orderCount > 0 ? Math.round(revenueCents / orderCount) : 0;
}

export interface AttentionFacts {
  pending: number;
  todayOrders: number;
  dueToday: AdminDueCount;
  dueTomorrow: AdminDueCount;
  unreadMessages: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const notStartedText = (n: number) => (n === 0 ? 'all started' : `${n} not started yet`);
const dueHref = (due: 'today' | 'tomorrow') => `/admin/orders?due=${due}&sort=deliveryDate&order=asc`;

/**
 * What 'Attention Needed' names: today's orders while any is not started, tomorrow's orders while
 * there are any (the evening before is when the kitchen plans them), unread messages, and the
 * spec's two (admin spec section 9). Nothing here means all clear.
 */
export function attentionItems(facts: AttentionFacts): AdminAttentionItem[] {
  const items: AdminAttentionItem[] = [];
  const { dueToday, dueTomorrow } = facts;
  if (dueToday.notStarted > 0) {
    items.push({
      kind: 'due-today',
      title: 'Due today',
      message: `${plural(dueToday.orders, 'order is', 'orders are')} due today, ${notStartedText(dueToday.notStarted)}.`,
      href: dueHref('today'),
    });
  }
  if (dueTomorrow.orders > 0) {
    items.push({
      kind: 'due-tomorrow',
      title: 'Due tomorrow',
      message: `${plural(dueTomorrow.orders, 'order is', 'orders are')} due tomorrow, ${notStartedText(dueTomorrow.notStarted)}.`,
      href: dueHref('tomorrow'),
    });
  }
  if (facts.unreadMessages > 0) {
    items.push({
      kind: 'unread-messages',
      title: 'Unread messages',
      message: `${plural(facts.unreadMessages, 'message waits', 'messages wait')} for a reply.`,
      href: '/admin/messages',
    });
  }
  if (facts.pending > HIGH_PENDING_THRESHOLD) {
    items.push({
      kind: 'high-pending-orders',
      title: 'High pending orders',
      message: `${facts.pending} orders are pending. Check the orders list and get them moving.`,
      href: '/admin/orders?status=pending',
    });
  }
  if (facts.todayOrders === 0) {
    items.push({
      kind: 'no-orders-today',
      title: 'No orders today',
      message: 'No orders have come in today yet.',
      href: null,
    });
  }
  return items;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

export function createAnalyticsService(db: Db) {
  return {
    async dashboard(now: Date = new Date()): Promise<AdminAnalytics> {
      const today = aucklandNow(now).date;
      const firstDay = addDays(today, -(SERIES_DAYS - 1));
      const tomorrow = addDays(today, 1);

      const read = await db.transaction(
        async (tx) => ({
          totals: await shopTotals(tx),
          dueToday: await dueOn(tx, today),
          dueTomorrow: await dueOn(tx, tomorrow),
          statuses: await countsByStatus(tx),
          days: await totalsPerDay(tx, firstDay),
          recent: await newestOrders(tx, RECENT_ORDERS),
          spenders: await topSpenders(tx, TOP_CUSTOMERS),
          customers: await countCustomers(tx),
          unreadMessages: await countUnreadMessages(tx),
        }),
        // One snapshot: an order committed between two statements cannot be in one figure only.
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );

      const byDay = new Map(read.days.map((d) => [d.date, d]));
      const daily = Array.from({ length: SERIES_DAYS }, (_, i) => {
        const date = addDays(firstDay, i);
        const found = byDay.get(date);
        return { date, orders: found?.orders ?? 0, revenueCents: found?.revenueCents ?? 0 };
      });
      const dayOf = (date: string) => daily.find((d) => d.date === date) ?? { orders: 0, revenueCents: 0 };
      const todayTotals = dayOf(today);
      const yesterdayTotals = dayOf(addDays(today, -1));
      const week = daily.slice(-WEEK_DAYS);

      const statusCount = new Map(read.statuses.map((s) => [s.status, s.count]));
      const count = (status: string) => statusCount.get(status) ?? 0;
      for (const status of ADMIN_SETTABLE_STATUSES) if (!statusCount.has(status)) statusCount.set(status, 0);
      const ordersByStatus = [...statusCount.entries()]
        .map(([status, n]) => ({ status, count: n }))
        .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));

      const dueToday = { date: today, ...read.dueToday };
      const dueTomorrow = { date: tomorrow, ...read.dueTomorrow };

      return {
        generatedAt: now.toISOString(),
        today,
        totalOrders: read.totals.orders,
        totalRevenue: formatMoneyString(read.totals.revenueCents),
        averageOrderValue: formatMoneyString(averageCents(read.totals.revenueCents, read.totals.ordersNotCancelled)),
        totalCustomers: read.customers,
        todayOrders: todayTotals.orders,
        todayRevenue: formatMoneyString(todayTotals.revenueCents),
        yesterdayOrders: yesterdayTotals.orders,
        yesterdayRevenue: formatMoneyString(yesterdayTotals.revenueCents),
        orderGrowth: growthPercent(todayTotals.orders, yesterdayTotals.orders),
        revenueGrowth: growthPercent(todayTotals.revenueCents, yesterdayTotals.revenueCents),
        weekOrders: week.reduce((sum, d) => sum + d.orders, 0),
        weekRevenue: formatMoneyString(week.reduce((sum, d) => sum + d.revenueCents, 0)),
        pendingOrders: count('pending'),
        processingOrders: count('processing'),
        deliveredOrders: count('delivered'),
        cancelledOrders: count('cancelled'),
        ordersByStatus,
        recentOrders: read.recent.map((o) => ({
          id: o.id,
          orderNumber: o.orderNumber,
          customerName: o.customerName,
          customerEmail: o.customerEmail,
          status: o.status,
          totalAmount: formatMoneyString(o.totalCents),
          createdAt: o.createdAt.toISOString(),
        })),
        topCustomers: read.spenders.map((c) => ({
          id: c.id,
          name: c.name,
          email: c.email,
          orderCount: c.orderCount,
          totalSpent: formatMoneyString(c.spentCents),
        })),
        dueToday,
        dueTomorrow,
        unreadMessages: read.unreadMessages,
        attention: attentionItems({
          pending: count('pending'),
          todayOrders: todayTotals.orders,
          dueToday,
          dueTomorrow,
          unreadMessages: read.unreadMessages,
        }),
        daily: daily.map((d) => ({ date: d.date, orders: d.orders, revenue: formatMoneyString(d.revenueCents) })),
      };
    },
  };
}
