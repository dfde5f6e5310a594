/* Draft service worker: shows the server's Web Push messages (pb_hooks/push.pb.js) and opens the
 * Orders page on click (a takeaway guest's ready push, docs/takeaway.md#ready-notification, opens
 * the venue's takeaway page: the payload's `url`). Plain JS, served as /sw.js with scope "/". The payload is the JSON
 * {title, body, url, icon, tag} the push worker encrypted for this subscription (with `more`: other
 * orders of the same moment, one notification each); the browser has already decrypted it.
 * It also keeps the guest menu's files (docs/guest-page.md#offline-copy): a guest page tells it
 * which files it is made of (src/features/guest-menu/offline-cache.ts); a guest menu address is
 * then answered from a recent kept copy at once (updated from the network in the background), from
 * the network when the copy is old or missing, from any copy when offline; the content-hashed
 * /assets/ files from the copy. Every other request (the API, owner pages) is left
 * to the browser. */
/* eslint-env serviceworker */

self.addEventListener("install", function (event) {
  // The hashed files straight from the kept copy (else the network), without starting this
  // script for each of them (Static Routing API; browsers without it use the fetch handler).
  if (event && typeof event.addRoutes === "function") {
    var pattern = typeof URLPattern === "function" ? new URLPattern({ pathname: "/assets/*" }) : "/assets/*";
    event.waitUntil(
      event
        .addRoutes([{ condition: { urlPattern: pattern }, source: { cacheName: GUEST_CACHE } }])
        .catch(function () {}),
    );
  }
  self.skipWaiting();
});

var GUEST_CACHE = "draft-guest-v1";
// First path segments of the app itself: never a guest menu. A copy of src/domain/paths.ts
// APP_SEGMENTS (this file is served as it is, unbundled); tests/unit-node/domain-bundle.test.ts
// fails when the two differ.
var APP_SEGMENTS = [
  "login",
  "register",
  "orders",
  "finished-orders",
  "tablesqr",
  "storage",
  "editmenu",
  "settings",
  "help",
  "api",
  "_",
  "assets",
  "supportemail",
  "admin",
  "static",
  "public",
];
var MAX_PAGES = 10;
// A kept guest page younger than this is shown at once, before the network answers.
var FRESH_MS = 24 * 3600 * 1000;

self.addEventListener("activate", function (event) {
  event.waitUntil(
    self.caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (n) {
              return n.indexOf("draft-guest-") === 0 && n !== GUEST_CACHE;
            })
            .map(function (n) {
              return self.caches.delete(n);
            }),
        );
      })
      .then(function () {
        // The page's own request starts while the worker is still starting (a repeat scan's
        // HTML does not wait for it); every navigation then takes that response (below).
        var preload = self.registration.navigationPreload;
        return preload ? preload.enable() : null;
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

/** True for a guest menu address /{publicLink}/{table}. */
function isGuestPath(pathname) {
  var parts = pathname.split("/").filter(Boolean);
  return parts.length === 2 && APP_SEGMENTS.indexOf(parts[0].toLowerCase()) === -1;
}

function isAsset(pathname) {
  return pathname.indexOf("/assets/") === 0;
}

/** Keeps the files of a guest page (its address first); drops assets of older builds and old pages. */
function keepGuestPage(urls) {
  var paths = urls.filter(function (u) {
    return (
      typeof u === "string" && u.charAt(0) === "/" && (isAsset(u) || isGuestPath(u) || /^\/[\w-]+\.[\w.]+$/.test(u))
    );
  });
  return self.caches.open(GUEST_CACHE).then(function (cache) {
    return cache
      .keys()
      .then(function (requests) {
        var kept = requests.map(function (r) {
          return new URL(r.url).pathname;
        });
        var pages = kept.filter(isGuestPath);
        var stale = kept.filter(function (p) {
          return (
            (isAsset(p) && paths.indexOf(p) === -1) ||
            (isGuestPath(p) && pages.indexOf(p) < pages.length - MAX_PAGES + 1)
          );
        });
        return Promise.all(
          stale.map(function (p) {
            return cache.delete(p);
          }),
        ).then(function () {
          return kept;
        });
      })
      .then(function (kept) {
        return Promise.all(
          paths.map(function (p) {
            // Content-hashed files never change: one copy is enough.
            if (isAsset(p) && kept.indexOf(p) !== -1) return null;
            // A page is taken from the browser's HTTP cache when it is there (the visit that asks
            // for the copy has just loaded it): no second download of the page on a first visit.
            return self
              .fetch(
                p,
                isGuestPath(p) ? { credentials: "same-origin", cache: "force-cache" } : { credentials: "same-origin" },
              )
              .then(function (res) {
                if (!res.ok) return null;
                return (isGuestPath(p) ? pageCopy(res) : Promise.resolve(res)).then(function (kept) {
                  return cache.put(p, kept);
                });
              })
              .catch(function () {
                return null;
              });
          }),
        );
      });
  });
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type !== "keep-guest-page" || !Array.isArray(data.urls)) return;
  event.waitUntil(keepGuestPage(data.urls));
});

/** Whether a kept page is recent enough to be shown before the network answers (its Date header). */
function isRecent(res) {
  var date = res.headers && res.headers.get ? Date.parse(res.headers.get("Date") || "") : NaN;
  return !isNaN(date) && Date.now() - date < FRESH_MS && date - Date.now() < FRESH_MS;
}

