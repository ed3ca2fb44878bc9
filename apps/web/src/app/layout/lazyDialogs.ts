/**
 * The footer's dialogs (share, contact, rate us) as chunks of their own, loaded when a
 * dialog first opens: their code, and Mantine's Modal with its focus trap and scroll lock, stay
 * off the first route's JavaScript (issue 11, budget in apps/web/scripts/check-budget.mjs).
 */
import { useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast';

/** Runs `load` once; a failed load (offline) is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export const loadShareModal = once(() => import('./ShareModal').then((m) => m.ShareModal));
export const loadContactModal = once(() => import('./ContactModal').then((m) => m.ContactModal));
export const loadRateModal = once(() => import('./RateModal').then((m) => m.RateModal));

/** A dialog opened by a tap, its component present from its first opening on. */
export interface LazyDialog<P> {
  opened: boolean;
  open: () => void;
  close: () => void;
  /** Null until the dialog's code has loaded; kept afterwards, so it closes with its transition. */
  Dialog: ComponentType<P> | null;
}

/**
 * A dialog whose code `load` fetches at the first tap, and which opens once it is there. Not
 * React.lazy under Suspense: a suspended dialog is retried at React's retry priority, which waits
 * behind the page's hydration (a transition, main.tsx); on a slow phone that held the first tap's
 * dialog back 7 to 12 s (measured at 8x CPU slowdown, the chunk already cached). An update after
 * the load is at default priority and comes before hydration. A failed load says so in a toast.
 */
export function useLazyDialog<P>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  const { t } = useTranslation();
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const [opened, setOpened] = useState(false);
  const loaded = Dialog !== null;
  const open = useCallback(() => {
    if (loaded) {
      setOpened(true);
      return;
    }
    load().then(
      (component) => {
        setDialog(() => component);
        setOpened(true);
      },
      (error: unknown) => {
        console.error(error);
        toast(t('errors.loadFailed'), 'error');
      },
    );
  }, [load, loaded, t]);
  const close = useCallback(() => setOpened(false), []);
  return { opened, open, close, Dialog };
}
