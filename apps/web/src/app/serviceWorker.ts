/**
 * Registers the service worker (public/sw.js) in production builds, once the page has loaded and
 * the browser is idle, so it never competes with the first paint on a slow network. Browsers
 * without service workers (or with them disabled) simply skip it. The worker's URL carries the
 * build (`/sw.js?v=<hash of this entry file>`): a deploy changes it, which installs a new worker
 * whose caches replace the old ones.
 */

/**
 * The build's tag: the content hash in this module's file name (`/assets/index-<hash>.js`), which
 * changes whenever any file of the build does (each chunk's name holds the names it imports).
 */
export function buildTag(moduleUrl: string): string {
  const file = new URL(moduleUrl).pathname.split('/').pop() ?? '';
  return /-([\w-]+)\.js$/.exec(file)?.[1] ?? 'dev';
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(`/sw.js?v=${encodeURIComponent(buildTag(import.meta.url))}`)
      .catch(() => {
        // Private mode or blocked by the browser: the site works without it.
      });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
