/* Draft service worker: shows the server's Web Push messages (pb_hooks/push.pb.js) and opens the
 * Orders page on click. Plain JS, served as /sw.js with scope "/". The payload is the JSON
 * {title, body, url, icon} the server encrypted for this subscription; the browser has already
 * decrypted it. */
/* eslint-env serviceworker */

self.addEventListener("install", function () {
  self.skipWaiting();
});

self.addEventListener("activate", function (event) {
  event.waitUntil(self.clients.claim());
});

function readPayload(event) {
  var fallback = { title: "New order", body: "", url: "/orders", icon: "/logo.svg" };
  if (!event.data) return fallback;
  try {
    var data = event.data.json();
    return {
      title: typeof data.title === "string" && data.title ? data.title : fallback.title,
      body: typeof data.body === "string" ? data.body : "",
      url: typeof data.url === "string" && data.url.charAt(0) === "/" ? data.url : fallback.url,
      icon: typeof data.icon === "string" && data.icon ? data.icon : fallback.icon,
      tag: typeof data.tag === "string" && data.tag ? data.tag.slice(0, 64) : "",
    };
  } catch (_) {
    return { title: fallback.title, body: event.data.text(), url: fallback.url, icon: fallback.icon };
  }
}

self.addEventListener("push", function (event) {
  var p = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(p.title, {
      body: p.body,
      icon: p.icon,
      badge: "/logo.svg",
      data: { url: p.url },
      // One notification per order: the worker delivers at least once, so a retried push that
      // did arrive the first time replaces its notification instead of adding a second one.
      tag: p.tag || "draft-order-" + Date.now(),
    }),
  );
});

self.addEventListener("notificationclick", function (event) {
  event.notification.close();
  var url = (event.notification.data && event.notification.data.url) || "/orders";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (list) {
      for (var i = 0; i < list.length; i++) {
        var client = list[i];
        var path = new URL(client.url).pathname;
        if (path === url && "focus" in client) return client.focus();
      }
      // No Orders tab: open one (never navigate another tab away, it may hold an unsaved form).
      return self.clients.openWindow(url);
    }),
  );
});
