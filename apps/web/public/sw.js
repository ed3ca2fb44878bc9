/*
 * The web app's service worker (installable app, issue 5). Hand-written, no build step.
 *
 * - Install: keeps the offline page and the icons, and the current app shell: the hashed entry
 *   files that index.html loads, so a repeat visit on a slow network starts from the phone.
 * - Page loads (navigations): always from the network (with navigation preload), so a new release
 *   shows at once; without a network, the offline page (in English, Hindi and Urdu).
 * - /assets/* (hashed names, never change): from the cache first, stored as they load.
 * - Book covers (public pictures): from the cache, refreshed in the background; at most 60.
 * - Everything else, above all every other /api/ answer (it may hold personal data), goes to the
 *   network untouched and is never stored. PDFs pass through too (range requests keep working).
 *
 * Bump VERSION to drop every cache of an older worker.
 */
/* global self, caches */
const VERSION = 'v1';
const SHELL_CACHE = `nikah-shell-${VERSION}`;
const ASSET_CACHE = `nikah-assets-${VERSION}`;
const COVER_CACHE = `nikah-covers-${VERSION}`;
const CACHES = [SHELL_CACHE, ASSET_CACHE, COVER_CACHE];

const OFFLINE_PAGE = '/offline.html';
const SHELL_FILES = [
  OFFLINE_PAGE,
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
];
const COVER_PATH = /^\/api\/media\/books\/\d+\/cover$/;
const MAX_ASSETS = 150;
const MAX_COVERS = 60;

/** Drops the oldest entries of a cache beyond `max` (keys come in insertion order). */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/** The hashed files index.html refers to (script, style sheet, module preloads). */
async function shellAssets() {
  const res = await fetch('/', { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) return [];
  const html = await res.text();
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(SHELL_CACHE)).addAll(SHELL_FILES);
      try {
        await (await caches.open(ASSET_CACHE)).addAll(await shellAssets());
      } catch {
        // Offline or a release in progress: the asset cache fills as files load.
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('nikah-') && !CACHES.includes(n)).map((n) => caches.delete(n)),
      );
      // Page loads start while the worker boots (a cheap phone can take a moment to start it).
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/** Network first (the preloaded answer when there is one); the offline page when it fails. */
async function navigation(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

/** Cache first, then the network (stored when it is a complete same-origin answer). */
async function cacheFirst(request, cacheName, max) {
  const cached = await caches.match(request, { cacheName });
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok && res.status === 200 && res.type === 'basic') {
    const copy = res.clone();
    const cache = await caches.open(cacheName);
    await cache.put(request, copy);
    await trim(cacheName, max);
  }
  return res;
}

/** The cached copy at once (when there is one) while a fresh copy is fetched and stored. */
async function staleWhileRevalidate(event, cacheName, max) {
  const cached = await caches.match(event.request, { cacheName });
  const refresh = fetch(event.request).then(async (res) => {
    if (res.ok && res.status === 200 && res.type === 'basic') {
      await (await caches.open(cacheName)).put(event.request, res.clone());
      await trim(cacheName, max);
    }
    return res;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE, MAX_ASSETS));
  } else if (COVER_PATH.test(url.pathname) && !request.headers.has('range')) {
    event.respondWith(staleWhileRevalidate(event, COVER_CACHE, MAX_COVERS));
  } else if (SHELL_FILES.includes(url.pathname) && url.pathname !== OFFLINE_PAGE) {
    event.respondWith(staleWhileRevalidate(event, SHELL_CACHE, SHELL_FILES.length + 5));
  }
  // Anything else (every other /api/ call included) is left to the browser: never cached here.
});
