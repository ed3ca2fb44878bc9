/**
 * Whether the page has been hydrated (issue 29). False while the server renders and while the
 * browser hydrates the server's markup, true from the render right after hydration, and at once
 * in a page the browser renders itself. For what the server cannot render as this browser will:
 * a date or time in the device's time zone, or the clock now, formatted by the browser's ICU, and
 * what depends on the tab's storage (the e-mail dialog closed for this visit). A different markup
 * makes React discard the server's (error 418).
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** See the module's doc; renders the component again once, right after hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
