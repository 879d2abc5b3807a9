/**
 * Web Push to staff phones and tablets (issue 24): each new order heard on the live event bus (the
 * one the board reads) becomes one push to every subscribed staff browser. The VAPID keys are made
 * on first start and kept in the database (app_secrets), so every server copy signs with the same
 * ones and a subscription made through one copy is served by all. Every copy hears every event; the
 * copy that claims it first (pushed_events) sends it, so a phone buzzes once. A subscription its
 * push service calls gone (404/410) is removed.
 */
import type { Agent } from 'node:https';
import type { AdminPushSubscribe } from '../../../contracts/notifications';
import { formatScheduleDate } from '../../../domain/dates';
import { isPushServiceEndpoint } from '../../../domain/push-services';
import type { Db } from '../../db/client';
import { BadRequest } from '../../platform/errors';
import { getOrCreateSecret } from '../../platform/app-secrets';
import type { LiveEvent, LiveService } from '../live/live.service';
import {
  allSubscriptions,
  anySubscription,
  claimEvent,
  deleteOwnSubscription,
  deleteSubscription,
  findSubscription,
  forgetOldClaims,
  type PushSubscriptionRow,
  saveSubscription,
} from './push.repository';

export const VAPID_SECRET_KEY = 'web-push-vapid';

export const UNKNOWN_PUSH_SERVICE = "endpoint is not a browser push service's address";

/** What the service worker shows (public/push-sw.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The admin page a tap opens. */
  url: string;
  /** One notification per order: a repeat replaces it instead of stacking. */
  tag: string;
}

/** The push for a live event, with the key that makes it once-only, or null for events that push nothing. */
export function pushMessageFor(event: LiveEvent): { key: string; message: PushMessage } | null {
  if (event.type === 'order') {
    const { id, orderNumber } = event.order;
    return {
      key: `order:${id}`,
      message: {
        title: `New order #${orderNumber}`,
        body: 'A new order has been placed. Tap to open the board.',
        url: '/admin/today',
        tag: `order-${id}`,
      },
    };
  }
  // A new custom-cake request (issue 25): once per request, opening it on the Commissions screen.
  if (event.type === 'commission') {
    const { id, reference, dateNeeded } = event.commission;
    return {
      key: `commission:${id}`,
      message: {
        title: `New custom cake request ${reference}`,
        body: `For ${formatScheduleDate(dateNeeded)}. Tap to quote it.`,
        url: `/admin/commissions?id=${id}`,
        tag: `commission-${id}`,
      },
    };
  }
  // A customer's own move, edit or cancel (issue 24); staff's status changes push nothing.
  if (event.type === 'status' && event.order.byCustomer && event.order.change && event.order.changeId) {
    const { id, orderNumber, change, changeId } = event.order;
    return {
      key: `change:${changeId}`,
      message: {
        title: `Order #${orderNumber} ${CHANGE_WORDS[change]}`,
        body: 'The customer changed it from their account. Tap to open the board.',
        url: '/admin/today',
        tag: `order-${id}`,
      },
    };
  }
  return null;
}

const CHANGE_WORDS = { moved: 'moved', edited: 'edited', cancelled: 'cancelled' } as const;

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface StaffPushDeps {
  db: Db;
  live: Pick<LiveService, 'subscribe'>;
  /** The VAPID subject: mailto: or https: (config.webPushContact). */
  contact: string;
  log: { warn(details: object, message: string): void };
  /** Tests trust their local push endpoint's certificate through this agent. */
  agent?: Agent;
  /** Push endpoints accepted besides the browsers' push services (a test's local endpoint). */
  extraOrigins?: readonly string[];
}

export type StaffPush = ReturnType<typeof createStaffPush>;

export function createStaffPush(deps: StaffPushDeps) {
  const { db, log } = deps;
  const webPush = () => import('web-push').then((m) => m.default);
  let keys: Promise<VapidKeys> | null = null;
  let listening: Promise<() => void> | null = null;
  let closed = false;

  const vapid = () =>
    (keys ??= getOrCreateSecret<VapidKeys>(db, VAPID_SECRET_KEY, async () =>
      (await webPush()).generateVAPIDKeys(),
    ).catch((error: unknown) => {
      keys = null;
      throw error;
    }));

  /** Starts hearing the live bus (once per process), so pushes go out from this copy too. */
  function listen(): Promise<unknown> {
    if (closed) return Promise.resolve();
    listening ??= deps.live
      .subscribe((event) => void deliver(event).catch((err: unknown) => log.warn({ err }, 'staff push failed')), {
        background: true,
      })
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    return listening;
  }

  async function sendOne(row: PushSubscriptionRow, payload: string, key: VapidKeys): Promise<boolean> {
    const lib = await webPush();
    try {
      await lib.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, {
        vapidDetails: { subject: deps.contact, publicKey: key.publicKey, privateKey: key.privateKey },
        TTL: 3600,
        urgency: 'high',
        timeout: 10_000,
        ...(deps.agent ? { agent: deps.agent } : {}),
      });
      return true;
    } catch (error) {
      const status = error instanceof lib.WebPushError ? error.statusCode : null;
      if (status === 404 || status === 410) {
        await deleteSubscription(db, row.id);
      } else {
        log.warn({ err: error, status }, 'a staff push was not accepted');
      }
      return false;
    }
  }

  /** Sends the event's push to every subscription unless another copy already did; resolves with how many took it. */
  async function deliver(event: LiveEvent): Promise<number> {
    const found = pushMessageFor(event);
    if (!found || !(await claimEvent(db, found.key))) return 0;
    const [rows, key] = await Promise.all([allSubscriptions(db), vapid()]);
    const payload = JSON.stringify(found.message);
    const sent = await Promise.all(rows.map((row) => sendOne(row, payload, key)));
    return sent.filter(Boolean).length;
  }

  return {
    deliver,

    async publicKey(): Promise<string> {
      return (await vapid()).publicKey;
    },

    /** This browser now gets pushes; the copy that took it listens from now on. */
    async subscribe(userId: string, subscription: AdminPushSubscribe): Promise<void> {
      if (!isPushServiceEndpoint(subscription.endpoint, deps.extraOrigins)) {
        throw new BadRequest(UNKNOWN_PUSH_SERVICE, 'PUSH_SERVICE_UNKNOWN', { endpoint: UNKNOWN_PUSH_SERVICE });
      }
      await saveSubscription(db, {
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
      await listen();
    },

    unsubscribe: (userId: string, endpoint: string) => deleteOwnSubscription(db, userId, endpoint),

    isSubscribed: async (userId: string, endpoint: string) => (await findSubscription(db, userId, endpoint)) !== null,

    /**
     * At start: listen only when some browser is subscribed, so a shop without push (and every API
     * test) keeps no listener for it; keys are made here too, so the first subscriber finds them.
     */
    async start(): Promise<void> {
      await vapid();
      await forgetOldClaims(db);
      if (await anySubscription(db)) await listen();
    },

    async close(): Promise<void> {
      closed = true;
      const stop = await listening?.catch(() => null);
      listening = null;
      stop?.();
    },
  };
}
