// Web push in the service worker (docs/product/notifications.md), loaded into
// the worker vite-plugin-pwa generates (importScripts in vite.config.ts).
// A push carries a notice's words in the reader's language and its link; a
// click opens that page of this app, in a tab of the app when one is open.
self.addEventListener("push", (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      // The same notice pushed again replaces its first showing.
      tag: message.tag,
      icon: "/icons/icon-192.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = event.notification.data && event.notification.data.url;
  if (typeof link !== "string") return;
  // Only a page of this app: the path of the link, on the worker's own origin.
  const parsed = new URL(link, self.location.origin);
  const target = new URL(parsed.pathname + parsed.search + parsed.hash, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = tabs.find((tab) => tab.url === target);
      if (same) return same.focus();
      const tab = tabs.find((t) => "navigate" in t);
      if (tab) {
        const focused = await tab.focus();
        return focused.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
