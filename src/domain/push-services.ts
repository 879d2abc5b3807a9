/**
 * Which push services the shop sends staff alerts to (issue 24). A subscription's endpoint is a URL
 * the browser got from its vendor's push service; the server POSTs to it. Only those services'
 * hosts are accepted, so a subscription cannot turn the server into a client of any other address
 * (an internal one, the cloud's metadata service: security P36's rule, no fetch of arbitrary URLs).
 */

/** Chrome/Edge/Android (FCM), Firefox (Mozilla autopush), Safari (Apple), Windows (WNS). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Whether `endpoint` is https on a known push service (or one of `extraOrigins`, for tests). */
export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.port) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}
