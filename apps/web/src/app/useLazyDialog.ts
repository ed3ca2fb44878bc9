/**
 * Dialogs whose code is a chunk of its own, fetched at the first tap that opens them (issues 11
 * and 29): their code, with Mantine's Modal, its focus trap and scroll lock, the forms' libraries
 * and the shared rules they check, stays off the JavaScript a page loads and runs at its start.
 * Used by the footer's dialogs (app/layout/lazyDialogs.tsx) and the profile detail's.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';

/** A dialog opened by a tap, its component present from its first opening on. */
export interface LazyDialog<P> {
  opened: boolean;
  /**
   * True from a tap until the dialog's code has arrived (or failed): for the button's spinner
   * (components/LoadingIcon.tsx) and `aria-busy`.
   */
  loading: boolean;
  open: () => void;
  close: () => void;
  /** Null until the dialog's code has loaded; kept afterwards, so it closes with its transition. */
  Dialog: ComponentType<P> | null;
}

/**
 * A dialog whose code `load` fetches at the first tap (a LazyChunk's `load`, lib/lazyChunk.ts),
 * and which opens once it is there. Not React.lazy under Suspense: a suspended dialog is retried
 * at React's retry priority, which waits behind the page's hydration (a transition, main.tsx); on
 * a slow phone that held the first tap's dialog back 7 to 12 s (measured at 8x CPU slowdown, the
 * chunk already cached). An update after the load is at default priority and comes before
 * hydration. A failed load says so in a toast (`errors.loadFailed`), and the next tap tries again.
 */
export function useLazyDialog<P>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  const { t } = useTranslation();
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  // Opened in the render after the one that mounts it: a Mantine Modal notes the focused element
  // (to give the focus back on closing) only when `opened` changes, not when it mounts opened.
  const [openOnMount, setOpenOnMount] = useState(false);
  useEffect(() => {
    if (Dialog === null || !openOnMount) return;
    setOpenOnMount(false);
    setOpened(true);
  }, [Dialog, openOnMount]);
  const loaded = Dialog !== null;
  const open = useCallback(() => {
    if (loaded) {
      setOpened(true);
      return;
    }
    setLoading(true);
    load().then(
      (component) => {
        setDialog(() => component);
        setOpenOnMount(true);
        setLoading(false);
      },
      (error: unknown) => {
        console.error(error);
        setLoading(false);
        toast(t('errors.loadFailed'), 'error');
      },
    );
  }, [load, loaded, t]);
  const close = useCallback(() => setOpened(false), []);
  return { opened, loading, open, close, Dialog };
}
