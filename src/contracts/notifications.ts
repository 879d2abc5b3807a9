/**
 * Notices that reach a phone (issue 24): the customer's notification choices, kept on the server,
 * and the staff's Web Push subscriptions.
 */
import { z } from 'zod';

/** The spec's four switches (storefront "Notification defaults") and the text-message opt-in. */
export const NOTIFICATION_DEFAULTS = Object.freeze({
  orderUpdates: true,
  marketing: false,
  weeklyDeals: true,
  newProducts: false,
  smsOrderUpdates: false,
});

const Choices = {
  orderUpdates: z.boolean(),
  marketing: z.boolean(),
  weeklyDeals: z.boolean(),
  newProducts: z.boolean(),
  /** A text on "ready to collect" and "out for delivery", to the profile's phone number. */
  smsOrderUpdates: z.boolean(),
};

/** GET/PUT /api/auth/user/notifications answer. */
export const StoreNotificationPreferences = z.object({
  ...Choices,
  /** The profile's number the texts go to, as written there; null when the profile has none. */
  phone: z.string().nullable(),
  /** Whether that number can take a text (a New Zealand or +country number). */
  phoneTextable: z.boolean(),
});
export type StoreNotificationPreferences = z.infer<typeof StoreNotificationPreferences>;

/** PUT /api/auth/user/notifications: every choice, as the form sends them all. */
export const StoreUpdateNotificationPreferences = z.strictObject(Choices);
export type StoreUpdateNotificationPreferences = z.infer<typeof StoreUpdateNotificationPreferences>;

/** GET /api/admin/push/key: the public VAPID key a browser subscribes with. */
export const AdminPushKey = z.object({ publicKey: z.string() });
export type AdminPushKey = z.infer<typeof AdminPushKey>;

const base64url = (field: string) =>
  z
    .string()
    .min(8)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${field} must be base64url`);

/** POST /api/admin/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const AdminPushSubscribe = z.object({
  // Push services are reached over https only (RFC 8030); anything else is not a push service.
  endpoint: z.url({ protocol: /^https$/, message: 'endpoint must be an https URL' }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url('keys.p256dh'), auth: base64url('keys.auth') }),
});
export type AdminPushSubscribe = z.infer<typeof AdminPushSubscribe>;

/** DELETE /api/admin/push/subscriptions: the endpoint this browser stops receiving on. */
export const AdminPushUnsubscribe = z.object({ endpoint: z.string().min(1).max(2000) });
export type AdminPushUnsubscribe = z.infer<typeof AdminPushUnsubscribe>;

export const AdminPushSubscribed = z.object({ subscribed: z.boolean() });
export type AdminPushSubscribed = z.infer<typeof AdminPushSubscribed>;
