/**
 * Runs `task` once the page has loaded (the window's `load` event, or now if it has) and the
 * browser is next idle (at most 5 s after that; 1 s where `requestIdleCallback` is missing), so
 * that it never competes with the first paint on a slow phone or network. Used for work the page
 * can do without: registering the service worker. (Not for chunks the visitor will likely need:
 * idle time comes between the slices of hydration; lib/onFirstInteraction.ts.)
 */
export function afterLoadIdle(task: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 5000 })
      : setTimeout(task, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
