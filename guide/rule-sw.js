// The service worker of the guide's "Rule my hand" page. guide/runtime.py writes it into the built site as
// rule-sw.js, with FILES: every file the page needs (the page, its stylesheets, scripts and fonts, the
// Python runtime and the wheels), each with its SHA-256. Registered by that page alone, with that page as
// its scope: no other page of the guide loads the runtime.
//
// install   caches every file; a file whose SHA-256 is unchanged since the last build is copied from the
//           previous cache instead of fetched again (a new build of rulescore fetches a few hundred kB, not
//           the runtime).
// activate  drops the previous cache and takes control of the open page.
// fetch     answers from the cache, so the page opens and rules with no network; anything else goes to the
//           network as usual.
const VERSION = "@VERSION@";
const FILES = @FILES@;
const PREFIX = "rulescore-rule-";
const CACHE = PREFIX + VERSION;
const INDEX = "rule-sw-index.json";   // url -> SHA-256 of what a cache holds

const here = (url) => new URL(url, self.location).href;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const previous = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE);
    const held = {};
    for (const name of previous) {
      const old = await caches.open(name);
      const index = await old.match(here(INDEX));
      if (!index) continue;
      for (const [url, sha] of Object.entries(await index.json())) held[url] = {sha, cache: old};
    }
    await Promise.all(Object.entries(FILES).map(async ([url, sha]) => {
      const kept = held[url] && held[url].sha === sha ? await held[url].cache.match(here(url)) : undefined;
      if (kept) return cache.put(here(url), kept);
      const response = await fetch(here(url), {cache: "no-cache"});
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return cache.put(here(url), response);
    }));
    await cache.put(here(INDEX), new Response(JSON.stringify(FILES), {headers: {"Content-Type": "application/json"}}));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const navigate = request.mode === "navigate";
    // a navigation in scope is this page, also where a host serves it without ".html"
    const hit = await cache.match(request, {ignoreSearch: navigate})
      || (navigate ? await cache.match(here(Object.keys(FILES)[0])) : undefined);
    return hit || fetch(request);
  })());
});
