/**
 * This browser's Web Push subscription for staff phone alerts (issue 24): the service worker
 * (public/push-sw.js) shows each push; the server keeps the subscription and pushes new orders.
 */
import type { AdminPushKey, AdminPushSubscribe } from '@/contracts/notifications';
import { apiRequest, ApiRequestError } from '@/web/lib/api-client';

export const PUSH_WORKER_URL = '/push-sw.js';

/** Whether this browser can take pushes at all (iPhones only from the home screen, Safari 16.4+). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof window.Notification !== 'undefined'
  );
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = window.atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's current subscription, or null (none, or no worker registered yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes with the shop's key and tells the server. Resolves false when refused. */
export async function subscribeToPush(): Promise<boolean> {
  if ((await window.Notification.requestPermission()) !== 'granted') return false;
  await navigator.serviceWorker.register(PUSH_WORKER_URL);
  // Subscribing needs an active worker: `ready` waits for it.
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await apiRequest<AdminPushKey>('GET', '/api/admin/push/key', { auth: true });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const body = subscription.toJSON() as AdminPushSubscribe;
  await apiRequest('POST', '/api/admin/push/subscriptions', { auth: true, body });
  return true;
}

/** Stops the pushes to this browser: the server forgets it (already forgotten is fine), then the browser. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await apiRequest('DELETE', '/api/admin/push/subscriptions', {
      auth: true,
      body: { endpoint: subscription.endpoint },
    });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}
