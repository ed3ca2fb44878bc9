/**
 * The browser's offer to install the web app (Chromium's `beforeinstallprompt`), kept from the
 * moment this module loads so an early event is not missed, and shared by the Install APP dialog
 * and the mobile app banner (SPEC.md sections 1, 2 and 4).
 */

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// No window in a server render (entry-server.tsx): nothing to listen to there.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini bar away: the site offers installation itself.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** True when the browser has offered installation and it has not been used yet. */
export const canInstall = (): boolean => deferred !== null;

/** Calls `listener` whenever the offer appears or goes; returns the unsubscribe function. */
export function onInstallChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Shows the browser's install prompt. Resolves 'accepted', 'dismissed', or 'unavailable' when the
 * browser has not offered installation. The offer can be used once.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** True outside the installed app: not standalone and not inside an Android web view. */
export function isBrowserTab(): boolean {
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const androidWebView = /; wv\)/.test(navigator.userAgent);
  return !standalone && !androidWebView;
}
