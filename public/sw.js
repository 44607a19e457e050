// The service worker: keeps every file of the release build in a cache so
// the app, its AI included, loads and plays with no network after one visit.
//
// This file is a template: the build (`cargo xtask postbuild`, run by trunk)
// fills in the file list and a version that changes with the content.
// A new version installs in the background and waits; the page offers an
// "Update" button and sends "skip-waiting" only when the player agrees.

const VERSION = "%%VERSION%%";
const PRECACHE = %%PRECACHE%%;
// One family of caches per place the app is served from: two copies of the
// app at different paths of one host keep separate caches and never delete
// each other's.
const FAMILY = "xiangqi-" + self.registration.scope + "-";
const CACHE = FAMILY + VERSION;
// Caches named before they were kept per path ("xiangqi-" and a version).
const LEGACY = /^xiangqi-[0-9a-f]{16}$/;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => (name.startsWith(FAMILY) && name !== CACHE) || LEGACY.test(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") {
    self.skipWaiting();
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // Any page address (e.g. a ?fen= link) is the one-page app.
      if (request.mode === "navigate") {
        const page = await cache.match("./index.html");
        if (page) {
          return page;
        }
      }
      const cached = await cache.match(request, { ignoreSearch: true });
      return cached || fetch(request);
    })(),
  );
});
