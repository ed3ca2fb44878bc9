/**
 * A button's icon that turns into a spinner while what the button opens is loading (a dialog's
 * code at the first tap, app/useLazyDialog.ts). Instead of Mantine's `loading`, which disables the
 * button: a focused button that becomes disabled drops the keyboard's focus to the page, and the
 * dialog would then give it back there when it closes.
 */
import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LazyDialog } from '../app/useLazyDialog';

export function LoadingIcon({ loading, children }: { loading: boolean; children: ReactNode }) {
  return loading ? <Loader size={18} aria-hidden /> : children;
}

/**
 * The props of a Mantine Button that opens `dialog`: `icon` as its left section (a spinner while
 * the dialog's code loads), `aria-busy` meanwhile, and the tap that opens it.
 */
export function opensDialog(dialog: Pick<LazyDialog<unknown>, 'loading' | 'open'>, icon: ReactNode) {
  return {
    leftSection: <LoadingIcon loading={dialog.loading}>{icon}</LoadingIcon>,
    'aria-busy': dialog.loading,
    onClick: dialog.open,
  };
}
