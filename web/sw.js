/* Service worker: precache every file of the release, then serve them
 * cache-first so the app works with no network after one visit.
 * tools/build.py fills in CACHE (derived from a hash of the release's files,
 * so it changes with every release), PRECACHE (every file in dist/ but these)
 * and LAZY (files fetched only when a player chooses them: Sequitur's words
 * in each language but English), each kept in the cache once fetched, and
 * fetched again for the next release if the last one kept it. */
const CACHE = __CACHE_NAME__;
const PRECACHE = __PRECACHE__;
const LAZY = __LAZY__;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // no-cache: revalidate with the server so the cache holds this release.
    await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" })));
    for (const url of LAZY) {  // a file the last release kept: this release's, for offline play
      if (await caches.match(url)) {
        try { await cache.add(new Request(url, { cache: "no-cache" })); } catch (error) { /* fetched when needed */ }
      }
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith("seqgames-")) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === "navigate") {
      const page = await cache.match("./");
      if (page) return page;
    }
    const response = await fetch(request);
    const path = url.pathname.slice(new URL(self.registration.scope).pathname.length);
    if (response.ok && LAZY.includes(path)) await cache.put(request, response.clone());
    return response;
  })());
});
