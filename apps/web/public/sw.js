/*
 * The web app's service worker (installable app, issue 5). Hand-written, no build step.
 *
 * - Install: keeps the offline page and the icons, and the current app shell: the hashed entry
 *   files that index.html loads, so a repeat visit on a slow network starts from the phone.
 * - Page loads (navigations): always from the network (with navigation preload), so a new release
 *   shows at once; without a network, the last home page for `/` (issue 11: kept at each online
 *   visit), else the offline page (in English, Hindi and Urdu).
 * - The home page's data (`/api/home/`, the same for everyone, no personal data): from the network,
 *   the last copy kept; without a network, that copy, so the offline home shows its content.
 * - /assets/* (hashed names, never change): from the cache first, stored as they load.
 * - Book covers (public pictures): from the cache, refreshed in the background; at most 60.
 * - Everything else, above all every other /api/ answer (it may hold personal data), goes to the
 *   network untouched and is never stored. PDFs pass through too (range requests keep working).
 * - Web push (D21, issue 30): a `push` shows the notification the server sent (title, body, link;
 *   already in the member's language); `notificationclick` focuses an open tab of the site on the
 *   link, else opens it. Only links on this site are opened.
 *
 * VERSION comes from the worker's own URL (`/sw.js?v=<build>`, app/serviceWorker.ts), so every
 * deploy installs a new worker whose caches replace the old ones (dropped on activate).
 */
/* global self, caches */
const VERSION = (new URL(self.location.href).searchParams.get('v') || 'v1').replace(/[^\w-]/g, '');
const SHELL_CACHE = `nikah-shell-${VERSION}`;
const ASSET_CACHE = `nikah-assets-${VERSION}`;
const COVER_CACHE = `nikah-covers-${VERSION}`;
const HOME_CACHE = `nikah-home-${VERSION}`;
const CACHES = [SHELL_CACHE, ASSET_CACHE, COVER_CACHE, HOME_CACHE];

const HOME_PAGE = '/';
const HOME_API = '/api/home/';

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

/**
 * The hashed files index.html refers to: the loader and style sheets (`src`, `href`), the app's
 * entry (the loader's `data-app`) and the chunks preloaded with it (`<meta content>`; issue 29).
 */
async function shellAssets() {
  const res = await fetch('/', { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) return [];
  const html = await res.text();
  const refs = html.matchAll(/\s(?:src|href|data-app|content)="(\/assets\/[^"]+)"/g);
  return [...new Set([...refs].map((m) => m[1]))];
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

/** True for a complete same-origin answer worth keeping. */
const keepable = (res) => res.ok && res.status === 200 && res.type === 'basic';

/**
 * Keeps the home page `page` and, beside it, the home data (a server-rendered home carries its
 * data inside, so the app may not ask for it until later; offline it will).
 */
async function keepHome(page) {
  const cache = await caches.open(HOME_CACHE);
  await cache.put(HOME_PAGE, page);
  try {
    const data = await fetch(HOME_API, { credentials: 'same-origin' });
    if (keepable(data)) await cache.put(HOME_API, data);
  } catch {
    // The network went away meanwhile: the previous copy (if any) stays.
  }
}

/**
 * Network first (the preloaded answer when there is one), the home page kept for later; when the
 * network fails, the last home page for `/`, else the offline page.
 */
async function navigation(event) {
  const isHome = new URL(event.request.url).pathname === HOME_PAGE;
  try {
    const res = (await event.preloadResponse) ?? (await fetch(event.request));
    if (isHome && keepable(res)) {
      const copy = res.clone();
      event.waitUntil(keepHome(copy));
    }
    return res;
  } catch {
    const home = isHome ? await caches.match(HOME_PAGE, { cacheName: HOME_CACHE }) : undefined;
    return home ?? (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

/** The network's answer, kept under `key`; the kept copy when the network fails. */
async function networkFirst(event, cacheName, key) {
  try {
    const res = await fetch(event.request);
    if (keepable(res)) {
      const copy = res.clone();
      event.waitUntil(caches.open(cacheName).then((cache) => cache.put(key, copy)));
    }
    return res;
  } catch (err) {
    const cached = await caches.match(key, { cacheName });
    if (cached) return cached;
    throw err;
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
  } else if (url.pathname === HOME_API) {
    event.respondWith(networkFirst(event, HOME_CACHE, HOME_API));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE, MAX_ASSETS));
  } else if (COVER_PATH.test(url.pathname) && !request.headers.has('range')) {
    event.respondWith(staleWhileRevalidate(event, COVER_CACHE, MAX_COVERS));
  } else if (SHELL_FILES.includes(url.pathname) && url.pathname !== OFFLINE_PAGE) {
    event.respondWith(staleWhileRevalidate(event, SHELL_CACHE, SHELL_FILES.length + 5));
  }
  // Anything else (every other /api/ call included) is left to the browser: never cached here.
});

/** The site path a notification opens: a same-origin path, else the notification centre. */
function notificationLink(link) {
  try {
    const url = new URL(typeof link === 'string' ? link : '/', self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Nikah';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { link: notificationLink(data.link) },
    }),
  );
});

/**
 * Opens `link` (a path of this site) in a tab of the site when one is open (focused when the
 * browser allows it), else in a new window.
 */
async function openLink(link) {
  const target = new URL(link, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin && 'navigate' in c);
  if (tab) {
    try {
      await tab.focus();
    } catch {
      // Focusing needs the click's user activation; the navigation below does not.
    }
    const moved = await tab.navigate(target).catch(() => null);
    if (moved) return moved;
  }
  return self.clients.openWindow(target);
}

/** What a click on a notification does: closes it and opens its link (the listener below). */
function handleNotificationClick(notification) {
  notification.close();
  return openLink(notificationLink(notification.data && notification.data.link));
}

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(handleNotificationClick(event.notification));
});
