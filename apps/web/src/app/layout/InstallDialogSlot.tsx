/**
 * The Install APP dialog (SPEC.md section 2: only where the app is not installed and the prompt
 * was not dismissed), mounted by the layout on every page from the moment the browser offers
 * installation; its code (and Mantine's Modal) a chunk of its own, fetched then. Not in the footer:
 * the footer is built only when scrolled near (issue 29), and the offer must not wait for that.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { canInstall, onInstallChange } from './installPrompt';

const InstallDialog = lazy(() => import('./InstallDialog').then((m) => ({ default: m.InstallDialog })));

/**
 * Renders `children` (a lazy dialog that decides itself when to show) from the first time
 * `opened` is true on, and keeps it mounted afterwards.
 */
function WhenFirstOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(opened);
  // Derived state: set during render, so the dialog mounts in the same commit as the opening.
  if (opened && !used) setUsed(true);
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** True once the browser has offered installation in this visit (installPrompt.ts). */
function useInstallOffered(): boolean {
  // False at first, as in the server's render, which this hydrates: an offer that came before
  // hydration is picked up by the effect.
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const update = () => setOffered((was) => was || canInstall());
    const unsubscribe = onInstallChange(update);
    // An offer that came after the first render and before this subscription is not missed.
    update();
    return unsubscribe;
  }, []);
  return offered;
}

/** The install dialog, from the browser's first offer of installation on. */
export function InstallDialogSlot() {
  const offered = useInstallOffered();
  return (
    <WhenFirstOpened opened={offered}>
      <InstallDialog />
    </WhenFirstOpened>
  );
}
