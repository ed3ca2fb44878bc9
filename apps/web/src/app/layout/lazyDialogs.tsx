/**
 * The footer's dialogs (share, contact, rate us, install) as chunks of their own, loaded when a
 * dialog first opens: their code, and Mantine's Modal with its focus trap and scroll lock, stay
 * off the first route's JavaScript (issue 11, budget in apps/web/scripts/check-budget.mjs).
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { canInstall, onInstallChange } from './installPrompt';

export const ShareModal = lazy(() => import('./ShareModal').then((m) => ({ default: m.ShareModal })));
export const ContactModal = lazy(() => import('./ContactModal').then((m) => ({ default: m.ContactModal })));
export const RateModal = lazy(() => import('./RateModal').then((m) => ({ default: m.RateModal })));
export const InstallDialog = lazy(() =>
  import('./InstallDialog').then((m) => ({ default: m.InstallDialog })),
);

/**
 * Renders `children` (a lazy dialog) from the first time `opened` is true on, and keeps it
 * mounted afterwards so that it closes with its transition like any other dialog.
 */
export function WhenFirstOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(opened);
  // Derived state: set during render, so the dialog mounts in the same commit as the opening.
  if (opened && !used) setUsed(true);
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** True once the browser has offered installation in this visit (installPrompt.ts). */
export function useInstallOffered(): boolean {
  const [offered, setOffered] = useState(canInstall);
  useEffect(() => {
    const update = () => setOffered((was) => was || canInstall());
    const unsubscribe = onInstallChange(update);
    // An offer that came after the first render and before this subscription is not missed.
    update();
    return unsubscribe;
  }, []);
  return offered;
}
