/**
 * Registers the service worker (public/sw.js) in production builds, once the page has loaded and
 * the browser is idle, so it never competes with the first paint on a slow network. Browsers
 * without service workers (or with them disabled) simply skip it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
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
