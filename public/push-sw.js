/*
 * The staff's phone alerts (issue 24): shows each Web Push the shop sends (a new order) and opens
 * the admin page it names when tapped. The payload is JSON: { title, body, url, tag }.
 */
self.addEventListener('push', (event) => {
  let message = { title: 'Saffron & Sugar', body: 'Something new on the board.', url: '/admin/today', tag: 'shop' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still tells staff to look.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/admin/today', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin + '/admin'));
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
