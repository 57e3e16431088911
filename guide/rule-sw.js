// The service worker of the guide's "Rule my hand" page. guide/runtime.py writes it into the built site as
// rule-sw.js, with FILES: every file the page needs (the page, its stylesheets, scripts and fonts, the
// Python runtime and the wheels), each with its SHA-256 and size, and GUIDE: the guide's other pages and
// what they load (the rules index the card links to, the chapters, the search). Registered by that page
// alone; its scope is the whole guide, so that a link of the page opens with no network.
//
// install   caches every file of FILES, reporting the bytes as they arrive to the page (its progress bar);
//           a file whose SHA-256 is unchanged since the last build is copied from the previous cache instead
//           of fetched again (a new build of rulescore fetches a few hundred kB, not the runtime).
// message   "keep-guide" (sent by the page after its first ruling): caches GUIDE in the background.
// activate  drops the previous caches and takes control of the open page.
// fetch     answers from the caches (a page asked for without ".html" too), else the network; with no
//           network, a page of the guide that was never kept gets a short page leading back.
const VERSION = "@VERSION@";
const FILES = @FILES@;
const GUIDE = @GUIDE@;
const PREFIX = "rulescore-rule-";
const CACHE = PREFIX + VERSION;
const PAGES = PREFIX + "guide-" + VERSION;
const INDEX = "rule-sw-index.json";   // url -> SHA-256 of what a cache holds

const here = (url) => new URL(url, self.location).href;

async function tell(message) {
  for (const c of await self.clients.matchAll({includeUncontrolled: true, type: "window"})) c.postMessage(message);
}

// A response read to its end, counting its (decoded) bytes as they come.
async function counted(response, add) {
  if (!response.body) return response;
  const reader = response.body.getReader();
  const parts = [];
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    parts.push(value);
    add(value.length);
  }
  const headers = new Headers(response.headers);
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  return new Response(new Blob(parts), {status: response.status, statusText: response.statusText, headers});
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const previous = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE && !n.includes("guide-"));
    const held = {};
    for (const name of previous) {
      const old = await caches.open(name);
      const index = await old.match(here(INDEX));
      if (!index) continue;
      for (const [url, sha] of Object.entries(await index.json())) held[url] = {sha, cache: old};
    }
    const total = Object.values(FILES).reduce((n, [, bytes]) => n + bytes, 0);
    let got = 0, last = 0;
    const add = (n) => {
      got += n;
      const now = Date.now();
      if (now - last > 100) { last = now; tell({type: "progress", got, total}); }
    };
    await Promise.all(Object.entries(FILES).map(async ([url, [sha, bytes]]) => {
      const kept = held[url] && held[url].sha === sha ? await held[url].cache.match(here(url)) : undefined;
      if (kept) { add(bytes); return cache.put(here(url), kept); }
      const response = await fetch(here(url), {cache: "no-cache"});
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return cache.put(here(url), await counted(response, add));
    }));
    tell({type: "progress", got: total, total});
    const index = Object.fromEntries(Object.entries(FILES).map(([url, [sha]]) => [url, sha]));
    await cache.put(here(INDEX), new Response(JSON.stringify(index), {headers: {"Content-Type": "application/json"}}));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE && name !== PAGES) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "keep-guide") return;
  const port = event.ports && event.ports[0];
  event.waitUntil((async () => {
    try {
      const cache = await caches.open(PAGES);
      const have = new Set((await cache.keys()).map((r) => r.url));
      for (const url of GUIDE) {   // one at a time: in the background, after the first ruling
        if (have.has(here(url))) continue;
        const response = await fetch(here(url));
        if (response.ok) await cache.put(here(url), response);
      }
      if (port) port.postMessage({kept: true});
    } catch (e) {
      if (port) port.postMessage({kept: false, error: String(e)});
    }
  })());
});

const OFFLINE = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>rulescore: offline</title><body style="font: 16px/1.5 system-ui, sans-serif; padding: 1rem">
<p>This page of the rulescore guide is not kept on this device yet, and there is no network.</p>
<p><a href="${here("rule-my-hand.html")}" style="display: inline-block; padding: 0.7rem 0">Back to Rule my hand</a></p>`;

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith((async () => {
    const navigate = request.mode === "navigate";
    const options = {ignoreSearch: navigate};
    let hit = await caches.match(request, options);
    if (!hit && navigate && !new URL(request.url).pathname.endsWith(".html")) {
      const page = new URL(request.url);
      page.pathname = page.pathname.endsWith("/") ? page.pathname + "index.html" : page.pathname + ".html";
      hit = await caches.match(page.href, options);
    }
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (e) {
      if (navigate) return new Response(OFFLINE, {headers: {"Content-Type": "text/html; charset=utf-8"}});
      throw e;
    }
  })());
});