/**
 * The copy of a guest page to keep: the page without its module-preload links. Those fetch the
 * scripts early on a first visit; from the copy the scripts are here already, and a preload would
 * only compile them before the first frame (holding it) instead of after it (src/main.tsx). Nor the
 * first-visit welcome (pb_hooks/lib/menu/guest-page.js): the copy is the first visit's own page, and a
 * repeat scan is no first visit.
 */
function pageCopy(res) {
  var type = (res.headers && res.headers.get && res.headers.get("Content-Type")) || "";
  if (type.indexOf("text/html") !== 0) return Promise.resolve(res);
  return res.text().then(function (html) {
    var headers = new self.Headers(res.headers);
    // The text is decoded already; the copy has its own length.
    headers.delete("Content-Encoding");
    headers.delete("Content-Length");
    var copy = html
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(/<div class="welcome-toast" role="status">[\s\S]*?<\/button><\/div>/, "");
    // The page data's own key (owner text in it has its quotes escaped): the last one is the data's.
    var at = copy.lastIndexOf('"welcome":true');
    if (at !== -1) copy = copy.slice(0, at) + '"welcome":false' + copy.slice(at + 14);
    return new self.Response(copy, {
      status: res.status,
      statusText: res.statusText,
      headers: headers,
    });
  });
}

/**
 * A guest menu address: a recent kept copy at once (a repeat scan waits for no round trip; the page
 * reloads the menu from the API once it has loaded), the network otherwise, the copy of any age
 * when offline. The network's answer (the navigation preload, else a fetch) always runs and
 * updates the copy; a 404 (venue or table gone) drops it.
 */
function guestPage(event, pathname) {
  var network = Promise.resolve(event.preloadResponse).then(function (res) {
    return res || self.fetch(event.request);
  });
  // Cloned before the page can read the body (this callback runs before the ones added below).
  var copy = network.then(function (res) {
    return res.ok ? res.clone() : null;
  });
  event.waitUntil(
    Promise.all([network, copy, self.caches.open(GUEST_CACHE)])
      .then(function (r) {
        if (r[1])
          return pageCopy(r[1]).then(function (kept) {
            return r[2].put(pathname, kept);
          });
        if (r[0].status === 404) return r[2].delete(pathname);
        return null;
      })
      .catch(function () {}),
  );
  var kept = self.caches.match(pathname, { cacheName: GUEST_CACHE }).catch(function () {
    return undefined;
  });
  return kept.then(function (hit) {
    if (hit && isRecent(hit)) return hit;
    return network.catch(function (err) {
      if (hit) return hit;
      throw err;
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && !isGuestPath(url.pathname)) {
    // Owner pages as before, from the network (the preloaded response, not a second request).
    event.respondWith(
      Promise.resolve(event.preloadResponse).then(function (res) {
        return res || self.fetch(request);
      }),
    );
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(guestPage(event, url.pathname));
    return;
  }
  if (isAsset(url.pathname)) {
    event.respondWith(
      self.caches.match(url.pathname, { cacheName: GUEST_CACHE }).then(function (hit) {
        return hit || self.fetch(request);
      }),
    );
  }
});

/* One notification's fields from the server's JSON, with safe fallbacks. */
function cleanNotification(data, fallback) {
  data = data && typeof data === "object" ? data : {};
  return {
    title: typeof data.title === "string" && data.title ? data.title : fallback.title,
    body: typeof data.body === "string" ? data.body : "",
    url: typeof data.url === "string" && data.url.charAt(0) === "/" ? data.url : fallback.url,
    icon: typeof data.icon === "string" && data.icon ? data.icon : fallback.icon,
    tag: typeof data.tag === "string" && data.tag ? data.tag.slice(0, 64) : "",
  };
}

/* The notifications a push carries: the order at its top level, and under `more` the venue's other
 * orders that were waiting at the same moment (the push worker sends them in one push per device;
 * server/push-worker.mjs batchJobs). Each keeps its own tag, so each order shows once. */
function readPayload(event) {
  var fallback = { title: "New order", body: "", url: "/orders", icon: "/logo.svg" };
  if (!event.data) return [fallback];
  try {
    var data = event.data.json();
    var list = [cleanNotification(data, fallback)];
    var more = data && Array.isArray(data.more) ? data.more.slice(0, 50) : [];
    for (var i = 0; i < more.length; i++) list.push(cleanNotification(more[i], fallback));
    return list;
  } catch (_) {
    return [{ title: fallback.title, body: event.data.text(), url: fallback.url, icon: fallback.icon }];
  }
}

self.addEventListener("push", function (event) {
  var list = readPayload(event);
  event.waitUntil(
    Promise.all(
      list.map(function (p, i) {
        return self.registration.showNotification(p.title, {
          body: p.body,
          icon: p.icon,
          badge: "/logo.svg",
          data: { url: p.url },
          // One notification per order: the worker delivers at least once, so a retried push that
          // did arrive the first time replaces its notification instead of adding a second one.
          tag: p.tag || "draft-order-" + Date.now() + (i ? "-" + i : ""),
        });
      }),
    ),
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
      // No tab at the target (Orders, or a guest's takeaway page): open one (never navigate another
      // tab away, it may hold an unsaved form).
      return self.clients.openWindow(url);
    }),
  );
});
